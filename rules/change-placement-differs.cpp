// Applications placed elsewhere after the change: each submitter the files name (and one they do
// not), submitting without naming a queue, through the placement of each version: the
// FairScheduler's placement rules, the CapacityScheduler's queue mappings. An fs2cs migration
// converts one into the other; what it does not carry over shows here. One finding per pair of
// deciding rules (before, after), with examples of who moves: one cause, said once.
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
// Beyond this many mappings whose submitters move, one more finding says how many more.
constexpr size_t kMostFindings = 20;
// Examples of who moves, per finding.
constexpr size_t kExamples = 5;

// The users and groups of an access control list ("alice,bob admins"; "*" is everyone).
void collect_acl(const std::optional<Setting<std::string>>& acl, std::set<std::string>& users,
                 std::set<std::string>& groups) {
  if (!acl) return;
  const std::string& text = acl->value;
  const size_t space = text.find(' ');
  const auto split = [](const std::string& list, std::set<std::string>& into) {
    size_t start = 0;
    while (start <= list.size()) {
      const size_t comma = std::min(list.find(',', start), list.size());
      const std::string name = list.substr(start, comma - start);
      if (!name.empty() && name != "*" && name.front() != '%') into.insert(name);
      start = comma + 1;
    }
  };
  split(text.substr(0, space), users);
  if (space != std::string::npos) split(text.substr(space + 1), groups);
}

// A leaf below a parent other than root, as per-user queues are kept (root.users.alice): its name
// is likely a user's. Top-level leaves (root.dev, root.etl) are teams' queues, not users.
template <class Node>
bool user_queue(const Node& q, const std::string& parent_path) {
  return q.is_leaf() && !q.is_root() && parent_path != "root" && q.name != "default";
}

// Names the files give to users and groups: FairScheduler <user> elements, the users and groups
// of CapacityScheduler mappings, those the queues' submit ACLs name, and per-user queues' names.
void collect_names(const Model& model, std::set<std::string>& users,
                   std::set<std::string>& groups) {
  const auto parent_of = [](const std::string& path) { return path.substr(0, path.rfind('.')); };
  if (model.fair) {
    for (const FairUserSettings& u : model.fair->global.users)
      users.insert(u.name);
    for (const auto& q : model.fair->queues.nodes()) {
      collect_acl(q.settings.acl_submit_apps, users, groups);
      if (user_queue(q, parent_of(q.path))) users.insert(q.name);
    }
  }
  if (model.capacity) {
    for (const QueueMapping& m : model.capacity->global.queue_mappings) {
      if (m.source.empty() || m.source.front() == '%') continue;
      (m.type == 'u' ? users : groups).insert(m.source);
    }
    for (const auto& q : model.capacity->queues.nodes()) {
      collect_acl(q.settings.acl_submit_applications, users, groups);
      if (user_queue(q, parent_of(q.path))) users.insert(q.name);
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
  if (who.user == kOtherUser) return fmt::format("users of group {}", who.groups.front());
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

// The submitters one pair of deciding rules (before, after) moves.
struct Move {
  std::string before_rule, after_rule;
  std::vector<std::string> examples;  ///< "user alice: go to A before this change, ..."
  size_t count = 0;
  PlacementResult first_before, first_after;
};

void check_change(const ChangeContext& change, FindingSink& sink) {
  const Model& before = change.before.model();
  const Model& after = change.after.model();
  std::vector<Move> moves;  // in the order first met: one finding each
  for (const Submitter& who : submitters(before, after)) {
    const auto was = place(before, who);
    const auto is = place(after, who);
    if (!was || !is || was->queue == is->queue) continue;
    auto it = std::find_if(moves.begin(), moves.end(), [&](const Move& m) {
      return m.before_rule == was->rule && m.after_rule == is->rule;
    });
    if (it == moves.end()) {
      moves.push_back({was->rule, is->rule, {}, 0, *was, *is});
      it = moves.end() - 1;
    }
    if (++it->count <= kExamples) {
      it->examples.push_back(fmt::format("{}: {} before this change, {} after", who_text(who),
                                         outcome(*was), outcome(*is)));
    }
  }
  for (size_t i = 0; i < moves.size() && i < kMostFindings; ++i) {
    const Move& m = moves[i];
    const std::string first = m.examples.front();
    Finding f = make_finding(
        info(), placement_location(after),
        m.count == 1
            ? fmt::format("applications submitted without a queue are placed elsewhere after this "
                          "change: {}",
                          first)
            : fmt::format("applications submitted without a queue are placed elsewhere after this "
                          "change, for {} of the submitters tried (the details list them); for "
                          "example {}",
                          m.count, first),
        m.first_after.queue.value_or(""));
    f.details.push_back("before: " + m.first_before.why);
    f.details.push_back("after: " + m.first_after.why);
    for (size_t e = 1; e < m.examples.size(); ++e)
      f.details.push_back(m.examples[e]);
    if (m.count > m.examples.size())
      f.details.push_back(fmt::format("and {} more", m.count - m.examples.size()));
    if (i + 1 == kMostFindings && moves.size() > kMostFindings) {
      f.details.push_back(fmt::format("and {} more rules place submitters differently",
                                      moves.size() - kMostFindings));
    }
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, nullptr, check_change};
  return rule;
}

}  // namespace schedlint::rules::change_placement_differs
