// Suppressions that silence nothing: a misspelt rule id, or a finding that is gone. Like ruff's
// RUF100, so the suppressions that remain are the ones that matter.
#include <fmt/format.h>

#include "model/did_you_mean.h"
#include "rules/registry.h"
#include "rules/rule.h"

namespace schedlint::rules::unused_suppression {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "unused-suppression",
      .severity = Severity::kInfo,
      .summary =
          "A suppression that silences nothing: it names no rule schedlint has, or no "
          "finding of its rules is left where it applies.",
      .risk = "",
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <!-- schedlint:disable cs-no-elasticty -- the queue is sized for its one job -->
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>100</value></property>
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

std::vector<std::string_view> rule_ids() {
  std::vector<std::string_view> ids;
  for (const Rule& rule : all_rules())
    ids.push_back(rule.info.id);
  return ids;
}

// Whether every rule `s` names ran (all of them, for a suppression of every rule): only then
// does silencing nothing mean it is stale.
bool all_named_ran(const Suppression& s, const RunSoFar& so_far) {
  if (!s.rules.empty()) {
    for (const std::string& rule : s.rules) {
      if (so_far.rules_run.count(rule) == 0 && find_rule(rule) != nullptr) return false;
    }
    return true;
  }
  for (const Rule& rule : all_rules()) {
    if (rule.check != nullptr && so_far.rules_run.count(std::string(rule.info.id)) == 0)
      return false;
  }
  return true;
}

void check_after(const AnalysisContext& context, const RunSoFar& so_far, FindingSink& sink) {
  const auto& suppressions = context.model().suppressions;
  for (size_t i = 0; i < suppressions.size(); ++i) {
    const Suppression& s = suppressions[i];
    if (so_far.suppression_used[i] || s.expired(context.options().today)) continue;
    std::string unknown;
    for (const std::string& rule : s.rules) {
      if (find_rule(rule) != nullptr) continue;
      unknown = fmt::format("'{}' is not a schedlint rule{}", rule,
                            did_you_mean_suffix(rule, rule_ids()));
      break;
    }
    if (!unknown.empty()) {
      sink.report(make_finding(info(), s.comment,
                               fmt::format("this suppression silences nothing: {}", unknown)));
    } else if (all_named_ran(s, so_far)) {
      sink.report(make_finding(
          info(), s.comment,
          fmt::format("this suppression silences nothing: no finding of {} is left where it "
                      "applies; remove it",
                      s.rules.empty() ? std::string("any rule")
                                      : fmt::format("{}", fmt::join(s.rules, ", ")))));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, check_after};
  return rule;
}

}  // namespace schedlint::rules::unused_suppression
