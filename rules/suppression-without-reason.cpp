// Suppressions that do not say why: the next person cannot tell a judgement from a shortcut.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules::suppression_without_reason {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "suppression-without-reason",
      .severity = Severity::kWarning,
      .summary =
          "A suppression that does not say why (`-- reason` inline, `reason:` in "
          ".schedlint.yaml).",
      .risk = "",
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value></property>
  <!-- schedlint:disable cs-no-elasticity -->
  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value></property>
  <!-- schedlint:disable cs-no-elasticity -- etl's jobs are sized to its guarantee -->
  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

void check_after(const AnalysisContext& context, const RunSoFar&, FindingSink& sink) {
  for (const Suppression& s : context.model().suppressions) {
    if (!s.reason.empty()) continue;
    sink.report(make_finding(
        info(), s.comment,
        s.from_config ? std::string("this suppress: entry gives no reason: add `reason:` saying "
                                    "why the finding is acceptable")
                      : std::string("this suppression gives no reason: end it with `-- why the "
                                    "finding is acceptable`")));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, check_after};
  return rule;
}

}  // namespace schedlint::rules::suppression_without_reason
