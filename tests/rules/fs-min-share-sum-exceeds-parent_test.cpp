#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_min_share_sum_exceeds_parent_test {

using testing::run_rule;

constexpr const char* kRule = "fs-min-share-sum-exceeds-parent";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 2, memory-mb: 8192, vcores: 8}\n";

TEST(FsMinShareSumExceedsParent, FiresWhenChildrenOutgrowTheParentsMinResources) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="prod">
    <minResources>4096 mb, 4 vcores</minResources>
    <queue name="etl"><minResources>4096 mb, 2 vcores</minResources></queue>
    <queue name="bi"><minResources>2048 mb, 2 vcores</minResources></queue>
  </queue>
</allocations>
)"}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.prod");
  ASSERT_EQ(f[0].related.size(), 2u);
  EXPECT_EQ(f[0].related[0].loc.line, 4);
}

TEST(FsMinShareSumExceedsParent, SilentWhenTheGuaranteesFit) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="prod">
    <minResources>8192 mb, 4 vcores</minResources>
    <maxResources>16384 mb, 8 vcores</maxResources>
    <queue name="etl"><minResources>4096 mb, 2 vcores</minResources></queue>
    <queue name="bi"><minResources>4096 mb, 2 vcores</minResources></queue>
  </queue>
</allocations>
)"},
                        {"nodes.yaml", kNodes}},
                       kRule)
                  .empty());
}

TEST(FsMinShareSumExceedsParent, SilentAgainstThePercentMaximumWithoutNodes) {
  // 10% of an unknown cluster cannot be compared; with nodes it is 1638 MB and fires.
  const std::string xml = R"(<allocations>
  <queue name="prod">
    <maxResources>10%</maxResources>
    <queue name="etl"><minResources>4096 mb, 2 vcores</minResources></queue>
  </queue>
</allocations>
)";
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", xml}}, kRule).empty());
  EXPECT_EQ(run_rule({{"fair-scheduler.xml", xml}, {"nodes.yaml", kNodes}}, kRule).size(), 1u);
}

}  // namespace fs_min_share_sum_exceeds_parent_test
}  // namespace schedlint
