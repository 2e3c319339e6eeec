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

// GitHub shows at most this many characters of a rule's fullDescription.
constexpr size_t kMaxFullDescription = 1024;

// The summary, and the page's first paragraph when it stands on its own (not a list's lead-in):
// as many of its whole sentences as fit in kMaxFullDescription.
std::string full_description(const std::string& summary, const std::string& more) {
  if (more.empty() || more.back() == ':') return summary;
  std::string out = summary;
  size_t from = 0;
  while (from < more.size()) {
    size_t end = more.find(". ", from);
    end = end == std::string::npos ? more.size() : end + 1;
    const std::string sentence = more.substr(from, end - from);
    if (out.size() + 1 + sentence.size() > kMaxFullDescription) break;
    out += " " + sentence;
    from = end + 1;
  }
  return out.size() <= kMaxFullDescription ? out : summary.substr(0, kMaxFullDescription);
}

// `target` (a link of a page under docs/rules/) resolved against `base`, the pages' folder URI
// ending in '/': "x.md" and "../risks.md#c1" become absolute; a scheme or a page's own anchor
// ("#why", resolved against the page itself) is left as it is or made absolute.
std::string absolute_target(std::string target, const std::string& base, const std::string& page) {
  if (target.find("://") != std::string::npos || target.rfind("mailto:", 0) == 0) return target;
  if (target.rfind('#', 0) == 0) return base + page + target;
  std::string folder = base;
  while (true) {
    if (target.rfind("./", 0) == 0) {
      target.erase(0, 2);
    } else if (target.rfind("../", 0) == 0 && folder.size() > 1) {
      target.erase(0, 3);
      folder.erase(folder.rfind('/', folder.size() - 2) + 1);
    } else {
      break;
    }
  }
  return folder + target;
}

// A rule page as SARIF help: GitHub shows it away from the repository, so its relative links
// ("](x.md)", which would 404) point at the pages' absolute URIs.
std::string with_absolute_links(const std::string& doc, const std::string& base,
                                const std::string& page) {
  if (base.empty()) return doc;
  std::string out;
  size_t at = 0;
  for (size_t link = doc.find("](", at); link != std::string::npos; link = doc.find("](", at)) {
    const size_t end = doc.find(')', link + 2);
    if (end == std::string::npos) break;
    out.append(doc, at, link + 2 - at);
    out += absolute_target(doc.substr(link + 2, end - link - 2), base, page);
    at = end;
  }
  out.append(doc, at, std::string::npos);
  return out;
}

// GitHub's security severity (a CVSS-like score, shown as high/medium/low) of the ACL rules, whose
// findings open queues to submission or administration: error 7.5 (high), warning 5.0 (medium),
// info 2.0 (low).
std::string_view security_severity(Severity s) {
  switch (s) {
    case Severity::kError:
      return "7.5";
    case Severity::kWarning:
      return "5.0";
    case Severity::kInfo:
      return "2.0";
  }
  return "2.0";
}

// The area of a rule by its id's prefix (docs/contributing.md), as a code scanning tag.
std::string_view area_tag(std::string_view id) {
  static constexpr std::pair<std::string_view, std::string_view> kAreas[] = {
      {"parse-", "parse"},
      {"cs-", "capacity-scheduler"},
      {"fs-", "fair-scheduler"},
      {"placement-", "placement"},
      {"alloc-", "allocation"},
      {"node-", "nodes"},
      {"acl-", "acl"},
      {"preempt-", "preemption"},
      {"change-", "change"},
      {"wl-", "workloads"},
      {"suppression-", "suppression"}};
  for (const auto& [prefix, tag] : kAreas) {
    if (id.rfind(prefix, 0) == 0) return tag;
  }
  return "";
}

Json rule_properties(const ReportedRule& rule) {
  Json tags = Json::array({"schedlint", "yarn"});
  if (const std::string_view area = area_tag(rule.id); !area.empty()) tags.push_back(area);
  if (rule.proof) tags.push_back("proof");
  const bool acl = rule.id.rfind("acl-", 0) == 0;
  if (acl) tags.push_back("security");
  // A proof's answer comes with a witness re-checked by arithmetic: "very-high"; a rule mirrors
  // Hadoop's own checks and computations: "high".
  Json properties = {{"tags", std::move(tags)},
                     {"precision", rule.proof ? "very-high" : "high"},
                     {"problem.severity", rule.severity == Severity::kInfo
                                              ? "recommendation"
                                              : std::string(severity_name(rule.severity))}};
  if (acl) properties["security-severity"] = security_severity(rule.severity);
  return properties;
}

Json rule_json(const ReportedRule& rule, const SarifContext& context) {
  Json r;
  r["id"] = rule.id;
  r["name"] = rule.id;
  r["shortDescription"] = {{"text", rule.summary}};
  const std::string page = rule.id + ".md";
  r["fullDescription"] = {
      {"text", full_description(rule.summary, with_absolute_links(what_it_finds(rule.doc),
                                                                  context.docs_uri, page))}};
  const std::string help =
      rule.doc.empty() ? rule.summary : with_absolute_links(rule.doc, context.docs_uri, page);
  r["help"] = {{"text", help}, {"markdown", help}};
  if (!context.docs_uri.empty()) r["helpUri"] = context.docs_uri + page;
  r["defaultConfiguration"] = {{"level", level_of(rule.severity)}};
  r["properties"] = rule_properties(rule);
  return r;
}

Json physical_location(const SourceLocation& loc, const SarifContext& context) {
  bool relative = false;
  Json artifact = {{"uri", artifact_uri(loc.file, context.source_root, relative)}};
  if (relative) artifact["uriBaseId"] = "%SRCROOT%";
  Json physical = {{"artifactLocation", std::move(artifact)}};
  if (loc.line > 0) {
    // A property's value on a later line than its name: that line, the one a change of the value
    // edits (GitHub annotates a pull request only on the lines it changes).
    SourceLocation at = loc;
    if (context.value_lines != nullptr) {
      if (auto file = context.value_lines->find(loc.file); file != context.value_lines->end()) {
        if (auto line = file->second.find(loc.line); line != file->second.end()) at = line->second;
      }
    }
    const int column = std::max(at.column, 1);
    // GitHub asks for all four; the region is the one character where the finding points.
    physical["region"] = {{"startLine", at.line},
                          {"startColumn", column},
                          {"endLine", at.line},
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

// What GitHub shows of a result (it ignores message.markdown): the message, then the details (the
// witness, the numbers, the fix) as plain lines, then each related place as a link to it.
std::string message_text(const Finding& f) {
  std::string text = escape_sarif_text(f.message);
  if (!f.details.empty()) text += "\n";
  for (const std::string& line : f.details)
    text += "\n" + escape_sarif_text(line);
  for (size_t i = 0; i < f.related.size(); ++i) {
    text += i == 0 ? "\n\nSee " : ", ";
    text += fmt::format("[{}]({})", escape_sarif_text(f.related[i].message), i + 1);
  }
  return text;
}

Json result_json(const Finding& f, size_t rule_index, const SarifContext& context) {
  Json r;
  r["ruleId"] = f.rule;
  r["ruleIndex"] = rule_index;
  r["level"] = level_of(f.severity);
  r["message"] = {{"text", message_text(f)}, {"markdown", markdown_message(f)}};
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
  // The finding's identity, as baselines and `diff` match it (the path as the report names it,
  // not as a URI), under schedlint's own key: upload-sarif computes GitHub's own line hash
  // (primaryLocationLineHash) beside it.
  r["partialFingerprints"] = {
      {std::string(kSarifFingerprintKey),
       finding_fingerprint(f, path_from_root(f.loc.file, context.source_root))}};
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
  return relative ? url_path(shown) : "file://" + url_path(shown);
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
      {"%SRCROOT%", {{"uri", "file://" + url_path(context.source_root + "/")}}}};
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
