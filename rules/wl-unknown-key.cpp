// W1: a key in a framework's file that its client does not read, close to one it reads: a typo
// that leaves the container sized (or placed) as if the key were unset.
#include "rules/rule.h"

namespace schedlint::rules::wl_unknown_key {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-unknown-key",
      .severity = Severity::kWarning,
      .summary =
          "A key in a framework's configuration that its client does not read, close to one that "
          "sizes or places the workload (usually a typo), so the container is sized as if the "
          "real key were unset.",
      .risk = "W1",
      .needs = {Need::kWorkloads},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"spark-defaults.conf", R"(spark.driver.memory 1664m
spark.executor.memroy 3g
spark.executor.memoryOverhead 1024
spark.dynamicAllocation.enabled true
spark.dynamicAllocation.minExecutors 2
spark.dynamicAllocation.maxExecutors 50
)"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                 {"spark-defaults.conf", R"(spark.driver.memory 1664m
spark.executor.memory 3g
spark.executor.memoryOverhead 1024
spark.dynamicAllocation.enabled true
spark.dynamicAllocation.minExecutors 2
spark.dynamicAllocation.maxExecutors 50
)"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kUnknownWorkloadKey, context, sink);
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_unknown_key
