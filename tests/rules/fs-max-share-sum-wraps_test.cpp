// fs-max-share-sum-wraps: what its fixtures (tests/fixtures/rules/fs-max-share-sum-wraps/) do not
// show.
#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_max_share_sum_wraps_test {

using testing::run_rule;

constexpr const char* kRule = "fs-max-share-sum-wraps";

const testing::Files kBoundedThenUnbounded{
    {"fair-scheduler.xml", R"(<allocations>
  <queue name="etl">
    <queue name="hourly"><maxResources>20480 mb, 20 vcores</maxResources></queue>
    <queue name="backfill"/>
  </queue>
</allocations>
)"},
    {"nodes.yaml", "nodes:\n  - {group: w, count: 10, memory-mb: 10240, vcores: 8}\n"}};

// The int sum of 2.8, 2.9 and 3.0 (3.0.3): 2.7's unbounded memory is Integer.MAX_VALUE, which
// stops the sum; 2.10 and 3.1 on add in long, saturating (YARN-8833).
TEST(FsMaxShareSumWraps, FiresOnTheReleasesThatWrap) {
  for (const char* v : {"2.8", "2.9", "3.0"}) {
    const auto f = run_rule(kBoundedThenUnbounded, kRule, v);
    ASSERT_EQ(f.size(), 1u) << v;
    EXPECT_EQ(f[0].queue, "root.etl.backfill");
    EXPECT_EQ(f[0].loc.line, 4);
  }
  for (const char* v : {"2.7", "2.10", "3.1", "3.3", "3.4"})
    EXPECT_TRUE(run_rule(kBoundedThenUnbounded, kRule, v).empty()) << v;
}

// On a cluster where etl's share (of two 8 GB nodes, half) is below the wrapped sum (20479 MB),
// the wrap changes no share: nothing to report.
TEST(FsMaxShareSumWraps, SilentWhereTheWrappedSumStillExceedsTheShare) {
  testing::Files small = kBoundedThenUnbounded;
  small[1].second = "nodes:\n  - {group: w, count: 2, memory-mb: 8192, vcores: 8}\n";
  EXPECT_TRUE(run_rule(small, kRule, "2.9").empty());
}

// A wrap that cuts nothing leaves the AM limits to fs-am-share-below-one-am: backfill's 0.1 of
// its 4096 MB share holds no 2 GB AM, and that rule still says so.
TEST(FsMaxShareSumWraps, AWrapThatCutsNothingLeavesTheAmLimitsToTheirRule) {
  const testing::Files files{
      {"fair-scheduler.xml", R"(<allocations>
  <queue name="etl">
    <queue name="hourly"><maxResources>20480 mb, 20 vcores</maxResources></queue>
    <queue name="backfill"><maxAMShare>0.1</maxAMShare></queue>
  </queue>
</allocations>
)"},
      {"nodes.yaml", "nodes:\n  - {group: w, count: 2, memory-mb: 8192, vcores: 8}\n"}};
  EXPECT_TRUE(run_rule(files, kRule, "2.9").empty());
  const auto am = run_rule(files, "fs-am-share-below-one-am", "2.9");
  ASSERT_EQ(am.size(), 1u);
  EXPECT_EQ(am[0].queue, "root.etl.backfill");
}

// Without nodes there are no shares to compute: the runner skips the rule and says why.
TEST(FsMaxShareSumWraps, NeedsTheNodes) {
  EXPECT_TRUE(run_rule({kBoundedThenUnbounded[0]}, kRule, "2.9").empty());
}

// One cause said once: the AM limits the shrunken shares leave are this finding's details, and
// fs-am-share-below-one-am leaves those queues alone.
TEST(FsMaxShareSumWraps, TheAmLimitsThatFollowAreItsDetails) {
  const testing::Files files{{"fair-scheduler.xml", R"(<allocations>
  <queue name="etl"/>
  <queue name="default"><maxResources>10240 mb, 10 vcores</maxResources></queue>
  <queue name="adhoc"/>
</allocations>
)"},
                             kBoundedThenUnbounded[1]};
  const auto f = run_rule(files, kRule, "2.9");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.etl");
  const std::vector<std::string>& d = f[0].details;
  ASSERT_EQ(d.size(), 9u);
  EXPECT_EQ(std::vector<std::string>(d.begin(), d.begin() + 3),
            (std::vector<std::string>{"root.etl: steady fair share 3413 MB",
                                      "root.default: steady fair share 3413 MB",
                                      "root.adhoc: steady fair share 3413 MB"}));
  EXPECT_EQ(d[3],
            "root.etl's AM limit on a busy cluster is maxAMShare 0.5 x steady fair share 3413 MB "
            "= 1707 MB, less than one AM container (2048 MB, 1 vcores): its applications stay "
            "ACCEPTED until other queues go idle");
  EXPECT_EQ(d[4],
            "AM container 2048 MB, 1 vcores: --am-mb 1536 and --am-vcores 1 (no workload runs in "
            "root.etl)");
  EXPECT_TRUE(run_rule(files, "fs-am-share-below-one-am", "2.9").empty());
}

}  // namespace fs_max_share_sum_wraps_test
}  // namespace schedlint
