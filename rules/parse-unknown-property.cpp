// parse-unknown-property: what the readers (src/parse: the capacity reader, and yarn_site_keys for
// yarn-site's other scheduler keys) record as
// ReadingIssueKind::kUnknownProperty, published as a rule so it can be documented, configured and
// suppressed like any other.
#include "rules/rule.h"

namespace schedlint::rules::parse_unknown_property {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "parse-unknown-property",
      .severity = Severity::kWarning,
      .summary =
          "A scheduler key that the release analyzed does not read (usually a typo), so the "
          "setting silently has no effect: yarn.scheduler.capacity.* anywhere, and "
          "yarn.scheduler.*, yarn.resourcemanager.scheduler.* and yarn.resourcemanager.monitor.* "
          "in yarn-site.xml.",
      .risk = "",
      .fires =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-capacty</name><value>100</value></property>
</configuration>
)xml"},
              {"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.monitor.enable</name><value>true</value></property>
  <property><name>yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factr</name><value>1.0</value></property>
</configuration>
)xml"},
          },
      .silent =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-capacity</name><value>100</value></property>
</configuration>
)xml"},
              {"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.monitor.enable</name><value>true</value></property>
  <property><name>yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor</name><value>1.0</value></property>
</configuration>
)xml"},
          },
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kUnknownProperty, context, sink);
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::parse_unknown_property
