// I1: FairScheduler preemption timeouts and thresholds written while yarn.scheduler.fair.preemption
// is off, so none of them acts (FairScheduler.shouldAttemptPreemption before 2.9;
// FairScheduler.initScheduler creates the FSPreemptionThread only when it is on, from 2.9).
#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/fair/fair_preemption.h"

namespace schedlint::rules::fs_preemption_settings_inert {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-preemption-settings-inert",
      .severity = Severity::kWarning,
      .summary =
          "FairScheduler preemption timeouts or thresholds are set, but "
          "yarn.scheduler.fair.preemption is off, so none of them ever acts: a queue below "
          "its min or fair share waits until other queues' containers finish.",
      .risk = "I1",
      .needs = {Need::kAllocationFile, Need::kYarnSite},
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
</configuration>
)xml"},
                {"fair-scheduler.xml", R"xml(<allocations>
  <defaultMinSharePreemptionTimeout>60</defaultMinSharePreemptionTimeout>
  <queue name="etl"><minResources>40960 mb, 10 vcores</minResources></queue>
</allocations>
)xml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
  <property><name>yarn.scheduler.fair.preemption</name><value>true</value></property>
</configuration>
)xml"},
                 {"fair-scheduler.xml", R"xml(<allocations>
  <defaultMinSharePreemptionTimeout>60</defaultMinSharePreemptionTimeout>
  <queue name="etl"><minResources>40960 mb, 10 vcores</minResources></queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const Model& model = context.model();
  const auto& enabled = model.cluster.fair_preemption;
  if (model.cluster.scheduler != SchedulerType::kFair || enabled.value) return;
  const std::vector<WrittenPreemptionSetting> written =
      written_fair_preemption_settings(*model.fair);
  if (written.empty()) return;
  const WrittenPreemptionSetting& first = written.front();
  Finding f = make_finding(
      info(), enabled.is_set() ? enabled.loc : first.loc,
      fmt::format("{} preemption setting(s) are set in the allocation file (first: {}), but "
                  "yarn.scheduler.fair.preemption is {}, so none of them acts: the FairScheduler "
                  "never preempts, and a queue below its min or fair share waits until other "
                  "queues' containers finish; set yarn.scheduler.fair.preemption to true in "
                  "yarn-site.xml (read when the ResourceManager starts)",
                  written.size(), first.what,
                  enabled.is_set() ? "false" : "not set in yarn-site.xml and defaults to false"),
      first.queue);
  for (const WrittenPreemptionSetting& s : written) {
    if (enabled.is_set() || &s != &first)
      f.related.push_back({s.loc, "a preemption setting that never acts"});
  }
  sink.report(std::move(f));
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_preemption_settings_inert
