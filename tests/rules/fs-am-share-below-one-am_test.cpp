#include <gtest/gtest.h>

#include "model/analysis_options.h"
#include "rules/runner.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace fs_am_share_below_one_am_test {

using testing::run_rule;

constexpr const char* kRule = "fs-am-share-below-one-am";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

// 262144 MB split 8:1:1 (etl, adhoc, root.default): adhoc's steady share is 26214 MB.
TEST(FsAmShareBelowOneAm, FiresWhenMaxAmShareOfTheSteadyShareIsBelowOneAm) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="etl"><weight>8</weight></queue>
  <queue name="adhoc"><maxAMShare>0.05</maxAMShare></queue>
</allocations>
)"},
                           {"nodes.yaml", kNodes}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.adhoc");
}

// A weight of 0 fixes the steady share at 0, and with it the AM limit: fs-zero-weight reports
// that cause, with this consequence in its details; the queues under a zero-weight parent too.
TEST(FsAmShareBelowOneAm, LeavesAZeroWeightToFsZeroWeight) {
  const testing::Files files = {{"fair-scheduler.xml", R"(<allocations>
  <queue name="batch"><weight>0</weight></queue>
  <queue name="old"><weight>0</weight><queue name="jobs"/></queue>
  <queue name="etl"/>
</allocations>
)"},
                                {"nodes.yaml", kNodes}};
  EXPECT_TRUE(run_rule(files, kRule).empty());
  const auto zero = run_rule(files, "fs-zero-weight");
  ASSERT_EQ(zero.size(), 2u);
  EXPECT_EQ(zero[0].queue, "root.batch");
  EXPECT_EQ(zero[0].details,
            (std::vector<std::string>{
                "root.batch's AM limit on a busy cluster is maxAMShare 0.5 x steady fair share 0 "
                "MB = 0 MB, less than one AM container (2048 MB, 1 vcores): its applications stay "
                "ACCEPTED until other queues go idle",
                "AM container 2048 MB, 1 vcores: --am-mb 1536 and --am-vcores 1 (no workload runs "
                "in root.batch)"}));
  EXPECT_EQ(zero[1].queue, "root.old");
  ASSERT_EQ(zero[1].details.size(), 2u);
  EXPECT_EQ(zero[1].details[0].rfind("root.old.jobs's AM limit", 0), 0u) << zero[1].details[0];
}

TEST(FsAmShareBelowOneAm, SilentWithoutNodesOrWithTheLimitDisabled) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml",
                         "<allocations><queue "
                         "name=\"a\"><maxAMShare>0.01</maxAMShare></queue></allocations>\n"}},
                       kRule)
                  .empty());
  EXPECT_TRUE(
      run_rule({{"fair-scheduler.xml",
                 "<allocations><queue name=\"a\"><maxAMShare>-1</maxAMShare></queue>"
                 "<queue name=\"default\"><maxAMShare>-1</maxAMShare></queue></allocations>\n"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 1, memory-mb: 2048, vcores: 2}\n"}},
               kRule)
          .empty());
}

}  // namespace fs_am_share_below_one_am_test
}  // namespace schedlint
