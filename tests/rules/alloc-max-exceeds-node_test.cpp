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
