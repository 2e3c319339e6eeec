// E2: more users are meant to share a queue than minimum-user-limit-percent lets run at once.
#include <cmath>
#include <map>
#include <set>

#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"
#include "sched/acl.h"
#include "sched/capacity/queue_mappings.h"

namespace schedlint::rules::cs_user_limit_admission {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-user-limit-admission",
      .severity = Severity::kInfo,
      .summary =
          "More users are named for a CapacityScheduler queue (in its submit ACL or queue "
          "mappings) than "
          "minimum-user-limit-percent lets share it at once, so the extra users wait while it is "
          "busy.",
      .risk = "E2",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.minimum-user-limit-percent</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.acl_submit_applications</name><value>alice,bob,carol</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.acl_submit_applications</name><value> </value></property>
  <property><name>yarn.scheduler.capacity.root.acl_administer_queue</name><value>yarn</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.minimum-user-limit-percent</name><value>33</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.acl_submit_applications</name><value>alice,bob,carol</value></property>
</configuration>
)xml"},
                 {"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.acl.enable</name><value>true</value></property>
  <property><name>yarn.admin.acl</name><value>yarn</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

// The users u:<user>:<queue> mappings name, per leaf they resolve to (resolved once: a large
// configuration has many mappings and many leaves).
std::map<int, std::set<std::string>> mapped_users(const CapacityConfig& config,
                                                  const HadoopVersion& v) {
  std::map<int, std::set<std::string>> users;
  for (const QueueMapping& m : config.global.queue_mappings) {
    if (m.type != 'u' || m.source.find('%') != std::string::npos) continue;
    const MappingTarget t = resolve_mapping_target(config, m.queue, v);
    if (t.kind == MappingTarget::Kind::kLeaf) users[t.queue].insert(m.source);
  }
  return users;
}

// The users known to submit to `queue`: its submit ACL's users and u:<user>:<queue> mappings.
std::set<std::string> named_users(const CapacityConfig& config, const CapacityQueue& q,
                                  const std::map<int, std::set<std::string>>& mapped) {
  std::set<std::string> users;
  const auto& acl = config.queues.at(q.config_index).settings.acl_submit_applications;
  if (acl) {
    for (const auto& u : parse_acl(acl->value).users)
      users.insert(u);
  }
  if (auto it = mapped.find(q.config_index); it != mapped.end())
    users.insert(it->second.begin(), it->second.end());
  return users;
}

const std::vector<std::string_view> kAdmissionKeys{"minimum-user-limit-percent",
                                                   "acl_submit_applications"};

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityHierarchy& h = *context.capacity_hierarchy();
  const CapacityConfig& config = *context.model().capacity;
  const auto mapped = mapped_users(config, context.version());
  for (const CapacityQueue& q : h.queues) {
    if (rests_on_invalid_value(config, q.config_index, kAdmissionKeys)) continue;
    const float percent = q.minimum_user_limit_percent;
    if (!q.leaf || percent <= 0 || percent >= 100) continue;
    // Each active user is guaranteed at least this share, so only floor(100 / percent) users
    // are served at their minimum together (UsersManager.computeUserLimit).
    const int room = static_cast<int>(std::floor(100.0 / static_cast<double>(percent)));
    const auto users = named_users(config, q, mapped);
    if (static_cast<int>(users.size()) <= room) continue;
    const auto& setting = config.queues.at(q.config_index).settings.minimum_user_limit_percent;
    sink.report(make_finding(
        info(), setting ? setting->loc : config.queues.at(q.config_index).loc,
        fmt::format(
            "{} names {} users, but minimum-user-limit-percent {} serves at most {} at once at "
            "their minimum share: when all submit, the others wait for capacity; lower it to "
            "{} or less to serve them all",
            q.path, users.size(), percent, room,
            std::floor(100.0 / static_cast<double>(users.size()))),
        q.path));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_user_limit_admission
