#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_unknown_property_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-unknown-property";

TEST(ParseUnknownProperty, SilentOnEveryKeyHadoopReads) {
  EXPECT_TRUE(
      run_rule(
          {{"capacity-scheduler.xml",
            conf_xml(
                {{"yarn.scheduler.capacity.root.queues", "a"},
                 {"yarn.scheduler.capacity.maximum-am-resource-percent", "0.2"},
                 {"yarn.scheduler.capacity.root.a.user-settings.alice.weight", "2"},
                 {"yarn.scheduler.capacity.root.a.accessible-node-labels.x.capacity", "50"},
                 {"yarn.scheduler.capacity.root.a.ordering-policy.fair.enable-size-based-weight",
                  "true"},
                 {"yarn.scheduler.capacity.multi-node-sorting.policy.default.class",
                  "org.apache.hadoop.yarn.server.resourcemanager.scheduler.placement."
                  "ResourceUsageMultiNodeLookupPolicy"}})}},
          kRule)
          .empty());
}

TEST(ParseUnknownProperty, AYarnSiteTypoIsReportedAtItsLineWithTheRelease) {
  // conf_xml writes one property a line after <configuration>: the second is on line 3.
  const auto findings = run_rule(
      {{"capacity-scheduler.xml",
        conf_xml({{"yarn.scheduler.capacity.root.queues", "default"},
                  {"yarn.scheduler.capacity.root.default.capacity", "100"}})},
       {"yarn-site.xml",
        conf_xml(
            {{"yarn.resourcemanager.scheduler.monitor.enable", "true"},
             {"yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factr", "1.0"},
             {"yarn.nodemanager.resource.memory-mbb", "8192"}})}},
      kRule, "2.10");
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_EQ(findings[0].loc.file, "yarn-site.xml");
  EXPECT_EQ(findings[0].loc.line, 3);
  EXPECT_EQ(findings[0].message,
            "yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factr is not a "
            "scheduler property of Hadoop 2.10: Hadoop ignores it (did you mean "
            "'yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor'?)");
}

TEST(ParseUnknownProperty, AYarnSiteCapacityKeyIsReportedOnceWhateverTheScheduler) {
  // (A file of yarn.scheduler.capacity.* keys alone would be taken for a capacity-scheduler.xml.)
  const std::string yarn_capacity_typo =
      conf_xml({{"yarn.nodemanager.resource.memory-mb", "8192"},
                {"yarn.scheduler.capacity.root.default.maximum-capacty", "100"}});
  // Read by the CapacityScheduler with capacity-scheduler.xml on top.
  const auto capacity =
      run_rule({{"capacity-scheduler.xml",
                 conf_xml({{"yarn.scheduler.capacity.root.queues", "default"},
                           {"yarn.scheduler.capacity.root.default.capacity", "100"}})},
                {"yarn-site.xml", yarn_capacity_typo}},
               kRule);
  ASSERT_EQ(capacity.size(), 1u);
  EXPECT_EQ(capacity[0].loc.file, "yarn-site.xml");
  // Without a capacity-scheduler.xml, judged against the key table alone.
  const auto alone = run_rule({{"yarn-site.xml", yarn_capacity_typo}}, kRule);
  ASSERT_EQ(alone.size(), 1u);
  EXPECT_EQ(alone[0].message, capacity[0].message);
}

}  // namespace parse_unknown_property_test
}  // namespace schedlint
