#include "reports/codeclimate_report.h"

#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/fingerprint.h"
#include "reports/escape.h"
#include "reports/json_writer.h"

namespace schedlint {

std::string_view code_quality_severity(Severity severity) {
  switch (severity) {
    case Severity::kError:
      return "critical";
    case Severity::kWarning:
      return "major";
    case Severity::kInfo:
      return "info";
  }
  return "info";
}

void write_codeclimate_report(const CheckReport& report, const std::string& source_root,
                              std::ostream& out) {
  using Json = nlohmann::ordered_json;
  const std::string fallback = report.inputs.empty() ? "." : report.inputs.front().path;
  Json issues = Json::array();
  std::set<std::string> fingerprints;
  for (const Finding& f : report.findings) {
    const std::string path =
        path_from_root(f.loc.file.empty() ? fallback : f.loc.file, source_root);
    std::string fingerprint = finding_fingerprint(f, path);
    // The same finding twice (a property set twice, said alike): GitLab would show one.
    for (int n = 2; !fingerprints.insert(fingerprint).second; ++n)
      fingerprint = fmt::format("{}-{}", finding_fingerprint(f, path), n);
    Json issue = {
        {"type", "issue"},
        {"check_name", f.rule},
        {"description", visible_text(f.message)},
        {"categories", Json::array({f.rule.rfind("acl-", 0) == 0 ? "Security" : "Bug Risk"})},
        {"location",
         {{"path", path},
          {"lines", {{"begin", f.loc.file.empty() ? 1 : std::max(f.loc.line, 1)}}}}},
        {"severity", code_quality_severity(f.severity)},
        {"fingerprint", fingerprint}};
    if (!f.details.empty()) {
      std::string body;
      for (const std::string& line : f.details)
        body += (body.empty() ? "" : "\n") + visible_text(line);
      issue["content"] = {{"body", body}};
    }
    issues.push_back(std::move(issue));
  }
  write_json(issues, out);
}

}  // namespace schedlint
