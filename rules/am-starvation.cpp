// D1, D4 as a proof: a set of busy queues (FairScheduler) or of active users (CapacityScheduler)
// under which a queue's AM limit holds less than one AM container.
#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "model/release_facts.h"
#include "model/resource_text.h"
#include "rules/cs_rule_support.h"
#include "rules/fair_rule_support.h"
#include "rules/proof_support.h"
#include "rules/rule.h"
#include "sched/capacity/leaf_limits.h"
#include "sched/capacity/requestable_partitions.h"
#include "sched/capacity/user_limit.h"
#include "solver/am_starvation.h"

namespace schedlint::rules::am_starvation {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "am-starvation",
      .severity = Severity::kWarning,
      .summary =
          "Some set of busy queues (FairScheduler) or active users (CapacityScheduler) leaves a "
          "queue's "
          "AM limit below one application master container, so its applications stay ACCEPTED.",
      .risk = "D1, D4",
      .needs = {Need::kSchedulerFile, Need::kNodes},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.minimum-user-limit-percent</name><value>25</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 32768, vcores: 16}\n"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.minimum-user-limit-percent</name><value>25</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-am-resource-percent</name><value>0.5</value></property>
</configuration>
)xml"},
                 {"nodes.yaml",
                  "nodes:\n  - {group: w, count: 4, memory-mb: 32768, vcores: 16}\n"}},
      .proof = true,
  };
  return kInfo;
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items)
    out += (out.empty() ? "" : ", ") + item;
  return out;
}

std::string proven_safe(const std::string& queue) {
  return fmt::format("no set of active queues brings {}'s AM limit below one AM container", queue);
}

// The FairScheduler: one query per leaf the steady-share rule does not already report.
void check_fair(const AnalysisContext& context, FindingSink& sink) {
  const FairShares* steady = context.fair_shares();
  if (steady == nullptr) return;
  const smt::SolveOptions options = context.solve_options();
  const smt::AmStarvationAnalysis prover(*context.model().fair, context.cluster(),
                                         context.resource_types(), context.version());
  BudgetCut undecided(context);
  for (const FairQueueShare& q : prover.shares().queues) {
    if (!q.leaf || !q.am_limit || !prover.can_be_active(q.path)) continue;
    const AnalysisContext::AssumedAm assumed = context.am_for_queue(q.path);
    const Resource& am = assumed.container;
    const FairQueueShare* busy = steady->find(q.path);
    if (busy == nullptr || steady_am_shortfall(context, *busy, am))
      continue;  // fs-am-share-below-one-am
    if (undecided.skipped(q.path)) continue;
    const smt::AmStarvationResult r = prover.prove(
        q.path, am, context.prover(), options, smt::AmStarvationAnalysis::Settle::kArithmeticFirst,
        &context.confirming_prover());
    const FairQueueSettings& s = fair_settings_of(context, q);
    const SourceLocation loc = s.max_am_share ? s.max_am_share->loc : fair_location_of(context, q);
    if (r.status == smt::Status::kUnsat) {
      sink.proven_safe({std::string(info().id), proven_safe(q.path), loc, r.decided});
      continue;
    }
    if (r.status == smt::Status::kUnknown && r.reason == smt::kBudgetSpent) {
      undecided.add(q.path);  // one finding for all of them, below
      continue;
    }
    if (r.status == smt::Status::kUnknown) {
      Finding f = unknown_proof_finding(
          info(), context, loc,
          fmt::format("some set of busy queues starves {}'s AM limit", q.path), r.query, r.reason);
      f.queue = q.path;
      sink.report(std::move(f));
      continue;
    }
    const std::vector<std::string> others(r.active_queues.begin() + 1, r.active_queues.end());
    const std::string when =
        others.empty()       ? "is below one AM container even when no other queue is busy"
        : others.size() == 1 ? "falls below one AM container while " + others.front() + " is busy"
                             : "falls below one AM container while " + joined(others) + " are busy";
    // FSLeafQueue.computeMaxAMResource: a zero share of memory or vcores falls back to
    // min(available, max share), an idle cluster here.
    const bool fallback = r.fair_share == 0 &&
                          has(context.version(), ReleaseFact::kFsAmShareZeroFallback) &&
                          (r.type == kMemoryMb || r.type == kVcores);
    const std::string base =
        fallback ? fmt::format("min(available, max share) {} (its fair share of {} is 0)",
                               amount_text(r.type, std::min(context.cluster().get(r.type),
                                                            q.max_share.get(r.type))),
                               r.type)
                 : "instantaneous fair share " + amount_text(r.type, r.fair_share);
    Finding f = make_finding(
        info(), loc,
        fmt::format(
            "{}'s AM limit {}: maxAMShare {} x {} = {}, less than one AM container ({}); its "
            "applications stay ACCEPTED",
            q.path, when, q.max_am_share, base, amount_text(r.type, r.am_limit), resource_text(am)),
        q.path);
    f.details.push_back(
        fmt::format("witness: applications in {}; FSLeafQueue.computeMaxAMResource gives {}",
                    others.empty() ? q.path + " alone"
                                   : "exactly " + joined(r.active_queues) +
                                         " (minimal: were any other idle, the AM would fit)",
                    amount_text(r.type, r.am_limit)));
    f.details.push_back(fmt::format("AM container {}: {}", resource_text(am), assumed.origin));
    f.proof = Proof{"sat", r.query,
                    WitnessValue::object()
                        .set("queue", q.path)
                        .set("resource", r.type)
                        .set("active_queues",
                             WitnessValue::List(r.active_queues.begin(), r.active_queues.end()))
                        .set("instantaneous_fair_share", r.fair_share)
                        .set("max_am_share", static_cast<double>(q.max_am_share))
                        .set("am_limit", r.am_limit)
                        .set("am_container", r.am_needed),
                    r.decided};
    sink.report(std::move(f));
  }
  undecided.report(info(), sink, context.model().fair->allocations_loc, "queues' AM limits");
}

// The CapacityScheduler's question has no solver query: the engine computes the user AM limit
// for every number of active users that can shrink it.
Decision enumerated(int most_users) {
  return decided_without_query(fmt::format(
      "the engine computed the limit for every number of active users (1 to {})", most_users));
}

// Where a leaf's user share is set: minimum-user-limit-percent when below 100, else
// user-limit-factor (the queue's own, else the 3.4 global default), else the queue.
SourceLocation user_limit_location(const CapacityConfig& config, const CapacityQueue& q) {
  const auto& own = config.queues.at(q.config_index);
  const auto& g = config.global;
  if (q.minimum_user_limit_percent < 100) {
    if (own.settings.minimum_user_limit_percent)
      return own.settings.minimum_user_limit_percent->loc;
    if (g.minimum_user_limit_percent) return g.minimum_user_limit_percent->loc;
  }
  if (own.settings.user_limit_factor) return own.settings.user_limit_factor->loc;
  if (g.user_limit_factor) return g.user_limit_factor->loc;
  return own.loc;
}

// The CapacityScheduler: the queue AM limit never drops below maximum-am-resource-percent of the
// guarantee, whatever else runs (AbstractLeafQueue.calculateAndGetAMResourceLimitPerPartition;
// cs-am-limit-below-one-am checks that). What the others change is the number of active users,
// which shrinks each user's AM limit down to minimum-user-limit-percent of it
// (getUserAMResourceLimitPerPartition): every number of users up to where it stops shrinking.
void check_capacity(const AnalysisContext& context, FindingSink& sink) {
  const CapacityHierarchy* h = context.capacity_hierarchy();
  if (h == nullptr) return;
  const CapacityConfig& config = *context.model().capacity;
  const HadoopVersion& version = context.version();
  const ResourceCalculator calc(h->calculator);
  BudgetCut undecided(context);
  for (const CapacityQueue& q : h->queues) {
    if (!q.leaf || rests_on_invalid_value(config, q.config_index, kCapacityKeys)) {
      continue;
    }
    if (undecided.skipped(q.path)) continue;
    const AnalysisContext::AssumedAm assumed = context.am_for_queue(q.path);
    const Resource& am = assumed.container;
    const int most_users = q.minimum_user_limit_percent <= 0.01f
                               ? 10000
                               : static_cast<int>(std::ceil(100.0f / q.minimum_user_limit_percent));
    // Only where the queue's applications can run their AMs.
    const std::vector<std::string> usable = requestable_partitions(q, context.model().nodes);
    for (const auto& [label, p] : q.partitions) {
      if (std::find(usable.begin(), usable.end(), label) == usable.end()) continue;
      if (!label.empty() && !has(version, ReleaseFact::kCsLabelAmResourcePercent))
        continue;  // per-partition AM limits: YARN-3216
      const Resource partition = h->partition_resource(label);
      if (p.absolute_capacity <= 0 || partition.memory_mb() <= 0) continue;
      if (calc.compare(partition, am, p.am_limit_at_guarantee) > 0)
        continue;  // cs-am-limit-below-one-am
      UserAmLimitInputs in{user_limit_guarantee(version, calc, partition, p.absolute_capacity,
                                                p.effective_min, h->minimum_allocation),
                           p.am_limit_at_guarantee,
                           !has(version, ReleaseFact::kCsLabelAmResourcePercent)
                               ? q.partitions.at("").max_am_resource_percent
                               : p.max_am_resource_percent,
                           q.minimum_user_limit_percent,
                           q.user_limit_factor,
                           1,
                           h->minimum_allocation,
                           h->cluster_resource};
      Resource limit;
      for (; in.active_users <= most_users; ++in.active_users) {
        limit = user_am_limit(in, calc, version);
        if (calc.compare(h->cluster_resource, am, limit) > 0)
          break;  // Resources.lessThanOrEqual fails
      }
      if (in.active_users > most_users) {
        sink.proven_safe({std::string(info().id),
                          fmt::format("no set of active queues or users brings {}'s AM "
                                      "limit in {} below one AM container",
                                      q.path, partition_name(label)),
                          user_limit_location(config, q), enumerated(most_users)});
        continue;
      }
      Finding f = make_finding(
          info(), user_limit_location(config, q),
          fmt::format("{}'s per-user AM limit in {} falls to {} once {} {} active, less than one "
                      "AM container "
                      "({}): a user's application waits in ACCEPTED (\"User's AM resource limit "
                      "exceeded\") "
                      "while another application runs in the queue",
                      q.path, partition_name(label), resource_text(limit), in.active_users,
                      in.active_users == 1 ? "user is" : "users are", resource_text(am)),
          q.path);
      f.details.push_back(fmt::format(
          "witness: {} active users; guarantee {} x maximum-am-resource-percent {} x "
          "max(minimum-user-limit-"
          "percent {}%, 1/{}) x user-limit-factor {}, normalized up = {} (queue AM limit {})",
          in.active_users, resource_text(in.guarantee), in.am_percent, q.minimum_user_limit_percent,
          in.active_users, q.user_limit_factor, resource_text(limit),
          resource_text(p.am_limit_at_guarantee)));
      f.details.push_back(fmt::format("AM container {}: {}", resource_text(am), assumed.origin));
      f.proof = Proof{"sat",
                      fmt::format("am-starvation.{}.{}.active-users", q.path,
                                  label.empty() ? "default" : label),
                      WitnessValue::object()
                          .set("queue", q.path)
                          .set("partition", label)
                          .set("active_users", static_cast<int64_t>(in.active_users))
                          .set("user_am_limit_mb", limit.memory_mb())
                          .set("user_am_limit_vcores", limit.vcores())
                          .set("am_container_mb", am.memory_mb())
                          .set("am_container_vcores", am.vcores()),
                      enumerated(most_users)};
      sink.report(std::move(f));
    }
  }
  undecided.report(info(), sink, config.queues.root().loc, "queues' per-user AM limits");
}

void check(const AnalysisContext& context, FindingSink& sink) {
  check_fair(context, sink);
  check_capacity(context, sink);
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::am_starvation
