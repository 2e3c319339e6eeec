#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_capacity_vector_warning_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-capacity-vector-warning";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 1, memory-mb: 16384, vcores: 16}\n";

std::vector<Finding> run(const std::vector<std::pair<std::string, std::string>>& props,
                         const char* nodes = kNodes, bool legacy = false) {
  std::vector<std::pair<std::string, std::string>> full{
      {"yarn.scheduler.capacity.legacy-queue-mode.enabled", legacy ? "true" : "false"}};
  for (const auto& [k, v] : props)
    full.push_back({"yarn.scheduler.capacity." + k, v});
  testing::Files files{{"capacity-scheduler.xml", conf_xml(full)}};
  if (nodes != nullptr) files.push_back({"nodes.yaml", nodes});
  return run_rule(files, kRule, "3.4");
}

bool has(const std::vector<Finding>& f, const std::string& text) {
  for (const Finding& x : f) {
    if (x.message.find(text) != std::string::npos) return true;
  }
  return false;
}

// TestMixedQueueResourceCalculation.testComplexHierarchyWithWarnings: each warning Hadoop logs,
// once per queue and partition, at the setting it is about.
TEST(CsCapacityVectorWarning, TheWarningsOfHadoopsTest) {
  const auto f = run({{"root.queues", "a,b,c"},
                      {"root.a.queues", "a1,a2"},
                      {"root.b.queues", "b1"},
                      {"root.a.a1.queues", "a11,a12"},
                      {"root.a.capacity", "[memory=100%, vcores=6w]"},
                      {"root.a.a1.capacity", "[memory=2048, vcores=4]"},
                      {"root.a.a1.a11.capacity", "[memory=1w, vcores=4]"},
                      {"root.a.a1.a12.capacity", "[memory=100%, vcores=100%]"},
                      {"root.a.a2.capacity", "[memory=2048, vcores=100%]"},
                      {"root.b.capacity", "[memory=8096, vcores=30%]"},
                      {"root.b.b1.capacity", "[memory=10256, vcores=3]"},
                      {"root.c.capacity", "[memory=3w, vcores=4]"}});
  EXPECT_TRUE(has(f, "Queue 'root.c' is assigned zero resource."));
  EXPECT_TRUE(has(f, "Queue 'root.a.a1.a11' is assigned zero resource."));
  EXPECT_TRUE(has(f, "Remaining resource found in branch under parent queue 'root.a'."));
  EXPECT_TRUE(has(f, "under parent queue 'root.b' are downscaled"));
  for (const Finding& x : f) {
    if (x.message.find("'root.c' is assigned zero") != std::string::npos) {
      EXPECT_EQ(x.loc.line, 14);  // root.c.capacity
      EXPECT_EQ(x.severity, Severity::kWarning);
      EXPECT_NE(x.message.find("no memory and vcores"), std::string::npos) << x.message;
    }
    if (x.message.find("Remaining resource found in branch under parent queue 'root.a'.") !=
        std::string::npos) {
      EXPECT_EQ(x.severity, Severity::kInfo);
      EXPECT_EQ(x.loc.line, 4);  // root.a.queues
    }
  }
}

// Weights round half up (Math.round): two 1w queues on 15 vcores ask 8 each and the second gets
// the 7 left. Hadoop logs it; a unit lost to rounding is not worth a finding.
TEST(CsCapacityVectorWarning, RoundingAloneIsNotReported) {
  EXPECT_TRUE(run({{"root.queues", "a,b"}, {"root.a.capacity", "1w"}, {"root.b.capacity", "1w"}},
                  "nodes:\n  - {group: w, count: 1, memory-mb: 16384, vcores: 15}\n")
                  .empty());
}

TEST(CsCapacityVectorWarning, SilentWhenTheVectorsFit) {
  EXPECT_TRUE(run({{"root.queues", "a,b"},
                   {"root.a.capacity", "[memory=8192, vcores=50%]"},
                   {"root.b.capacity", "[memory=1w, vcores=1w]"}})
                  .empty());
}

// Legacy mode never runs this calculation, and without nodes there is nothing to compute.
TEST(CsCapacityVectorWarning, SilentInLegacyModeAndWithoutNodes) {
  const std::vector<std::pair<std::string, std::string>> props{
      {"root.queues", "a,b"},
      {"root.a.capacity", "[memory=32768, vcores=8]"},
      {"root.b.capacity", "50"}};
  EXPECT_TRUE(run(props, kNodes, true).empty());
  EXPECT_TRUE(run(props, nullptr).empty());
  EXPECT_FALSE(run(props).empty());
}

// A partition no node carries has nothing to share: nothing is said about it here.
TEST(CsCapacityVectorWarning, SilentAboutAPartitionWithoutNodes) {
  EXPECT_TRUE(run({{"root.queues", "a,b"},
                   {"root.accessible-node-labels.gpu.capacity", "100"},
                   {"root.a.capacity", "50"},
                   {"root.b.capacity", "50"},
                   {"root.a.accessible-node-labels", "gpu"},
                   {"root.a.accessible-node-labels.gpu.capacity", "[memory=4096,vcores=2]"}})
                  .empty());
}

}  // namespace cs_capacity_vector_warning_test
}  // namespace schedlint
