#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_client_rounding_mismatch_test {

using testing::run_rule;

constexpr const char* kRule = "wl-client-rounding-mismatch";

constexpr const char* kCapacity = R"(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

TEST(WlClientRoundingMismatch, FlinkRoundsToTheMinimumTheFairSchedulerDoesNot) {
  // FairScheduler, minimum 512 and increment 128: the TaskManager's 1728 MB is granted 1792;
  // Flink logs ceil(1728 / 512) x 512 = 2048.
  const std::string yarn_site =
      "<configuration><property><name>yarn.resourcemanager.scheduler.class</name><value>"
      "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value>"
      "</property><property><name>yarn.scheduler.minimum-allocation-mb</name><value>512</value>"
      "</property><property><name>yarn.scheduler.increment-allocation-mb</name><value>128"
      "</value></property></configuration>\n";
  const auto f =
      run_rule({{"yarn-site.xml", yarn_site},
                {"fair-scheduler.xml", "<allocations><queue name=\"default\"/></allocations>"},
                {"nodes.yaml", kNodes},
                {"flink-conf.yaml",
                 "jobmanager.memory.process.size: 1600m\n"
                 "taskmanager.memory.process.size: 1728m\n"}},
               kRule);
  ASSERT_EQ(f.size(), 2u);  // the JobManager's 1600 MB too: 1664 granted, 2048 logged
  EXPECT_EQ(f[1].message,
            "flink-conf.yaml's taskmanager asks for 1728 MB; its client logs that YARN will "
            "allocate 2048 MB, but the ResourceManager grants 1792 MB");
}

TEST(WlClientRoundingMismatch, SilentOnTheCapacitySchedulerWhoseRoundingFlinkShares) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kCapacity},
                        {"nodes.yaml", kNodes},
                        {"flink-conf.yaml",
                         "jobmanager.memory.process.size: 1600m\n"
                         "taskmanager.memory.process.size: 1728m\n"}},
                       kRule)
                  .empty());
}

}  // namespace wl_client_rounding_mismatch_test
}  // namespace schedlint
