#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_default_label_inaccessible_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-default-label-inaccessible";

std::vector<Finding> run(const std::string& labels, const std::string& expression) {
  return run_rule({{"capacity-scheduler.xml",
                    conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                              {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                              {"yarn.scheduler.capacity.root.etl.accessible-node-labels", labels},
                              {"yarn.scheduler.capacity.root.etl.default-node-label-expression",
                               expression}})}},
                  kRule);
}

TEST(CsDefaultLabelInaccessible, SilentForAnAccessibleLabelOrAny) {
  EXPECT_TRUE(run("gpu", "gpu").empty());
  EXPECT_TRUE(run("*", "fast").empty());
}

}  // namespace cs_default_label_inaccessible_test
}  // namespace schedlint
