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

// Before 3.3 UserGroupMappingPlacementRule returns the group unchecked, and
// CapacityScheduler.addApplication rejects an unknown queue.
TEST(CsMappingGroupQueueMissing, RejectedBefore3_3) {
  const auto f = run("u:%user:%primary_group,u:%user:default", "3.2");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_EQ(f[0].loc.line, 6);  // the queue-mappings property
  EXPECT_NE(f[0].message.find("is rejected (\"... submitted by user ... to unknown queue"),
            std::string::npos)
      << f[0].message;
  EXPECT_NE(f[0].message.find("user private groups"), std::string::npos);
}

// 3.3: no placement, the search stops, the application keeps the queue it named (default).
TEST(CsMappingGroupQueueMissing, StaysInTheSubmittedQueueOn3_3) {
  const auto f = run("u:%user:%secondary_group", "3.3");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_NE(f[0].message.find("stays in the queue it was submitted to"), std::string::npos)
      << f[0].message;
  // Without a leaf named default, applications that name no queue are rejected.
  const auto no_default = run("u:%user:%primary_group", "3.3", "etl,other");
  ASSERT_EQ(no_default.size(), 1u);
  EXPECT_EQ(no_default[0].severity, Severity::kWarning);
}

// 3.4: CSMappingPlacementRule's legacy rules fall back to root.default.
TEST(CsMappingGroupQueueMissing, FallsBackToRootDefaultOn3_4) {
  const auto f = run("u:%user:%primary_group.%user", "3.4");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_NE(f[0].message.find("goes to root.default"), std::string::npos) << f[0].message;
  const auto no_default = run("u:%user:%primary_group", "3.4", "etl,other");
  ASSERT_EQ(no_default.size(), 1u);
  EXPECT_EQ(no_default[0].severity, Severity::kWarning);
  EXPECT_NE(no_default[0].message.find("rejected by a mapping rule"), std::string::npos);
}

// A named user (before 3.3) or a group mapping (before 3.4) takes the queue literally.
TEST(CsMappingGroupQueueMissing, FormsThatNeverResolveTheGroup) {
  const auto user = run("u:alice:%primary_group", "3.2");
  ASSERT_EQ(user.size(), 1u);
  EXPECT_EQ(user[0].severity, Severity::kError);
  EXPECT_NE(user[0].message.find("never works on Hadoop 3.2"), std::string::npos);
  const auto group = run("g:staff:%primary_group", "3.3");
  ASSERT_EQ(group.size(), 1u);
  EXPECT_EQ(group[0].severity, Severity::kWarning);
  EXPECT_NE(group[0].message.find("never places an application"), std::string::npos);
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
