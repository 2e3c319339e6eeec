#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace alloc_max_exceeds_node_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "alloc-max-exceeds-node";
constexpr const char* kNodes = R"(nodes:
  - {group: small, count: 4, memory-mb: 32768, vcores: 8}
  - {group: big, count: 2, memory-mb: 49152, vcores: 16}
)";

TEST(AllocMaxExceedsNode, FiresAgainstTheLargestNodeGroup) {
  const auto f =
      run_rule({{"yarn-site.xml", conf_xml({{"yarn.scheduler.maximum-allocation-mb", "65536"},
                                            {"yarn.scheduler.maximum-allocation-vcores", "16"}})},
                {"nodes.yaml", kNodes}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "yarn-site.xml");
  EXPECT_EQ(f[0].loc.line, 2);
  EXPECT_NE(
      f[0].message.find("is 65536 MB (set here), but the largest node has 49152 MB (group big)"),
      std::string::npos)
      << f[0].message;
  EXPECT_NE(f[0].message.find("YARN-2604"), std::string::npos);
}

TEST(AllocMaxExceedsNode, BeforeYarn2604TheAskWaitsForever) {
  const auto f =
      run_rule({{"yarn-site.xml", conf_xml({{"yarn.scheduler.maximum-allocation-mb", "65536"}})},
                {"nodes.yaml", kNodes}},
               kRule, "2.7");
  // 2.x's yarn-default.xml also ships maximum-allocation-vcores 32, above the 16-vcore nodes.
  ASSERT_EQ(f.size(), 2u);  // the vcores one sits at the big node group of nodes.yaml
  EXPECT_NE(f[0].message.find("maximum-allocation-vcores is 32 vcores (its default)"),
            std::string::npos);
  EXPECT_EQ(f[1].loc.file, "yarn-site.xml");
  EXPECT_NE(f[1].message.find("waits forever"), std::string::npos);
}

TEST(AllocMaxExceedsNode, TheDefaultMaximumCountsToo) {
  // 3.x defaults: 8192 MB and 4 vcores, against 2-vcore nodes.
  const auto f = run_rule(
      {{"nodes.yaml", "nodes:\n  - {group: tiny, count: 3, memory-mb: 16384, vcores: 2}\n"}},
      kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "nodes.yaml");
  EXPECT_NE(f[0].message.find("yarn.scheduler.maximum-allocation-vcores is 4 vcores (its default)"),
            std::string::npos)
      << f[0].message;
}

TEST(AllocMaxExceedsNode, SilentWhenTheLargestNodeFitsOrWithoutNodes) {
  EXPECT_TRUE(
      run_rule({{"yarn-site.xml", conf_xml({{"yarn.scheduler.maximum-allocation-mb", "49152"}})},
                {"nodes.yaml", kNodes}},
               kRule)
          .empty());
  EXPECT_TRUE(
      run_rule({{"yarn-site.xml", conf_xml({{"yarn.scheduler.maximum-allocation-mb", "999999"}})}},
               kRule)
          .empty());
}

}  // namespace alloc_max_exceeds_node_test
}  // namespace schedlint
