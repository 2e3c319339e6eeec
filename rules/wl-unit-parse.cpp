// W1: a framework size its client cannot parse: the client fails, or falls back to a default the
// administrator did not mean.
#include "rules/rule.h"

namespace schedlint::rules::wl_unit_parse {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-unit-parse",
      .severity = Severity::kError,
      .summary =
          "A framework setting holds a size its client cannot parse (a fraction such as 4.5g for "
          "Spark, a unit in a MapReduce, Tez or Hive integer), so the client fails or uses "
          "another value.",
      .risk = "W1",
      .needs = {Need::kWorkloads},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"spark-defaults.conf", R"(spark.executor.memory 4.5g
spark.executor.memoryOverhead 1024
spark.driver.memory 1664m
)"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                 {"spark-defaults.conf", R"(spark.executor.memory 4g
spark.executor.memoryOverhead 1024
spark.driver.memory 1664m
)"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kWorkloadValue, context, sink);
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_unit_parse
