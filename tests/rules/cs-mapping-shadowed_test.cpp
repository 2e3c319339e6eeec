#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_mapping_shadowed_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-mapping-shadowed";

std::vector<Finding> run(const std::string& mappings) {
  return run_rule({{"capacity-scheduler.xml",
                    conf_xml({{"yarn.scheduler.capacity.root.queues", "default,etl"},
                              {"yarn.scheduler.capacity.root.default.capacity", "50"},
                              {"yarn.scheduler.capacity.root.etl.capacity", "50"},
                              {"yarn.scheduler.capacity.queue-mappings", mappings}})}},
                  kRule);
}

TEST(CsMappingShadowed, TheSameUserOrGroupTwice) {
  EXPECT_EQ(run("u:alice:etl,u:alice:default").size(), 1u);
  EXPECT_EQ(run("g:bi:etl,g:bi:default").size(), 1u);
}

TEST(CsMappingShadowed, SilentWhenSpecificFirst) {
  EXPECT_TRUE(run("u:alice:etl,g:bi:etl,u:%user:default").empty());
  EXPECT_TRUE(run("u:alice:etl,g:alice:default").empty());  // a user and a group of the same name
}

// A user without a secondary group that has a queue is not handed on to the next mapping: the
// search stops at u:%user:%secondary_group (3.3 returns no placement, 3.4 falls back to
// root.default), so the later mapping never applies.
TEST(CsMappingShadowed, AGroupMappingThatPlacesNothingStillEndsTheSearch) {
  EXPECT_EQ(run("u:%user:%secondary_group,u:%user:default").size(), 1u);
}

}  // namespace cs_mapping_shadowed_test
}  // namespace schedlint
