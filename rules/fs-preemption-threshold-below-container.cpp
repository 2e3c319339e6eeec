// F4: the fair-share preemption threshold is below one container, so preemption never acts.
#include <fmt/format.h>

#include "java/casts.h"
#include "model/resource_text.h"
#include "rules/fair_rule_support.h"
#include "rules/rule.h"
#include "sched/fair/fair_preemption.h"

namespace schedlint::rules::fs_preemption_threshold_below_container {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-preemption-threshold-below-container",
      .severity = Severity::kWarning,
      .summary =
          "A FairScheduler queue's fairSharePreemptionThreshold times its fair share is at most "
          "one "
          "application master container, so a queue running any application is never starved and "
          "fair-share preemption never acts for it.",
      .risk = "F4",
      .needs = {Need::kAllocationFile, Need::kNodes},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="big"><weight>100</weight></queue>
  <queue name="small"><fairSharePreemptionThreshold>0.5</fairSharePreemptionThreshold></queue>
</allocations>
)xml"},
                {"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
  <property><name>yarn.scheduler.fair.preemption</name><value>true</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 32}\n"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="big"><weight>3</weight></queue>
  <queue name="small"><fairSharePreemptionThreshold>0.5</fairSharePreemptionThreshold></queue>
</allocations>
)xml"},
                 {"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
  <property><name>yarn.scheduler.fair.preemption</name><value>true</value></property>
</configuration>
)xml"},
                 {"nodes.yaml",
                  "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 32}\n"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const FairShares& shares = *context.fair_shares();
  if (!context.model().cluster.fair_preemption.value) return;
  const std::vector<FairQueuePreemption> configured = fair_queue_preemption(*context.model().fair);
  // A queue the file does not declare (root.default, an ad-hoc queue) sets nothing: it inherits.
  std::vector<float> threshold(shares.queues.size(), 0.5f);
  for (size_t i = 0; i < shares.queues.size(); ++i) {
    const FairQueueShare& q = shares.queues[i];
    if (q.config_index >= 0) {
      threshold[i] = configured[static_cast<size_t>(q.config_index)].fair_share_threshold;
    } else if (q.parent >= 0) {
      threshold[i] = threshold[static_cast<size_t>(q.parent)];
    }
  }
  for (size_t i = 0; i < shares.queues.size(); ++i) {
    const FairQueueShare& q = shares.queues[i];
    if (!q.leaf || threshold[i] <= 0) continue;
    // FSLeafQueue.fairShareStarvation: starved only while usage is below threshold x fair share
    // (Resources.multiply truncates). One AM container already reaches that line.
    const int64_t share = q.steady_fair_share.memory_mb();
    const int64_t line =
        java::to_long(static_cast<double>(share) * static_cast<double>(threshold[i]));
    const AnalysisContext::AssumedAm assumed = context.am_for_queue(q.path);
    const Resource& am = assumed.container;
    if (line > am.memory_mb()) continue;
    const auto& own = fair_settings_of(context, q).fair_share_preemption_threshold;
    Finding f = make_finding(
        info(), own ? own->loc : fair_location_of(context, q),
        fmt::format("{} counts as starved only below threshold {} x fair share {} MB = {} MB, but "
                    "one application master alone takes {} MB: fair-share preemption never frees "
                    "resources for it",
                    q.path, threshold[i], share, line, am.memory_mb()),
        q.path);
    f.details.push_back(fmt::format("AM container {}: {}", resource_text(am), assumed.origin));
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_preemption_threshold_below_container
