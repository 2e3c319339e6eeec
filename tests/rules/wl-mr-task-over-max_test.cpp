#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_mr_task_over_max_test {

using testing::run_rule;

constexpr const char* kRule = "wl-mr-task-over-max";

constexpr const char* kCapacity = R"(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

TEST(WlMrTaskOverMax, TheAmKillsTheJobInItsOwnWords) {
  const std::string mapred =
      "<configuration>\n  <property><name>mapreduce.map.memory.mb</name><value>9216</value>"
      "</property>\n  <property><name>mapreduce.reduce.memory.mb</name><value>10240</value>"
      "</property>\n</configuration>\n";
  const testing::Files files{
      {"capacity-scheduler.xml", kCapacity}, {"nodes.yaml", kNodes}, {"mapred-site.xml", mapred}};
  const auto f = run_rule(files, kRule);
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].details[0],
            "the job ends KILLED: The required MAP capability is more than the supported max "
            "container capability in the cluster. Killing the Job. mapResourceRequest: "
            "<memory:9216, vCores:1> maxContainerCapability:<memory:8192, vCores:4>");
  EXPECT_EQ(f[1].details[0],
            "the job ends KILLED: REDUCE capability required is more than the supported max "
            "container capability in the cluster. Killing the Job. reduceResourceRequest: "
            "<memory:10240, vCores:1> maxContainerCapability:<memory:8192, vCores:4>");
  // In 2.7 and 2.8 the map's message opened as the reduce's does; 2.9.1's RMContainerAllocator
  // already has the new wording (MAPREDUCE-6765).
  const auto from29 = run_rule(files, kRule, "2.9");
  ASSERT_EQ(from29.size(), 2u);
  EXPECT_EQ(from29[0].details[0].rfind("the job ends KILLED: The required MAP capability", 0), 0u)
      << from29[0].details[0];
  const auto old = run_rule(files, kRule, "2.8");
  ASSERT_EQ(old.size(), 2u);
  EXPECT_EQ(old[0].details[0].rfind("the job ends KILLED: MAP capability required is more than", 0),
            0u)
      << old[0].details[0];
}

}  // namespace wl_mr_task_over_max_test
}  // namespace schedlint
