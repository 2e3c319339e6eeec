#pragma once

#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "reports/check_report.h"
#include "reports/reported_rule.h"

namespace schedlint {

/// What a SARIF report needs besides the findings.
struct SarifContext {
  std::vector<ReportedRule> rules;  ///< the whole catalog, declared whether it found or not
  /// The folder file URIs are relative to (%SRCROOT%): the git top-level, else the current one;
  /// absolute, ending without a separator.
  std::string source_root;
  std::string information_uri;  ///< the project's home page
  std::string docs_uri;         ///< the rules' pages: helpUri is <docs_uri><id>.md
  /// --sarif-include-suppressed: the silenced findings too, each with its suppression (GitHub
  /// ignores `suppressions`, so by default they are left out).
  bool include_suppressed = false;
  /// file -> line of a property's name -> its <value>, when on another line (Model::value_lines):
  /// where a result's region goes. May be null.
  const std::map<std::string, std::map<int, SourceLocation>>* value_lines = nullptr;
};

/// The partialFingerprints key of a result's identity (model/fingerprint.h).
inline constexpr std::string_view kSarifFingerprintKey = "schedlintIdentity/v1";

/// GitHub code scanning keeps at most this many results of a run.
inline constexpr size_t kSarifMaxResults = 5000;

/// SARIF 2.1.0 for code scanning: every rule declared with its help (links made absolute), tags,
/// precision and, for the ACL rules, a security-severity; each finding a result with a
/// %SRCROOT%-relative location (on a property's value line), the related places linked from the
/// message, its identity as partialFingerprint, the message as text (with the witness and the
/// fix) and as markdown, and a proof's status and witness under
/// properties; proven-safe facts under the run's properties. Results beyond kSarifMaxResults
/// (errors kept first) are cut, with a notification saying how many.
void write_sarif_report(const CheckReport& report, const SarifContext& context, std::ostream& out);

/// `path` as a URI relative to `root` when it is inside it (percent-encoded), else an absolute
/// file:// URI; `relative` says which.
std::string artifact_uri(const std::string& path, const std::string& root, bool& relative);

}  // namespace schedlint
