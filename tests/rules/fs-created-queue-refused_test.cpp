#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_created_queue_refused_test {

using testing::run_rule;

constexpr const char* kRule = "fs-created-queue-refused";

std::string allocations(const std::string& root_policy, const std::string& rules) {
  return "<allocations>\n"
         "  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>\n"
         "  <queue name=\"root\">\n"
         "    <schedulingPolicy>" +
         root_policy +
         "</schedulingPolicy>\n"
         "    <queue name=\"etl\"/>\n"
         "  </queue>\n"
         "  <queuePlacementPolicy>\n" +
         rules + "  </queuePlacementPolicy>\n</allocations>\n";
}

// TestFairScheduler.testSchedulingPolicyViolation, for a queue created on submission.
TEST(FsCreatedQueueRefused, DrfUserQueuesUnderAFairRootFrom30) {
  const std::string xml = allocations("fair", "    <rule name=\"user\"/>\n");
  const auto f = run_rule({{"fair-scheduler.xml", xml}}, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[0].loc.line, 8);
  EXPECT_NE(f[0].message.find("root's policy fair does not allow"), std::string::npos)
      << f[0].message;
  // YARN-4212 shipped in 3.0: 2.x creates the drf queue under the fair root.
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", xml}}, kRule, "2.10").empty());
}

TEST(FsCreatedQueueRefused, ADefaultTargetUnderALeafInEveryRelease) {
  const std::string xml = allocations("drf", "    <rule name=\"default\" queue=\"etl.adhoc\"/>\n");
  EXPECT_EQ(run_rule({{"fair-scheduler.xml", xml}}, kRule).size(), 1u);
  EXPECT_EQ(run_rule({{"fair-scheduler.xml", xml}}, kRule, "2.7").size(), 1u);
}

TEST(FsCreatedQueueRefused, SilentWhenTheParentAllowsTheNewQueuesOrNothingIsCreated) {
  EXPECT_TRUE(
      run_rule({{"fair-scheduler.xml", allocations("drf", "    <rule name=\"user\"/>\n")}}, kRule)
          .empty());
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml",
                         allocations("fair",
                                     "    <rule name=\"user\" create=\"false\"/>\n"
                                     "    <rule name=\"default\" queue=\"etl\"/>\n")}},
                       kRule)
                  .empty());
  // A nested rule under a leaf falls through instead of rejecting.
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml",
                         allocations("drf",
                                     "    <rule name=\"nestedUserQueue\"><rule "
                                     "name=\"default\" queue=\"etl\"/></rule>\n"
                                     "    <rule name=\"default\" queue=\"etl\"/>\n")}},
                       kRule)
                  .empty());
}

}  // namespace fs_created_queue_refused_test
}  // namespace schedlint
