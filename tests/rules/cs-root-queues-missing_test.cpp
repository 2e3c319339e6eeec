#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_root_queues_missing_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-root-queues-missing";

TEST(CsRootQueuesMissing, FiresWhenRootListsNoQueues) {
  const auto f = run_rule({{"capacity-scheduler.xml",
                            conf_xml({{"yarn.scheduler.capacity.maximum-applications", "100"}})}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root");
  EXPECT_EQ(f[0].severity, Severity::kError);
}

TEST(CsRootQueuesMissing, SilentWhenRootHasQueues) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml",
                         conf_xml({{"yarn.scheduler.capacity.root.queues", "default"}})}},
                       kRule)
                  .empty());
}

}  // namespace cs_root_queues_missing_test
}  // namespace schedlint
