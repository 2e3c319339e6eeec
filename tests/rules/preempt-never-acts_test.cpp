#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace preempt_never_acts_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "preempt-never-acts";

std::string capacity(bool adhoc_disabled, bool etl_elastic) {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
      {"yarn.scheduler.capacity.root.etl.capacity", "60"},
      {"yarn.scheduler.capacity.root.adhoc.capacity", "40"}};
  if (!etl_elastic) p.push_back({"yarn.scheduler.capacity.root.etl.maximum-capacity", "60"});
  if (adhoc_disabled)
    p.push_back({"yarn.scheduler.capacity.root.adhoc.disable_preemption", "true"});
  return conf_xml(p);
}

const std::string kMonitorOn =
    conf_xml({{"yarn.resourcemanager.scheduler.monitor.enable", "true"}});

TEST(PreemptNeverActs, EveryElasticQueueIsExempt) {
  const auto f = run_rule(
      {{"yarn-site.xml", kMonitorOn}, {"capacity-scheduler.xml", capacity(true, false)}}, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "capacity-scheduler.xml");
  EXPECT_EQ(f[0].loc.line, 6);  // adhoc's disable_preemption
  EXPECT_EQ(f[0].queue, "root.adhoc");
}

TEST(PreemptNeverActs, ThePolicyIsNotInTheMonitorsList) {
  const auto f = run_rule(
      {{"yarn-site.xml",
        conf_xml({{"yarn.resourcemanager.scheduler.monitor.enable", "true"},
                  {"yarn.resourcemanager.scheduler.monitor.policies", "org.example.OtherPolicy"}})},
       {"capacity-scheduler.xml", capacity(false, true)}},
      kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 3);
}

TEST(PreemptNeverActs, SilentWithADonorOrWithTheMonitorOff) {
  EXPECT_TRUE(
      run_rule({{"yarn-site.xml", kMonitorOn}, {"capacity-scheduler.xml", capacity(true, true)}},
               kRule)
          .empty());
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", capacity(true, false)}}, kRule).empty());
}

}  // namespace preempt_never_acts_test
}  // namespace schedlint
