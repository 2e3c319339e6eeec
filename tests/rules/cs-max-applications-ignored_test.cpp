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

// ParentQueue.deriveCapacityFromAbsoluteConfigurations (3.1-3.3) resets maxApplications.
TEST(CsMaxApplicationsIgnored, AbsoluteLeavesIn3_1To3_3) {
  const auto f =
      run_rule({{"capacity-scheduler.xml", kAbsolute}, {"nodes.yaml", kNodes}}, kRule, "3.3");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_TRUE(
      run_rule({{"capacity-scheduler.xml", kAbsolute}, {"nodes.yaml", kNodes}}, kRule, "3.4")
          .empty());
}

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
