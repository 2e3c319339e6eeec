// `preempt --format html`: the round per partition, queue by queue, and the nodes before and after
// the round for each landing check.
#include <algorithm>
#include <string>

#include <fmt/format.h>

#include "model/resource_text.h"
#include "reports/html_page.h"
#include "reports/preemption_report.h"
#include "reports/preemption_summary.h"

namespace schedlint {

namespace {

// Nodes drawn per landing check, the most free after the round first; the rest are counted.
constexpr size_t kDrawnNodes = 50;

std::string partition_name(const std::string& partition) {
  return partition.empty() ? "<default>" : partition;
}

std::string mb(int64_t value) {
  return html_text(amount_text(kMemoryMb, value));
}

// A queue's memory against the partition: the dashed box its guarantee, the fill its usage, the
// tick its ideal assignment and the dark end of the fill what the round takes back.
std::string round_bar(const QueueRow& r, int64_t whole) {
  constexpr int kWidth = 260, kHeight = 16;
  const auto x = [&](int64_t v) {
    return std::clamp(fraction_of(v, whole), 0.0, 1.0) * (kWidth - 2) + 1;
  };
  const int64_t used = r.used.memory_mb();
  const int64_t taken = std::min(r.to_preempt.memory_mb(), used);
  std::string svg = fmt::format(
      "<svg class=\"bar\" width=\"{}\" height=\"{}\"><title>guaranteed {}, used {}, ideal {}, "
      "taken {}</title>",
      kWidth, kHeight, mb(r.guaranteed.memory_mb()), mb(used), mb(r.ideal_assigned.memory_mb()),
      mb(taken));
  svg += fmt::format("<rect class=\"fill\" x=\"1\" y=\"3\" width=\"{:.1f}\" height=\"{}\"/>",
                     x(used) - 1, kHeight - 6);
  if (taken > 0) {
    svg += fmt::format("<rect class=\"held\" x=\"{:.1f}\" y=\"3\" width=\"{:.1f}\" height=\"{}\"/>",
                       x(used - taken), x(used) - x(used - taken), kHeight - 6);
  }
  svg += fmt::format("<rect class=\"guarantee\" x=\"1\" y=\"1.5\" width=\"{:.1f}\" height=\"{}\"/>",
                     std::max(0.0, x(r.guaranteed.memory_mb()) - 1), kHeight - 3);
  svg += fmt::format("<line class=\"tick\" x1=\"{0:.1f}\" y1=\"0\" x2=\"{0:.1f}\" y2=\"{1}\"/>",
                     x(r.ideal_assigned.memory_mb()), kHeight);
  return svg + "</svg>";
}

// One node's memory: what stays allocated, what the round frees (dark), what is free, and a
// dashed box at the right end as wide as one pending container: it fits where the box is empty.
std::string node_bar(const NodeAfterRound& n, int64_t request, bool before) {
  constexpr int kWidth = 220, kHeight = 14;
  const int64_t total = n.total.memory_mb();
  const auto x = [&](int64_t v) {
    return std::clamp(fraction_of(v, total), 0.0, 1.0) * (kWidth - 2) + 1;
  };
  const int64_t free = before ? n.free_before.memory_mb() : n.free_after.memory_mb();
  const int64_t allocated = std::max<int64_t>(total - free, 0);
  std::string svg =
      fmt::format("<svg class=\"bar\" width=\"{}\" height=\"{}\"><title>{} {}: {} free</title>",
                  kWidth, kHeight, html_text(n.name), before ? "before" : "after", mb(free));
  svg += fmt::format("<rect class=\"fill\" x=\"1\" y=\"2\" width=\"{:.1f}\" height=\"{}\"/>",
                     x(allocated) - 1, kHeight - 4);
  if (before && n.freed.memory_mb() > 0) {
    const int64_t freed = std::min(n.freed.memory_mb(), allocated);
    svg += fmt::format("<rect class=\"held\" x=\"{:.1f}\" y=\"2\" width=\"{:.1f}\" height=\"{}\"/>",
                       x(allocated - freed), x(allocated) - x(allocated - freed), kHeight - 4);
  }
  svg += fmt::format("<rect class=\"max\" x=\"0.5\" y=\"0.5\" width=\"{}\" height=\"{}\"/>",
                     kWidth - 1, kHeight - 1);
  if (request > 0) {
    const double from = x(std::max<int64_t>(total - request, 0));
    svg += fmt::format(
        "<rect class=\"guarantee\" x=\"{:.1f}\" y=\"1.5\" width=\"{:.1f}\" height=\"{}\"/>", from,
        x(total) - from, kHeight - 3);
  }
  return svg + "</svg>";
}

// The containers the round marks in a leaf, or without applications the AM resource it reaches.
std::string marked_cell(const QueueRow& r, bool containers_known) {
  if (!r.leaf) return "";
  if (!containers_known) {
    if (!r.am_reached || resources::is_none(*r.am_reached)) return "";
    return fmt::format("AM containers: about {}", html_text(resource_text(*r.am_reached)));
  }
  return fmt::format(
      "{}{}", r.marked.containers,
      r.marked.am_containers > 0 ? fmt::format(" ({} AM)", r.marked.am_containers) : "");
}

std::string partition_html(const PreemptionWhatIf& w, size_t p) {
  const PolicyInput& in = w.scenario.policy;
  const std::string& partition = in.partitions[p];
  std::string out = fmt::format("<h2>Partition {} <span class=\"muted\">({})</span></h2>\n",
                                html_text(partition_name(partition)),
                                html_text(resource_text(in.partition_resources[p])));
  out +=
      "<p class=\"muted\">Bars: memory of the partition; dashed box the guarantee, fill the "
      "usage, dark end what the round takes back, tick the ideal assignment.</p>\n"
      "<div class=\"scroll\"><table class=\"round\">\n<tr><th>queue</th><th></th>"
      "<th class=\"num\">guaranteed</th><th class=\"num\">used</th><th class=\"num\">pending</th>"
      "<th class=\"num\">ideal assigned</th><th class=\"num\">taken</th>"
      "<th class=\"num\">containers marked</th></tr>\n";
  const int64_t whole = in.partition_resources[p].memory_mb();
  for (const QueueRow& r : queue_rows(w, p)) {
    out += fmt::format(
        "<tr id=\"pq-{}-{}\"><td style=\"padding-left:{}em\">{}</td><td>{}</td>"
        "<td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
        html_text(partition), html_text(r.path), 0.3 + r.depth * 1.2, html_text(r.path),
        round_bar(r, whole), html_text(resource_text(r.guaranteed)),
        html_text(resource_text(r.used)), html_text(resource_text(r.pending)),
        html_text(resource_text(r.ideal_assigned)),
        r.takes ? html_text(resource_text(r.to_preempt)) : "-", marked_cell(r, !in.apps.empty()));
  }
  return out + "</table></div>\n";
}

std::string landing_html(const PreemptionWhatIf& w, const LandingVerdict& v, size_t index) {
  const std::string& queue = w.scenario.policy.queues.front()[v.queue].path;
  const std::string_view verdict = landing_verdict_name(v);
  const std::string css = verdict == "does_not_land" ? "warning" : "info";
  std::string out = fmt::format(
      "<section class=\"landing {}\" id=\"landing-{}\"><div class=\"head\">{} "
      "<span class=\"muted\">(partition {})</span> needs {} for one pending container{}</div>\n"
      "<p class=\"{}\">{}</p>\n",
      css, index, html_text(queue), html_text(partition_name(v.partition)),
      html_text(resource_text(v.request)),
      v.request_origin.empty() ? "" : " (" + html_text(v.request_origin) + ")",
      verdict == "does_not_land" ? "sev-warning" : "", html_text(landing_headline(v)));
  if (!v.below_guarantee || v.nothing_killed || v.larger_than_every_node) {
    return out + "</section>\n";
  }
  out += fmt::format("<p class=\"muted\">Placement: {}.</p>\n",
                     html_text(landing_basis_text(v.basis)));
  if (!v.kills.empty()) {
    out +=
        "<table><tr><th>killed from</th><th>node</th><th class=\"num\">containers</th>"
        "<th class=\"num\">resource</th></tr>\n";
    for (const KilledOn& k : v.kills) {
      out += fmt::format(
          "<tr><td>{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
          html_text(k.queue), k.node.empty() ? "not known" : html_text(k.node),
          k.containers > 0 ? std::to_string(k.containers) : "-",
          html_text(resource_text(k.resource)));
    }
    out += "</table>\n";
  }
  const bool worst = v.basis == LandingBasis::kWorstPlacement;
  out += worst ? "<table class=\"nodes\"><tr><th>nodes</th><th class=\"num\">size</th>"
                 "<th class=\"num\">free after (at most)</th><th>after</th></tr>\n"
               : "<table class=\"nodes\"><tr><th>node</th><th class=\"num\">size</th>"
                 "<th>before</th><th class=\"num\">free before</th><th class=\"num\">freed</th>"
                 "<th>after</th><th class=\"num\">free after</th><th>fits</th></tr>\n";
  const int64_t request = v.request.memory_mb();
  for (size_t i = 0; i < v.nodes.size() && i < kDrawnNodes; ++i) {
    const NodeAfterRound& n = v.nodes[i];
    const std::string name =
        html_text(n.name) + (n.count > 1 || !n.listed ? fmt::format(" &times;{}", n.count) : "") +
        (n.listed ? "" : " <span class=\"muted\">(not in the snapshot: idle)</span>");
    if (worst) {
      out += fmt::format(
          "<tr><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td></tr>\n",
          name, mb(n.total.memory_mb()), mb(n.free_after.memory_mb()), node_bar(n, request, false));
      continue;
    }
    out += fmt::format(
        "<tr><td>{}</td><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td><td>{}</td></tr>\n",
        name, mb(n.total.memory_mb()), node_bar(n, request, true), mb(n.free_before.memory_mb()),
        mb(n.freed.memory_mb()), node_bar(n, request, false), mb(n.free_after.memory_mb()),
        n.held_by_reservation ? "reserved by another application"
        : n.fits              ? "<span class=\"ok\">yes</span>"
                              : "no");
  }
  out += "</table>\n";
  if (v.nodes.size() > kDrawnNodes) {
    out += fmt::format("<p class=\"muted\">and {} more nodes (--format json lists them all)</p>\n",
                       v.nodes.size() - kDrawnNodes);
  }
  return out + "</section>\n";
}

}  // namespace

std::string preemption_html(const PreemptionWhatIf& w, const PreemptionContext& context) {
  const PolicyInput& in = w.scenario.policy;
  HtmlPage page("schedlint preempt: one round of the ProportionalCapacityPreemptionPolicy");
  page << fmt::format(
      "<h1>Preemption what-if</h1>\n<p>One round of the ProportionalCapacityPreemptionPolicy "
      "(Hadoop {}) over <code>{}</code>: cluster {}, at most {} preempted per round.</p>\n",
      html_text(context.version.to_string()), html_text(context.usage_file),
      html_text(resource_text(in.cluster)),
      html_text(resource_text(w.outcome.total_preemption_allowed)));
  if (!context.monitor_enabled) {
    page << "<p class=\"sev-warning\">yarn.resourcemanager.scheduler.monitor.enable is not true: "
            "this policy does not run and nothing is preempted; the numbers show what it would "
            "do.</p>\n";
  }
  if (in.settings.observe_only) {
    page << "<p class=\"sev-warning\">observe_only: the policy computes the round but kills no "
            "container.</p>\n";
  }
  if (w.scenario.pending_unknown) {
    page << "<p class=\"muted\">The snapshot does not report pending resources (a Hadoop 2.x "
            "dump): they count as 0.</p>\n";
  }
  for (size_t p = 0; p < in.partitions.size(); ++p) {
    if (std::find(w.outcome.partitions_not_computed.begin(),
                  w.outcome.partitions_not_computed.end(),
                  in.partitions[p]) != w.outcome.partitions_not_computed.end()) {
      continue;
    }
    page << partition_html(w, p);
  }
  if (!w.landing.empty()) {
    page << "<h2>Does the round make room for the pending containers?</h2>\n"
            "<p class=\"muted\">Node bars: memory of the node; fill what is allocated, dark what "
            "the round kills there, dashed box the room one pending container needs (it fits "
            "where the box is empty).</p>\n";
    for (size_t i = 0; i < w.landing.size(); ++i)
      page << landing_html(w, w.landing[i], i);
  }
  return page.finish();
}

}  // namespace schedlint
