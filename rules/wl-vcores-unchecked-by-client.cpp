// W1: a framework client that checks memory only submits a request whose vcores the
// ResourceManager refuses, so the application fails after it started.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_vcores_unchecked_by_client {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-vcores-unchecked-by-client",
      .severity = Severity::kError,
      .summary =
          "A Spark, Flink or Tez workload asks for more vcores than its queue's maximum "
          "allocation; its client checks memory only, so the application starts and then fails "
          "when the ResourceManager refuses the request.",
      .risk = "W1",
      .needs = {Need::kSchedulerFile, Need::kWorkloads},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"spark-defaults.conf", R"(spark.executor.memory 4g
spark.executor.memoryOverhead 1024
spark.executor.cores 16
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
spark.executor.cores 4
spark.driver.memory 1664m
)"}},
  };
  return kInfo;
}

std::string_view client_name(ClientCheck check) {
  switch (check) {
    case ClientCheck::kSparkMemory:
      return "Spark's client checks memory only";
    case ClientCheck::kFlinkMemory:
      return "Flink's client checks memory only";
    case ClientCheck::kTezVertex:
      return "Tez's vertex check compares memory first and passes a smaller memory";
    default:
      return "its client does not check vcores";
  }
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    for (const RoleFit& r : fit.roles) {
      if (!vcores_refused_past_client(fit, r)) continue;
      const WorkloadRole& role = *r.role;
      const Resource& max = fit.queue_maximum_allocation;
      Finding f = make_finding(
          info(), vcores_location(fit, r),
          fmt::format("{} asks for {} vcores, more than {}'s maximum allocation of {}: {}, so the "
                      "application is submitted and {}",
                      role_title(fit, r), role.request.vcores(), queue_of(fit), max.vcores(),
                      client_name(role.client_check),
                      r.am ? "then the ResourceManager refuses its AM"
                           : "its AM dies when the ResourceManager refuses the request"),
          queue_of(fit));
      f.details.push_back(
          fmt::format("refused by {}: {}", refused_by_name(r.refusal->by), r.refusal->message));
      f.details.push_back(fmt::format(
          "ask for at most {} vcores, or raise yarn.scheduler.maximum-allocation-vcores (and the "
          "queue's maximum-allocation-vcores); the CapacityScheduler validates vcores even under "
          "the DefaultResourceCalculator",
          max.vcores()));
      sink.report(std::move(f));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_vcores_unchecked_by_client
