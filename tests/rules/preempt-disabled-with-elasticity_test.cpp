#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace preempt_disabled_with_elasticity_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "preempt-disabled-with-elasticity";
constexpr const char* kFairScheduler =
    "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler";

const std::string kCapacity = conf_xml({{"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
                                        {"yarn.scheduler.capacity.root.etl.capacity", "60"},
                                        {"yarn.scheduler.capacity.root.adhoc.capacity", "40"}});

TEST(PreemptDisabledWithElasticity, CapacitySchedulerMonitorOff) {
  const auto f = run_rule(
      {{"yarn-site.xml", conf_xml({{"yarn.resourcemanager.scheduler.monitor.enable", "false"}})},
       {"capacity-scheduler.xml", kCapacity}},
      kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_EQ(f[0].loc.file, "yarn-site.xml");
}

TEST(PreemptDisabledWithElasticity, FairSchedulerWithMinResourcesAndNoPreemption) {
  const auto f = run_rule(
      {{"yarn-site.xml", conf_xml({{"yarn.resourcemanager.scheduler.class", kFairScheduler}})},
       {"fair-scheduler.xml",
        "<allocations>\n<queue name=\"etl\"><minResources>1024 mb, 1 "
        "vcores</minResources></queue>\n"
        "</allocations>\n"}},
      kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "fair-scheduler.xml");
}

TEST(PreemptDisabledWithElasticity, SilentWhenOnWithoutYarnSiteOrWithoutElasticity) {
  EXPECT_TRUE(run_rule({{"yarn-site.xml",
                         conf_xml({{"yarn.resourcemanager.scheduler.monitor.enable", "true"}})},
                        {"capacity-scheduler.xml", kCapacity}},
                       kRule)
                  .empty());
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kCapacity}}, kRule).empty());
  EXPECT_TRUE(
      run_rule({{"yarn-site.xml",
                 conf_xml({{"yarn.resourcemanager.scheduler.monitor.enable", "false"}})},
                {"capacity-scheduler.xml",
                 conf_xml({{"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
                           {"yarn.scheduler.capacity.root.etl.capacity", "60"},
                           {"yarn.scheduler.capacity.root.etl.maximum-capacity", "60"},
                           {"yarn.scheduler.capacity.root.adhoc.capacity", "40"},
                           {"yarn.scheduler.capacity.root.adhoc.maximum-capacity", "40"}})}},
               kRule)
          .empty());
}

}  // namespace preempt_disabled_with_elasticity_test
}  // namespace schedlint
