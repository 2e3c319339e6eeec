#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace node_below_minimum_allocation_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "node-below-minimum-allocation";
const std::string kCapacity = conf_xml({{"yarn.scheduler.capacity.root.queues", "default"},
                                        {"yarn.scheduler.capacity.root.default.capacity", "100"}});
constexpr const char* kNodes =
    "nodes:\n  - {group: big, count: 10, memory-mb: 65536, vcores: 16}\n"
    "  - {group: edge, count: 2, memory-mb: 2048, vcores: 2}\n";

TEST(NodeBelowMinimumAllocation, AGroupBelowTheMinimumIsLeftOutOfTheCluster) {
  const testing::Files files{
      {"yarn-site.xml", conf_xml({{"yarn.scheduler.minimum-allocation-mb", "4096"}})},
      {"capacity-scheduler.xml", kCapacity},
      {"nodes.yaml", kNodes}};
  const auto f = run_rule(files, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_EQ(f[0].loc.file, "nodes.yaml");  // its line and message: the fixture case
  // The ResourceManager's cluster is the ten big nodes only.
  const Model m = testing::load_files(files);
  ASSERT_EQ(m.nodes.groups.size(), 1u);
  EXPECT_EQ(m.nodes.node_count(), 10);
}

TEST(NodeBelowMinimumAllocation, FewerVcoresThanTheMinimumAlsoCount) {
  const auto f =
      run_rule({{"yarn-site.xml", conf_xml({{"yarn.scheduler.minimum-allocation-vcores", "4"}})},
                {"capacity-scheduler.xml", kCapacity},
                {"nodes.yaml", kNodes}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("group edge"), std::string::npos);
}

TEST(NodeBelowMinimumAllocation, ANodeManagerOfferingNothingIsAWarningNotARefusal) {
  // The RM starts (no parse error); the NodeManager is sent SHUTDOWN when it registers.
  const testing::Files files{
      {"yarn-site.xml", conf_xml({{"yarn.nodemanager.resource.memory-mb", "0"}})},
      {"capacity-scheduler.xml", kCapacity}};
  const auto f = run_rule(files, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 2);
  EXPECT_TRUE(run_rule(files, "parse-invalid-value").empty());
}

TEST(NodeBelowMinimumAllocation, WhenNoNodeCanRegisterNodeSpecMissingDoesNotClaimNoneWasGiven) {
  const testing::Files files{
      {"yarn-site.xml", conf_xml({{"yarn.scheduler.minimum-allocation-mb", "131072"}})},
      {"capacity-scheduler.xml", kCapacity},
      {"nodes.yaml", kNodes}};
  EXPECT_EQ(run_rule(files, kRule).size(), 2u);
  EXPECT_TRUE(run_rule(files, "node-spec-missing").empty());
}

TEST(NodeBelowMinimumAllocation, SilentWhenEveryNodeHoldsTheMinimum) {
  EXPECT_TRUE(
      run_rule({{"capacity-scheduler.xml", kCapacity}, {"nodes.yaml", kNodes}}, kRule).empty());
}

}  // namespace node_below_minimum_allocation_test
}  // namespace schedlint
