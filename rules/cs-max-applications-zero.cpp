// D3: a leaf whose maximum applications (per queue or per user) is 0 accepts no submission.
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"
#include "sched/capacity/leaf_limits.h"

namespace schedlint::rules::cs_max_applications_zero {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-max-applications-zero",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler leaf queue's maximum applications (or per user) works out to 0, so "
          "every submission to it is rejected.",
      .risk = "D3",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,batch</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.batch.capacity</name><value>0</value></property>
  <property><name>yarn.scheduler.capacity.root.batch.maximum-applications</name><value>0</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,batch</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.batch.capacity</name><value>0</value></property>
  <property><name>yarn.scheduler.capacity.root.batch.maximum-applications</name><value>20</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityHierarchy& h = *context.capacity_hierarchy();
  const CapacityConfig& config = *context.model().capacity;
  const auto& global = config.global;
  for (const CapacityQueue& q : h.queues) {
    if (rests_on_invalid_value(config, q.config_index, kCapacityKeys)) {
      continue;
    }
    if (!q.leaf || (q.max_applications > 0 && q.max_applications_per_user > 0)) continue;
    // A STOPPED queue accepts no submission anyway: retiring a queue the documented way (STOPPED,
    // capacity 0) is not a second problem.
    if (q.state == QueueState::kStopped) continue;
    const auto part = q.partitions.find("");
    if (part == q.partitions.end() || !fractions_known(context, q, part->second)) continue;
    const auto& node = config.queues.at(q.config_index);
    const auto& own = node.settings.maximum_applications;
    std::string message;
    SourceLocation at = node.loc;
    if (q.max_applications <= 0) {
      if (own && own->value >= 0) {  // -1 means "derive it", as if unset
        at = own->loc;
        message = fmt::format("{}'s maximum-applications is {}", q.path, own->value);
      } else if (capacity_in_refused_sum(context, q.config_index)) {
        continue;  // a capacity of 0 among children Hadoop refuses: cs-children-capacity-sum
      } else {
        message = fmt::format(
            "{}'s maximum applications work out to 0: {} x absolute capacity {} "
            "truncates to 0",
            q.path, maximum_system_applications(global), part->second.absolute_capacity);
        const auto& capacity = node.settings.partitions.count("")
                                   ? node.settings.partitions.at("").capacity
                                   : std::optional<Setting<CapacityValue>>{};
        if (capacity) at = capacity->loc;
      }
      message += fmt::format(
          ": every submission fails (\"Queue {} already has 0 applications, cannot "
          "accept submission of application\")",
          q.path);
    } else {
      const auto& ulf = node.settings.user_limit_factor;
      if (q.user_limit_factor < 0) {
        // -1 means "no per-user cap" only from 3.4; earlier releases multiply by it.
        message = fmt::format(
            "{} has user-limit-factor {}, which means no limit only from Hadoop 3.4: "
            "Hadoop {} computes {} applications per user, so every user's submission fails",
            q.path, q.user_limit_factor, context.version().to_string(),
            q.max_applications_per_user);
      } else {
        message = fmt::format(
            "{} allows {} applications, but {} per user: maximum-applications x "
            "minimum-user-limit-percent {}% x user-limit-factor {} truncates to 0, "
            "so every user's submission fails",
            q.path, q.max_applications, q.max_applications_per_user, q.minimum_user_limit_percent,
            q.user_limit_factor);
      }
      if (ulf) at = ulf->loc;
    }
    sink.report(make_finding(info(), at, std::move(message), q.path));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_max_applications_zero
