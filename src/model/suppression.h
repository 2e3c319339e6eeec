#pragma once

#include <set>
#include <string>

#include "model/source_location.h"

namespace schedlint {

/// An inline `<!-- schedlint:disable rule-a,rule-b -->` comment: findings of those rules (all
/// rules when none is named) on lines [first_line, last_line] of `file` are silenced.
/// `<!-- schedlint:disable-file rule -->` covers the whole file.
struct Suppression {
  std::string file;
  int first_line = 0;
  int last_line = 0;
  bool whole_file = false;
  std::set<std::string> rules;  ///< empty: every rule
  SourceLocation comment;       ///< where the comment is

  bool covers(const std::string& rule, const SourceLocation& loc) const {
    if (loc.file != file) return false;
    if (!rules.empty() && rules.count(rule) == 0) return false;
    return whole_file || (loc.line >= first_line && loc.line <= last_line);
  }
};

}  // namespace schedlint
