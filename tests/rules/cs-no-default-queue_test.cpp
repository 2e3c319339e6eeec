// cs-no-default-queue: what its fixtures (tests/fixtures/rules/cs-no-default-queue/) do not show.
#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_no_default_queue_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-no-default-queue";

std::string capacity(std::vector<std::pair<std::string, std::string>> extra) {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "etl,users"},
      {"yarn.scheduler.capacity.root.etl.capacity", "60"},
      {"yarn.scheduler.capacity.root.users.capacity", "40"}};
  p.insert(p.end(), extra.begin(), extra.end());
  return conf_xml(p);
}

TEST(CsNoDefaultQueue, EveryReleaseRejectsWithoutDefaultOrCatchAll) {
  for (const char* version : {"2.7", "2.10", "3.1", "3.3", "3.4"}) {
    const auto f = run_rule({{"capacity-scheduler.xml", capacity({})}}, kRule, version);
    EXPECT_EQ(f.size(), 1u) << version;
  }
}

// u:%user:%user, u:%user:%primary_group and u:%user:<queue> place every user: where they land
// is the cs-mapping-* rules' business.
TEST(CsNoDefaultQueue, SilentWithAMappingForEveryUser) {
  for (const char* mapping : {"u:%user:%user", "u:%user:%primary_group", "u:%user:etl"}) {
    EXPECT_TRUE(run_rule({{"capacity-scheduler.xml",
                           capacity({{"yarn.scheduler.capacity.queue-mappings", mapping}})}},
                         kRule)
                    .empty())
        << mapping;
  }
}

// A leaf named default anywhere is found by its short name before 3.3 and from 3.3 alike.
TEST(CsNoDefaultQueue, SilentWithADefaultLeafBelowAParent) {
  const auto xml = capacity({{"yarn.scheduler.capacity.root.users.queues", "default"},
                             {"yarn.scheduler.capacity.root.users.default.capacity", "100"}});
  for (const char* version : {"2.10", "3.3"}) {
    EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", xml}}, kRule, version).empty()) << version;
  }
}

}  // namespace cs_no_default_queue_test
}  // namespace schedlint
