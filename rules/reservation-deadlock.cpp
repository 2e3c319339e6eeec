// A4, the incident: a proof that reservations can pin every node able to host the largest
// request, and the lowest utilization at which they can. Settled by exact arithmetic;
// --dump-smt writes the same questions for Z3.
#include <algorithm>
#include <cmath>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/resource_text.h"
#include "rules/cs_rule_support.h"
#include "rules/fair_rule_support.h"
#include "rules/proof_support.h"
#include "rules/rule.h"
#include "sched/capacity/capacity_reservations.h"
#include "sched/fair/fair_reservations.h"
#include "sched/max_allowed_allocation.h"
#include "solver/reservation_deadlock.h"

namespace schedlint::rules::reservation_deadlock {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "reservation-deadlock",
      .severity = Severity::kWarning,
      .summary =
          "Reservations for the largest container a queue may ask can hold every node that could "
          "host it, "
          "so nothing else is scheduled there; proven reachable below --max-utilization.",
      .risk = "A4",
      .needs = {Need::kSchedulerFile, Need::kNodes},
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>64000</value></property>
</configuration>
)xml"},
                {"fair-scheduler.xml", R"xml(<allocations>
  <queue name="spark"/>
</allocations>
)xml"},
                {"nodes.yaml", R"yaml(nodes:
  - {group: worker, count: 12, memory-mb: 102400, vcores: 32}
)yaml"}},
      .silent =  // The CapacityScheduler charges reservations to the queues up to root: on
                 // identical nodes
      // they cannot pin them all (proven safe, not a finding).
      {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>64000</value></property>
</configuration>
)xml"},
       {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>spark</value></property>
  <property><name>yarn.scheduler.capacity.root.spark.capacity</name><value>100</value></property>
</configuration>
)xml"},
       {"nodes.yaml", R"yaml(nodes:
  - {group: worker, count: 12, memory-mb: 102400, vcores: 32}
)yaml"}},
      .example_version = "2.7",
      .proof = true,
  };
  return kInfo;
}

std::string percent(double fraction) {
  return fmt::format("{:.1f}%", 100.0 * fraction);
}

std::string held_by_name(smt::HeldBy h) {
  switch (h) {
    case smt::HeldBy::kMemory:
      return "memory";
    case smt::HeldBy::kVcores:
      return "vcores";
    case smt::HeldBy::kNone:
      break;
  }
  return "";
}

// How many applications must hold reservations at once: ceil(|H| / per application).
std::optional<int64_t> applications_needed(const ReservingRequest& r, int64_t hosting_nodes) {
  if (!r.reservations_per_application) return 1;
  if (*r.reservations_per_application <= 0) return std::nullopt;
  return (hosting_nodes + *r.reservations_per_application - 1) / *r.reservations_per_application;
}

WitnessValue witness_of(const ReservingRequest& r, const smt::ReservationDeadlockResult& result) {
  WitnessValue::List groups;
  for (const smt::NodeState& s : result.states) {
    WitnessValue g =
        WitnessValue::object()
            .set("group", s.group)
            .set("nodes", s.nodes)
            .set("capacity", witness_resource(s.capacity))
            .set("could_host", s.could_host)
            .set("used", witness_resource(s.used))
            .set("containers", s.containers)
            .set("free", witness_resource(Resource(s.capacity.memory_mb() - s.used.memory_mb(),
                                                   s.capacity.vcores() - s.used.vcores())))
            .set("reserved", witness_resource(s.could_host ? r.request : Resource(0, 0)));
    if (s.could_host) g.set("held_by", held_by_name(s.held_by));
    groups.push_back(std::move(g));
  }
  WitnessValue::List queues(r.queues.begin(), r.queues.end());
  const std::optional<int64_t> apps = applications_needed(r, result.hosting_nodes);
  WitnessValue w =
      WitnessValue::object()
          .set("min_utilization", result.min_utilization)
          .set("memory_utilization", result.memory_utilization)
          .set("vcores_utilization", result.vcores_utilization)
          .set("request", witness_resource(r.request))
          .set("queues", std::move(queues))
          .set("hosting_nodes", result.hosting_nodes)
          .set("applications", apps ? WitnessValue(*apps) : WitnessValue())
          .set("applications_allowed",
               r.applications_allowed ? WitnessValue(*r.applications_allowed) : WitnessValue())
          .set("node_groups", std::move(groups))
          .set("used", witness_resource(result.used))
          .set("cluster", witness_resource(result.cluster));
  if (r.reservations_per_application) w.set("node_local_applications", int64_t{1});
  if (!r.partition.empty()) w.set("partition", r.partition);
  return w;
}

std::vector<std::string> witness_lines(const ReservingRequest& r,
                                       const smt::ReservationDeadlockResult& result,
                                       const HadoopVersion& version) {
  std::vector<std::string> lines;
  lines.push_back(fmt::format("witness (Hadoop {}), checkable by hand:", version.to_string()));
  lines.push_back(fmt::format("  request: {} MB, {} vcores ({})", r.request.memory_mb(),
                              r.request.vcores(), r.origin));
  for (const smt::NodeState& s : result.states) {
    const int64_t free_m = s.capacity.memory_mb() - s.used.memory_mb();
    const int64_t free_v = s.capacity.vcores() - s.used.vcores();
    if (!s.could_host) {
      lines.push_back(fmt::format(
          "  {}: {} nodes of {} MB, {} vcores: too small to host the request, left idle", s.group,
          s.nodes, s.capacity.memory_mb(), s.capacity.vcores()));
      continue;
    }
    const std::string shortfall =
        s.held_by == smt::HeldBy::kVcores
            ? fmt::format("{} vcores free < {} requested", free_v, r.request.vcores())
            : fmt::format("{} MB free < {} MB requested", free_m, r.request.memory_mb());
    lines.push_back(fmt::format(
        "  {}: {} nodes of {} MB, {} vcores; each runs {} container(s) using {} MB, {} vcores; {}, "
        "so the node is "
        "reserved, though a {} MB container would still fit",
        s.group, s.nodes, s.capacity.memory_mb(), s.capacity.vcores(), s.containers,
        s.used.memory_mb(), s.used.vcores(), shortfall, r.minimum_allocation.memory_mb()));
  }
  lines.push_back(
      fmt::format("  cluster: {} of {} MB and {} of {} vcores in use ({} of memory, {} of vcores)",
                  result.used.memory_mb(), result.cluster.memory_mb(), result.used.vcores(),
                  result.cluster.vcores(), percent(result.memory_utilization),
                  percent(result.vcores_utilization)));
  const std::optional<int64_t> apps = applications_needed(r, result.hosting_nodes);
  if (r.reservations_per_application) {
    const std::string allowed =
        r.applications_allowed ? fmt::format("{}", *r.applications_allowed) : "unbounded";
    lines.push_back(
        fmt::format("  applications: {} with off-switch asks ({} reservations each; the queues can "
                    "run {} at once), or 1 with "
                    "node-local asks on every node",
                    apps ? fmt::format("{}", *apps) : "none (no off-switch reservations)",
                    *r.reservations_per_application, allowed));
  } else {
    lines.push_back("  applications: 1");
  }
  for (const std::string& note : r.notes)
    lines.push_back("  " + note);
  return lines;
}

// The request below which held nodes would have to be busier than --max-utilization: a node is
// held once its free memory is below the request.
std::string fix_line(const ReservingRequest& r, const smt::ReservationDeadlockResult& result,
                     double max_utilization) {
  int64_t smallest = 0;
  for (const smt::NodeState& s : result.states) {
    if (s.could_host && (smallest == 0 || s.capacity.memory_mb() < smallest))
      smallest = s.capacity.memory_mb();
  }
  const int64_t unit = std::max<int64_t>(r.allocation_unit.memory_mb(), 1);
  const int64_t suggested =
      // (the epsilon keeps 0.2 x 102400 at 20480 despite 1 - 0.8 being just below 0.2 in binary)
      static_cast<int64_t>(
          std::floor((1.0 - max_utilization) * static_cast<double>(smallest) + 1e-6)) /
      unit * unit;
  // Advice for the scheduler at hand: only the FairScheduler (2.8+) limits reservations per
  // application.
  const std::string limit =
      r.reservations_per_application
          ? ", or limit the reservations per application (yarn.scheduler.fair.reservable-nodes)"
          : "";
  return fmt::format(
      "fix: keep the largest container well below the node size (with at most {} MB a node is "
      "held only once its memory is {} used){}; a reserved node is released only when enough of "
      "its containers finish",
      suggested, percent(max_utilization), limit);
}

// The question for one reserving request, over the nodes it may run on: every node for the
// FairScheduler (`label` null), the nodes of its partition for the CapacityScheduler.
smt::ReservationDeadlockQuery query_for(const AnalysisContext& context, const ReservingRequest& r,
                                        const std::string* label) {
  smt::ReservationDeadlockQuery query;
  query.name = fmt::format("reservation-deadlock.{}mb-{}vcores{}", r.request.memory_mb(),
                           r.request.vcores(), r.partition.empty() ? "" : "." + r.partition);
  query.groups = solver_node_groups(context, label);
  query.request = r.request;
  query.minimum_allocation = r.minimum_allocation;
  query.maximum_allocation = r.maximum_allocation;
  query.allocation_unit = r.allocation_unit;
  query.hosts_by_memory = r.hosts_by_memory;
  query.fits_by_memory = r.fits_by_memory;
  query.reservations_charged = r.reservations_charged;
  query.reservable_memory_mb = r.reservable_memory_mb;
  return query;
}

void report(const AnalysisContext& context, const ReservingRequest& r, const std::string* label,
            FindingSink& sink) {
  const AnalysisOptions& options = context.options();
  const smt::ReservationDeadlockQuery query = query_for(context, r, label);
  // Arithmetic answers it exactly (sat or unsat, never unknown): see decide_reservation_deadlock.
  const smt::ReservationDeadlockResult result =
      smt::decide_reservation_deadlock(query, context.solve_options());
  const Decision decided = confirm_by_z3(context, query.name, [&](const smt::SolveOptions& o) {
    return smt::confirm_reservation_deadlock(query, result, context.confirming_prover(), o);
  });
  const std::string queues = fmt::format("{}", fmt::join(r.queues, ", "));
  // Named whenever the nodes are split into partitions, the default one included.
  const bool partitioned =
      label != nullptr &&
      std::any_of(context.model().nodes.groups.begin(), context.model().nodes.groups.end(),
                  [](const NodeGroup& g) { return !g.label.empty(); });
  const std::string where = partitioned ? " of " + partition_name(r.partition) : "";
  if (result.status == smt::Status::kUnsat) {
    sink.proven_safe(
        {std::string(info().id),
         fmt::format("reservations for a {} MB, {} vcores container ({}) can never hold every "
                     "node{} that could host "
                     "it: {}",
                     r.request.memory_mb(), r.request.vcores(), queues, where, result.reason),
         r.loc, decided});
    return;
  }
  const bool below = result.min_utilization < options.max_utilization;
  Finding f = make_finding(
      info(), r.loc,
      fmt::format(
          "from {} utilization, reservations for a {} MB, {} vcores container ({}) can hold all {} "
          "nodes{} "
          "that could host it, and nothing else is scheduled on them{}",
          percent(result.min_utilization), r.request.memory_mb(), r.request.vcores(), queues,
          result.hosting_nodes, where,
          below ? fmt::format(" (below --max-utilization {})", percent(options.max_utilization))
                : fmt::format("; only above --max-utilization {}",
                              percent(options.max_utilization))));
  if (!below) f.severity = Severity::kInfo;
  f.details = witness_lines(r, result, context.model().hadoop_version);
  if (below) f.details.push_back(fix_line(r, result, options.max_utilization));
  f.proof = Proof{"sat", query.name, witness_of(r, result), decided};
  sink.report(std::move(f));
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const Model& model = context.model();
  // Asks above every node never reserve one: alloc-max-exceeds-node's finding.
  const ClusterSettings allowed = with_max_allowed_allocation(model.cluster, model.nodes);
  std::vector<std::pair<const ReservingRequest*, const std::string*>> requests;
  std::vector<ReservingRequest> fair;
  std::vector<ReservingRequest> capacity;
  const AmOfLeaf am_of = [&](const std::string& leaf) {
    return context.am_for_queue(leaf).container;
  };
  if (const FairShares* shares = context.fair_shares()) {
    fair = fair_reserving_requests(*model.fair, *shares, allowed, model.nodes.node_count(), am_of,
                                   context.version());
    for (const ReservingRequest& r : fair)
      requests.emplace_back(&r, nullptr);
  }
  if (const CapacityHierarchy* h = context.capacity_hierarchy()) {
    capacity = capacity_reserving_requests(*model.capacity, *h, allowed, model.nodes, am_of);
    for (const ReservingRequest& r : capacity)
      requests.emplace_back(&r, &r.partition);
  }
  BudgetCut undecided(context);
  for (const auto& [r, label] : requests) {
    const std::string subject =
        fmt::format("{} MB, {} vcores", r->request.memory_mb(), r->request.vcores());
    if (!undecided.skipped(subject)) report(context, *r, label, sink);
  }
  if (!undecided.empty()) {
    undecided.report(info(), sink, requests.front().first->loc, "requests' reservations");
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::reservation_deadlock
