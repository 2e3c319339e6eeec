#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace placement_missing_queue_test {

using testing::run_rule;

constexpr const char* kRule = "placement-missing-queue";

constexpr const char* kEtlMissing = R"(<allocations>
  <queue name="batch"/>
  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="default" queue="etl" create="false"/>
  </queuePlacementPolicy>
</allocations>
)";

// Before 3.3 the default rule is terminal: an unplaceable queue rejects the application.
TEST(PlacementMissingQueue, ErrorBefore3_3ForAnUnconfiguredQueueThatMayNotBeCreated) {
  const auto f = run_rule({{"fair-scheduler.xml", kEtlMissing}}, kRule, "3.2");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[0].loc.line, 5);
  EXPECT_EQ(f[0].queue, "root.etl");  // the queue name gets its root. prefix, as Hadoop does
  EXPECT_NE(f[0].message.find("sends applications to root.etl, which is not configured"),
            std::string::npos);
}

// 3.3+: the same last rule is not terminal, which placement-no-terminal-rule reports; this rule
// stays quiet rather than report the policy twice.
TEST(PlacementMissingQueue, From3_3TheLastRuleIsLeftToPlacementNoTerminalRule) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", kEtlMissing}}, kRule, "3.3").empty());
  EXPECT_EQ(
      run_rule({{"fair-scheduler.xml", kEtlMissing}}, "placement-no-terminal-rule", "3.3").size(),
      1u);
}

TEST(PlacementMissingQueue, From3_3ADeadRuleBeforeOthersIsAWarning) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queuePlacementPolicy>
    <rule name="default" queue="etl" create="false"/>
    <rule name="reject"/>
  </queuePlacementPolicy>
</allocations>
)"}},
                          kRule, "3.3");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_NE(f[0].message.find("it never places an application"), std::string::npos);
}

TEST(PlacementMissingQueue, FiresForAParentQueue) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="prod"><queue name="etl"/></queue>
  <queuePlacementPolicy>
    <rule name="default" queue="root.prod"/>
  </queuePlacementPolicy>
</allocations>
)"}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("a parent queue"), std::string::npos);
}

TEST(PlacementMissingQueue, SilentWhenTheQueueExistsOrMayBeCreated) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="etl"/>
  <queuePlacementPolicy>
    <rule name="default" queue="root.etl" create="false"/>
  </queuePlacementPolicy>
</allocations>
)"}},
                       kRule)
                  .empty());
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queuePlacementPolicy>
    <rule name="default" queue="adhoc"/>
  </queuePlacementPolicy>
</allocations>
)"}},
                       kRule)
                  .empty());
  // root.default always exists: QueueManager creates it.
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queuePlacementPolicy>
    <rule name="default" create="false"/>
  </queuePlacementPolicy>
</allocations>
)"}},
                       kRule)
                  .empty());
}

}  // namespace placement_missing_queue_test
}  // namespace schedlint
