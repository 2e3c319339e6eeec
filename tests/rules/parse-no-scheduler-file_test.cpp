#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_no_scheduler_file_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-no-scheduler-file";

TEST(ParseNoSchedulerFile, SilentWhenTheSchedulersFileIsGiven) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", "<allocations/>\n"}}, kRule).empty());
}

}  // namespace parse_no_scheduler_file_test
}  // namespace schedlint
