#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_am_percent_out_of_range_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-am-percent-out-of-range";

std::string config(std::vector<std::pair<std::string, std::string>> extra) {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "a,b"},
      {"yarn.scheduler.capacity.root.a.capacity", "50"},
      {"yarn.scheduler.capacity.root.b.capacity", "50"}};
  p.insert(p.end(), extra.begin(), extra.end());
  return conf_xml(p);
}

TEST(CsAmPercentOutOfRange, ANegativeShareRunsOneApplicationAtATime) {
  const auto f =
      run_rule({{"capacity-scheduler.xml",
                 config({{"yarn.scheduler.capacity.root.b.maximum-am-resource-percent", "-1"}})}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.b");
}

TEST(CsAmPercentOutOfRange, AGlobalValueEveryLeafOverridesIsNotReported) {
  // Hadoop's TestConvertedConfigValidator.testValidationPassed starts a CapacityScheduler with a
  // global -1.0 that every leaf overrides.
  EXPECT_TRUE(
      run_rule({{"capacity-scheduler.xml",
                 config({{"yarn.scheduler.capacity.maximum-am-resource-percent", "-1.0"},
                         {"yarn.scheduler.capacity.root.a.maximum-am-resource-percent", "1.0"},
                         {"yarn.scheduler.capacity.root.b.maximum-am-resource-percent", "0.5"}})}},
               kRule)
          .empty());
}

TEST(CsAmPercentOutOfRange, NeverAnInvalidValueError) {
  const auto f =
      run_rule({{"capacity-scheduler.xml",
                 config({{"yarn.scheduler.capacity.maximum-am-resource-percent", "-1"}})}},
               "parse-invalid-value");
  EXPECT_TRUE(f.empty());
}

}  // namespace cs_am_percent_out_of_range_test
}  // namespace schedlint
