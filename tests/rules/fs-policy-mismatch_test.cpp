#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_policy_mismatch_test {

using testing::run_rule;

constexpr const char* kRule = "fs-policy-mismatch";

constexpr const char* kDrfUnderFair = R"(<allocations>
  <queue name="analytics">
    <schedulingPolicy>fair</schedulingPolicy>
    <queue name="adhoc"><schedulingPolicy>drf</schedulingPolicy></queue>
  </queue>
</allocations>
)";

constexpr const char* kFifoParent = R"(<allocations>
  <queue name="analytics">
    <schedulingPolicy>fifo</schedulingPolicy>
    <queue name="adhoc"/>
  </queue>
</allocations>
)";

// TestFairScheduler.testSchedulingPolicyViolation: drf under fair is not created (3.0+).
TEST(FsPolicyMismatch, DrfUnderFairIsAnErrorFrom3_0) {
  const auto f = run_rule({{"fair-scheduler.xml", kDrfUnderFair}}, kRule, "3.3");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[0].queue, "root.analytics.adhoc");
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_NE(
      f[0].message.find("root.analytics.adhoc runs drf under root.analytics, whose policy is fair"),
      std::string::npos);
}

TEST(FsPolicyMismatch, DrfUnderFairWasAllowedBefore3_0) {
  // YARN-4212 shipped in 3.0.0-alpha4 and was never in a 2.x release.
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", kDrfUnderFair}}, kRule, "2.8").empty());
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", kDrfUnderFair}}, kRule, "2.10").empty());
  EXPECT_EQ(run_rule({{"fair-scheduler.xml", kDrfUnderFair}}, kRule, "3.0").size(), 1u);
}

// TestFairScheduler.testFIFOPolicyOnlyForLeafQueues: a fifo parent queue is not created (3.0+).
TEST(FsPolicyMismatch, FifoParentIsAnErrorFrom3_0AndItsChildrenAreNotReportedAgain) {
  const auto f = run_rule({{"fair-scheduler.xml", kFifoParent}}, kRule, "3.3");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.analytics");
  EXPECT_EQ(f[0].loc.line, 3);
}

TEST(FsPolicyMismatch, FifoParentRunsFairBefore3_0) {
  const auto f = run_rule({{"fair-scheduler.xml", kFifoParent}}, kRule, "2.7");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_NE(f[0].message.find("Cannot apply configured scheduling policy"), std::string::npos);
}

TEST(FsPolicyMismatch, DefaultPolicyAppliesToQueuesWithoutTheirOwn) {
  // The root runs defaultQueueSchedulingPolicy too: drf root, fair child is allowed...
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
  <queue name="analytics"><queue name="adhoc"><schedulingPolicy>fair</schedulingPolicy></queue></queue>
</allocations>
)"}},
                       kRule)
                  .empty());
  // ...but a drf queue under a root left at fair is not.
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="analytics"><schedulingPolicy>drf</schedulingPolicy></queue>
</allocations>
)"}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.analytics");
}

}  // namespace fs_policy_mismatch_test
}  // namespace schedlint
