#include <gtest/gtest.h>

#include "model/cluster_settings.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace change_scheduler_switched_test {

using testing::conf_xml;
using testing::run_change_rule;

constexpr const char* kRule = "change-scheduler-switched";

const std::string kFair = "<allocations>\n  <queue name=\"prod\"/>\n</allocations>\n";
const std::string kCapacity = conf_xml({{"yarn.scheduler.capacity.root.queues", "prod"},
                                        {"yarn.scheduler.capacity.root.prod.capacity", "100"}});

std::string site(const char* scheduler_class) {
  return conf_xml({{"yarn.resourcemanager.scheduler.class", scheduler_class}});
}

// AdminService.refreshQueues reinitialises only the running scheduler: an fs2cs migration takes a
// restart. The finding points at the new scheduler class.
TEST(ChangeSchedulerSwitched, AnFs2csMigrationIsARestart) {
  const auto f = run_change_rule({{"old/fair-scheduler.xml", kFair},
                                  {"old/yarn-site.xml", site(kFairSchedulerClass)},
                                  {"new/capacity-scheduler.xml", kCapacity},
                                  {"new/yarn-site.xml", site(kCapacitySchedulerClass)}},
                                 kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "new/yarn-site.xml");  // its line and message: the fixture case
}

TEST(ChangeSchedulerSwitched, SilentForTheSameScheduler) {
  EXPECT_TRUE(run_change_rule({{"old/capacity-scheduler.xml", kCapacity},
                               {"new/capacity-scheduler.xml", kCapacity}},
                              kRule)
                  .empty());
}

}  // namespace change_scheduler_switched_test
}  // namespace schedlint
