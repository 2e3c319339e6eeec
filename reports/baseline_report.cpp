#include "reports/baseline_report.h"

#include <map>

#include <nlohmann/json.hpp>

#include "model/fingerprint.h"
#include "reports/escape.h"
#include "reports/json_writer.h"

namespace schedlint {

void write_baseline(const CheckReport& report, const std::string& source_root, std::ostream& out) {
  using Json = nlohmann::ordered_json;
  struct Entry {
    const Finding* first;
    std::string path;
    int64_t count;
  };
  std::map<std::string, Entry> by_fingerprint;  // sorted: the file diffs well
  for (const Finding& f : report.findings) {
    const std::string path = path_from_root(f.loc.file, source_root);
    const std::string key = finding_fingerprint(f, path);
    auto [it, added] = by_fingerprint.try_emplace(key, Entry{&f, path, 0});
    ++it->second.count;
  }
  Json findings = Json::array();
  for (const auto& [fingerprint, e] : by_fingerprint) {
    Json item = {{"rule", e.first->rule}, {"path", valid_utf8(e.path)}};
    if (!e.first->queue.empty()) item["queue"] = valid_utf8(e.first->queue);
    if (!e.first->about.empty()) item["about"] = valid_utf8(e.first->about);
    // For the people who read the file: what was accepted, as it read when it was.
    item["message"] = valid_utf8(without_line_numbers(e.first->message));
    item["fingerprint"] = fingerprint;
    item["count"] = e.count;
    findings.push_back(std::move(item));
  }
  Json doc = {{"schedlint_baseline", kBaselineFormat}, {"findings", std::move(findings)}};
  write_json(doc, out);
}

}  // namespace schedlint
