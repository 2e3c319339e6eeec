// H6: a CapacityScheduler queue mapping to a user's group queue (%primary_group,
// %secondary_group): what each release does with a user whose group has no leaf queue, and the
// forms that never resolve the group at all.
#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/rule.h"
#include "sched/capacity/queue_mappings.h"

namespace schedlint::rules::cs_mapping_group_queue_missing {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-mapping-group-queue-missing",
      .severity = Severity::kWarning,
      .summary =
          "A CapacityScheduler queue mapping sends users to the queue named after their group "
          "(%primary_group, %secondary_group): a user whose group has no leaf queue is rejected "
          "before 3.3, and lands in the submitted or default queue from 3.3; later mappings are "
          "never tried. Some forms never resolve the group at all.",
      .risk = "H6",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default,etl</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.queue-mappings</name><value>u:%user:%primary_group</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default,etl</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.queue-mappings</name><value>g:etl:etl,u:%user:default</value></property>
</configuration>
)xml"}},
      .example_version = "3.2",
  };
  return kInfo;
}

bool names_a_group(const std::string& queue) {
  return queue.find("%primary_group") != std::string::npos ||
         queue.find("%secondary_group") != std::string::npos;
}

bool is_leaf(const CapacityConfig& config, const std::string& path) {
  const int i = config.queues.index_of(path);
  return i >= 0 && config.queues.at(i).is_leaf();
}

// Where an application goes from 3.3 when the group has no queue, and whether it is rejected
// there: 3.3 keeps the queue it was submitted to (usually "default", looked up by short name);
// 3.4 falls back to root.default (CSMappingPlacementRule.placeToDefault).
std::string fallback_from_3_3(const CapacityConfig& config, const HadoopVersion& version,
                              bool& rejected) {
  if (has(version, ReleaseFact::kCsMappingRuleEngine)) {
    rejected = !is_leaf(config, "root.default");
    const bool missing = config.queues.index_of("root.default") < 0;
    return !rejected ? "the application goes to root.default instead (the legacy mapping's "
                       "fallback)"
           : missing ? "the legacy mapping's fallback is root.default, and there is no such "
                       "queue, so the submission is rejected (\"Application submission have been "
                       "rejected by a mapping rule\")"
                     : "the legacy mapping's fallback, root.default, is a parent queue here, so "
                       "the submission is rejected (\"Application submission have been rejected "
                       "by a mapping rule\")";
  }
  bool has_default = false;
  for (const auto& q : config.queues.nodes()) {
    if (q.name == "default" && q.is_leaf()) has_default = true;
  }
  rejected = !has_default;
  return rejected ? "the application stays in the queue it was submitted to, and there is no "
                    "leaf queue named default for the applications that name none, so those are "
                    "rejected"
                  : "the application stays in the queue it was submitted to (default when it "
                    "names none)";
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityConfig& config = *context.model().capacity;
  const HadoopVersion& version = context.version();
  const bool before_3_3 = !has(version, ReleaseFact::kCsMappingGroupTokens);
  for (const QueueMapping& m : config.global.queue_mappings) {
    if (!names_a_group(m.queue)) continue;
    if (resolve_mapping_target(config, m.queue, version).refused()) continue;  // its own error
    Finding f = make_finding(info(), m.loc, "");
    const bool every_user = m.type == 'u' && m.source == "%user";
    // Only u:%user:... resolves a group before 3.3; a g: entry resolves only %user before 3.4.
    if ((!every_user && before_3_3) ||
        (m.type == 'g' && !has(version, ReleaseFact::kCsMappingRuleEngine))) {
      if (before_3_3) {
        f.severity = Severity::kError;
        f.message = fmt::format(
            "queue mapping {} never works on Hadoop {}: only u:%user:... mappings replace the "
            "group, so {} is taken as a queue name and every application it maps is rejected "
            "(\"... submitted by user ... to unknown queue: {}\"); name the queue, or use "
            "u:%user:{}",
            m.text, version.to_string(), m.queue, m.queue, m.queue);
      } else {
        f.message = fmt::format(
            "queue mapping {} never places an application on Hadoop {}: a g: mapping replaces "
            "only %user, so it looks for a queue named {}, finds none, and ends the search there "
            "(the applications of group {} stay in the queue they were submitted to, and later "
            "mappings are not tried); name the queue instead",
            m.text, version.to_string(), m.queue, m.source);
      }
      sink.report(std::move(f));
      continue;
    }
    const bool secondary = m.queue.find("%secondary_group") != std::string::npos;
    const char* group = secondary ? "secondary group that has a queue" : "primary group";
    std::string outcome;
    if (before_3_3) {
      outcome = fmt::format(
          "on Hadoop {} a user whose {} has no leaf queue of that name is rejected (\"... "
          "submitted by user ... to unknown queue: <group>\"), and the mappings after it are "
          "never tried",
          version.to_string(), group);
    } else {
      bool rejected = false;
      const std::string fallback = fallback_from_3_3(config, version, rejected);
      outcome = fmt::format(
          "on Hadoop {} a user without a {} queue gets no placement from it and the search "
          "stops there (later mappings are not tried): {}",
          version.to_string(), group, fallback);
      if (!rejected) f.severity = Severity::kInfo;
    }
    f.message = fmt::format(
        "queue mapping {} sends each user to the leaf queue named after their group; {}.{} Create "
        "the group queues, or put mappings for the exceptions before this one",
        m.text, outcome,
        secondary ? ""
                  : " On Linux a user's primary group is often a group of their own name (user "
                    "private groups), so each such user needs a queue of their own.");
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_mapping_group_queue_missing
