#include <gtest/gtest.h>

#include "model/analysis_options.h"
#include "rules/runner.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace cs_am_limit_below_one_am_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-am-limit-below-one-am";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 32768, vcores: 16}\n";

std::string config(const std::string& adhoc_max, const std::string& am_percent = "") {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
      {"yarn.scheduler.capacity.root.etl.capacity", "96"},
      {"yarn.scheduler.capacity.root.adhoc.capacity", "4"},
      {"yarn.scheduler.capacity.root.adhoc.maximum-capacity", adhoc_max}};
  if (!am_percent.empty())
    p.push_back({"yarn.scheduler.capacity.root.adhoc.maximum-am-resource-percent", am_percent});
  return conf_xml(p);
}

// 4% of 131072 MB is 5242 MB; 10% of it rounds up to 1024 MB, below one 1536 MB AM normalized
// to 2048 MB (LeafQueue.calculateAndGetAMResourceLimitPerPartition).
TEST(CsAmLimitBelowOneAm, EvenOnAnIdleClusterWhenCappedAtTheGuarantee) {
  const auto f = run_rule({{"capacity-scheduler.xml", config("4")}, {"nodes.yaml", kNodes}}, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.adhoc");
}

TEST(CsAmLimitBelowOneAm, SilentWhenTwoAmsFitOrWithoutNodes) {
  // 1.0 x 5242 MB rounds up to 6144 MB: three AMs.
  EXPECT_TRUE(
      run_rule({{"capacity-scheduler.xml", config("4", "1.0")}, {"nodes.yaml", kNodes}}, kRule)
          .empty());
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", config("4")}}, kRule).empty());
}

}  // namespace cs_am_limit_below_one_am_test
}  // namespace schedlint
