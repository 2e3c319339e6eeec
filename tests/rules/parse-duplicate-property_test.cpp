#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_duplicate_property_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-duplicate-property";

TEST(ParseDuplicateProperty, SilentWhenEachKeyIsSetOnce) {
  EXPECT_TRUE(run_rule({{"yarn-site.xml",
                         conf_xml({{"yarn.acl.enable", "true"}, {"yarn.admin.acl", "yarn"}})}},
                       kRule)
                  .empty());
}

}  // namespace parse_duplicate_property_test
}  // namespace schedlint
