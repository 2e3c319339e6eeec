#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_unknown_property_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-unknown-property";

TEST(ParseUnknownProperty, FiresOnATypoWithASuggestion) {
  const auto f = run_rule({{"capacity-scheduler.xml",
                            conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                      {"yarn.scheduler.capacity.root.a.maximum-capacty", "50"}})}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 3);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_EQ(f[0].message,
            "yarn.scheduler.capacity.root.a.maximum-capacty is not a CapacityScheduler property: "
            "Hadoop ignores it (did you mean 'yarn.scheduler.capacity.root.a.maximum-capacity'?)");
}

TEST(ParseUnknownProperty, FiresOnKeysTheVersionDoesNotRead) {
  const testing::Files files{
      {"capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                           {"yarn.scheduler.capacity.root.a.priority", "2"}})}};
  EXPECT_EQ(run_rule(files, kRule, "2.9").size(), 1u);  // queue priority arrived in 3.0
  EXPECT_TRUE(run_rule(files, kRule, "3.3").empty());
}

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

}  // namespace parse_unknown_property_test
}  // namespace schedlint
