// The ResourceManager's scheduler changes (yarn.resourcemanager.scheduler.class, or the scheduler
// file given): AdminService.refreshQueues only reinitialises the scheduler that runs, so the
// switch takes a restart.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules::change_scheduler_switched {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "change-scheduler-switched",
      .severity = Severity::kError,
      .summary =
          "The change switches the ResourceManager to another scheduler (as an fs2cs migration "
          "does): a refresh cannot apply it; it takes a ResourceManager restart.",
      .risk = "",
      .fires = {{"old/fair-scheduler.xml", R"xml(<allocations>
  <queue name="prod"><weight>3</weight></queue>
</allocations>
)xml"},
                {"old/yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
</configuration>
)xml"},
                {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"new/yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.capacity.CapacityScheduler</value></property>
</configuration>
)xml"}},
      .silent = {{"old/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
</configuration>
)xml"},
                 {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod,dev</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.capacity</name><value>30</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

std::string_view scheduler_title(SchedulerType type) {
  switch (type) {
    case SchedulerType::kCapacity:
      return "CapacityScheduler";
    case SchedulerType::kFair:
      return "FairScheduler";
    case SchedulerType::kFifo:
      return "FifoScheduler";
    case SchedulerType::kOther:
      break;
  }
  return "another scheduler";
}

void check_change(const ChangeContext& change, FindingSink& sink) {
  const ClusterSettings& before = change.before.model().cluster;
  const ClusterSettings& after = change.after.model().cluster;
  if (before.scheduler == after.scheduler) return;
  SourceLocation where = after.scheduler_class.loc;
  if (!where.known()) {
    if (const auto& c = change.after.model().capacity) where = {c->file, 1, 0};
    if (const auto& f = change.after.model().fair) where = f->allocations_loc;
  }
  Finding f = make_finding(
      info(), where,
      fmt::format("the ResourceManager runs the {} and this change switches it to the {}: yarn "
                  "rmadmin -refreshQueues reloads only the running scheduler, so the switch takes "
                  "a ResourceManager restart",
                  scheduler_title(before.scheduler), scheduler_title(after.scheduler)));
  f.details.push_back(
      "plan the restart: with ResourceManager recovery on, running applications are recovered "
      "into the queues of the same name; where the CapacityScheduler has no such leaf queue, "
      "recovery fails the ResourceManager (or, with yarn.fail-fast false, kills the "
      "application: CapacityScheduler.addApplication)");
  if (before.scheduler_class.loc.known())
    f.related.push_back({before.scheduler_class.loc, "the scheduler that runs now"});
  sink.report(std::move(f));
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, nullptr, check_change};
  return rule;
}

}  // namespace schedlint::rules::change_scheduler_switched
