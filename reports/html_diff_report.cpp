#include <fmt/format.h>

#include "model/resource_text.h"
#include "reports/html_page.h"
#include "reports/html_report.h"
#include "reports/html_sections.h"

namespace schedlint {

namespace {

std::string side_html(const char* which, const DiffSideReport& side) {
  std::string out = fmt::format("<tr><th>{}</th><td><code>{}</code></td><td>{}</td><td>", which,
                                html_text(side.spec), scheduler_title(side.scheduler));
  out += side.nodes > 0 ? fmt::format("{} nodes: {}", side.nodes, resources_html(side.cluster))
                        : "no nodes: " + html_text(side.why_no_numbers);
  return out + "</td></tr>";
}

// The guarantee and the maximum of a queue on one side, as fractions of that side's cluster.
QueueBar side_bar(const QueueFigures* q, const DiffSideReport& side, const char* css) {
  QueueBar bar;
  bar.css_class = css;
  if (q == nullptr) {
    bar.maximum = 0;
    bar.tooltip = std::string(css) + ": no such queue";
    return bar;
  }
  const int64_t memory = side.cluster.memory_mb();
  const Figure* g = q->find(FigureRole::kGuaranteed);
  const Figure* m = q->find(FigureRole::kMaximum);
  bar.guaranteed = g && g->resource ? fraction_of(g->resource->memory_mb(), memory) : 0;
  bar.maximum = m && m->resource ? fraction_of(m->resource->memory_mb(), memory) : 1;
  bar.tooltip = fmt::format("{} {}: {}; guaranteed {}, maximum {}", css, q->path, q->configured,
                            g && g->resource ? resource_text(*g->resource) : "-",
                            m && m->resource ? resource_text(*m->resource) : "-");
  return bar;
}

std::string change_html(const QueueDiff& d) {
  if (d.status != QueueChange::kChanged) return std::string(queue_change_name(d.status));
  std::string out;
  for (const FigureChange& c : d.changes) {
    if (c.before == nullptr || c.after == nullptr || !c.after->resource) continue;
    for (const ResourceDelta& r :
         resource_delta(c.before->resource.value_or(Resource{}), *c.after->resource)) {
      if (r.delta == 0) continue;
      out += fmt::format("<div class=\"{}\">{} {}</div>", r.delta > 0 ? "delta-up" : "delta-down",
                         html_text(c.label.empty() ? c.name : c.name + " (" + c.label + ")"),
                         html_text(resource_change_text(r)));
    }
  }
  return out.empty() ? "changed" : out;
}

}  // namespace

void write_diff_html(const DiffReport& r, const Model& before, const Model& after,
                     const std::string& docs_uri, std::ostream& out) {
  HtmlPage page("schedlint diff");
  page << "<header><h1>schedlint diff</h1><table>" << side_html("before", r.before)
       << side_html("after", r.after) << "</table>";
  page << "<p>Settings: " << html_text(settings_line(r.settings)) << "</p>";
  if (!r.settings.changes.empty()) {
    page << "<p>" << html_text(kNotApplied) << ":</p><ul>";
    for (const std::string& change : r.settings.changes)
      page << "<li>" << html_text(change) << "</li>";
    page << "</ul>";
  }
  const DiffCounts q = count_queue_changes(r);
  const SeverityCounts n = count_severities(r.findings.added);
  page << fmt::format(
      "<p class=\"counts\"><span>{} queues changed, {} added, {} removed, {} unchanged</span>"
      "<span class=\"sev-error\">{} new error{}</span><span class=\"sev-warning\">{} new "
      "warning{}</span><span class=\"sev-info\">{} new info{}</span><span class=\"ok\">{} "
      "fixed</span><span class=\"muted\">{} unchanged</span><span class=\"muted\">{} "
      "suppressed</span></p></header>",
      q.changed, q.added, q.removed, q.unchanged, n.error, n.error == 1 ? "" : "s", n.warning,
      n.warning == 1 ? "" : "s", n.info, n.info == 1 ? "" : "s", r.findings.fixed.size(),
      r.findings.unchanged.size(), r.suppressed.size());
  page << "<h2 id=\"queues\">Queues that change</h2><p class=\"muted\">Two bars per queue, each "
          "on its version's cluster: grey before, blue after; the frame is the maximum, the "
          "dashed box the guarantee.</p><table class=\"diff\"><tr><th>queue</th><th>before / "
          "after</th><th>change</th></tr>";
  size_t changed = 0;
  for (const QueueDiff& d : r.queues) {
    if (d.status == QueueChange::kUnchanged) continue;
    if (++changed > html_limits::kQueueRows) continue;
    page << fmt::format("<tr id=\"q-{0}\"><td>{0}</td><td>{1}<br>{2}</td><td>{3}</td></tr>",
                        html_text(d.path), queue_bar_svg(side_bar(d.before, r.before, "before")),
                        queue_bar_svg(side_bar(d.after, r.after, "after")), change_html(d));
  }
  page << "</table>";
  if (changed > html_limits::kQueueRows)
    page << left_out_html(changed - html_limits::kQueueRows, "queues that change");
  if (!r.workloads.empty()) {
    page << "<h2 id=\"workloads\">Workloads that change</h2><table class=\"diff\"><tr><th>"
            "workload</th><th></th><th>before</th><th>after</th></tr>";
    size_t rows = 0;
    for (const WorkloadDiff& w : r.workloads) {
      if (++rows > html_limits::kQueueRows) continue;
      page << fmt::format("<tr><td>{}</td><td>{}</td><td></td><td></td></tr>", html_text(w.name),
                          queue_change_name(w.status));
      for (const WorkloadChange& c : w.changes) {
        page << fmt::format("<tr><td></td><td>{}</td><td>{}</td><td>{}</td></tr>",
                            html_text(c.what), html_text(c.before), html_text(c.after));
      }
    }
    page << "</table>";
    if (rows > html_limits::kQueueRows)
      page << left_out_html(rows - html_limits::kQueueRows, "workloads that change");
  }
  SourceTexts sources = before.source_text;
  sources.insert(after.source_text.begin(), after.source_text.end());
  page << fmt::format("<h2 id=\"new\">New findings ({})</h2>", r.findings.added.size())
       << findings_html(r.findings.added, sources, docs_uri, "new-", nullptr)
       << fmt::format("<h2 id=\"fixed\">Fixed findings ({})</h2>", r.findings.fixed.size())
       << findings_html(r.findings.fixed, sources, docs_uri, "fixed-", nullptr);
  out << page.finish();
}

}  // namespace schedlint
