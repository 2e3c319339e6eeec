#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_scheduler_not_configured_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "fs-scheduler-not-configured";
const std::string kFair = "<allocations>\n  <queue name=\"etl\"/>\n</allocations>\n";

TEST(FsSchedulerNotConfigured, SilentWhenYarnSiteNamesTheFairSchedulerOrNoYarnSiteIsGiven) {
  EXPECT_TRUE(run_rule({{"yarn-site.xml",
                         conf_xml({{"yarn.resourcemanager.scheduler.class", kFairSchedulerClass}})},
                        {"fair-scheduler.xml", kFair}},
                       kRule)
                  .empty());
  // The allocation file alone (a pre-commit hook on fair-scheduler.xml): nothing says otherwise.
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", kFair}}, kRule).empty());
}

}  // namespace fs_scheduler_not_configured_test
}  // namespace schedlint
