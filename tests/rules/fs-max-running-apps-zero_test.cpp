#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_max_running_apps_zero_test {

using testing::run_rule;

constexpr const char* kRule = "fs-max-running-apps-zero";

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
