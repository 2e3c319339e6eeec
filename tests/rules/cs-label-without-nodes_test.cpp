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

TEST(CsLabelWithoutNodes, ALabelNoNodeCarries) {
  const auto f =
      run_rule({{"capacity-scheduler.xml", kConfig},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"}},
               kRule);
  ASSERT_EQ(f.size(), 1u);  // one per queue and label, though both settings name it
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_NE(
      f[0].message.find("root.etl may use node label gpu, but no node of the node spec carries it"),
      std::string::npos);
}

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

}  // namespace cs_label_without_nodes_test
}  // namespace schedlint
