#include "reports/sarif_report.h"

#include <algorithm>
#include <filesystem>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/fingerprint.h"
#include "reports/escape.h"
#include "reports/json_writer.h"
#include "reports/witness_json.h"

namespace schedlint {

namespace {

using Json = nlohmann::ordered_json;
namespace fs = std::filesystem;

std::string_view level_of(Severity s) {
  switch (s) {
    case Severity::kError:
      return "error";
    case Severity::kWarning:
      return "warning";
    case Severity::kInfo:
      return "note";
  }
  return "note";
}

// RFC 3986: unreserved characters and '/' stay; every other byte is %XX.
std::string percent_encoded(std::string_view path) {
  std::string out;
  for (unsigned char c : path) {
    if (std::isalnum(c) != 0 || c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
      out += static_cast<char>(c);
    } else {
      out += fmt::format("%{:02X}", c);
    }
  }
  return out;
}

// The first paragraph under "## What it finds" of a docs page: the rule's full description.
std::string what_it_finds(const std::string& doc) {
  const size_t heading = doc.find("## What it finds");
  if (heading == std::string::npos) return "";
  size_t start = doc.find('\n', heading);
  if (start == std::string::npos) return "";
  while (start < doc.size() && doc[start] == '\n')
    ++start;
  const size_t end = doc.find("\n\n", start);
  std::string paragraph = doc.substr(start, end == std::string::npos ? end : end - start);
  std::replace(paragraph.begin(), paragraph.end(), '\n', ' ');
  return paragraph;
}

Json rule_json(const ReportedRule& rule, const SarifContext& context) {
  Json r;
  r["id"] = rule.id;
  r["name"] = rule.id;
  r["shortDescription"] = {{"text", rule.summary}};
  // The summary, and the page's first paragraph when it stands on its own (not a list's lead-in).
  const std::string more = what_it_finds(rule.doc);
  const bool stands = !more.empty() && more.back() != ':';
  r["fullDescription"] = {{"text", stands ? rule.summary + " " + more : rule.summary}};
  r["help"] = {{"text", rule.doc.empty() ? rule.summary : rule.doc},
               {"markdown", rule.doc.empty() ? rule.summary : rule.doc}};
  if (!context.docs_uri.empty()) r["helpUri"] = context.docs_uri + rule.id + ".md";
  r["defaultConfiguration"] = {{"level", level_of(rule.severity)}};
  return r;
}

Json physical_location(const SourceLocation& loc, const SarifContext& context) {
  bool relative = false;
  Json artifact = {{"uri", artifact_uri(loc.file, context.source_root, relative)}};
  if (relative) artifact["uriBaseId"] = "%SRCROOT%";
  Json physical = {{"artifactLocation", std::move(artifact)}};
  if (loc.line > 0) {
    const int column = std::max(loc.column, 1);
    // GitHub asks for all four; the region is the one character where the finding points.
    physical["region"] = {{"startLine", loc.line},
                          {"startColumn", column},
                          {"endLine", loc.line},
                          {"endColumn", column + 1}};
  }
  return physical;
}

// GitHub renders it: the message escaped, the details in a fence no line can close.
std::string markdown_message(const Finding& f) {
  std::string md = escape_markdown(f.message);
  if (!f.details.empty()) md += "\n\n" + markdown_code_block(f.details);
  return md;
}

Json result_json(const Finding& f, size_t rule_index, const SarifContext& context) {
  Json r;
  r["ruleId"] = f.rule;
  r["ruleIndex"] = rule_index;
  r["level"] = level_of(f.severity);
  r["message"] = {{"text", visible_text(f.message)}, {"markdown", markdown_message(f)}};
  r["locations"] = Json::array({{{"physicalLocation", physical_location(f.loc, context)}}});
  if (!f.related.empty()) {
    Json related = Json::array();
    for (size_t i = 0; i < f.related.size(); ++i) {
      related.push_back({{"id", i + 1},
                         {"physicalLocation", physical_location(f.related[i].loc, context)},
                         {"message", {{"text", visible_text(f.related[i].message)}}}});
    }
    r["relatedLocations"] = std::move(related);
  }
  // The same key as a baseline's: the path as the report names it, not as a URI.
  const std::string fingerprint =
      finding_fingerprint(f, path_from_root(f.loc.file, context.source_root));
  // GitHub matches alerts by primaryLocationLineHash: this one ignores lines, so moving a line
  // does not close and reopen an alert.
  r["partialFingerprints"] = {{"primaryLocationLineHash", fingerprint},
                              {"schedlint/v1", fingerprint}};
  Json properties = Json::object();
  if (!f.queue.empty()) properties["queue"] = valid_utf8(f.queue);
  if (f.proof) {
    properties["proof"] = {{"status", f.proof->status},
                           {"query", valid_utf8(f.proof->query)},
                           {"witness", witness_json(f.proof->witness)}};
    if (f.proof->status == "sat")
      properties["proof"]["decided_by"] = decided_by_name(f.proof->decided.by);
  }
  if (!properties.empty()) r["properties"] = std::move(properties);
  return r;
}

}  // namespace

std::string artifact_uri(const std::string& path, const std::string& root, bool& relative) {
  const std::string shown = path_from_root(path, root);
  relative = !root.empty() && !fs::path(shown).is_absolute();
  return relative ? percent_encoded(shown) : "file://" + percent_encoded(shown);
}

void write_sarif_report(const CheckReport& report, const SarifContext& context, std::ostream& out) {
  Json rules = Json::array();
  for (const ReportedRule& rule : context.rules)
    rules.push_back(rule_json(rule, context));
  auto rule_index = [&](const std::string& id) {
    for (size_t i = 0; i < context.rules.size(); ++i) {
      if (context.rules[i].id == id) return i;
    }
    return size_t{0};
  };
  // Errors first, then warnings, then infos, each in report order: what a cut keeps.
  std::vector<const Finding*> kept;
  for (const Finding& f : report.findings)
    kept.push_back(&f);
  std::stable_sort(kept.begin(), kept.end(),
                   [](const Finding* a, const Finding* b) { return a->severity > b->severity; });
  const size_t cut = kept.size() > kSarifMaxResults ? kept.size() - kSarifMaxResults : 0;
  kept.resize(kept.size() - cut);
  Json results = Json::array();
  for (const Finding* f : kept)
    results.push_back(result_json(*f, rule_index(f->rule), context));
  if (context.include_suppressed) {
    for (const SuppressedFinding& s : report.suppressed) {
      Json r = result_json(s.finding, rule_index(s.finding.rule), context);
      r["suppressions"] = Json::array({{{"kind", s.in_source ? "inSource" : "external"},
                                        {"justification", valid_utf8(s.justification)}}});
      results.push_back(std::move(r));
    }
  }

  Json invocation = {{"executionSuccessful", true}};
  if (cut > 0) {
    invocation["toolExecutionNotifications"] = Json::array(
        {{{"level", "warning"},
          {"message",
           {{"text", fmt::format("{} results were left out: code scanning keeps {} per run "
                                 "(errors first, then warnings, then infos)",
                                 cut, kSarifMaxResults)}}}}});
  }
  Json proven = Json::array();
  for (const ProvenFact& fact : report.proven_safe) {
    bool relative = false;
    proven.push_back({{"rule", fact.rule},
                      {"message", valid_utf8(fact.message)},
                      {"uri", artifact_uri(fact.loc.file, context.source_root, relative)},
                      {"line", fact.loc.line},
                      {"decided_by", decided_by_name(fact.decided.by)}});
  }
  Json driver = {{"name", "schedlint"},
                 {"version", report.tool_version},
                 {"semanticVersion", report.tool_version}};
  if (!context.information_uri.empty()) driver["informationUri"] = context.information_uri;
  driver["rules"] = std::move(rules);
  Json run;
  run["tool"] = {{"driver", std::move(driver)}};
  run["originalUriBaseIds"] = {
      {"%SRCROOT%", {{"uri", "file://" + percent_encoded(context.source_root + "/")}}}};
  run["invocations"] = Json::array({std::move(invocation)});
  run["results"] = std::move(results);
  run["properties"] = {{"hadoop_version", report.hadoop_version},
                       {"proven_safe", proven},
                       {"suppressed", report.suppressed.size()}};
  Json doc;
  doc["$schema"] = "https://json.schemastore.org/sarif-2.1.0.json";
  doc["version"] = "2.1.0";
  doc["runs"] = Json::array({std::move(run)});
  write_json(doc, out);
}

}  // namespace schedlint
