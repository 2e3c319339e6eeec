#pragma once

#include <optional>
#include <string>
#include <vector>

namespace schedlint {

/// Someone submitting an application without naming a queue (it asks for "default"): a user and
/// the user's groups, the primary group first.
struct Submitter {
  std::string user;
  std::vector<std::string> groups;
};

/// Where the scheduler puts such an application: a leaf queue's full path, or nowhere (rejected),
/// and the rule or mapping that decided, in words.
struct PlacementResult {
  std::optional<std::string> queue;
  std::string why;
  /// The rule or mapping that decided, the same words for every submitter it decides for.
  std::string rule;
};

}  // namespace schedlint
