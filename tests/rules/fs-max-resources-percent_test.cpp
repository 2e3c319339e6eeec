#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_max_resources_percent_test {

using testing::run_rule;

constexpr const char* kRule = "fs-max-resources-percent";

TEST(FsMaxResourcesPercent, FiresOnEachPercentMaximumWithItsSizeOnTheClusterGiven) {
  const auto f =
      run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="adhoc"><maxResources>25%</maxResources></queue>
  <queue name="etl"><maxChildResources>memory-mb=10%, vcores=10%</maxChildResources></queue>
  <queueMaxResourcesDefault>50%</queueMaxResourcesDefault>
</allocations>
)"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 2, memory-mb: 8192, vcores: 8}\n"}},
               kRule);
  ASSERT_EQ(f.size(), 3u);
  EXPECT_EQ(f[0].loc.line, 2);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_NE(f[0].message.find("on the cluster given it is 4096 MB, 4 vcores"), std::string::npos)
      << f[0].message;
  EXPECT_EQ(f[1].loc.line, 3);
  EXPECT_EQ(f[2].loc.line, 4);
}

TEST(FsMaxResourcesPercent, SilentOnAbsoluteMaximums) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="adhoc"><maxResources>65536 mb, 16 vcores</maxResources></queue>
  <queueMaxResourcesDefault>memory-mb=8192, vcores=4</queueMaxResourcesDefault>
</allocations>
)"}},
                       kRule)
                  .empty());
}

}  // namespace fs_max_resources_percent_test
}  // namespace schedlint
