// W2: a framework's client reports the container YARN will grant with a rule the scheduler does
// not use (Flink rounds to the minimum allocation, also on the FairScheduler).
#include <fmt/format.h>

#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_client_rounding_mismatch {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-client-rounding-mismatch",
      .severity = Severity::kInfo,
      .summary =
          "A framework's client logs a container size the ResourceManager will not grant (Flink "
          "rounds to the minimum allocation even on the FairScheduler), so its log misleads "
          "whoever sizes the containers.",
      .risk = "W2",
      .needs = {Need::kSchedulerFile, Need::kWorkloads},
      .fires =
          {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
  <property><name>yarn.scheduler.minimum-allocation-mb</name><value>512</value></property>
  <property><name>yarn.scheduler.increment-allocation-mb</name><value>128</value></property>
</configuration>
)xml"},
           {"fair-scheduler.xml", "<allocations>\n  <queue name=\"default\"/>\n</allocations>\n"},
           {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
           {"flink-conf.yaml",
            "jobmanager.memory.process.size: 1600m\ntaskmanager.memory.process.size: 3800m\n"}},
      .silent =
          {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
  <property><name>yarn.scheduler.minimum-allocation-mb</name><value>512</value></property>
  <property><name>yarn.scheduler.increment-allocation-mb</name><value>128</value></property>
</configuration>
)xml"},
           {"fair-scheduler.xml", "<allocations>\n  <queue name=\"default\"/>\n</allocations>\n"},
           {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
           {"flink-conf.yaml",
            "jobmanager.memory.process.size: 1536m\ntaskmanager.memory.process.size: 4096m\n"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    for (const RoleFit& r : fit.roles) {
      if (!r.normalized || !r.role->client_reported_mb) continue;
      const int64_t reported = *r.role->client_reported_mb;
      const int64_t granted = r.normalized->memory_mb();
      if (reported == granted) continue;
      Finding f = make_finding(
          info(), role_location(fit, r),
          fmt::format("{} asks for {} MB; its client logs that YARN will allocate {} MB, but "
                      "the ResourceManager grants {} MB",
                      role_title(fit, r), r.requested.memory_mb(), reported, granted),
          queue_of(fit));
      f.details.push_back(context.model().fair
                              ? "the client rounds up to yarn.scheduler.minimum-allocation-mb; the "
                                "FairScheduler rounds to yarn.scheduler.increment-allocation-mb"
                              : "the client's rounding differs from the scheduler's");
      sink.report(std::move(f));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_client_rounding_mismatch
