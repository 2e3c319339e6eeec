#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_label_without_nodes_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-label-without-nodes";

const std::string kConfig =
    conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
              {"yarn.scheduler.capacity.root.etl.capacity", "100"},
              {"yarn.scheduler.capacity.root.etl.accessible-node-labels", "gpu"},
              {"yarn.scheduler.capacity.root.etl.default-node-label-expression", "gpu"}});

TEST(CsLabelWithoutNodes, SilentWhenANodeCarriesItOrNodesSayNothingOfLabels) {
  EXPECT_TRUE(
      run_rule(
          {{"capacity-scheduler.xml", kConfig},
           {"nodes.yaml",
            "nodes:\n  - {group: g, count: 2, memory-mb: 65536, vcores: 16, labels: [gpu]}\n"}},
          kRule)
          .empty());
  // Nodes sized from yarn-site (--node-count) carry no label information.
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kConfig}}, kRule).empty());
}

const char* kAllGpu =
    "nodes:\n  - {group: g, count: 2, memory-mb: 65536, vcores: 16, labels: [gpu]}\n";

// Every node labelled: a queue that can use only the default partition never runs; one that may
// ask for gpu runs only the applications that name it.
TEST(CsLabelWithoutNodes, EveryNodeLabelledLeavesTheDefaultPartitionEmpty) {
  const std::string config = testing::etl_and_ml_with_gpu(
      {{"yarn.scheduler.capacity.root.ml.accessible-node-labels", "gpu"}});
  const auto f = run_rule({{"capacity-scheduler.xml", config}, {"nodes.yaml", kAllGpu}}, kRule);
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].queue, "root.etl");
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[1].queue, "root.ml");
  EXPECT_EQ(f[1].severity, Severity::kWarning);
}

}  // namespace cs_label_without_nodes_test
}  // namespace schedlint
