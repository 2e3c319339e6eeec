#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_max_running_apps_zero_test {

using testing::run_rule;

constexpr const char* kRule = "fs-max-running-apps-zero";

TEST(FsMaxRunningAppsZero, FiresForQueuesUsersAndDefaults) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="archive"><maxRunningApps>0</maxRunningApps></queue>
  <user name="bob"><maxRunningApps>0</maxRunningApps></user>
  <queueMaxAppsDefault>0</queueMaxAppsDefault>
  <userMaxAppsDefault>0</userMaxAppsDefault>
</allocations>
)"}},
                          kRule);
  ASSERT_EQ(f.size(), 4u);
  EXPECT_EQ(f[0].loc.line, 2);
  EXPECT_EQ(f[0].queue, "root.archive");
  EXPECT_EQ(f[0].message,
            "root.archive's maxRunningApps is 0: applications are accepted but never become "
            "runnable, so they wait in ACCEPTED forever (YARN-278)");
  EXPECT_EQ(f[1].loc.line, 3);
  EXPECT_NE(f[1].message.find("user bob's maxRunningApps"), std::string::npos);
  EXPECT_EQ(f[2].loc.line, 4);
  EXPECT_EQ(f[3].loc.line, 5);
}

TEST(FsMaxRunningAppsZero, SilentForPositiveLimits) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="archive"><maxRunningApps>1</maxRunningApps></queue>
  <queueMaxAppsDefault>10</queueMaxAppsDefault>
</allocations>
)"}},
                       kRule)
                  .empty());
}

}  // namespace fs_max_running_apps_zero_test
}  // namespace schedlint
