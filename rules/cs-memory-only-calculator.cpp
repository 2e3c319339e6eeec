// K1: the CapacityScheduler schedules by memory alone while the configuration counts on more.
#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_memory_only_calculator {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-memory-only-calculator",
      .severity = Severity::kInfo,
      .summary =
          "The CapacityScheduler uses the DefaultResourceCalculator, which schedules by memory "
          "alone, "
          "while the configuration sets vcores (queue capacities, or containers of several vcores) "
          "that "
          "scheduling then ignores (with resource types beyond memory and vcores the "
          "ResourceManager "
          "refuses to start).",
      .risk = "K1",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>[memory=65536,vcores=16]</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.resource-calculator</name><value>org.apache.hadoop.yarn.util.resource.DominantResourceCalculator</value></property>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>[memory=65536,vcores=16]</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

// The first setting that gives vcores a meaning the DefaultResourceCalculator ignores.
std::optional<SourceLocation> vcores_setting(const CapacityConfig& config) {
  for (const auto& q : config.queues.nodes()) {
    for (const auto& [label, p] : q.settings.partitions) {
      for (const auto* value : {&p.capacity, &p.maximum_capacity}) {
        if (*value && (*value)->value.mode == CapacityMode::kAbsolute &&
            (*value)->value.resource.vcores() > 0) {
          return (*value)->loc;
        }
      }
    }
  }
  return std::nullopt;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityHierarchy& h = *context.capacity_hierarchy();
  if (h.calculator != CalculatorKind::kDefault) return;
  const Model& model = context.model();
  const CapacityConfig& config = *model.capacity;
  const auto& calculator = config.global.resource_calculator;
  if (!model.cluster.resource_types.empty() &&
      has(context.version(), ReleaseFact::kCsMultipleResourceTypesNeedDrf)) {
    // CapacityScheduler.initScheduler refuses DefaultResourceCalculator with more resource types.
    const auto& type = model.cluster.resource_types.front();
    Finding f = make_finding(
        info(), calculator ? calculator->loc : type.loc,
        fmt::format("resource type {} is declared, but the CapacityScheduler uses the "
                    "DefaultResourceCalculator: the ResourceManager does not start (\"RM uses "
                    "DefaultResourceCalculator which used only memory as resource-type but invalid "
                    "resource-types specified\"); use the DominantResourceCalculator",
                    type.name));
    f.severity = Severity::kError;
    sink.report(std::move(f));
    return;
  }
  // Containers may ask for several vcores (an explicit maximum above the minimum), or queues
  // are given vcores: either way the calculator ignores them.
  std::optional<SourceLocation> at = vcores_setting(config);
  const auto& max_vcores = model.cluster.maximum_allocation_vcores;
  if (!at && max_vcores.is_set() &&
      max_vcores.value > model.cluster.minimum_allocation_vcores.value) {
    at = max_vcores.loc;
  }
  if (at) {
    Finding f = make_finding(
        info(), *at,
        "vcores are set here, but the CapacityScheduler uses the DefaultResourceCalculator, which "
        "schedules and compares by memory alone: vcore guarantees are not enforced and nodes' CPUs "
        "can be oversubscribed; set yarn.scheduler.capacity.resource-calculator to "
        "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator");
    if (calculator) f.related.push_back({calculator->loc, "the calculator in use"});
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_memory_only_calculator
