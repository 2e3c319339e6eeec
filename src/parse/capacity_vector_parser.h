#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/capacity_vector.h"

namespace schedlint {

/// What Hadoop 3.4's QueueCapacityConfigParser.parse makes of a capacity string (non-legacy
/// queue mode), and what it dropped on the way.
struct CapacityVectorReading {
  CapacityVector vector;
  /// Hadoop throws while parsing (NumberFormatException, a unit conversion that overflows): the
  /// queue, and so the ResourceManager or the refresh, fails.
  std::optional<std::string> failure;
  /// What the parser drops without a word, each said for a person: a pair without '=', a value
  /// whose letters are not at its end, a unit that is not a capacity type, an unknown suffix.
  std::vector<std::string> dropped;
};

/// QueueCapacityConfigParser.parse for a queue other than root (root is always 100%): spaces
/// (only ' ') removed; then "[name=value,...]" (its RESOURCE_REGEX), else "<number><suffix>"
/// with suffix "" (percent) or "w" (weight), else an empty vector.
CapacityVectorReading read_capacity_vector(std::string_view text);

/// QueueCapacityConfigParser.isCapacityVectorFormat: the bracketed syntax, spaces removed.
bool is_capacity_vector_format(std::string_view text);

}  // namespace schedlint
