#include <gtest/gtest.h>

#include "parse/load_inputs.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace node_spec_missing_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "node-spec-missing";
constexpr const char* kFair = "<allocations>\n<queue name=\"a\"/>\n</allocations>\n";

TEST(NodeSpecMissing, InfoOnTheSchedulerFileWhenNoNodesAreKnown) {
  const auto f = run_rule({{"fair-scheduler.xml", kFair}}, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_EQ(f[0].loc.file, "fair-scheduler.xml");
  EXPECT_EQ(f[0].loc.line, 1);
}

TEST(NodeSpecMissing, SilentWithANodeSpecOrANodeCount) {
  EXPECT_TRUE(
      run_rule({{"fair-scheduler.xml", kFair},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 1, memory-mb: 8192, vcores: 8}\n"}},
               kRule)
          .empty());
  // --node-count: nodes sized by yarn-site's NodeManager resources (here Hadoop's defaults).
  InputRequest request;
  request.contents.push_back(text_file_from_memory("fair-scheduler.xml", kFair));
  request.version = {3, 3};
  EXPECT_FALSE(testing::run_rule(load_model(request), kRule, {}).empty());
  request.node_count = 3;
  EXPECT_TRUE(testing::run_rule(load_model(request), kRule, {}).empty());
}

TEST(NodeSpecMissing, SilentForAYarnSiteAlone) {
  EXPECT_TRUE(
      run_rule({{"yarn-site.xml", conf_xml({{"yarn.acl.enable", "true"}})}}, kRule).empty());
}

}  // namespace node_spec_missing_test
}  // namespace schedlint
