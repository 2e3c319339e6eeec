#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_label_capacity_not_accessible_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-label-capacity-not-accessible";

std::vector<Finding> run(const std::string& labels) {
  return run_rule(
      {{"capacity-scheduler.xml",
        conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                  {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                  {"yarn.scheduler.capacity.root.etl.accessible-node-labels", labels},
                  {"yarn.scheduler.capacity.root.etl.accessible-node-labels.gpu.capacity", "100"},
                  {"yarn.scheduler.capacity.root.accessible-node-labels.gpu.capacity", "100"}})}},
      kRule);
}

TEST(CsLabelCapacityNotAccessible, SilentWhenAccessible) {
  EXPECT_TRUE(run("gpu").empty());
  EXPECT_TRUE(run("*").empty());
}

}  // namespace cs_label_capacity_not_accessible_test
}  // namespace schedlint
