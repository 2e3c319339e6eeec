#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_scheduler_file_not_read_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-scheduler-file-not-read";
const std::string kStockCapacity =
    conf_xml({{"yarn.scheduler.capacity.root.queues", "default"},
              {"yarn.scheduler.capacity.root.default.capacity", "100"}});
const std::string kFair = "<allocations>\n  <queue name=\"etl\"/>\n</allocations>\n";

std::string site(const char* scheduler_class) {
  return conf_xml({{"yarn.resourcemanager.scheduler.class", scheduler_class}});
}

TEST(ParseSchedulerFileNotRead, SilentWhenOnlyTheConfiguredSchedulersFileIsGiven) {
  EXPECT_TRUE(
      run_rule({{"yarn-site.xml", site(kFairSchedulerClass)}, {"fair-scheduler.xml", kFair}}, kRule)
          .empty());
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kStockCapacity}}, kRule).empty());
}

}  // namespace parse_scheduler_file_not_read_test
}  // namespace schedlint
