#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_duplicate_property_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-duplicate-property";

TEST(ParseDuplicateProperty, FiresAtTheLaterOccurrence) {
  const auto f =
      run_rule({{"yarn-site.xml", conf_xml({{"yarn.scheduler.maximum-allocation-mb", "8192"},
                                            {"yarn.acl.enable", "true"},
                                            {"yarn.scheduler.maximum-allocation-mb", "16384"}})}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_EQ(f[0].message,
            "'yarn.scheduler.maximum-allocation-mb' is set more than once (also at line 2); this "
            "later value wins");
}

TEST(ParseDuplicateProperty, FiresOnRepeatedAllocationFileElements) {
  const auto f =
      run_rule({{"fair-scheduler.xml",
                 "<allocations>\n<queue name=\"a\">\n<weight>1</weight>\n<weight>2</weight>\n"
                 "</queue>\n</allocations>\n"}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 4);
}

TEST(ParseDuplicateProperty, SilentWhenEachKeyIsSetOnce) {
  EXPECT_TRUE(run_rule({{"yarn-site.xml",
                         conf_xml({{"yarn.acl.enable", "true"}, {"yarn.admin.acl", "yarn"}})}},
                       kRule)
                  .empty());
}

}  // namespace parse_duplicate_property_test
}  // namespace schedlint
