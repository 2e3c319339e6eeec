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
