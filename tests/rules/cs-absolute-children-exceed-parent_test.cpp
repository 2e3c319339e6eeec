#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_absolute_children_exceed_parent_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-absolute-children-exceed-parent";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 2, memory-mb: 65536, vcores: 32}\n";

// TestAbsoluteResourceConfiguration.testComplexValidateAbsoluteResourceConfig: children's
// minimums above the parent's are refused.
TEST(CsAbsoluteChildrenExceedParent, ChildrenAboveTheParent) {
  const auto f = run_rule(
      {{"capacity-scheduler.xml",
        conf_xml({{"yarn.scheduler.capacity.root.queues", "prod"},
                  {"yarn.scheduler.capacity.root.prod.capacity", "[memory=51200,vcores=5]"},
                  {"yarn.scheduler.capacity.root.prod.queues", "etl,bi"},
                  {"yarn.scheduler.capacity.root.prod.etl.capacity", "[memory=51200,vcores=5]"},
                  {"yarn.scheduler.capacity.root.prod.bi.capacity", "[memory=51200,vcores=5]"}})},
       {"nodes.yaml", kNodes}},
      kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_NE(
      f[0].message.find("Parent Queues capacity: <memory:51200, vCores:5> is less than to its "
                        "children:<memory:102400, vCores:10>"),
      std::string::npos)
      << f[0].message;
}

TEST(CsAbsoluteChildrenExceedParent, SilentWhenEverythingFits) {
  EXPECT_TRUE(
      run_rule(
          {{"capacity-scheduler.xml",
            conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                      {"yarn.scheduler.capacity.root.a.capacity", "[memory=65536,vcores=16]"},
                      {"yarn.scheduler.capacity.root.b.capacity", "[memory=65536,vcores=16]"}})},
           {"nodes.yaml", kNodes}},
          kRule)
          .empty());
}

}  // namespace cs_absolute_children_exceed_parent_test
}  // namespace schedlint
