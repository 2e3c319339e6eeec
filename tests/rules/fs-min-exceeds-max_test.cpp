#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_min_exceeds_max_test {

using testing::run_rule;

constexpr const char* kRule = "fs-min-exceeds-max";

TEST(FsMinExceedsMax, FiresAtTheMaximumWithTheMinimumRelated) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="etl">
    <minResources>8192 mb, 4 vcores</minResources>
    <maxResources>4096 mb, 8 vcores</maxResources>
  </queue>
</allocations>
)"}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.etl");
  ASSERT_EQ(f[0].related.size(), 1u);
  EXPECT_EQ(f[0].related[0].loc.line, 3);
}

// FSQueue.getMaxShare raises the maximum to the minimum from 2.9 (YARN-2162); 2.7 and 2.8 keep
// it (AllocationConfiguration.getMaxResources), so the fair share stays at the maximum.
TEST(FsMinExceedsMax, SaysWhatEachReleaseDoesWithTheMaximum) {
  const testing::Files files{
      {"fair-scheduler.xml", R"(<allocations>
  <queue name="etl">
    <minResources>8192 mb, 4 vcores</minResources>
    <maxResources>4096 mb, 8 vcores</maxResources>
  </queue>
</allocations>
)"},
      {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 8192, vcores: 8}\n"}};
  const auto v29 = run_rule(files, kRule, "2.9");
  ASSERT_EQ(v29.size(), 1u);
  EXPECT_EQ(v29[0].message,
            "root.etl's maxResources (4096 MB) is below its minResources (8192 MB): Hadoop logs "
            "\"Queue root.etl has max resources ... less than min resources\" and uses the minimum "
            "as the maximum");
  const auto v28 = run_rule(files, kRule, "2.8");
  ASSERT_EQ(v28.size(), 1u);
  EXPECT_EQ(v28[0].message,
            "root.etl's maxResources (4096 MB) is below its minResources (8192 MB): Hadoop 2.8 "
            "keeps the maximum, so the queue's fair share is capped at 4096 MB, below the "
            "minimum it was meant to have");
}

TEST(FsMinExceedsMax, PercentMaximumIsJudgedOnTheClusterGiven) {
  const std::string xml = R"(<allocations>
  <queue name="etl">
    <minResources>8192 mb, 1 vcores</minResources>
    <maxResources>25%</maxResources>
  </queue>
</allocations>
)";
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", xml}}, kRule).empty());
  // 25% of 16384 MB is 4096 MB, below the 8192 MB minimum.
  EXPECT_EQ(
      run_rule({{"fair-scheduler.xml", xml},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 2, memory-mb: 8192, vcores: 8}\n"}},
               kRule)
          .size(),
      1u);
}

TEST(FsMinExceedsMax, SilentWhenTheMinimumFits) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="etl">
    <minResources>4096 mb, 4 vcores</minResources>
    <maxResources>4096 mb, 4 vcores</maxResources>
  </queue>
</allocations>
)"}},
                       kRule)
                  .empty());
}

}  // namespace fs_min_exceeds_max_test
}  // namespace schedlint
