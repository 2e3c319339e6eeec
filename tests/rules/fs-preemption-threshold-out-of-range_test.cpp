// fs-preemption-threshold-out-of-range: what its fixtures
// (tests/fixtures/rules/fs-preemption-threshold-out-of-range/) do not show.
#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_preemption_threshold_out_of_range_test {

using testing::run_rule;

constexpr const char* kRule = "fs-preemption-threshold-out-of-range";

// Every release clamps the value the same way (AllocationFileLoaderService.loadQueue in 2.x,
// AllocationFileQueueParser from 3.0).
TEST(FsPreemptionThresholdOutOfRange, EveryReleaseClampsTheSameWay) {
  for (const char* version : {"2.7", "2.10", "3.0", "3.4"}) {
    const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="etl"><fairSharePreemptionThreshold>60</fairSharePreemptionThreshold></queue>
  <queue name="adhoc"><fairSharePreemptionThreshold>-1</fairSharePreemptionThreshold></queue>
</allocations>
)"}},
                            kRule, version);
    ASSERT_EQ(f.size(), 2u) << version;
    EXPECT_EQ(f[0].queue, "root.etl");
    EXPECT_EQ(f[1].queue, "root.adhoc");
    EXPECT_NE(f[1].message.find("clamps it to 0"), std::string::npos) << f[1].message;
  }
}

// The fair-share timeout the queue ends up with is inherited: a parent's makes the clamped
// threshold act, and the message says after how long.
TEST(FsPreemptionThresholdOutOfRange, SaysAfterHowLongAnInheritedTimeoutPreempts) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="prod">
    <fairSharePreemptionTimeout>120</fairSharePreemptionTimeout>
    <queue name="etl"><fairSharePreemptionThreshold>2.5</fairSharePreemptionThreshold></queue>
  </queue>
</allocations>
)"}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message,
            "root.prod.etl's fairSharePreemptionThreshold is 2.5: it is a fraction of the fair "
            "share, and Hadoop clamps it to 1.0, so with preemption on root.prod.etl preempts "
            "others whenever it holds less than its whole fair share for 120 s; write a fraction "
            "between 0 and 1 (0.5 by default)");
}

TEST(FsPreemptionThresholdOutOfRange, SilentAtTheBounds) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <defaultFairSharePreemptionThreshold>0</defaultFairSharePreemptionThreshold>
  <queue name="etl"><fairSharePreemptionThreshold>1.0</fairSharePreemptionThreshold></queue>
</allocations>
)"}},
                       kRule)
                  .empty());
}

}  // namespace fs_preemption_threshold_out_of_range_test
}  // namespace schedlint
