#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_no_elasticity_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-no-elasticity";

TEST(CsNoElasticity, MaximumEqualToCapacity) {
  const auto f = run_rule({{"capacity-scheduler.xml",
                            conf_xml({{"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
                                      {"yarn.scheduler.capacity.root.etl.capacity", "60"},
                                      {"yarn.scheduler.capacity.root.etl.maximum-capacity", "60"},
                                      {"yarn.scheduler.capacity.root.adhoc.capacity", "40"}})}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_EQ(f[0].queue, "root.etl");
}

// A child whose parent is capped at its own capacity cannot grow either.
TEST(CsNoElasticity, AnAncestorsMaximumCountsToo) {
  const auto f = run_rule({{"capacity-scheduler.xml",
                            conf_xml({{"yarn.scheduler.capacity.root.queues", "prod,adhoc"},
                                      {"yarn.scheduler.capacity.root.prod.capacity", "50"},
                                      {"yarn.scheduler.capacity.root.prod.maximum-capacity", "50"},
                                      {"yarn.scheduler.capacity.root.prod.queues", "etl"},
                                      {"yarn.scheduler.capacity.root.prod.etl.capacity", "100"},
                                      {"yarn.scheduler.capacity.root.adhoc.capacity", "50"}})}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.prod.etl");
}

TEST(CsNoElasticity, SilentWithRoomToGrowOrAtTheWholeCluster) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml",
                         conf_xml({{"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
                                   {"yarn.scheduler.capacity.root.etl.capacity", "60"},
                                   {"yarn.scheduler.capacity.root.etl.maximum-capacity", "80"},
                                   {"yarn.scheduler.capacity.root.adhoc.capacity", "40"}})}},
                       kRule)
                  .empty());
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml",
                         conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                                   {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                                   {"yarn.scheduler.capacity.root.etl.maximum-capacity", "100"}})}},
                       kRule)
                  .empty());
}

}  // namespace cs_no_elasticity_test
}  // namespace schedlint
