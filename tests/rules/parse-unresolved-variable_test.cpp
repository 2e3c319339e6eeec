#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_unresolved_variable_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-unresolved-variable";

TEST(ParseUnresolvedVariable, SilentWhenAnotherFileDefinesIt) {
  // capacity-scheduler.xml is read on top of yarn-site.xml, so it sees yarn-site's keys.
  EXPECT_TRUE(
      run_rule({{"yarn-site.xml",
                 conf_xml({{"yarn.resourcemanager.hostname", "rm"}, {"apps.limit", "500"}})},
                {"capacity-scheduler.xml",
                 conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                           {"yarn.scheduler.capacity.maximum-applications", "${apps.limit}"}})}},
               kRule)
          .empty());
}

}  // namespace parse_unresolved_variable_test
}  // namespace schedlint
