#include "reports/html_report.h"

#include <fmt/format.h>

#include "model/resource_text.h"
#include "reports/capacity_shares_report.h"
#include "reports/html_page.h"
#include "reports/html_sections.h"
#include "reports/html_workloads.h"
#include "sched/cluster_resource.h"

namespace schedlint {

namespace {

std::string inputs_html(const std::vector<InputFile>& inputs) {
  std::string out = "<ul class=\"inputs\">";
  for (const InputFile& f : inputs) {
    out += fmt::format("<li><code>{}</code> <span class=\"muted\">{}</span></li>",
                       html_text(f.path), input_kind_name(f.kind));
  }
  return out + "</ul>";
}

std::string cluster_html(const Model& model, const CapacityHierarchy* h) {
  if (model.nodes.empty()) return "<p class=\"muted\">No nodes given: no numbers.</p>";
  std::string out =
      fmt::format("<p>{} nodes in {} groups: {}</p>", model.nodes.node_count(),
                  model.nodes.groups.size(), resources_html(total_cluster_resource(model.nodes)));
  if (h != nullptr && h->partition_resources.size() > 1) {
    out += "<table><tr><th>partition</th><th>resources</th></tr>";
    for (const auto& [label, r] : h->partition_resources) {
      out += fmt::format("<tr><td>{}</td><td>{}</td></tr>",
                         label.empty() ? "(default)" : html_text(label), resources_html(r));
    }
    out += "</table>";
  }
  return out;
}

// Which AM container the AM-limit findings assume: the workloads' own where they run.
std::string assumed_am_text(const HtmlInputs& in) {
  const bool workloads = in.workloads != nullptr && !in.workloads->empty();
  return fmt::format("{}{}",
                     workloads ? "the largest AM of the workloads that run in each queue; "
                                 "elsewhere "
                               : "",
                     html_text(in.default_am));
}

// What the answers rest on besides the files, one row each.
std::string assumptions_html(const HtmlInputs& in) {
  if (!in.assumptions) {
    if (in.default_am.empty()) return "";
    return "<p class=\"muted\">AM limits are judged with " + assumed_am_text(in) + ".</p>";
  }
  const RunAssumptions& a = *in.assumptions;
  std::string rows;
  const auto row = [&](std::string_view what, const std::string& value) {
    rows += fmt::format("<tr><th>{}</th><td>{}</td></tr>", what, value);
  };
  if (!in.default_am.empty()) row("AM container", assumed_am_text(in));
  row("failure budget", fmt::format("{} node failure{} (--failure-budget)", a.failure_budget,
                                    a.failure_budget == 1 ? "" : "s"));
  row("max utilization",
      fmt::format("{:g}% (--max-utilization {:g})", a.max_utilization * 100, a.max_utilization));
  row("nodes a request needs", fmt::format("at least {} (--min-fit-nodes)", a.min_fit_nodes));
  row("Hadoop release", html_text(in.model.hadoop_version.to_string()));
  if (!a.options.empty()) row("options", html_text(a.options));
  row("schedlint", html_text(a.tool_version));
  row("input revision",
      (a.revision.empty() ? std::string()
                          : "<code class=\"revision\">" + html_text(a.revision) + "</code> ") +
          "<span class=\"muted\">" + html_text(a.revision_note) + "</span>");
  row("run at", "<span class=\"run-time\">" + html_text(a.run_time) + "</span>");
  return "<table class=\"assumptions\"><caption>Assumptions</caption>" + rows + "</table>";
}

std::string header_html(const HtmlInputs& in, const std::string& title) {
  return fmt::format("<header><h1>{}</h1><p>{} &middot; Hadoop {}</p>{}{}{}</header>",
                     html_text(title), scheduler_title(scheduler_read(in.model)),
                     in.model.hadoop_version.to_string(), cluster_html(in.model, in.capacity),
                     inputs_html(in.model.inputs), assumptions_html(in));
}

// The queue paths and property lines the marks recognise a finding's queues by.
QueueMarks marks_for(const HtmlInputs& in) {
  QueueMarks marks;
  marks.id_prefix = in.id_prefix;
  marks.property_lines = &in.model.property_lines;
  if (in.model.capacity) {
    for (const auto& q : in.model.capacity->queues.nodes())
      marks.known.insert(q.path);
  }
  if (in.model.fair) {
    for (const auto& q : in.model.fair->queues.nodes())
      marks.known.insert(q.path);
  }
  return marks;
}

std::string queues_html(const HtmlInputs& in, const QueueMarks& marks) {
  std::string out = fmt::format("<h2 id=\"{}queues\">Queues</h2>", html_text(in.id_prefix));
  if (in.capacity != nullptr && !in.model.nodes.empty()) {
    out +=
        "<p class=\"muted\">Each bar is the cluster (or partition), every bar of a tree on the "
        "same scale: the frame is the queue's maximum, the dashed box its guarantee; beside it "
        "the same as a share of the partition and in resources.</p>" +
        queue_legend_html(false);
    size_t rows = html_limits::kQueueRows;
    out += capacity_tree_html(*in.capacity, "", marks, rows);
    size_t drawn = 0, left_out = 0;
    for (const auto& [label, r] : in.capacity->partition_resources) {
      if (label.empty()) continue;
      if (drawn == html_limits::kPartitionTrees || rows == 0) {
        ++left_out;
        continue;
      }
      ++drawn;
      out += fmt::format("<h3>Partition {} ({})</h3>", html_text(label), resources_html(r));
      out += capacity_tree_html(*in.capacity, label, marks, rows);
    }
    if (left_out > 0) out += left_out_html(left_out, "partitions' trees");
  } else if (in.fair != nullptr) {
    out +=
        "<p class=\"muted\">Each bar is the cluster's memory, every bar on the same scale: the "
        "frame is the queue's maximum, the dashed box its steady fair share, the solid bar its "
        "instantaneous fair share, the tick its min share; beside it the same as a share of the "
        "cluster and in resources.</p>" +
        queue_legend_html(true);
    size_t rows = html_limits::kQueueRows;
    out += fair_tree_html(*in.fair, in.model.hadoop_version, marks, rows);
  } else {
    out += "<p class=\"muted\">No queue numbers: they need the scheduler's file and the nodes.</p>";
  }
  return out;
}

std::string counts_html(const std::vector<Finding>& findings, size_t proven, size_t suppressed) {
  const SeverityCounts c = count_severities(findings);
  return fmt::format(
      "<p class=\"counts\"><span class=\"sev-error\">{} error{}</span><span class=\"sev-warning\">"
      "{} warning{}</span><span class=\"sev-info\">{} info{}</span><span class=\"ok\">{} proven "
      "safe</span><span class=\"muted\">{} suppressed</span></p>",
      c.error, c.error == 1 ? "" : "s", c.warning, c.warning == 1 ? "" : "s", c.info,
      c.info == 1 ? "" : "s", proven, suppressed);
}

}  // namespace

namespace {

// How many findings suppressions silenced, and each with its reason, folded.
std::string suppressed_html(const std::vector<SuppressedFinding>& suppressed,
                            const std::string& id) {
  if (suppressed.empty()) return "";
  std::string out = fmt::format(
      "<details id=\"{}suppressed\"><summary>{} finding{} suppressed (inline comments or "
      ".schedlint.yaml)</summary><table><tr><th>severity</th><th>rule</th><th>where</th>"
      "<th>message</th><th>why</th></tr>",
      html_text(id), suppressed.size(), suppressed.size() == 1 ? "" : "s");
  for (size_t i = 0; i < suppressed.size() && i < html_limits::kTableRows; ++i) {
    const Finding& f = suppressed[i].finding;
    out += fmt::format(
        "<tr><td class=\"sev-{0}\">{0}</td><td>{1}</td><td class=\"where\">{2}</td><td>{3}</td>"
        "<td>{4}</td></tr>",
        severity_name(f.severity), html_text(f.rule),
        shown_text(f.loc.line > 0 ? fmt::format("{}:{}", f.loc.file, f.loc.line) : f.loc.file),
        shown_text(f.message), shown_text(suppressed[i].justification));
  }
  out += "</table>";
  if (suppressed.size() > html_limits::kTableRows)
    out += left_out_html(suppressed.size() - html_limits::kTableRows, "suppressed findings");
  return out + "</details>";
}

// A check report's sections (header to proven facts) for one cluster; every anchor starts with
// `in.id_prefix`, so several clusters share a page.
std::string check_sections_html(const CheckReport& report, const HtmlInputs& in,
                                const std::vector<ReportedRule>& rules, const std::string& title) {
  const std::string& id = in.id_prefix;
  std::string page =
      header_html(in, title) +
      counts_html(report.findings, report.proven_safe.size(), report.suppressed.size());
  std::string skipped;
  for (const ReportedRule& r : rules) {
    if (!r.ran)
      skipped += fmt::format("<li>{} <span class=\"muted\">{}</span></li>", html_text(r.id),
                             html_text(r.why_not_run));
  }
  if (!skipped.empty())
    page += "<details><summary>Checks that did not run</summary><ul>" + skipped + "</ul></details>";
  // The findings first (their anchors mark the queues), shown after the queues.
  QueueMarks marks = marks_for(in);
  const std::string findings =
      findings_html(report.findings, in.model.source_text, in.docs_uri, id + "f", &marks);
  page += queues_html(in, marks);
  page += fmt::format("<h2 id=\"{}nodes\">Node groups</h2>", html_text(id)) +
          node_groups_html(in.model);
  if (in.workloads != nullptr && !in.workloads->empty())
    page += fmt::format("<h2 id=\"{}workloads\">Workloads</h2>", html_text(id)) +
            workloads_html(*in.workloads);
  page += fmt::format("<h2 id=\"{}findings\">Findings ({})</h2>", html_text(id),
                      report.findings.size());
  if (!marks.by_queue.empty()) {
    page += fmt::format("<details open><summary id=\"{}by-queue\">By queue</summary>{}</details>",
                        html_text(id), findings_by_queue_html(marks));
  }
  page += findings.empty() ? std::string("<p class=\"ok\">No findings.</p>") : findings;
  page += suppressed_html(report.suppressed, id);
  std::string undecided;
  size_t undecided_count = 0;
  for (const Finding& f : report.findings) {
    if (!f.proof || f.proof->status != "unknown") continue;
    if (++undecided_count > html_limits::kTableRows) continue;
    undecided +=
        fmt::format("<li><code>{}</code> {}</li>", html_text(f.rule), shown_text(f.message));
  }
  if (!undecided.empty()) {
    page += "<h2>Proofs left undecided</h2><ul>" + undecided + "</ul>";
    if (undecided_count > html_limits::kTableRows)
      page += left_out_html(undecided_count - html_limits::kTableRows, "undecided proofs");
  }
  if (!report.proven_safe.empty()) {
    page += fmt::format("<h2 id=\"{}proven\">Proven safe ({})</h2>", html_text(id),
                        report.proven_safe.size());
    // What "proven" means, in one sentence (README, "Proofs"); the facts fold under it.
    page += fmt::format(
        "<details><summary>{} risk{} ruled out: <em>proven</em> means that with these nodes and "
        "these settings no state of the cluster leads to it, by Hadoop's own arithmetic (each "
        "says whether Z3 confirmed it).</summary><ul>",
        report.proven_safe.size(), report.proven_safe.size() == 1 ? "" : "s");
    for (size_t i = 0; i < report.proven_safe.size() && i < html_limits::kTableRows; ++i) {
      const ProvenFact& fact = report.proven_safe[i];
      page += fmt::format("<li><code>{}</code> {} <span class=\"muted\">({})</span></li>",
                          html_text(fact.rule), shown_text(fact.message),
                          html_text(decision_text(fact.decided)));
    }
    page += "</ul>";
    if (report.proven_safe.size() > html_limits::kTableRows)
      page += left_out_html(report.proven_safe.size() - html_limits::kTableRows, "proven facts");
    page += "</details>";
  }
  return page;
}

}  // namespace

void write_check_html(const CheckReport& report, const HtmlInputs& in,
                      const std::vector<ReportedRule>& rules, std::ostream& out) {
  HtmlPage page("schedlint report");
  page << check_sections_html(report, in, rules, "schedlint report");
  out << page.finish();
}

void write_clusters_html(const std::vector<HtmlCluster>& clusters, const CheckReport& merged,
                         std::ostream& out) {
  HtmlPage page("schedlint report");
  page << "<header><h1>schedlint report</h1>" << fmt::format("<p>{} clusters</p>", clusters.size())
       << counts_html(merged.findings, merged.proven_safe.size(), merged.suppressed.size())
       << "<ul>";
  for (size_t i = 0; i < clusters.size(); ++i) {
    const SeverityCounts c = count_severities(clusters[i].report->findings);
    page << fmt::format(
        "<li><a href=\"#c{}-\">{}</a> <span class=\"muted\">{} errors, {} "
        "warnings, {} infos</span></li>",
        i, html_text(clusters[i].name), c.error, c.warning, c.info);
  }
  page << "</ul></header>";
  for (size_t i = 0; i < clusters.size(); ++i) {
    HtmlInputs in = clusters[i].inputs;
    in.id_prefix = fmt::format("c{}-", i);
    page << fmt::format("<section class=\"cluster\" id=\"c{}-\">", i)
         << check_sections_html(*clusters[i].report, in, clusters[i].rules,
                                "Cluster " + clusters[i].name)
         << "</section>";
  }
  out << page.finish();
}

namespace {

// The tables of `shares` (CapacityScheduler) as HTML tables.
std::string shares_tables_html(const CapacityHierarchy& h) {
  std::string out = "<h2 id=\"numbers\">Numbers</h2>";
  for (const SharesTable& t : capacity_shares_tables(h)) {
    if (!t.title.empty()) out += "<h3>" + html_text(t.title) + "</h3>";
    out += "<div class=\"scroll\"><table class=\"shares\"><tr>";
    for (size_t c = 0; c < t.headers.size(); ++c)
      out += fmt::format("<th{}>{}</th>",
                         c < t.right_aligned.size() && t.right_aligned[c] ? " class=\"num\"" : "",
                         html_text(t.headers[c]));
    out += "</tr>";
    for (size_t r = 0; r < t.rows.size() && r < html_limits::kQueueRows; ++r) {
      out += "<tr>";
      for (size_t c = 0; c < t.rows[r].size(); ++c) {
        const bool right = c < t.right_aligned.size() && t.right_aligned[c];
        // The first column is indented by depth with spaces: kept as the text keeps them.
        out += fmt::format("<td{}>{}</td>",
                           right    ? " class=\"num\""
                           : c == 0 ? " class=\"indent\""
                                    : "",
                           html_text(t.rows[r][c]));
      }
      out += "</tr>";
    }
    out += "</table></div>";
    if (t.rows.size() > html_limits::kQueueRows)
      out += left_out_html(t.rows.size() - html_limits::kQueueRows, "queues");
  }
  for (const std::string& note : capacity_dynamic_leaf_notes(h))
    out += "<p>" + html_text(note) + "</p>";
  return out;
}

}  // namespace

void write_shares_html(const HtmlInputs& in, std::ostream& out) {
  HtmlPage page("schedlint shares");
  page << header_html(in, "schedlint shares");
  if (in.refusals > 0)
    page << "<p class=\"refused sev-error\">Note: "
         << html_text(refused_configuration_note(in.refusals)) << "</p>";
  page << queues_html(in, QueueMarks{});
  if (in.capacity != nullptr && !in.model.nodes.empty()) page << shares_tables_html(*in.capacity);
  page << "<h2 id=\"nodes\">Node groups</h2>" << node_groups_html(in.model);
  out << page.finish();
}

}  // namespace schedlint
