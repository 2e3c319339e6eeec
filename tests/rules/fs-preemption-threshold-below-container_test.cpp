#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_preemption_threshold_below_container_test {

using testing::run_rule;

constexpr const char* kRule = "fs-preemption-threshold-below-container";
constexpr const char* kPreemptionOn = R"(<configuration>
  <property><name>yarn.scheduler.fair.preemption</name><value>true</value></property>
</configuration>
)";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 16384, vcores: 8}\n";

// 65536 MB split 30:1:1 (big, small, root.default): small gets 2048 MB, half of it is 1024 MB,
// below one 1536 MB AM normalized to 2048 MB.
constexpr const char* kDiluted = R"(<allocations>
  <queue name="big"><weight>30</weight></queue>
  <queue name="small"><fairSharePreemptionThreshold>0.5</fairSharePreemptionThreshold></queue>
  <queue name="default"><weight>30</weight></queue>
</allocations>
)";

TEST(FsPreemptionThresholdBelowContainer, FiresWhenHalfTheFairShareIsLessThanOneAm) {
  const auto f = run_rule(
      {{"fair-scheduler.xml", kDiluted}, {"yarn-site.xml", kPreemptionOn}, {"nodes.yaml", kNodes}},
      kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.small");
}

TEST(FsPreemptionThresholdBelowContainer, ThresholdIsInheritedFromTheParent) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="big"><weight>30</weight></queue>
  <queue name="team">
    <fairSharePreemptionThreshold>0.05</fairSharePreemptionThreshold>
    <weight>30</weight>
    <queue name="a"/>
  </queue>
  <queue name="default"><weight>30</weight></queue>
</allocations>
)"},
                           {"yarn-site.xml", kPreemptionOn},
                           {"nodes.yaml", kNodes}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.team.a");
}

TEST(FsPreemptionThresholdBelowContainer, SilentWithoutFairSchedulerPreemption) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", kDiluted}, {"nodes.yaml", kNodes}}, kRule).empty());
}

TEST(FsPreemptionThresholdBelowContainer, SilentWhenTheLineIsAboveOneAm) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="big"><weight>3</weight></queue>
  <queue name="small"><fairSharePreemptionThreshold>0.5</fairSharePreemptionThreshold></queue>
</allocations>
)"},
                        {"yarn-site.xml", kPreemptionOn},
                        {"nodes.yaml", kNodes}},
                       kRule)
                  .empty());
}

}  // namespace fs_preemption_threshold_below_container_test
}  // namespace schedlint
