#pragma once

#include <string>
#include <string_view>

#include "model/finding.h"

namespace schedlint {

/// What identifies a finding from one run to the next whatever lines move (SARIF
/// partialFingerprints; baselines): its rule, the file as the report names it, its subject (the
/// queue, when it is about one) and its message with line numbers taken out ("line 12",
/// "yarn-site.xml:12"), so a changed value is a new finding and a moved or reformatted line is
/// not. 16 hex digits of a 64-bit FNV-1a hash.
std::string finding_fingerprint(const Finding& finding, std::string_view reported_path);

/// The message as the fingerprint sees it: every line number replaced by '#'.
std::string without_line_numbers(std::string_view message);

/// `path` as reports name it: relative to `root` (generic separators) when inside it, else
/// absolute; as given when `root` is empty.
std::string path_from_root(const std::string& path, const std::string& root);

}  // namespace schedlint
