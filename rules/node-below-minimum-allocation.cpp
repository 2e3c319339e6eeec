// node-below-minimum-allocation: NodeManagers the ResourceManager refuses at registration
// (ReadingIssueKind::kNodeBelowMinimum): ResourceTrackerService.registerNodeManager sends SHUTDOWN
// to a node offering less than yarn.scheduler.minimum-allocation-*.
#include "rules/rule.h"

namespace schedlint::rules::node_below_minimum_allocation {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "node-below-minimum-allocation",
      .severity = Severity::kWarning,
      .summary =
          "Some NodeManagers offer less memory or fewer vcores than the minimum allocation, so "
          "the ResourceManager shuts them down when they register and they never join the "
          "cluster.",
      .risk = "A6",
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.minimum-allocation-mb</name><value>4096</value></property>
</configuration>
)xml"},
                {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"nodes.yaml", R"yaml(nodes:
  - {group: big, count: 10, memory-mb: 65536, vcores: 16}
  - {group: edge, count: 2, memory-mb: 2048, vcores: 2}
)yaml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.minimum-allocation-mb</name><value>1024</value></property>
</configuration>
)xml"},
                 {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", R"yaml(nodes:
  - {group: big, count: 10, memory-mb: 65536, vcores: 16}
  - {group: edge, count: 2, memory-mb: 2048, vcores: 2}
)yaml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kNodeBelowMinimum, context, sink);
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::node_below_minimum_allocation
