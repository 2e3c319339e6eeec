#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_ignored_value_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-ignored-value";

TEST(ParseIgnoredValue, SilentOnPlainBooleans) {
  EXPECT_TRUE(run_rule({{"yarn-site.xml", conf_xml({{"yarn.acl.enable", "TRUE"},
                                                    {"yarn.node-labels.enabled", "false"}})}},
                       kRule)
                  .empty());
}

}  // namespace parse_ignored_value_test
}  // namespace schedlint
