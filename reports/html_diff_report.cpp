#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "model/resource_text.h"
#include "reports/diff_words.h"
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

std::string_view direction_class(ChangeDirection d) {
  switch (d) {
    case ChangeDirection::kBetter:
      return "better";
    case ChangeDirection::kWorse:
      return "worse";
    case ChangeDirection::kNeither:
      break;
  }
  return "neither";
}

// A queue's guarantee and maximum in one partition ("" the default) on one side, as fractions of
// that partition on that side; nullopt when the side has no such queue or no numbers there.
struct PartitionShare {
  double guaranteed = 0, maximum = 0;
  Resource guaranteed_resource, maximum_resource;
};
std::optional<PartitionShare> share_in(const DiffSideReport& side, const QueueFigures* q,
                                       const std::string& label) {
  if (q == nullptr) return std::nullopt;
  if (side.capacity != nullptr) {
    const CapacityQueue* cq = side.capacity->find(q->path);
    const PartitionCapacity* p = cq == nullptr ? nullptr : cq->find_partition(label);
    if (p == nullptr) return std::nullopt;
    return PartitionShare{p->absolute_capacity, p->absolute_maximum_capacity, p->effective_min,
                          p->effective_max};
  }
  if (!label.empty()) return std::nullopt;
  const Figure* g = q->find(FigureRole::kGuaranteed);
  const Figure* m = q->find(FigureRole::kMaximum);
  PartitionShare s;
  s.guaranteed_resource = g && g->resource ? *g->resource : Resource{};
  s.maximum_resource = m && m->resource ? *m->resource : side.cluster;
  s.guaranteed = fraction_of(s.guaranteed_resource.memory_mb(), side.cluster.memory_mb());
  s.maximum = fraction_of(s.maximum_resource.memory_mb(), side.cluster.memory_mb());
  return s;
}

std::string share_text(const std::optional<PartitionShare>& s) {
  if (!s) return "no such queue";
  return fmt::format("guaranteed {:.2f}% &middot; {}, maximum {:.2f}% &middot; {}",
                     s->guaranteed * 100, resources_html(s->guaranteed_resource), s->maximum * 100,
                     resources_html(s->maximum_resource));
}

QueueBar side_bar(const std::optional<PartitionShare>& s, const std::string& path,
                  const char* css) {
  QueueBar bar;
  bar.css_class = css;
  bar.maximum = s ? s->maximum : 0;
  bar.guaranteed = s ? s->guaranteed : 0;
  bar.tooltip = fmt::format("{} {}", css, path);
  return bar;
}

// The partitions a queue has numbers in on either side: the default first, then the labels.
std::vector<std::string> partitions_of(const QueueDiff& d, const DiffReport& r) {
  std::vector<std::string> labels{""};
  for (const auto* side : {&r.before, &r.after}) {
    if (side->capacity == nullptr) continue;
    const CapacityQueue* q = side->capacity->find(d.path);
    if (q == nullptr) continue;
    for (const auto& [label, p] : q->partitions) {
      if (!label.empty() && std::find(labels.begin(), labels.end(), label) == labels.end())
        labels.push_back(label);
    }
  }
  return labels;
}

// Before and after bars of each partition, on each version's partition (one axis per partition),
// with their numbers in words.
std::string bars_html(const QueueDiff& d, const DiffReport& r) {
  std::string out;
  for (const std::string& label : partitions_of(d, r)) {
    const auto before = share_in(r.before, d.before, label);
    const auto after = share_in(r.after, d.after, label);
    if (!before && !after) continue;
    out += fmt::format(
        "<div class=\"partition\"><span class=\"muted\">{}</span><br>{} <span class=\"nums\">"
        "before: {}</span><br>{} <span class=\"nums\">after: {}</span></div>",
        label.empty() ? std::string("default partition") : "partition " + html_text(label),
        queue_bar_svg(side_bar(before, d.path, "before")), share_text(before),
        queue_bar_svg(side_bar(after, d.path, "after")), share_text(after));
  }
  return out;
}

std::string figure_value_html(const Figure* f) {
  if (f == nullptr) return "-";
  return f->resource ? resources_html(*f->resource) : std::to_string(f->count.value_or(0));
}

// What changed, in words: the settings ("60.00% -> 50.00%", "RUNNING -> STOPPED") and each
// figure before -> after with its difference, coloured better (more for the queue) or worse. An
// added or removed queue: its settings and numbers.
std::string change_html(const QueueDiff& d, const DiffReport& r) {
  const bool added = d.status == QueueChange::kAdded;
  const DiffSideReport& side = added || d.status == QueueChange::kChanged ? r.after : r.before;
  std::string out;
  if (d.status != QueueChange::kChanged) {
    const QueueFigures* q = added ? d.after : d.before;
    out += fmt::format("<div class=\"setting {}\">{}: {}{}</div>", added ? "better" : "worse",
                       queue_change_name(d.status), html_text(q->configured),
                       q->state.empty() ? "" : ", " + html_text(q->state));
    for (const Figure& f : q->figures) {
      out += fmt::format("<div>{} {}</div>",
                         html_text(figure_words(f.role, f.label, r.failure_budget, side.scheduler)),
                         figure_value_html(&f));
    }
    return out;
  }
  for (const SettingChange& c : queue_setting_changes(d)) {
    out += fmt::format("<div class=\"setting {}\">{}</div>", direction_class(c.direction),
                       html_text(c.text));
  }
  for (const FigureChange& c : d.changes) {
    std::string deltas;
    if (c.before != nullptr && c.after != nullptr && c.after->resource) {
      for (const ResourceDelta& delta :
           resource_delta(c.before->resource.value_or(Resource{}), *c.after->resource)) {
        if (delta.delta != 0) deltas += (deltas.empty() ? "" : ", ") + resource_change_text(delta);
      }
    } else if (c.before != nullptr && c.after != nullptr && c.after->count) {
      const int64_t b = c.before->count.value_or(0), a = *c.after->count;
      deltas = fmt::format("{:+}", a - b);
    }
    out += fmt::format(
        "<div class=\"{}\">{}: {} -&gt; {}{}</div>",
        direction_class(figure_direction(c.before, c.after)),
        html_text(figure_words(c.role, c.label, r.failure_budget, side.scheduler)),
        figure_value_html(c.before), figure_value_html(c.after),
        deltas.empty() ? "" : " <span class=\"muted\">(" + html_text(deltas) + ")</span>");
  }
  return out.empty() ? "changed" : out;
}

}  // namespace

void write_diff_html(const DiffReport& r, const Model& before, const Model& after,
                     const std::string& docs_uri, std::ostream& out) {
  HtmlPage page("schedlint diff");
  page << "<header><h1>schedlint diff</h1>";
  // The question a change asks first: will the ResourceManager take it?
  page << fmt::format("<p class=\"refresh {}\" id=\"refresh\"><strong>{}</strong></p>",
                      r.refresh.refused() ? "sev-error" : "ok",
                      html_text(refresh_verdict_line(r.refresh)));
  if (r.refresh.refused()) {
    page << "<ul class=\"refusals\">";
    for (size_t i = 0; i < r.refresh.reasons.size() && i < kRefusalsShown; ++i) {
      const RefreshVerdict::Reason& reason = r.refresh.reasons[i];
      page << fmt::format(
          "<li><code>{}:{}</code> {} <code>{}</code>{}</li>", html_text(reason.finding.loc.file),
          reason.finding.loc.line, html_text(reason.finding.message),
          html_text(reason.finding.rule),
          reason.brought ? "" : " <span class=\"muted\">(already in the version before)</span>");
    }
    if (const std::string more = more_refusals_text(r.refresh); !more.empty())
      page << "<li>" << html_text(more) << "</li>";
    page << "</ul>";
  }
  page << "<table>" << side_html("before", r.before) << side_html("after", r.after) << "</table>";
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
  page << "<h2 id=\"queues\">Queues that change</h2><p class=\"muted\">Two bars per queue and "
          "partition, each on its version's partition: grey before, blue after; the frame is the "
          "maximum, the dashed box the guarantee. Changes that give the queue more are "
          "<span class=\"better\">green</span>, less <span class=\"worse\">red</span>.</p>"
          "<table class=\"diff\"><tr><th>queue</th><th>before / after</th><th>change</th></tr>";
  size_t changed = 0;
  for (const QueueDiff& d : r.queues) {
    if (d.status == QueueChange::kUnchanged) continue;
    if (++changed > html_limits::kQueueRows) continue;
    page << fmt::format(
        "<tr id=\"q-{0}\"><td>{0} <span class=\"muted\">({1})</span></td>"
        "<td>{2}</td><td>{3}</td></tr>",
        html_text(d.path), queue_change_name(d.status), bars_html(d, r), change_html(d, r));
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
