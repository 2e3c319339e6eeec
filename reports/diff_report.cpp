#include "reports/diff_report.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "model/resource_text.h"
#include "reports/diff_words.h"
#include "reports/escape.h"
#include "reports/finding_json.h"
#include "reports/json_writer.h"
#include "reports/queue_json.h"
#include "reports/resource_format.h"
#include "reports/table.h"
#include "reports/text_report.h"

namespace schedlint {

namespace {

using Json = nlohmann::ordered_json;

std::string percent_text(const std::optional<double>& percent) {
  if (!percent) return "";
  // A change of a few MB out of hundreds of thousands is not "0.0%".
  if (*percent != 0 && std::abs(*percent) < 0.05) return *percent < 0 ? " (-<0.1%)" : " (+<0.1%)";
  return fmt::format(" ({:+.1f}%)", *percent);
}

std::string figure_value(const Figure* f) {
  if (f == nullptr) return "-";
  if (f->resource) return resource_text(*f->resource);
  return std::to_string(*f->count);
}

// "+20480 MB (+50.0%), +5 vcores (+50.0%)": the types that changed.
std::string delta_text(const FigureChange& c) {
  if (c.before == nullptr || c.after == nullptr) return c.before == nullptr ? "new" : "gone";
  if (c.after->count) {
    const int64_t b = c.before->count.value_or(0), a = *c.after->count;
    return fmt::format("{}{}{}", a - b > 0 ? "+" : "", a - b, percent_text(percent_change(b, a)));
  }
  std::vector<std::string> parts;
  for (const ResourceDelta& d : resource_delta(c.before->resource.value_or(Resource{}),
                                               c.after->resource.value_or(Resource{}))) {
    if (d.delta != 0) parts.push_back(resource_change_text(d));
  }
  return fmt::format("{}", fmt::join(parts, ", "));
}

}  // namespace

std::string refresh_verdict_line(const RefreshVerdict& v) {
  if (!v.refused()) return v.action + ": accepted";
  const size_t brought =
      static_cast<size_t>(std::count_if(v.reasons.begin(), v.reasons.end(),
                                        [](const RefreshVerdict::Reason& r) { return r.brought; }));
  std::string which;
  if (brought == v.reasons.size())
    which = v.reasons.size() == 1 ? "the change brings it" : "the change brings them";
  else if (brought == 0)
    which = v.reasons.size() == 1 ? "already in the version before"
                                  : "all already in the version before";
  else
    which = fmt::format("{} the change brings, {} already in the version before", brought,
                        v.reasons.size() - brought);
  return fmt::format("{}: refused \u2014 {} reason{} ({})", v.action, v.reasons.size(),
                     v.reasons.size() == 1 ? "" : "s", which);
}

std::string more_refusals_text(const RefreshVerdict& v) {
  if (v.reasons.size() <= kRefusalsShown) return "";
  return fmt::format("and {} more (diff --format json lists them all)",
                     v.reasons.size() - kRefusalsShown);
}

namespace {

// One reason of a refused refresh, on one line: where, what, and whether the change brings it.
std::string refusal_text(const RefreshVerdict::Reason& r) {
  const SourceLocation& at = r.finding.loc;
  return fmt::format("{}:{}: {} [{}]{}", at.file, at.line, r.finding.message, r.finding.rule,
                     r.brought ? "" : " (already in the version before)");
}

// A figure in words, as the version after names it (an fs2cs diff speaks CapacityScheduler).
std::string figure_title(const FigureChange& c, const DiffReport& r) {
  return figure_words(c.role, c.label, r.failure_budget, r.after.scheduler);
}

// "capacity 40.00% -> 60.00%, RUNNING -> STOPPED, leaf -> parent".
std::string setting_changes(const QueueDiff& d) {
  std::vector<std::string> parts;
  for (const SettingChange& c : queue_setting_changes(d))
    parts.push_back(c.text);
  return fmt::format("{}", fmt::join(parts, ", "));
}

std::string side_line(const DiffSideReport& side) {
  std::string line = fmt::format("{} ({})", side.spec, scheduler_title(side.scheduler));
  if (side.nodes > 0)
    line += fmt::format(" on {} nodes: {}", side.nodes, resource_text(side.cluster));
  if (!side.why_no_numbers.empty()) line += "; no numbers: " + side.why_no_numbers;
  return line;
}

std::string count_text(int n, std::string_view what) {
  return fmt::format("{} {}", n, what);
}

std::string findings_summary(const DiffReport& r) {
  const SeverityCounts c = count_severities(r.findings.added);
  return fmt::format(
      "{} new finding{} ({} error{}, {} warning{}, {} info{}), {} fixed, {} unchanged{}",
      r.findings.added.size(), r.findings.added.size() == 1 ? "" : "s", c.error,
      c.error == 1 ? "" : "s", c.warning, c.warning == 1 ? "" : "s", c.info, c.info == 1 ? "" : "s",
      r.findings.fixed.size(), r.findings.unchanged.size(), suppressed_note(r.suppressed.size()));
}

std::string queues_summary(const DiffReport& r) {
  const DiffCounts q = count_queue_changes(r);
  return fmt::format("{}, {}, {}, {}", count_text(q.changed, "queues changed"),
                     count_text(q.added, "added"), count_text(q.removed, "removed"),
                     count_text(q.unchanged, "unchanged"));
}

CheckReport findings_only(const DiffReport& r, const std::vector<Finding>& findings) {
  return CheckReport{r.tool_version, r.hadoop_version, {}, findings, {}, std::nullopt, {}};
}

Json delta_json(const FigureChange& c) {
  if (c.before == nullptr || c.after == nullptr) return nullptr;
  if (c.after->count) {
    const int64_t b = c.before->count.value_or(0), a = *c.after->count;
    const auto p = percent_change(b, a);
    return {{"absolute", a - b}, {"percent", p ? Json(*p) : Json(nullptr)}};
  }
  Json absolute = Json::object(), percent = Json::object();
  for (const ResourceDelta& d : resource_delta(c.before->resource.value_or(Resource{}),
                                               c.after->resource.value_or(Resource{}))) {
    const std::string key = d.type == kMemoryMb ? "memory_mb" : valid_utf8(d.type);
    absolute[key] = d.delta;
    percent[key] = d.percent ? Json(*d.percent) : Json(nullptr);
  }
  return {{"absolute", std::move(absolute)}, {"percent", std::move(percent)}};
}

// The `shares` object of the queue on one side, with its guarantee after failures.
Json side_queue_json(const DiffSideReport& side, const QueueFigures* q) {
  if (q == nullptr) return nullptr;
  Json j = Json::object();
  if (side.capacity != nullptr) {
    if (const CapacityQueue* cq = side.capacity->find(q->path))
      j = capacity_queue_json(*side.capacity, *cq);
  } else if (side.fair != nullptr) {
    if (const FairQueueShare* fq = side.fair->find(q->path)) j = fair_queue_json(*fq, side.cluster);
  }
  if (const Figure* f = q->find(FigureRole::kGuaranteedAfterFailures))
    j["guaranteed_after_failures"] = resource_json(*f->resource);
  return j;
}

Json cluster_json(const DiffSideReport& side) {
  Json j = resource_json(side.cluster);
  j["nodes"] = side.nodes;
  return j;
}

Json inputs_json(const DiffSideReport& side) {
  Json inputs = Json::array();
  for (const InputFile& input : side.inputs)
    inputs.push_back({{"path", valid_utf8(input.path)}, {"kind", input_kind_name(input.kind)}});
  return inputs;
}

}  // namespace

std::string resource_change_text(const ResourceDelta& d) {
  return (d.delta > 0 ? "+" : "") + amount_text(d.type, d.delta) + percent_text(d.percent);
}

DiffCounts count_queue_changes(const DiffReport& report) {
  DiffCounts c;
  for (const QueueDiff& d : report.queues) {
    switch (d.status) {
      case QueueChange::kAdded:
        ++c.added;
        break;
      case QueueChange::kRemoved:
        ++c.removed;
        break;
      case QueueChange::kChanged:
        ++c.changed;
        break;
      case QueueChange::kUnchanged:
        ++c.unchanged;
        break;
    }
  }
  return c;
}

std::string settings_line(const DiffSettingsReport& s) {
  if (s.used.empty()) return "none (the defaults)";
  return s.used_from.empty() ? s.used : fmt::format("{} ({})", s.used, s.used_from);
}

void write_diff_text(const DiffReport& r, std::ostream& out, bool color, bool quiet) {
  // The question a change asks first: will the ResourceManager take it?
  out << refresh_verdict_line(r.refresh) << "\n";
  for (size_t i = 0; i < r.refresh.reasons.size() && i < kRefusalsShown; ++i)
    out << "  " << escape_for_terminal(refusal_text(r.refresh.reasons[i])) << "\n";
  if (const std::string more = more_refusals_text(r.refresh); !more.empty())
    out << "  " << more << "\n";
  out << "before: " << escape_for_terminal(side_line(r.before)) << "\n"
      << "after:  " << escape_for_terminal(side_line(r.after)) << "\n";
  out << "settings: " << escape_for_terminal(settings_line(r.settings)) << "\n";
  if (!r.settings.changes.empty()) out << kNotApplied << ":\n";
  for (const std::string& change : r.settings.changes)
    out << "  " << escape_for_terminal(change) << "\n";
  if (r.failure_budget > 0) {
    out << fmt::format(
        "(Hadoop {}; guarantees after failures: the worst {} node failure{} of the "
        "default partition, per resource)\n",
        r.hadoop_version, r.failure_budget, r.failure_budget == 1 ? "" : "s");
  }
  out << "\n";
  TextTable table({"QUEUE", "BEFORE", "AFTER", "CHANGE"});
  bool any = false;
  for (const QueueDiff& d : r.queues) {
    if (d.status == QueueChange::kUnchanged) continue;
    any = true;
    std::string head = fmt::format("{} ({})", d.path, queue_change_name(d.status));
    if (d.status == QueueChange::kChanged) {
      // The queue and each setting on a line of their own: a long path or many settings do not
      // push the numbers off the terminal.
      table.add_heading(head);
      for (const SettingChange& c : queue_setting_changes(d))
        table.add_heading("  " + c.text);
      for (const FigureChange& c : d.changes) {
        table.add_row({"  " + figure_title(c, r), figure_value(c.before), figure_value(c.after),
                       delta_text(c)});
      }
      continue;
    }
    const QueueFigures* q = d.after != nullptr ? d.after : d.before;
    table.add_heading(head);
    table.add_heading(
        fmt::format("  {}{}", q->configured, q->state.empty() ? "" : ", " + q->state));
    for (const Figure& f : q->figures) {
      const FigureChange c{f.role, f.name, f.label, d.before ? &f : nullptr,
                           d.after ? &f : nullptr};
      table.add_row({"  " + figure_title(c, r), figure_value(c.before), figure_value(c.after), ""});
    }
  }
  if (any) {
    table.write(out);
    out << "\n";
  }
  if (!r.workloads.empty()) {
    TextTable workloads({"WORKLOAD", "BEFORE", "AFTER"});
    for (const WorkloadDiff& w : r.workloads) {
      workloads.add_row({fmt::format("{} ({})", w.name, queue_change_name(w.status)), "", ""});
      for (const WorkloadChange& c : w.changes)
        workloads.add_row({"  " + c.what, c.before, c.after});
    }
    workloads.write(out);
    out << "\n";
  }
  if (!quiet) out << queues_summary(r) << "\n";
  auto shown = [&](const std::vector<Finding>& findings) {
    std::vector<Finding> kept = findings;
    if (quiet) std::erase_if(kept, [](const Finding& f) { return f.severity == Severity::kInfo; });
    return kept;
  };
  for (const auto& [title, findings] :
       {std::pair{"new", shown(r.findings.added)}, std::pair{"fixed", shown(r.findings.fixed)}}) {
    if (findings.empty()) continue;
    out << fmt::format("\n{} findings ({}):\n", title, findings.size());
    write_text_report(findings_only(r, findings), out, {color, false});
  }
  if (!quiet) out << "\n" << findings_summary(r) << "\n";
}

namespace {

Json workload_counts_json(const std::vector<WorkloadDiff>& workloads) {
  const auto count = [&](QueueChange status) {
    return std::count_if(workloads.begin(), workloads.end(),
                         [&](const WorkloadDiff& w) { return w.status == status; });
  };
  return {{"added", count(QueueChange::kAdded)},
          {"removed", count(QueueChange::kRemoved)},
          {"changed", count(QueueChange::kChanged)}};
}

}  // namespace

void write_diff_json(const DiffReport& r, std::ostream& out) {
  JsonObjectWriter doc(out);
  doc.member("tool", {{"name", "schedlint"}, {"version", r.tool_version}});
  doc.member("scheduler", {{"old", r.before.scheduler}, {"new", r.after.scheduler}});
  doc.member("hadoop_version", r.hadoop_version);
  doc.member("cluster", {{"old", cluster_json(r.before)}, {"new", cluster_json(r.after)}});
  doc.member("inputs", {{"old", inputs_json(r.before)}, {"new", inputs_json(r.after)}});
  doc.member("failure_budget", r.failure_budget);
  Json reasons = Json::array();
  for (const RefreshVerdict::Reason& reason : r.refresh.reasons) {
    Json item = finding_json(reason.finding);
    item["new"] = reason.brought;
    reasons.push_back(std::move(item));
  }
  doc.member("refresh", {{"action", r.refresh.action},
                         {"verdict", r.refresh.refused() ? "refused" : "accepted"},
                         {"reasons", std::move(reasons)}});
  Json not_applied = Json::array();
  for (const std::string& change : r.settings.changes)
    not_applied.push_back(valid_utf8(change));
  doc.member("settings",
             {{"used", r.settings.used.empty() ? Json() : Json(valid_utf8(r.settings.used))},
              {"from", r.settings.used_from},
              {"not_applied", std::move(not_applied)}});
  doc.array("queues", r.queues.size(), [&](size_t i) {
    const QueueDiff& d = r.queues[i];
    Json q;
    q["path"] = valid_utf8(d.path);
    q["status"] = queue_change_name(d.status);
    q["old"] = side_queue_json(r.before, d.before);
    q["new"] = side_queue_json(r.after, d.after);
    Json delta = nullptr;
    if (d.before != nullptr && d.after != nullptr) {
      delta = Json::object();
      for (const FigureChange& c : d.changes) {
        if (c.role == FigureRole::kLabelGuaranteed) {
          delta["labels"][valid_utf8(c.label)][c.name] = delta_json(c);
        } else {
          delta[c.name] = delta_json(c);
        }
      }
    }
    q["delta"] = std::move(delta);
    return q;
  });
  doc.array("workloads", r.workloads.size(), [&](size_t i) {
    const WorkloadDiff& w = r.workloads[i];
    Json changes = Json::array();
    for (const WorkloadChange& c : w.changes) {
      changes.push_back({{"what", valid_utf8(c.what)},
                         {"old", c.before.empty() ? Json() : Json(valid_utf8(c.before))},
                         {"new", c.after.empty() ? Json() : Json(valid_utf8(c.after))}});
    }
    return Json{{"name", valid_utf8(w.name)},
                {"status", queue_change_name(w.status)},
                {"changes", std::move(changes)}};
  });
  const auto findings = [](std::string_view key, const std::vector<Finding>& list) {
    return JsonObjectWriter::Array{key, list.size(),
                                   [&list](size_t i) { return finding_json(list[i]); }};
  };
  doc.object_of_arrays("findings",
                       {findings("new", r.findings.added), findings("fixed", r.findings.fixed),
                        findings("unchanged", r.findings.unchanged)});
  const DiffCounts q = count_queue_changes(r);
  const SeverityCounts n = count_severities(r.findings.added);
  doc.member("summary", {{"queues",
                          {{"added", q.added},
                           {"removed", q.removed},
                           {"changed", q.changed},
                           {"unchanged", q.unchanged}}},
                         {"workloads", workload_counts_json(r.workloads)},
                         {"findings",
                          {{"new", {{"error", n.error}, {"warning", n.warning}, {"info", n.info}}},
                           {"fixed", r.findings.fixed.size()},
                           {"unchanged", r.findings.unchanged.size()},
                           {"suppressed", r.suppressed.size()}}}});
  doc.finish();
}

namespace {

// The first line: whether the change passes the gate, and what fails it.
std::string diff_verdict(const DiffReport& r) {
  const DiffGate& gate = r.gate;
  const std::string new_gate =
      markdown_code_span("--fail-on-new " + threshold_name(gate.new_findings));
  const std::string all_gate = markdown_code_span("--fail-on " + threshold_name(gate.all_findings));
  if (!gate.new_findings && !gate.all_findings)
    return fmt::format("### schedlint diff: passes — {}: no finding fails the change\n", new_gate);
  std::vector<Finding> in_new_version = r.findings.added;
  in_new_version.insert(in_new_version.end(), r.findings.unchanged.begin(),
                        r.findings.unchanged.end());
  const std::string new_counted = counted_findings_text(r.findings.added, gate.new_findings);
  const std::string all_counted = counted_findings_text(in_new_version, gate.all_findings);
  std::vector<std::string> parts;
  if (!gate.fails(r.findings)) {
    if (gate.new_findings) parts.push_back("no new finding at or above " + new_gate);
    if (gate.all_findings) parts.push_back("nothing at or above " + all_gate);
    return fmt::format("### schedlint diff: passes — {}\n", fmt::join(parts, "; "));
  }
  if (!new_counted.empty())
    parts.push_back(fmt::format("new findings at or above {}: {}", new_gate, new_counted));
  if (!all_counted.empty())
    parts.push_back(
        fmt::format("findings of the new version at or above {}: {}", all_gate, all_counted));
  return fmt::format("### schedlint diff: fails the gate — {}\n", fmt::join(parts, "; "));
}

// The lines of a table's rows, whole rows as long as they fit in `room` (with the table's head),
// then "… and N more <what>".
class CappedTable {
 public:
  CappedTable(std::string head, std::string what, size_t room)
      : text_(std::move(head)), what_(std::move(what)), room_(room) {}
  void add(const std::string& block) {
    if (left_ == 0 && text_.size() + block.size() + more(blocks_ + 1).size() <= room_) {
      text_ += block;
    } else {
      ++left_;
    }
    ++blocks_;
  }
  std::string text() const {
    if (blocks_ > 0 && left_ == blocks_) return more(left_).substr(1);  // no row fits: no table
    return left_ > 0 ? text_ + more(left_) : text_;
  }

 private:
  std::string more(size_t n) const { return fmt::format("\n… and {} more {}\n", n, what_); }
  std::string text_;
  std::string what_;
  size_t room_;
  size_t blocks_ = 0;
  size_t left_ = 0;
};

}  // namespace

void write_diff_markdown(const DiffReport& r, const FileLinks& links, std::ostream& out,
                         size_t limit) {
  const DiffCounts q = count_queue_changes(r);
  std::string body = diff_verdict(r);
  body += fmt::format("\n**{}**\n", markdown_cell(refresh_verdict_line(r.refresh)));
  for (size_t i = 0; i < r.refresh.reasons.size() && i < kRefusalsShown; ++i) {
    const RefreshVerdict::Reason& reason = r.refresh.reasons[i];
    const SourceLocation& at = reason.finding.loc;
    body += fmt::format("- {}:{}: {} `{}`{}\n", markdown_cell(at.file), at.line,
                        markdown_cell(reason.finding.message), reason.finding.rule,
                        reason.brought ? "" : " (already in the version before)");
  }
  if (const std::string more = more_refusals_text(r.refresh); !more.empty())
    body += "- " + more + "\n";
  body += fmt::format("\n{}\n\n", markdown_cell(findings_summary(r)));
  body += fmt::format("{} → {} ({} → {}); {}\n\n", markdown_code_span(r.before.spec),
                      markdown_code_span(r.after.spec), scheduler_title(r.before.scheduler),
                      scheduler_title(r.after.scheduler), markdown_cell(queues_summary(r)));
  body += fmt::format("Settings: {}\n\n", markdown_cell(settings_line(r.settings)));
  if (!r.settings.changes.empty()) {
    body += fmt::format("> {}:\n", kNotApplied);
    for (const std::string& change : r.settings.changes)
      body += fmt::format("> - {}\n", markdown_cell(change));
    body += "\n";
  }
  for (const DiffSideReport* side : {&r.before, &r.after}) {
    if (!side->why_no_numbers.empty())
      body += fmt::format("> {}: no numbers ({})\n\n", markdown_cell(side->spec),
                          markdown_cell(side->why_no_numbers));
  }
  // The queue and workload tables take at most half the comment; the findings the rest. Each
  // table keeps whole rows as long as they fit, then says how many more.
  constexpr size_t kTail = 200;
  const auto room = [&](size_t share) { return share > body.size() ? share - body.size() : 0; };
  if (q.added + q.removed + q.changed > 0) {
    CappedTable table("| queue | | before | after | change |\n| --- | --- | --- | --- | --- |\n",
                      "queues", room(limit / 2));
    for (const QueueDiff& d : r.queues) {
      if (d.status == QueueChange::kUnchanged) continue;
      std::string block;
      const std::string name = markdown_cell(d.path);
      if (d.status == QueueChange::kChanged) {
        const std::string settings = setting_changes(d);
        block += fmt::format("| {} | changed | {} | | |\n", name, markdown_cell(settings));
        for (const FigureChange& c : d.changes) {
          block += fmt::format("| | {} | {} | {} | {} |\n", markdown_cell(figure_title(c, r)),
                               markdown_cell(figure_value(c.before)),
                               markdown_cell(figure_value(c.after)), markdown_cell(delta_text(c)));
        }
      } else {
        const bool added = d.status == QueueChange::kAdded;
        const QueueFigures* qf = added ? d.after : d.before;
        const Figure* g = qf->find(FigureRole::kGuaranteed);
        const std::string value = fmt::format("{}: {}", qf->configured, figure_value(g));
        block += fmt::format("| {} | {} | {} | {} | |\n", name, queue_change_name(d.status),
                             added ? "" : markdown_cell(value), added ? markdown_cell(value) : "");
      }
      table.add(block);
    }
    body += table.text() + "\n";
  }
  if (!r.workloads.empty()) {
    CappedTable table("| workload | | before | after |\n| --- | --- | --- | --- |\n", "workloads",
                      room(limit / 2));
    for (const WorkloadDiff& w : r.workloads) {
      std::string block =
          fmt::format("| {} | {} | | |\n", markdown_cell(w.name), queue_change_name(w.status));
      for (const WorkloadChange& c : w.changes) {
        block += fmt::format("| | {} | {} | {} |\n", markdown_cell(c.what), markdown_cell(c.before),
                             markdown_cell(c.after));
      }
      table.add(block);
    }
    body += table.text() + "\n";
  }
  // The new findings link to their lines (the version after is what the CI checked out); the
  // fixed ones are in the version before, which it did not.
  auto findings_section = [&](const std::string& title, const std::vector<Finding>& findings,
                              const FileLinks& section_links, size_t reserve) {
    if (findings.empty()) return;
    const std::string heading = fmt::format("#### {} ({})\n\n", title, findings.size());
    const size_t used = body.size() + heading.size() + reserve;
    if (used >= limit) return;
    body += heading + markdown_findings(findings_only(r, findings), section_links, limit - used);
  };
  findings_section("New findings", r.findings.added, links,
                   r.findings.fixed.empty() ? kTail : 2 * kTail);
  findings_section("Fixed findings", r.findings.fixed, FileLinks{}, kTail);
  if (!r.findings.unchanged.empty() && body.size() + kTail < limit) {
    body += fmt::format("\n{} finding{} unchanged (not blocking this change).\n",
                        r.findings.unchanged.size(),
                        r.findings.unchanged.size() == 1 ? " is" : "s are");
  }
  // Only settings changes without end could still overflow: cut after a whole line.
  if (body.size() > limit) body.resize(body.rfind('\n', limit - 1) + 1);
  out << body;
}

}  // namespace schedlint
