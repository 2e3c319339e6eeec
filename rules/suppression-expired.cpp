// Suppressions past their `expires` date: they silence nothing any more, and say so.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules::suppression_expired {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "suppression-expired",
      .severity = Severity::kWarning,
      .summary =
          "A suppression past its expires date: it no longer silences anything, and what "
          "it silenced is reported again.",
      .risk = "",
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value></property>
  <!-- schedlint:disable cs-no-elasticity expires=2020-06-30 -- until the new nodes arrive -->
  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value></property>
  <!-- schedlint:disable cs-no-elasticity expires=2999-12-31 -- until the new nodes arrive -->
  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

void check_after(const AnalysisContext& context, const RunSoFar&, FindingSink& sink) {
  const std::string& today = context.options().today;
  for (const Suppression& s : context.model().suppressions) {
    if (!s.expired(today)) continue;
    sink.report(make_finding(
        info(), s.comment,
        fmt::format("this suppression expired on {}, so it silences nothing any more{}: fix what "
                    "it silenced, or give it a new date",
                    s.expires, s.reason.empty() ? "" : " (it said: " + s.reason + ")")));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, check_after};
  return rule;
}

}  // namespace schedlint::rules::suppression_expired
