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

}  // namespace parse_unknown_property_test
}  // namespace schedlint
