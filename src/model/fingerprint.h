#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "model/finding.h"

namespace schedlint {

/// file -> line -> the property named or valued on that line (Model::property_lines).
using PropertyLines = std::map<std::string, std::map<int, std::string>>;

/// What identifies a finding from one run to the next (SARIF's partialFingerprints
/// "schedlintIdentity/v1", baselines, `diff`'s new/fixed/unchanged): the problem, not its
/// numbers. Made of its rule, the file as the report names it, its queue, what else it is about
/// (Finding::about) and its occurrence among the rule's findings with the same four; never its
/// message or line, so neither a moved line nor a number the rule computed (a share that changes
/// when nodes or queues are added) makes it another finding. 16 hex digits of a 64-bit FNV-1a
/// hash. `assign_identity` must have run over the rule's findings (the runner does).
std::string finding_fingerprint(const Finding& finding, std::string_view reported_path);

/// Fills `about` where the rule left it empty (the property named on the finding's line, from
/// `property_lines`) and `occurrence` (document order: line, column, then message) for one rule's
/// findings.
void assign_identity(std::vector<Finding>& findings, const PropertyLines& property_lines);

/// The fingerprint of baselines of format 1, kept only to read them: rule, file, queue and the
/// message with line numbers taken out, so any changed number made it another finding.
std::string message_fingerprint(const Finding& finding, std::string_view reported_path);

/// The message as format-1 fingerprints see it: every line number replaced by '#'.
std::string without_line_numbers(std::string_view message);

/// `path` as reports name it: relative to `root` (generic separators) when inside it, else
/// absolute; as given when `root` is empty.
std::string path_from_root(const std::string& path, const std::string& root);

}  // namespace schedlint
