#include <gtest/gtest.h>

#include "test_support.h"

namespace schedlint {
namespace {

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
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", kFair},
                        {"nodes.yaml", "nodes:\n  - {group: w, count: 1, memory-mb: 8192, vcores: 8}\n"}},
                       kRule)
                  .empty());
  testing::TempDir dir;
  const std::string path = dir.write("fair-scheduler.xml", kFair);
  const auto without = testing::run_cli_in_process({"check", path});
  EXPECT_NE(without.out.find("[node-spec-missing]"), std::string::npos);
  const auto with = testing::run_cli_in_process({"check", path, "--node-count", "3"});
  EXPECT_EQ(with.out.find("[node-spec-missing]"), std::string::npos) << with.out;
}

TEST(NodeSpecMissing, SilentForAYarnSiteAlone) {
  EXPECT_TRUE(run_rule({{"yarn-site.xml", conf_xml({{"yarn.acl.enable", "true"}})}}, kRule).empty());
}

}  // namespace
}  // namespace schedlint
