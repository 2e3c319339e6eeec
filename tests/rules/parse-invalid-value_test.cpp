#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_invalid_value_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-invalid-value";

TEST(ParseInvalidValue, FiresAtTheValueHadoopWouldReject) {
  const auto f = run_rule(
      {{"capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                                            {"yarn.scheduler.capacity.root.a.capacity", "abc"},
                                            {"yarn.scheduler.capacity.root.b.capacity", "150"}})}},
      kRule);
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].loc.line, 3);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[1].loc.line, 4);
  EXPECT_EQ(f[1].message, "Illegal capacity of 150 for queue root.b");
}

TEST(ParseInvalidValue, FiresInEveryKindOfFile) {
  EXPECT_EQ(
      run_rule({{"fair-scheduler.xml", "<allocations>\n<queue name=\"a.b\"/>\n</allocations>\n"}},
               kRule)
          .at(0)
          .loc.line,
      2);
  EXPECT_EQ(
      run_rule({{"yarn-site.xml", conf_xml({{"yarn.scheduler.minimum-allocation-mb", "1g"}})}},
               kRule)
          .size(),
      1u);
}

TEST(ParseInvalidValue, SilentOnValuesHadoopAccepts) {
  EXPECT_TRUE(
      run_rule({{"capacity-scheduler.xml",
                 conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                           {"yarn.scheduler.capacity.root.a.capacity", " 100.0 "},
                           {"yarn.scheduler.capacity.root.a.maximum-applications", "0x10"}})}},
               kRule)
          .empty());
}

TEST(ParseInvalidValue, InlineCommentSilencesIt) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml",
                         "<configuration>\n"
                         "<property><name>yarn.scheduler.capacity.root.queues</name><value>a</"
                         "value></property>\n"
                         "<!-- schedlint:disable parse-invalid-value -->\n"
                         "<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>x</"
                         "value></property>\n"
                         "</configuration>\n"}},
                       kRule)
                  .empty());
}

TEST(ParseInvalidValue, ARejectedCapacityValueSaysWhichChecksItHoldsBack) {
  const auto f =
      run_rule({{"capacity-scheduler.xml",
                 testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                    {"yarn.scheduler.capacity.root.a.capacity", "100"},
                                    {"yarn.scheduler.capacity.root.a.user-limit-factor", "abc"}})}},
               "parse-invalid-value");
  ASSERT_EQ(f.size(), 1u);
  ASSERT_EQ(f[0].details.size(), 1u);
  EXPECT_NE(f[0].details[0].find("skipped until it is fixed"), std::string::npos);
  EXPECT_NE(f[0].details[0].find("user-limit-factor"), std::string::npos);
}

}  // namespace parse_invalid_value_test
}  // namespace schedlint
