#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_orphan_queue_property_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-orphan-queue-property";

TEST(CsOrphanQueueProperty, FiresForAQueueNoParentLists) {
  const auto f = run_rule({{"capacity-scheduler.xml",
                            conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                      {"yarn.scheduler.capacity.root.a.capacity", "100"},
                                      {"yarn.scheduler.capacity.root.support.capacity", "10"}})}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.support");
  EXPECT_EQ(f[0].severity, Severity::kWarning);
}

TEST(CsOrphanQueueProperty, SilentForQueuesInTheHierarchy) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml",
                         conf_xml({{"yarn.scheduler.capacity.root.queues", "a,support"},
                                   {"yarn.scheduler.capacity.root.support.capacity", "10"}})}},
                       kRule)
                  .empty());
}

}  // namespace cs_orphan_queue_property_test
}  // namespace schedlint
