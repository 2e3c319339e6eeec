// E1: user-limit-factor keeps a single user below the queue's maximum capacity.
#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_user_limit_factor_caps_elasticity {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-user-limit-factor-caps-elasticity",
      .severity = Severity::kInfo,
      .summary =
          "A CapacityScheduler queue's user-limit-factor lets one user hold only part of what its "
          "maximum-capacity allows (100% when unset), so a lone user cannot use the idle "
          "cluster.",
      .risk = "E1",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.user-limit-factor</name><value>1.25</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.user-limit-factor</name><value>5</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityHierarchy& h = *context.capacity_hierarchy();
  const CapacityConfig& config = *context.model().capacity;
  for (const CapacityQueue& q : h.queues) {
    if (rests_on_invalid_value(config, q.config_index, kCapacityKeys)) {
      continue;
    }
    const auto it = q.partitions.find("");
    if (!q.leaf || it == q.partitions.end() || q.user_limit_factor < 0) continue;  // -1: no cap
    const PartitionCapacity& p = it->second;
    if (!fractions_known(context, q, p)) continue;
    // The user limit's cap is guarantee x user-limit-factor (UsersManager.computeUserLimit); in
    // fractions of the cluster, so it holds with or without nodes.
    const double user_cap =
        static_cast<double>(p.absolute_capacity) * static_cast<double>(q.user_limit_factor);
    const double maximum = static_cast<double>(p.absolute_maximum_capacity);
    if (p.absolute_capacity <= 0 || user_cap >= maximum - 1e-6) continue;
    // The classic trap is the default: user-limit-factor 1 with maximum-capacity unset (100%).
    const auto& settings = config.queues.at(q.config_index).settings;
    const auto own = settings.partitions.find("");
    const bool own_maximum = own != settings.partitions.end() && own->second.maximum_capacity;
    const auto& ulf = settings.user_limit_factor;
    SourceLocation at = config.queues.at(q.config_index).loc;
    if (ulf) {
      at = ulf->loc;
    } else if (own_maximum) {
      at = own->second.maximum_capacity->loc;
    } else if (own != settings.partitions.end() && own->second.capacity) {
      at = own->second.capacity->loc;
    }
    Finding f = make_finding(
        info(), at,
        fmt::format(
            "one user of {} can hold at most {:.2f}% of the cluster (capacity {:.2f}% x "
            "user-limit-factor {}), though the queue may grow to {:.2f}%{}: a lone user leaves "
            "the rest idle; raise user-limit-factor to {:g}{}",
            q.path, user_cap * 100.0, static_cast<double>(p.absolute_capacity) * 100.0,
            q.user_limit_factor, maximum * 100.0, own_maximum ? "" : " (maximum-capacity unset)",
            std::ceil(maximum / static_cast<double>(p.absolute_capacity) * 100.0) / 100.0,
            has(context.version(), ReleaseFact::kCsUserLimitFactorNoCap) ? " (or -1 for no cap)"
                                                                         : ""),
        q.path);
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_user_limit_factor_caps_elasticity
