#include "reports/preemption_report.h"

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "reports/escape.h"
#include "reports/json_writer.h"
#include "reports/preemption_summary.h"
#include "reports/resource_format.h"
#include "reports/table.h"

namespace schedlint {

namespace {

using Json = nlohmann::ordered_json;

// How many nodes of a landing witness text and JSON show, the most free after the round first
// (the first decides whether the container fits anywhere).
constexpr size_t kTextNodes = 12;
constexpr size_t kJsonNodes = 200;

std::string partition_title(const std::string& partition) {
  return partition.empty() ? "<default>" : escape_for_terminal(partition);
}

// A node, or a group's nodes alike (under the worst placement, or not in the snapshot).
std::string nodes_text(const NodeAfterRound& n) {
  return n.count == 1 && n.listed ? escape_for_terminal(n.name)
                                  : fmt::format("{} x{}", escape_for_terminal(n.name), n.count);
}

void write_landing_text(const PreemptionWhatIf& w, const LandingVerdict& v, std::ostream& out) {
  const std::string& queue = w.scenario.policy.queues.front()[v.queue].path;
  out << fmt::format(
      "  {} (partition {}) needs {} for one pending container{}: ", escape_for_terminal(queue),
      partition_title(v.partition), resource_text(v.request),
      v.request_origin.empty() ? "" : " (" + escape_for_terminal(v.request_origin) + ")");
  out << landing_headline(v) << "\n";
  if (!v.below_guarantee || v.nothing_killed || v.larger_than_every_node) return;
  out << fmt::format("    placement: {}\n", landing_basis_text(v.basis));
  for (const KilledOn& k : v.kills) {
    out << fmt::format(
        "    killed: {} {}{}\n", escape_for_terminal(k.queue),
        k.containers > 0 ? fmt::format("{} container(s), ", k.containers) : "",
        resource_text(k.resource) + (k.node.empty() ? "" : " on " + escape_for_terminal(k.node)));
  }
  const bool worst = v.basis == LandingBasis::kWorstPlacement;
  TextTable table(worst ? std::vector<std::string>{"NODES", "SIZE", "FREE AFTER (at most)"}
                        : std::vector<std::string>{"NODE", "SIZE", "FREE BEFORE", "FREED",
                                                   "FREE AFTER", "FITS"});
  for (size_t i = 0; i < v.nodes.size() && i < kTextNodes; ++i) {
    const NodeAfterRound& n = v.nodes[i];
    if (worst) {
      table.add_row({nodes_text(n), resource_text(n.total),
                     amount_text(kMemoryMb, n.free_after.memory_mb())});
      continue;
    }
    table.add_row({nodes_text(n) + (n.listed ? "" : " (not in the snapshot: idle)"),
                   resource_text(n.total), resource_text(n.free_before), resource_text(n.freed),
                   resource_text(n.free_after),
                   n.held_by_reservation ? "reserved by another application"
                   : n.fits              ? "yes"
                                         : "no"});
  }
  std::ostringstream rows;
  table.write(rows);
  std::istringstream lines(rows.str());
  for (std::string line; std::getline(lines, line);)
    out << "    " << line << "\n";
  if (v.nodes.size() > kTextNodes) {
    out << fmt::format("    ... and {} more nodes (--format json lists them all)\n",
                       v.nodes.size() - kTextNodes);
  }
}

}  // namespace

std::string_view landing_basis_text(LandingBasis basis) {
  switch (basis) {
    case LandingBasis::kContainersOnNodes:
      return "the snapshot's containers on their nodes";
    case LandingBasis::kNodeUsage:
      return "each node's usage from the snapshot; the kills placed where they free the least";
    case LandingBasis::kWorstPlacement:
      return "no per-node usage: usage and kills spread as badly as the numbers allow";
  }
  return "";
}

void write_preemption_text(const PreemptionWhatIf& w, const PreemptionContext& context,
                           std::ostream& out) {
  const PolicyInput& in = w.scenario.policy;
  out << fmt::format("ProportionalCapacityPreemptionPolicy, one round (Hadoop {})\n",
                     context.version.to_string());
  if (!context.monitor_enabled) {
    out << "note: yarn.resourcemanager.scheduler.monitor.enable is not true, so this policy does "
           "not run and nothing is preempted; the numbers show what it would do\n";
  }
  if (w.scenario.pending_unknown) {
    out << "note: the snapshot does not report pending resources (a Hadoop 2.x dump); they count "
           "as 0\n";
  }
  for (const std::string& p : w.outcome.partitions_not_computed) {
    out << fmt::format(
        "note: Hadoop {} computes no preemption for partition {} (partitions came with 2.8, "
        "YARN-2498)\n",
        context.version.to_string(), partition_title(p));
  }
  for (size_t p = 0; p < in.partitions.size(); ++p) {
    if (std::find(w.outcome.partitions_not_computed.begin(),
                  w.outcome.partitions_not_computed.end(),
                  in.partitions[p]) != w.outcome.partitions_not_computed.end()) {
      continue;
    }
    const std::vector<QueueRow> rows = queue_rows(w, p);
    out << fmt::format("\nPartition {} ({}), at most {} preempted per round{}:\n",
                       partition_title(in.partitions[p]), resource_text(in.partition_resources[p]),
                       resource_text(w.outcome.total_preemption_allowed),
                       in.settings.observe_only ? " (observe_only: no container is killed)" : "");
    TextTable table({"QUEUE", "GUARANTEED", "USED", "PENDING", "IDEAL ASSIGNED", "TO PREEMPT"});
    for (const QueueRow& r : rows) {
      table.add_row(
          {std::string(static_cast<size_t>(r.depth) * 2, ' ') + escape_for_terminal(r.path),
           resource_text(r.guaranteed), resource_text(r.used), resource_text(r.pending),
           resource_text(r.ideal_assigned), r.takes ? resource_text(r.to_preempt) : "-"});
    }
    table.write(out);
    for (const QueueRow& r : rows) {
      if (!r.am_reached || resources::is_none(*r.am_reached)) continue;
      out << fmt::format(
          "{}: the round reaches about {} of its AM containers (AM usage {}): each is a whole "
          "application\n",
          escape_for_terminal(r.path), resource_text(*r.am_reached), resource_text(*r.am_used));
    }
    if (in.apps.empty()) continue;
    bool any = false;
    for (const QueueRow& r : rows) {
      if (r.marked.containers == 0) continue;
      if (!any) out << "containers marked for preemption:\n";
      any = true;
      out << fmt::format("  {}: {} container(s) ({}){}{}\n", escape_for_terminal(r.path),
                         r.marked.containers, resource_text(r.marked.resource),
                         r.marked.nodes > 0 ? fmt::format(" on {} node(s)", r.marked.nodes) : "",
                         r.marked.am_containers > 0
                             ? fmt::format(", {} of them AM containers", r.marked.am_containers)
                             : "");
    }
    if (!any) out << "containers marked for preemption: none\n";
  }
  if (!w.landing.empty()) {
    out << "\nDoes the round make room for the pending containers?\n";
    for (const LandingVerdict& v : w.landing)
      write_landing_text(w, v, out);
  }
}

void write_preemption_json(const PreemptionWhatIf& w, const PreemptionContext& context,
                           std::ostream& out) {
  const PolicyInput& in = w.scenario.policy;
  Json doc;
  doc["scheduler"] = "capacity";
  doc["hadoop_version"] = context.version.to_string();
  doc["monitor_enabled"] = context.monitor_enabled;
  doc["observe_only"] = in.settings.observe_only;
  doc["total_preemption_allowed"] = resource_json(w.outcome.total_preemption_allowed);
  Json partitions = Json::array();
  for (size_t p = 0; p < in.partitions.size(); ++p) {
    Json j;
    j["partition"] = valid_utf8(in.partitions[p]);
    j["resource"] = resource_json(in.partition_resources[p]);
    j["computed"] = std::find(w.outcome.partitions_not_computed.begin(),
                              w.outcome.partitions_not_computed.end(),
                              in.partitions[p]) == w.outcome.partitions_not_computed.end();
    partitions.push_back(std::move(j));
  }
  doc["partitions"] = std::move(partitions);
  const bool selection = !in.apps.empty();
  doc["containers_known"] = selection;
  Json queues = Json::array();
  for (size_t p = 0; p < in.partitions.size(); ++p) {
    for (const QueueRow& r : queue_rows(w, p)) {
      Json j;
      j["path"] = valid_utf8(r.path);
      j["partition"] = valid_utf8(in.partitions[p]);
      j["guaranteed"] = resource_json(r.guaranteed);
      j["used"] = resource_json(r.used);
      j["pending"] = resource_json(r.pending);
      j["reserved"] = resource_json(r.reserved);
      j["ideal_assigned"] = resource_json(r.ideal_assigned);
      // What the policy asks this leaf to give up this round; zero where nothing is selected.
      j["to_preempt"] = resource_json(r.takes ? r.to_preempt : Resource(0, 0));
      j["am_used"] = r.am_used ? resource_json(*r.am_used) : Json(nullptr);
      j["am_reached"] = r.am_reached ? resource_json(*r.am_reached) : Json(nullptr);
      if (r.leaf && selection) {
        Json m;
        m["containers"] = r.marked.containers;
        m["resource"] = resource_json(r.marked.resource);
        m["am_containers"] = r.marked.am_containers;
        m["nodes"] = r.marked.nodes;
        j["marked"] = std::move(m);
      } else {
        j["marked"] = nullptr;
      }
      queues.push_back(std::move(j));
    }
  }
  doc["queues"] = std::move(queues);
  Json landing = Json::array();
  for (const LandingVerdict& v : w.landing) {
    Json j;
    j["queue"] = valid_utf8(in.queues.front()[v.queue].path);
    j["partition"] = valid_utf8(v.partition);
    j["request"] = resource_json(v.request);
    j["request_from"] =
        v.request_origin.empty() ? Json(nullptr) : Json(valid_utf8(v.request_origin));
    j["verdict"] = landing_verdict_name(v);
    j["lands"] = v.lands;
    j["basis"] = v.basis == LandingBasis::kContainersOnNodes ? "containers_on_nodes"
                 : v.basis == LandingBasis::kNodeUsage       ? "node_usage"
                                                             : "worst_placement";
    j["killed"] = resource_json(v.killed);
    j["killed_containers"] = v.killed_containers;
    j["nodes_hit"] = v.nodes_hit;
    Json kills = Json::array();
    for (const KilledOn& k : v.kills) {
      Json kj;
      kj["queue"] = valid_utf8(k.queue);
      kj["node"] = k.node.empty() ? Json(nullptr) : Json(valid_utf8(k.node));
      kj["containers"] = k.containers;
      kj["resource"] = resource_json(k.resource);
      kills.push_back(std::move(kj));
    }
    j["kills"] = std::move(kills);
    j["nodes_total"] = v.nodes.size();
    Json nodes = Json::array();
    for (const NodeAfterRound& n : v.nodes) {
      if (nodes.size() == kJsonNodes) break;
      Json nj;
      nj["node"] = valid_utf8(n.name);
      nj["count"] = n.count;
      nj["listed"] = n.listed;
      nj["resource"] = resource_json(n.total);
      nj["free_before"] =
          v.basis == LandingBasis::kWorstPlacement ? Json(nullptr) : resource_json(n.free_before);
      nj["freed"] =
          v.basis == LandingBasis::kWorstPlacement ? Json(nullptr) : resource_json(n.freed);
      nj["free_after"] = resource_json(n.free_after);
      nj["held_by_reservation"] = n.held_by_reservation;
      nj["fits"] = n.fits;
      nodes.push_back(std::move(nj));
    }
    j["nodes"] = std::move(nodes);
    landing.push_back(std::move(j));
  }
  doc["landing"] = std::move(landing);
  write_json(doc, out);
}

}  // namespace schedlint
