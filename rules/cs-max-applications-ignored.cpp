// A leaf's maximum-applications that Hadoop 3.1-3.3 overwrite for absolute-mode queues.
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_max_applications_ignored {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-max-applications-ignored",
      .severity = Severity::kWarning,
      .summary =
          "A CapacityScheduler leaf in absolute mode sets maximum-applications, which Hadoop 3.1 "
          "to 3.3 "
          "overwrite from its absolute capacity whenever the cluster changes.",
      .risk = "D3",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>[memory=65536,vcores=16]</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-applications</name><value>500</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>[memory=65536,vcores=16]</value></property>
</configuration>
)xml"},
                 {"nodes.yaml",
                  "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityConfig& config = *context.model().capacity;
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kMaximumApplicationsIgnored})) {
    Finding f = violation_finding(info(), config, *v, "");
    const auto& own = config.queues.at(v->queue).settings.maximum_applications;
    if (own) f.loc = own->loc;
    f.message = fmt::format(
        "{}'s maximum-applications is ignored: in absolute mode Hadoop {} resets it to "
        "maximum-applications x absolute capacity on every cluster change ({})",
        v->queue_path, context.version().to_string(), v->message);
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_max_applications_ignored
