#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_reservable_parent_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-reservable-parent";

TEST(CsReservableParent, ParentMarkedReservableIsRefused) {
  const auto f = run_rule({{"capacity-scheduler.xml",
                            conf_xml({{"yarn.scheduler.capacity.root.queues", "prod"},
                                      {"yarn.scheduler.capacity.root.prod.capacity", "100"},
                                      {"yarn.scheduler.capacity.root.prod.reservable", "true"},
                                      {"yarn.scheduler.capacity.root.prod.queues", "etl"},
                                      {"yarn.scheduler.capacity.root.prod.etl.capacity", "100"}})}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_NE(f[0].message.find("Only Leaf Queues can be reservable for root.prod"),
            std::string::npos)
      << f[0].message;
}

TEST(CsReservableParent, SilentForAReservableLeaf) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml",
                         conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                                   {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                                   {"yarn.scheduler.capacity.root.etl.reservable", "true"}})}},
                       kRule)
                  .empty());
}

}  // namespace cs_reservable_parent_test
}  // namespace schedlint
