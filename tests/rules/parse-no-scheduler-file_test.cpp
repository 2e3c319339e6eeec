#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace parse_no_scheduler_file_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-no-scheduler-file";

TEST(ParseNoSchedulerFile, AYarnSiteAloneSaysWhatWasNotChecked) {
  const auto f = run_rule(
      {{"yarn-site.xml", conf_xml({{"yarn.scheduler.maximum-allocation-mb", "16384"}})}}, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_EQ(f[0].loc.file, "yarn-site.xml");
  EXPECT_EQ(f[0].message,
            "no CapacityScheduler file (capacity-scheduler.xml) was given (no yarn-site.xml given "
            "names a scheduler, so the ResourceManager runs its default, the CapacityScheduler): "
            "only the yarn-site.xml settings and the nodes were checked");
}

TEST(ParseNoSchedulerFile, AFairSchedulerClusterCheckedWithoutItsAllocationFile) {
  const auto f = run_rule(
      {{"yarn-site.xml", conf_xml({{"yarn.resourcemanager.scheduler.class", kFairSchedulerClass}})},
       {"capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "default"}})}},
      kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("no FairScheduler allocation file"), std::string::npos)
      << f[0].message;
}

TEST(ParseNoSchedulerFile, AFifoSchedulerClusterHasNoQueuesToCheck) {
  const auto f =
      run_rule({{"yarn-site.xml",
                 conf_xml({{"yarn.resourcemanager.scheduler.class", kFifoSchedulerClass}})}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("names the FifoScheduler (yarn-site.xml:2), which has no queue "
                              "configuration"),
            std::string::npos)
      << f[0].message;
}

TEST(ParseNoSchedulerFile, SilentWhenTheSchedulersFileIsGiven) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", "<allocations/>\n"}}, kRule).empty());
}

}  // namespace parse_no_scheduler_file_test
}  // namespace schedlint
