#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_mapping_group_queue_missing_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-mapping-group-queue-missing";

std::vector<Finding> run(const std::string& mappings, const std::string& version,
                         const std::string& queues = "default,etl") {
  return run_rule({{"capacity-scheduler.xml",
                    conf_xml({{"yarn.scheduler.capacity.root.queues", queues},
                              {"yarn.scheduler.capacity.root.default.capacity", "50"},
                              {"yarn.scheduler.capacity.root.etl.capacity", "50"},
                              {"yarn.scheduler.capacity.root.other.capacity", "50"},
                              {"yarn.scheduler.capacity.queue-mappings", mappings}})}},
                  kRule, version);
}

// A named user (before 3.3) or a group mapping (before 3.4) takes the queue literally.
TEST(CsMappingGroupQueueMissing, FormsThatNeverResolveTheGroup) {
  const auto user = run("u:alice:%primary_group", "3.2");
  ASSERT_EQ(user.size(), 1u);
  EXPECT_EQ(user[0].severity, Severity::kError);
  const auto group = run("g:staff:%primary_group", "3.3");
  ASSERT_EQ(group.size(), 1u);
  EXPECT_EQ(group[0].severity, Severity::kWarning);
  // 3.3 resolves a named user's group; 3.4 a group mapping's.
  EXPECT_EQ(run("u:alice:%primary_group", "3.3")[0].severity, Severity::kInfo);
  EXPECT_EQ(run("g:staff:%primary_group", "3.4")[0].severity, Severity::kInfo);
}

TEST(CsMappingGroupQueueMissing, SilentForFixedQueuesAndForMappingsTheRmRefuses) {
  EXPECT_TRUE(run("g:etl:etl,u:%user:%user,u:%user:default", "3.3").empty());
  // 3.2 refuses %secondary_group at start-up: cs-mapping-invalid-queue reports it.
  EXPECT_TRUE(run("u:%user:%secondary_group", "3.2").empty());
}

}  // namespace cs_mapping_group_queue_missing_test
}  // namespace schedlint
