#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_invalid_value_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-invalid-value";

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
