// Applications placed elsewhere after the change: each submitter the files name (and one they do
// not), submitting without naming a queue, through the placement of each version: the
// FairScheduler's placement rules, the CapacityScheduler's queue mappings. An fs2cs migration
// converts one into the other; what it does not carry over shows here.
#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/capacity/queue_mappings.h"
#include "sched/fair/placement_policy.h"

namespace schedlint::rules::change_placement_differs {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "change-placement-differs",
      .severity = Severity::kWarning,
      .summary =
          "After the change, applications submitted without a queue land elsewhere (or are "
          "rejected): the placement rules or queue mappings of the two versions disagree for a "
          "user or group the files name.",
      .risk = "M4",
      .fires = {{"old/fair-scheduler.xml", R"xml(<allocations>
  <queue name="users" type="parent"/>
  <queuePlacementPolicy>
    <rule name="nestedUserQueue"><rule name="default" queue="users"/></rule>
  </queuePlacementPolicy>
</allocations>
)xml"},
                {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>users,default</value></property>
  <property><name>yarn.scheduler.capacity.root.users.capacity</name><value>90</value></property>
  <property><name>yarn.scheduler.capacity.root.users.queues</name><value>alice</value></property>
  <property><name>yarn.scheduler.capacity.root.users.alice.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>10</value></property>
</configuration>
)xml"}},
      .silent = {{"old/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>users,default</value></property>
  <property><name>yarn.scheduler.capacity.root.users.capacity</name><value>90</value></property>
  <property><name>yarn.scheduler.capacity.root.users.queues</name><value>alice</value></property>
  <property><name>yarn.scheduler.capacity.root.users.alice.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>10</value></property>
  <property><name>yarn.scheduler.capacity.queue-mappings</name><value>u:alice:root.users.alice</value></property>
</configuration>
)xml"},
                 {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>users,default</value></property>
  <property><name>yarn.scheduler.capacity.root.users.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.users.queues</name><value>alice</value></property>
  <property><name>yarn.scheduler.capacity.root.users.alice.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.queue-mappings</name><value>u:alice:root.users.alice</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

// A user and a group no file names: how everyone else is placed.
constexpr const char* kOtherUser = "otheruser";
constexpr const char* kOtherGroup = "othergroup";
// Beyond this many submitters that differ, one more finding says how many more.
constexpr size_t kMostFindings = 20;

// Names the files give to users and groups: FairScheduler <user> elements, the users and groups
// of CapacityScheduler mappings, and leaf queue names (user queues are named after their users).
void collect_names(const Model& model, std::set<std::string>& users,
                   std::set<std::string>& groups) {
  if (model.fair) {
    for (const FairUserSettings& u : model.fair->global.users)
      users.insert(u.name);
    for (const auto& q : model.fair->queues.nodes()) {
      if (q.is_leaf() && !q.is_root() && q.name != "default") users.insert(q.name);
    }
  }
  if (model.capacity) {
    for (const QueueMapping& m : model.capacity->global.queue_mappings) {
      if (m.source.empty() || m.source.front() == '%') continue;
      (m.type == 'u' ? users : groups).insert(m.source);
    }
    for (const auto& q : model.capacity->queues.nodes()) {
      if (q.is_leaf() && !q.is_root() && q.name != "default") users.insert(q.name);
    }
  }
}

std::vector<Submitter> submitters(const Model& before, const Model& after) {
  std::set<std::string> users, groups;
  collect_names(before, users, groups);
  collect_names(after, users, groups);
  std::vector<Submitter> out;
  for (const std::string& user : users)
    out.push_back({user, {kOtherGroup}});
  for (const std::string& group : groups)
    out.push_back({kOtherUser, {group}});
  out.push_back({kOtherUser, {kOtherGroup}});
  return out;
}

std::optional<PlacementResult> place(const Model& model, const Submitter& who) {
  if (model.capacity) return place_application(*model.capacity, model.hadoop_version, who);
  if (model.fair) return place_application(*model.fair, model.cluster, model.hadoop_version, who);
  return std::nullopt;
}

std::string who_text(const Submitter& who) {
  if (who.user == kOtherUser && who.groups.front() == kOtherGroup)
    return "users no file names (such as otheruser, of group othergroup)";
  if (who.user == kOtherUser) return fmt::format("a user of group {}", who.groups.front());
  return fmt::format("user {}", who.user);
}

std::string outcome(const PlacementResult& r) {
  return r.queue ? "go to " + *r.queue : std::string("are rejected");
}

// Where placement is written in the version after.
SourceLocation placement_location(const Model& after) {
  if (after.capacity) {
    if (after.capacity->global.queue_mappings_loc)
      return *after.capacity->global.queue_mappings_loc;
    return {after.capacity->file, 1, 0};
  }
  if (after.fair && after.fair->global.placement_policy)
    return after.fair->global.placement_policy->loc;
  return after.fair ? after.fair->allocations_loc : SourceLocation{};
}

void check_change(const ChangeContext& change, FindingSink& sink) {
  const Model& before = change.before.model();
  const Model& after = change.after.model();
  std::vector<Finding> found;
  size_t differ = 0;
  for (const Submitter& who : submitters(before, after)) {
    const auto was = place(before, who);
    const auto is = place(after, who);
    if (!was || !is || was->queue == is->queue) continue;
    if (++differ > kMostFindings) continue;
    Finding f = make_finding(
        info(), placement_location(after),
        fmt::format("applications of {}, submitted without a queue, {} before this change and {} "
                    "after",
                    who_text(who), outcome(*was), outcome(*is)),
        is->queue.value_or(""));
    f.details.push_back("before: " + was->why);
    f.details.push_back("after: " + is->why);
    found.push_back(std::move(f));
  }
  if (differ > kMostFindings) {
    found.back().details.push_back(
        fmt::format("and {} more submitters are placed differently", differ - kMostFindings));
  }
  for (Finding& f : found)
    sink.report(std::move(f));
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, nullptr, check_change};
  return rule;
}

}  // namespace schedlint::rules::change_placement_differs
