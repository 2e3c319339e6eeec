// cs-label-partition-unusable: what its fixtures
// (tests/fixtures/rules/cs-label-partition-unusable/) do not show.
#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_label_partition_unusable_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-label-partition-unusable";
constexpr const char* kNodes = R"(nodes:
  - {group: w, count: 4, memory-mb: 65536, vcores: 32}
  - {group: g, count: 2, memory-mb: 65536, vcores: 32, labels: [gpu]}
)";

std::string capacity(std::vector<std::pair<std::string, std::string>> extra) {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "etl,ml"},
      {"yarn.scheduler.capacity.root.etl.capacity", "60"},
      {"yarn.scheduler.capacity.root.ml.capacity", "40"},
      {"yarn.scheduler.capacity.root.ml.accessible-node-labels", "gpu"},
      {"yarn.scheduler.capacity.root.ml.accessible-node-labels.gpu.capacity", "100"}};
  p.insert(p.end(), extra.begin(), extra.end());
  return conf_xml(p);
}

// Without a root key for the label, root holds no numbers for it before 3.4, so root.ml's 100%
// is of nothing; 3.4's root holds every configured label at 100%.
TEST(CsLabelPartitionUnusable, EachReleaseLine) {
  for (const char* version : {"2.7", "2.10", "3.1", "3.3"}) {
    const auto f = run_rule({{"capacity-scheduler.xml", capacity({})}, {"nodes.yaml", kNodes}},
                            kRule, version);
    ASSERT_EQ(f.size(), 1u) << version;
    EXPECT_EQ(f[0].queue, "root.ml");
    EXPECT_NE(f[0].message.find(std::string("in Hadoop ") + version + " root then has no capacity"),
              std::string::npos)
        << f[0].message;
  }
  EXPECT_TRUE(
      run_rule({{"capacity-scheduler.xml", capacity({})}, {"nodes.yaml", kNodes}}, kRule, "3.4")
          .empty());
}

// Root given the label, but the only queue that uses it capped at 0 there: the same consequence,
// another cause.
TEST(CsLabelPartitionUnusable, AQueueMaximumOfZeroIsNamedAsTheCause) {
  const auto f = run_rule(
      {{"capacity-scheduler.xml",
        capacity({{"yarn.scheduler.capacity.root.accessible-node-labels.gpu.capacity", "100"},
                  {"yarn.scheduler.capacity.root.ml.accessible-node-labels.gpu.maximum-capacity",
                   "0"}})},
       {"nodes.yaml", kNodes}},
      kRule, "3.2");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("every queue's maximum-capacity in it comes to 0"), std::string::npos)
      << f[0].message;
}

// A label no queue is given capacity in was never meant for a queue: not this rule's to report.
TEST(CsLabelPartitionUnusable, SilentForALabelNoQueueIsGivenCapacityIn) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml",
                         conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                                   {"yarn.scheduler.capacity.root.etl.capacity", "100"}})},
                        {"nodes.yaml", kNodes}},
                       kRule)
                  .empty());
}

}  // namespace cs_label_partition_unusable_test
}  // namespace schedlint
