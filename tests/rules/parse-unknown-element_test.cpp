#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_unknown_element_test {

using testing::run_rule;

constexpr const char* kRule = "parse-unknown-element";

// The fixtures show the line; editors also jump to the column, that of the element's '<'.
TEST(ParseUnknownElement, PointsAtTheColumnOfTheElement) {
  const auto f = run_rule({{"fair-scheduler.xml",
                            "<allocations>\n"
                            "  <queue name=\"a\">\n"
                            "    <maxResource>1024 mb, 1 vcores</maxResource>\n"
                            "  </queue>\n"
                            "</allocations>\n"}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 3);
  EXPECT_EQ(f[0].loc.column, 5);
}

TEST(ParseUnknownElement, SilentOnEveryElementHadoopReads) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="a" type="parent">
    <weight>2</weight><minResources>1024 mb, 1 vcores</minResources><maxResources>50%</maxResources>
    <maxChildResources>memory-mb=1024, vcores=1</maxChildResources><maxRunningApps>3</maxRunningApps>
    <schedulingPolicy>drf</schedulingPolicy><aclSubmitApps>a b</aclSubmitApps>
    <aclAdministerApps>a</aclAdministerApps><minSharePreemptionTimeout>5</minSharePreemptionTimeout>
    <fairSharePreemptionTimeout>5</fairSharePreemptionTimeout>
    <fairSharePreemptionThreshold>0.5</fairSharePreemptionThreshold>
    <allowPreemptionFrom>false</allowPreemptionFrom>
    <maxContainerAllocation>1024 mb, 1 vcores</maxContainerAllocation>
    <queue name="b"><maxAMShare>0.5</maxAMShare></queue>
  </queue>
  <user name="u"><maxRunningApps>2</maxRunningApps></user>
  <userMaxAppsDefault>5</userMaxAppsDefault><queueMaxAppsDefault>5</queueMaxAppsDefault>
  <queueMaxAMShareDefault>0.5</queueMaxAMShareDefault><queueMaxResourcesDefault>50%</queueMaxResourcesDefault>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
  <defaultMinSharePreemptionTimeout>5</defaultMinSharePreemptionTimeout>
  <defaultFairSharePreemptionTimeout>5</defaultFairSharePreemptionTimeout>
  <defaultFairSharePreemptionThreshold>0.5</defaultFairSharePreemptionThreshold>
  <queuePlacementPolicy><rule name="specified"/><rule name="default"/></queuePlacementPolicy>
</allocations>
)"}},
                       kRule)
                  .empty());
}

}  // namespace parse_unknown_element_test
}  // namespace schedlint
