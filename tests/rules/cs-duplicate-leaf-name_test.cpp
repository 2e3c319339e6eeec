#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_duplicate_leaf_name_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-duplicate-leaf-name";

const std::string kTwoEtls = conf_xml({{"yarn.scheduler.capacity.root.queues", "prod,dev"},
                                       {"yarn.scheduler.capacity.root.prod.capacity", "50"},
                                       {"yarn.scheduler.capacity.root.prod.queues", "etl"},
                                       {"yarn.scheduler.capacity.root.prod.etl.capacity", "100"},
                                       {"yarn.scheduler.capacity.root.dev.capacity", "50"},
                                       {"yarn.scheduler.capacity.root.dev.queues", "etl"},
                                       {"yarn.scheduler.capacity.root.dev.etl.capacity", "100"}});

TEST(CsDuplicateLeafName, AllowedFrom3_3) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kTwoEtls}}, kRule, "3.3").empty());
}

}  // namespace cs_duplicate_leaf_name_test
}  // namespace schedlint
