#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_max_applications_ignored_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-max-applications-ignored";

const std::string kAbsolute =
    conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
              {"yarn.scheduler.capacity.root.etl.capacity", "[memory=65536,vcores=16]"},
              {"yarn.scheduler.capacity.root.etl.maximum-applications", "500"}});
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

TEST(CsMaxApplicationsIgnored, SilentForPercentageQueues) {
  EXPECT_TRUE(
      run_rule({{"capacity-scheduler.xml",
                 conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                           {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                           {"yarn.scheduler.capacity.root.etl.maximum-applications", "500"}})},
                {"nodes.yaml", kNodes}},
               kRule)
          .empty());
}

}  // namespace cs_max_applications_ignored_test
}  // namespace schedlint
