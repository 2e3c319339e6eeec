#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_ignored_value_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-ignored-value";

TEST(ParseIgnoredValue, FiresOnABooleanHadoopSilentlyIgnores) {
  const auto f = run_rule({{"yarn-site.xml", conf_xml({{"yarn.acl.enable", "yes"}})}}, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 2);
  EXPECT_EQ(f[0].message,
            "'yarn.acl.enable' is 'yes': Hadoop accepts only true or false here and silently keeps "
            "the default");
}

TEST(ParseIgnoredValue, FiresOnAllowPreemptionFromThatIsNotTrueOrFalse) {
  const auto f =
      run_rule({{"fair-scheduler.xml",
                 "<allocations><queue name=\"a\"><allowPreemptionFrom>1</allowPreemptionFrom>"
                 "</queue></allocations>"}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message,
            "<allowPreemptionFrom> is '1': Hadoop reads it with Boolean.parseBoolean, so anything "
            "but 'true' means false");
}

TEST(ParseIgnoredValue, SilentOnPlainBooleans) {
  EXPECT_TRUE(run_rule({{"yarn-site.xml", conf_xml({{"yarn.acl.enable", "TRUE"},
                                                    {"yarn.node-labels.enabled", "false"}})}},
                       kRule)
                  .empty());
}

}  // namespace parse_ignored_value_test
}  // namespace schedlint
