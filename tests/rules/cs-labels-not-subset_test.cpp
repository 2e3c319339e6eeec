#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_labels_not_subset_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-labels-not-subset";

std::vector<Finding> run(const std::string& parent_labels, const std::string& child_labels) {
  return run_rule(
      {{"capacity-scheduler.xml",
        conf_xml(
            {{"yarn.scheduler.capacity.root.queues", "prod"},
             {"yarn.scheduler.capacity.root.prod.capacity", "100"},
             {"yarn.scheduler.capacity.root.prod.accessible-node-labels", parent_labels},
             {"yarn.scheduler.capacity.root.prod.queues", "etl"},
             {"yarn.scheduler.capacity.root.prod.etl.capacity", "100"},
             {"yarn.scheduler.capacity.root.prod.etl.accessible-node-labels", child_labels}})}},
      kRule);
}

// AbstractCSQueue's label checks (TestQueueParsing label cases).
TEST(CsLabelsNotSubset, ALabelTheParentLacks) {
  const auto f = run("gpu", "gpu,fast");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 7);
  EXPECT_NE(f[0].message.find(
                "Some labels of child queue is not a subset of parent queue, these labels=[fast]"),
            std::string::npos)
      << f[0].message;
}

TEST(CsLabelsNotSubset, AnyLabelUnderARestrictedParent) {
  const auto f = run("gpu", "*");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find(
                "Parent's accessible queue is not ANY(*), but child's accessible queue is *"),
            std::string::npos);
}

TEST(CsLabelsNotSubset, SilentForASubsetOrUnderAnyLabel) {
  EXPECT_TRUE(run("gpu,fast", "gpu").empty());
  EXPECT_TRUE(run("*", "gpu,fast").empty());
}

}  // namespace cs_labels_not_subset_test
}  // namespace schedlint
