#include "reports/json_report.h"
#include "reports/finding_json.h"

#include <chrono>
#include <cmath>
#include <type_traits>
#include <variant>

#include <nlohmann/json.hpp>

#include "reports/escape.h"
#include "reports/json_writer.h"
#include "reports/witness_json.h"

namespace schedlint {

namespace {

using Json = nlohmann::ordered_json;

Json millis_json(const Timings& timings) {
  Json out = Json::object();
  for (const auto& [name, ms] : timings.entries())
    out[name] = std::round(ms * 1000) / 1000;  // microseconds are all a reader can use
  return out;
}

// "report" is the time spent building this document, "total" the command's so far.
Json timings_json(const RunTimings& timings, double report_millis) {
  Timings stages = timings.stages;
  stages.add("report", report_millis);
  stages.add("total", millis_since(timings.started));
  return {{"stages", millis_json(stages)}, {"rules", millis_json(timings.rules)}};
}

// "decided_by": "z3" | "arithmetic", and why Z3 did not confirm an arithmetic answer.
void add_decision(Json& item, const Decision& decided) {
  item["decided_by"] = decided_by_name(decided.by);
  if (!decided.why.empty()) item["why_arithmetic"] = valid_utf8(decided.why);
}

}  // namespace

nlohmann::ordered_json finding_json(const Finding& f) {
  Json item;
  item["rule"] = f.rule;
  item["severity"] = severity_name(f.severity);
  item["message"] = valid_utf8(f.message);
  item["path"] = valid_utf8(f.loc.file);
  item["line"] = f.loc.line;
  item["column"] = f.loc.column;
  if (!f.queue.empty()) item["queue"] = valid_utf8(f.queue);
  if (!f.cluster.empty()) item["cluster"] = valid_utf8(f.cluster);
  if (!f.details.empty()) {
    Json details = Json::array();
    for (const auto& d : f.details)
      details.push_back(valid_utf8(d));
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
  if (f.proof) {
    item["proof"] = {{"status", f.proof->status},
                     {"query", f.proof->query},
                     {"witness", witness_json(f.proof->witness)}};
    if (f.proof->status == "sat") add_decision(item["proof"], f.proof->decided);
  }
  return item;
}

void write_json_report(const CheckReport& report, std::ostream& out) {
  const auto started = std::chrono::steady_clock::now();
  JsonObjectWriter doc(out);
  doc.member("tool", {{"name", "schedlint"}, {"version", report.tool_version}});
  doc.member("hadoop_version", report.hadoop_version);
  if (!report.clusters.empty()) {
    doc.array("clusters", report.clusters.size(),
              [&](size_t i) { return Json(valid_utf8(report.clusters[i])); });
  }
  doc.array("inputs", report.inputs.size(), [&](size_t i) {
    const InputFile& input = report.inputs[i];
    return Json{{"path", valid_utf8(input.path)}, {"kind", input_kind_name(input.kind)}};
  });
  doc.array("findings", report.findings.size(),
            [&](size_t i) { return finding_json(report.findings[i]); });
  doc.array("proven_safe", report.proven_safe.size(), [&](size_t i) {
    const ProvenFact& fact = report.proven_safe[i];
    Json item = {{"rule", fact.rule},
                 {"message", valid_utf8(fact.message)},
                 {"path", valid_utf8(fact.loc.file)},
                 {"line", fact.loc.line}};
    add_decision(item, fact.decided);
    return item;
  });
  doc.array("not_run", report.not_run.size(), [&](size_t i) {
    return Json{{"rule", report.not_run[i].rule}, {"why", report.not_run[i].why}};
  });
  const SeverityCounts counts = count_severities(report.findings);
  const ProofCounts proofs = count_proofs(report);
  doc.member("summary", {{"error", counts.error},
                         {"warning", counts.warning},
                         {"info", counts.info},
                         {"suppressed", report.suppressed.size()},
                         {"proofs",
                          {{"found", proofs.found},
                           {"proven_safe", proofs.proven_safe},
                           {"decided_by_z3", proofs.by_z3},
                           {"decided_by_arithmetic", proofs.by_arithmetic}}}});
  if (report.timings) doc.member("timings", timings_json(*report.timings, millis_since(started)));
  doc.finish();
}

}  // namespace schedlint
