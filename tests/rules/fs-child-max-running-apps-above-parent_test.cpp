#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_child_max_running_apps_above_parent_test {

using testing::run_rule;

constexpr const char* kRule = "fs-child-max-running-apps-above-parent";

TEST(FsChildMaxRunningAppsAboveParent, FiresAgainstTheTightestAncestor) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="prod">
    <maxRunningApps>10</maxRunningApps>
    <queue name="team">
      <queue name="etl"><maxRunningApps>50</maxRunningApps></queue>
    </queue>
  </queue>
</allocations>
)"}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_EQ(f[0].queue, "root.prod.team.etl");
  ASSERT_EQ(f[0].related.size(), 1u);
  EXPECT_EQ(f[0].related[0].loc.line, 3);
}

TEST(FsChildMaxRunningAppsAboveParent, SilentWhenTheChildIsTighter) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="prod">
    <maxRunningApps>50</maxRunningApps>
    <queue name="etl"><maxRunningApps>50</maxRunningApps></queue>
  </queue>
</allocations>
)"}},
                       kRule)
                  .empty());
}

}  // namespace fs_child_max_running_apps_above_parent_test
}  // namespace schedlint
