#include "reports/json_report.h"

#include <nlohmann/json.hpp>

#include "reports/escape.h"

namespace schedlint {

void write_json_report(const CheckReport& report, std::ostream& out) {
  using Json = nlohmann::ordered_json;
  Json doc;
  doc["tool"] = {{"name", "schedlint"}, {"version", report.tool_version}};
  doc["hadoop_version"] = report.hadoop_version;
  Json inputs = Json::array();
  for (const InputFile& input : report.inputs) {
    inputs.push_back({{"path", valid_utf8(input.path)}, {"kind", input_kind_name(input.kind)}});
  }
  doc["inputs"] = std::move(inputs);
  Json findings = Json::array();
  for (const Finding& f : report.findings) {
    Json item;
    item["rule"] = f.rule;
    item["severity"] = severity_name(f.severity);
    item["message"] = valid_utf8(f.message);
    item["path"] = valid_utf8(f.loc.file);
    item["line"] = f.loc.line;
    item["column"] = f.loc.column;
    if (!f.queue.empty()) item["queue"] = valid_utf8(f.queue);
    if (!f.details.empty()) {
      Json details = Json::array();
      for (const auto& d : f.details) details.push_back(valid_utf8(d));
      item["details"] = std::move(details);
    }
    if (!f.related.empty()) {
      Json related = Json::array();
      for (const auto& r : f.related) {
        related.push_back({{"path", valid_utf8(r.loc.file)},
                           {"line", r.loc.line},
                           {"column", r.loc.column},
                           {"message", valid_utf8(r.message)}});
      }
      item["related"] = std::move(related);
    }
    findings.push_back(std::move(item));
  }
  doc["findings"] = std::move(findings);
  const SeverityCounts counts = count_severities(report.findings);
  doc["summary"] = {{"error", counts.error}, {"warning", counts.warning}, {"info", counts.info}};
  out << doc.dump(2, ' ', false, Json::error_handler_t::replace) << "\n";
}

}  // namespace schedlint
