#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_children_capacity_sum_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-children-capacity-sum";

std::vector<Finding> run(const std::string& a, const std::string& b,
                         const std::string& version = "3.3") {
  return run_rule(
      {{"capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                                            {"yarn.scheduler.capacity.root.a.capacity", a},
                                            {"yarn.scheduler.capacity.root.b.capacity", b}})}},
      kRule, version);
}

// TestParentQueue: 30 + 70.5 is refused, 30 + 70 and 30 + 70.005 (within 0.0005) are not.
TEST(CsChildrenCapacitySum, TheSumMustBe100WithinHadoopsPrecision) {
  const auto f = run("30", "70.5");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[0].queue, "root");
  EXPECT_EQ(f[0].loc.line, 2);  // root.queues
  EXPECT_NE(f[0].message.find("Illegal capacity of 1.005 for children of queue root"),
            std::string::npos)
      << f[0].message;
  EXPECT_TRUE(run("30", "70").empty());
  EXPECT_TRUE(run("30", "70.005").empty());
}

// Each child's capacity is a note at its own line, so that the one to change is a click away.
TEST(CsChildrenCapacitySum, EachChildsCapacityIsANoteAtItsLine) {
  const auto f = run("30", "70.5");
  ASSERT_EQ(f.size(), 1u);
  ASSERT_EQ(f[0].related.size(), 2u);
  EXPECT_EQ(f[0].related[0].loc.line, 3);
  EXPECT_EQ(f[0].related[0].message, "root.a's capacity: 30");
  EXPECT_EQ(f[0].related[1].loc.line, 4);
  EXPECT_EQ(f[0].related[1].message, "root.b's capacity: 70.5");
}

}  // namespace cs_children_capacity_sum_test
}  // namespace schedlint
