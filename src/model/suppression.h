#pragma once

#include <set>
#include <string>

#include "model/finding.h"
#include "model/source_location.h"

namespace schedlint {

/// A suppression: findings of its rules (every rule when none is named) are silenced.
///
/// Inline, `<!-- schedlint:disable rule-a,rule-b -- why -->` covers the element it precedes or
/// trails, lines [first_line, last_line] of `file`; `schedlint:disable-file` covers the file. A
/// .schedlint.yaml `suppress:` entry covers a queue and the queues below it (`queue`), a property
/// (`property`), a whole file (`file`: the path ends with it), or everything of its rules. Either
/// may say why (`reason`, which is expected) and until when (`expires`, a YYYY-MM-DD date: from the
/// day after it, it silences nothing and is reported).
struct Suppression {
  std::string file;
  int first_line = 0;
  int last_line = 0;
  bool whole_file = false;
  std::set<std::string> rules;  ///< empty: every rule
  SourceLocation comment;       ///< where it is written (the comment, or the .schedlint.yaml entry)
  std::string reason;
  std::string expires;       ///< "" when it never expires
  bool from_config = false;  ///< a .schedlint.yaml entry
  std::string queue;         ///< config: the queue (and subtree) it covers; "" any
  std::string property;      ///< config: the property it covers; "" any

  /// Whether it silences a finding of `rule` at `loc` about `queue_of`, where `property_of` is
  /// the property on that line ("" none).
  bool covers(const std::string& rule, const SourceLocation& loc,
              const std::string& queue_of = std::string(),
              const std::string& property_of = std::string()) const {
    if (!rules.empty() && rules.count(rule) == 0) return false;
    if (from_config) {
      const bool in_file =
          file.empty() || (loc.file.size() >= file.size() &&
                           loc.file.compare(loc.file.size() - file.size(), file.size(), file) == 0);
      const bool in_queue =
          queue.empty() || queue_of == queue || queue_of.rfind(queue + ".", 0) == 0;
      return in_file && in_queue && (property.empty() || property_of == property);
    }
    if (loc.file != file) return false;
    return whole_file || (loc.line >= first_line && loc.line <= last_line);
  }

  /// Whether it has expired on `today` (YYYY-MM-DD): ISO dates compare as text.
  bool expired(const std::string& today) const { return !expires.empty() && expires < today; }
};

/// A finding a suppression silenced, for the reports that may show it (SARIF with
/// --sarif-include-suppressed).
struct SuppressedFinding {
  Finding finding;
  bool in_source = true;      ///< an inline comment (else a .schedlint.yaml entry)
  std::string justification;  ///< the suppression's reason
};

}  // namespace schedlint
