#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_stopped_queue_targeted_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-stopped-queue-targeted";

TEST(CsStoppedQueueTargeted, FiresAtTheMappingWithTheStateRelated) {
  const auto f =
      run_rule({{"capacity-scheduler.xml",
                 conf_xml({{"yarn.scheduler.capacity.root.queues", "default,legacy"},
                           {"yarn.scheduler.capacity.root.default.capacity", "90"},
                           {"yarn.scheduler.capacity.root.legacy.capacity", "10"},
                           {"yarn.scheduler.capacity.root.legacy.state", "STOPPED"},
                           {"yarn.scheduler.capacity.queue-mappings", "u:archiver:legacy"}})}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.legacy");
  ASSERT_EQ(f[0].related.size(), 1u);
  EXPECT_EQ(f[0].related[0].loc.line, 5);  // the STOPPED state
}

// Applications without a queue go to "default", looked up as a short name: the leaf of that name
// wherever it is (from 3.3 only while no other queue shares the name).
TEST(CsStoppedQueueTargeted, TheDefaultQueueIsFoundByItsShortName) {
  const auto xml = conf_xml({{"yarn.scheduler.capacity.root.queues", "prod"},
                             {"yarn.scheduler.capacity.root.prod.capacity", "100"},
                             {"yarn.scheduler.capacity.root.prod.queues", "default"},
                             {"yarn.scheduler.capacity.root.prod.default.capacity", "100"},
                             {"yarn.scheduler.capacity.root.prod.default.state", "STOPPED"}});
  EXPECT_EQ(run_rule({{"capacity-scheduler.xml", xml}}, kRule, "3.2").size(), 1u);
  EXPECT_EQ(run_rule({{"capacity-scheduler.xml", xml}}, kRule, "3.3").size(), 1u);
}

TEST(CsStoppedQueueTargeted, SilentWhenStoppedQueuesAreNotTargeted) {
  EXPECT_TRUE(
      run_rule({{"capacity-scheduler.xml",
                 conf_xml({{"yarn.scheduler.capacity.root.queues", "default,legacy"},
                           {"yarn.scheduler.capacity.root.default.capacity", "90"},
                           {"yarn.scheduler.capacity.root.legacy.capacity", "10"},
                           {"yarn.scheduler.capacity.root.legacy.state", "STOPPED"},
                           {"yarn.scheduler.capacity.queue-mappings", "u:archiver:default"}})}},
               kRule)
          .empty());
}

}  // namespace cs_stopped_queue_targeted_test
}  // namespace schedlint
