#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_reservable_parent_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-reservable-parent";

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
