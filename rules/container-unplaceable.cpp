// A1, A2, J2: a proof that some request a queue may legally make fits on fewer than
// --min-fit-nodes nodes of its partition, so one node failure (or none) strands it. Settled by
// exact arithmetic; --dump-smt writes the same question for Z3.
#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/resource_text.h"
#include "rules/cs_rule_support.h"
#include "rules/fair_rule_support.h"
#include "rules/proof_support.h"
#include "rules/rule.h"
#include "sched/capacity/requestable_partitions.h"
#include "sched/max_allowed_allocation.h"
#include "sched/request_size.h"
#include "solver/container_fit.h"

namespace schedlint::rules::container_unplaceable {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "container-unplaceable",
      .severity = Severity::kWarning,
      .summary =
          "A request a queue may legally make fits on no node of its partition, or on fewer than "
          "--min-fit-nodes, so it waits forever or one node failure strands it.",
      .risk = "A2",
      .needs = {Need::kSchedulerFile, Need::kNodes},
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>65536</value></property>
</configuration>
)xml"},
                {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"nodes.yaml", R"yaml(nodes:
  - {group: small, count: 10, memory-mb: 32768, vcores: 16}
  - {group: big, count: 1, memory-mb: 131072, vcores: 32}
)yaml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>32768</value></property>
</configuration>
)xml"},
                 {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", R"yaml(nodes:
  - {group: small, count: 10, memory-mb: 32768, vcores: 16}
  - {group: big, count: 1, memory-mb: 131072, vcores: 32}
)yaml"}},
      .proof = true,
  };
  return kInfo;
}

/// Queues asking for the same range of requests on the same nodes share one query.
struct PlacementQuestion {
  smt::ContainerFitQuery query;
  std::string partition;  ///< CapacityScheduler label; "" the default partition (or FairScheduler)
  std::string where;      ///< "the cluster", "the default partition", "partition gpu"
  SourceLocation loc;     ///< what sets the queues' largest request
  std::vector<std::string> queues;
};

// The question already asked for this range of requests on this partition, if any.
PlacementQuestion* asked(std::vector<PlacementQuestion>& out, const std::string& partition,
                         const Resource& minimum, const Resource& maximum) {
  for (PlacementQuestion& p : out) {
    if (p.partition == partition && p.query.maximum == maximum && p.query.minimum == minimum)
      return &p;
  }
  return nullptr;
}

void add_question(std::vector<PlacementQuestion>& out, smt::ContainerFitQuery query,
                  const std::string& partition, std::string where, const SourceLocation& loc,
                  const std::string& queue) {
  query.name = fmt::format("container-unplaceable.{}mb-{}vcores{}", query.maximum.memory_mb(),
                           query.maximum.vcores(), partition.empty() ? "" : "." + partition);
  out.push_back({std::move(query), partition, std::move(where), loc, {queue}});
}

void fair_questions(const AnalysisContext& context, std::vector<PlacementQuestion>& out) {
  const FairShares* shares = context.fair_shares();
  if (shares == nullptr) return;
  const ClusterSettings c =
      with_max_allowed_allocation(context.model().cluster, context.model().nodes);
  const Resource largest = normalize_fair_request(
      Resource(c.maximum_allocation_mb.value, c.maximum_allocation_vcores.value), c);
  for (size_t i = 0; i < shares->queues.size(); ++i) {
    const FairQueueShare& q = shares->queues[i];
    if (!q.leaf) continue;
    const FairQueueMaximum cap = fair_queue_maximum(context, *shares, static_cast<int>(i), largest);
    const Resource minimum = smallest_fair_container(context);
    // Many queues share a range: their question is asked once, its nodes gathered once.
    if (PlacementQuestion* p = asked(out, "", minimum, cap.maximum)) {
      p->queues.push_back(q.path);
      continue;
    }
    smt::ContainerFitQuery query;
    query.groups = solver_node_groups(context);
    query.minimum = minimum;
    query.maximum = cap.maximum;
    query.allocation_unit =
        Resource(c.increment_allocation_mb.value, c.increment_allocation_vcores.value);
    query.fits_by_memory = false;  // FSAppAttempt.assignContainer: Resources.fitsIn, every type
    query.min_fit_nodes = context.options().min_fit_nodes;
    const SourceLocation loc = cap.cap_loc                        ? *cap.cap_loc
                               : c.maximum_allocation_mb.is_set() ? c.maximum_allocation_mb.loc
                                                                  : fair_location_of(context, q);
    add_question(out, std::move(query), "", "the cluster", loc, q.path);
  }
}

void capacity_questions(const AnalysisContext& context, std::vector<PlacementQuestion>& out) {
  const CapacityHierarchy* h = context.capacity_hierarchy();
  if (h == nullptr) return;
  const Model& model = context.model();
  const ClusterSettings c = with_max_allowed_allocation(model.cluster, model.nodes);
  const bool by_memory = h->calculator == CalculatorKind::kDefault;
  for (const CapacityQueue& q : h->queues) {
    if (!q.leaf || q.state == QueueState::kStopped) continue;
    const CapacityQueueSettings& s = model.capacity->queues.at(q.config_index).settings;
    const SourceLocation loc = s.maximum_allocation_mb ? s.maximum_allocation_mb->loc
                               : c.maximum_allocation_mb.is_set()
                                   ? c.maximum_allocation_mb.loc
                                   : model.capacity->queues.at(q.config_index).loc;
    const Resource maximum = normalize_capacity_request(q.maximum_allocation, c, h->calculator);
    for (const std::string& label : requestable_partitions(q, model.nodes)) {
      if (PlacementQuestion* p = asked(out, label, h->minimum_allocation, maximum)) {
        p->queues.push_back(q.path);
        continue;
      }
      smt::ContainerFitQuery query;
      query.groups = solver_node_groups(context, &label);
      query.minimum = h->minimum_allocation;
      query.maximum = maximum;
      query.allocation_unit = h->minimum_allocation;
      query.fits_by_memory = by_memory;
      query.min_fit_nodes = context.options().min_fit_nodes;
      add_question(out, std::move(query), label, partition_name(label), loc, q.path);
    }
  }
}

void report(const AnalysisContext& context, const PlacementQuestion& p, FindingSink& sink) {
  // Arithmetic answers it exactly (sat or unsat, never unknown): see decide_container_unplaceable.
  const smt::ContainerFitResult r =
      smt::decide_container_unplaceable(p.query, context.solve_options());
  const Decision decided = confirm_by_z3(context, p.query.name, [&](const smt::SolveOptions& o) {
    return smt::confirm_container_unplaceable(p.query, r, context.confirming_prover(), o);
  });
  // Every queue is in the witness; a message names a few.
  const std::string queues = first_named(p.queues, 5);
  const std::string& where = p.where;
  const int64_t min_fit = p.query.min_fit_nodes;
  if (r.status == smt::Status::kUnsat) {
    sink.proven_safe(
        {std::string(info().id),
         fmt::format("every request {} may make (up to {} MB, {} vcores) fits on at least {} "
                     "nodes of {}",
                     queues, p.query.maximum.memory_mb(), p.query.maximum.vcores(), min_fit, where),
         p.loc, decided});
    return;
  }
  int64_t partition_nodes = 0;
  for (const smt::NodeGroupSize& g : p.query.groups)
    partition_nodes += g.count;
  const std::string consequence = r.fit_nodes == 0 ? "such applications wait forever"
                                                   : "one node failure strands such applications";
  const std::string message =
      partition_nodes < min_fit
          ? fmt::format("{} has only {} node(s), fewer than --min-fit-nodes {}, for {}: {}", where,
                        partition_nodes, min_fit, queues,
                        "one node failure strands every application asking for it")
          : fmt::format(
                "{} may ask for {} MB, {} vcores, which fits on {} of {} (--min-fit-nodes {}): {}",
                queues, r.request.memory_mb(), r.request.vcores(),
                r.fit_nodes == 0 ? "no node" : fmt::format("only {} node(s)", r.fit_nodes), where,
                min_fit, consequence);
  Finding f = make_finding(info(), p.loc, message);
  f.details.push_back(fmt::format(
      "witness: the smallest such request is {} MB, {} vcores (the queues may ask up to {} MB, "
      "{} vcores{})",
      r.request.memory_mb(), r.request.vcores(), p.query.maximum.memory_mb(),
      p.query.maximum.vcores(), p.query.fits_by_memory ? "; only memory is compared" : ""));
  f.details.push_back(fmt::format("  largest node of {}: {} ({} node(s) of {} MB, {} vcores)",
                                  where, r.largest.name, r.largest.count,
                                  r.largest.capacity.memory_mb(), r.largest.capacity.vcores()));
  if (!r.fit_groups.empty()) {
    f.details.push_back(fmt::format("  it fits on: {}", fmt::join(r.fit_groups, ", ")));
  }
  f.details.push_back(
      partition_nodes < min_fit
          ? fmt::format("fix: give {} at least {} nodes", where, min_fit)
          : fmt::format(
                "fix: lower the maximum allocation to what at least {} nodes of {} hold, or "
                "add nodes that large",
                min_fit, where));
  WitnessValue::List fit_groups(r.fit_groups.begin(), r.fit_groups.end());
  WitnessValue::List queue_list(p.queues.begin(), p.queues.end());
  WitnessValue witness =
      WitnessValue::object()
          .set("request", witness_resource(r.request))
          .set("maximum_request", witness_resource(p.query.maximum))
          .set("fit_nodes", r.fit_nodes)
          .set("fit_groups", std::move(fit_groups))
          .set("min_fit_nodes", min_fit)
          .set("largest_node", WitnessValue::object()
                                   .set("group", r.largest.name)
                                   .set("nodes", r.largest.count)
                                   .set("capacity", witness_resource(r.largest.capacity)))
          .set("queues", std::move(queue_list));
  if (!p.partition.empty()) witness.set("partition", p.partition);
  f.proof = Proof{"sat", p.query.name, std::move(witness), decided};
  sink.report(std::move(f));
}

void check(const AnalysisContext& context, FindingSink& sink) {
  std::vector<PlacementQuestion> questions;
  fair_questions(context, questions);
  capacity_questions(context, questions);
  BudgetCut undecided(context);
  for (const PlacementQuestion& p : questions) {
    if (!undecided.skipped(p.where)) report(context, p, sink);
  }
  if (!undecided.empty())
    undecided.report(info(), sink, questions.front().loc, "placement questions");
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::container_unplaceable
