#include "parse/yarn_site.h"

#include <gtest/gtest.h>

#include "parse/text_file.h"
#include "support/test_support.h"

namespace schedlint {
namespace yarn_site_test {

struct Read {
  ClusterSettings cluster;
  std::vector<ReadingIssue> issues;
};

// Read as the FairScheduler does, which reads every key here (its own keys included).
Read read(const std::vector<std::pair<std::string, std::string>>& props, HadoopVersion v = {3, 3},
          SchedulerType scheduler = SchedulerType::kFair) {
  Read r;
  auto doc = XmlDocument::parse(text_file_from_memory("yarn-site.xml", testing::conf_xml(props)));
  HadoopConf conf;
  for (const auto& p : read_conf_properties(doc, v, r.issues))
    conf.load(p, &r.issues);
  r.cluster = read_cluster_settings(conf, v, scheduler, r.issues);
  return r;
}

TEST(YarnSite, DefaultsAreHadoops) {
  const Read r = read({{"yarn.nodemanager.aux-services", "mapreduce_shuffle"}});
  EXPECT_EQ(r.cluster.minimum_allocation_mb.value, 1024);
  EXPECT_EQ(r.cluster.maximum_allocation_mb.value, 8192);
  EXPECT_EQ(r.cluster.maximum_allocation_vcores.value, 4);
  EXPECT_FALSE(r.cluster.maximum_allocation_mb.is_set());
  EXPECT_EQ(r.cluster.scheduler, SchedulerType::kCapacity);
  EXPECT_EQ(r.cluster.admin_acl.value, "*");
  EXPECT_FALSE(r.cluster.acl_enable.value);
  // yarn-default.xml of 2.x ships maximum-allocation-vcores=32.
  EXPECT_EQ(read({}, {2, 7}).cluster.maximum_allocation_vcores.value, 32);
}

TEST(YarnSite, ReadsAllocationsSchedulerAndNodeManagerResources) {
  const Read r =
      read({{"yarn.scheduler.maximum-allocation-mb", "64000"},
            {"yarn.resourcemanager.scheduler.class",
             "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler"},
            {"yarn.nodemanager.resource.memory-mb", "102400"},
            {"yarn.nodemanager.resource.cpu-vcores", "-1"},
            {"yarn.scheduler.fair.reservable-nodes", "0.1"}});
  EXPECT_TRUE(r.issues.empty());
  EXPECT_EQ(r.cluster.maximum_allocation_mb.value, 64000);
  EXPECT_EQ(r.cluster.maximum_allocation_mb.loc.line, 2);
  EXPECT_EQ(r.cluster.scheduler, SchedulerType::kFair);
  EXPECT_EQ(r.cluster.nodemanager_memory_mb.value, 102400);
  EXPECT_EQ(r.cluster.nodemanager_vcores.value, 8);  // -1: 8 unless hardware detection is on
  EXPECT_FLOAT_EQ(r.cluster.fair_reservable_nodes.value, 0.1f);
}

TEST(YarnSite, ResourceTypeKeysOverrideTheSchedulerKeysIn3) {
  const Read r = read({{"yarn.scheduler.maximum-allocation-mb", "8192"},
                       {"yarn.resource-types.memory-mb.maximum-allocation", "16384"},
                       {"yarn.resource-types.memory-mb.increment-allocation", "1 Gi"}});
  EXPECT_EQ(r.cluster.maximum_allocation_mb.value, 16384);
  EXPECT_EQ(r.cluster.increment_allocation_mb.value, 1024);
}

// FairSchedulerConfiguration.getIncrementAllocation reads the per-type increment from 3.1.0
// (YARN-7557); 3.0.x and 2.10 read yarn.scheduler.increment-allocation-mb alone.
TEST(YarnSite, ThePerTypeIncrementIsReadFrom31) {
  const std::vector<std::pair<std::string, std::string>> props{
      {"yarn.scheduler.increment-allocation-mb", "512"},
      {"yarn.resource-types.memory-mb.increment-allocation", "1 Gi"}};
  EXPECT_EQ(read(props, {3, 1}).cluster.increment_allocation_mb.value, 1024);
  EXPECT_EQ(read(props, {3, 0}).cluster.increment_allocation_mb.value, 512);
  EXPECT_EQ(read(props, {2, 10}).cluster.increment_allocation_mb.value, 512);
}

// TestFairSchedulerConfiguration: an increment with an unknown unit is an IllegalArgumentException.
TEST(YarnSite, BadIncrementUnitIsAnError) {
  const Read r = read({{"yarn.resource-types.memory-mb.increment-allocation", "1 Xi"}});
  ASSERT_EQ(r.issues.size(), 1u);
  EXPECT_EQ(r.issues[0].kind, ReadingIssueKind::kRejectedValue);
}

TEST(YarnSite, ResourceTypeNamesAreNotTrimmed) {
  // ResourceUtils splits yarn.resource-types with getStrings: " fpga" is not a valid name.
  const Read r = read({{"yarn.resource-types", "yarn.io/gpu, fpga,memory-mb"}});
  ASSERT_EQ(r.cluster.resource_types.size(), 1u);
  EXPECT_EQ(r.cluster.resource_types[0].name, "yarn.io/gpu");
  ASSERT_EQ(r.issues.size(), 2u);
  EXPECT_EQ(
      r.issues[0].description,
      "' fpga' is not a valid resource name (Hadoop splits yarn.resource-types on ',' without "
      "trimming, so spaces count): the ResourceManager refuses to start");
}

TEST(YarnSite, InvalidNumbersAreErrorsAndKeepTheDefault) {
  const Read r = read({{"yarn.scheduler.minimum-allocation-mb", "1GB"}});
  EXPECT_EQ(r.cluster.minimum_allocation_mb.value, 1024);
  ASSERT_EQ(r.issues.size(), 1u);
  EXPECT_EQ(r.issues[0].loc.line, 2);
}

TEST(YarnSite, NodeManagerResourcesOfZeroOrLessAreNodesTheRmShutsDown) {
  // The RM starts; ResourceTrackerService.registerNodeManager sends such a NodeManager SHUTDOWN.
  const Read r = read({{"yarn.nodemanager.resource.memory-mb", "0"},
                       {"yarn.nodemanager.resource.cpu-vcores", "-4"}});
  EXPECT_EQ(r.cluster.nodemanager_memory_mb.value, 8192);
  ASSERT_EQ(r.issues.size(), 2u);
  EXPECT_EQ(r.issues[0].kind, ReadingIssueKind::kNodeBelowMinimum);
  EXPECT_EQ(r.issues[0].description,
            "'yarn.nodemanager.resource.memory-mb' is 0: a NodeManager offering nothing is below "
            "the minimum allocation, and the ResourceManager sends it SHUTDOWN when it registers");
}

TEST(YarnSite, FairSchedulerKeysAreNotReadByTheCapacityScheduler) {
  // FairSchedulerConfiguration is never built on a CapacityScheduler cluster: a broken
  // increment or max.assign cannot fail anything there.
  const std::vector<std::pair<std::string, std::string>> props{
      {"yarn.scheduler.increment-allocation-mb", "abc"}, {"yarn.scheduler.fair.max.assign", "x"}};
  EXPECT_EQ(read(props).issues.size(), 2u);
  EXPECT_TRUE(read(props, {3, 3}, SchedulerType::kCapacity).issues.empty());
}

TEST(YarnSite, ResourceTypesArriveIn210And30) {
  const std::vector<std::pair<std::string, std::string>> props{
      {"yarn.resource-types", "memory-mb,yarn.io/gpu"}};
  const Read old = read(props, {2, 9});
  ASSERT_EQ(old.issues.size(), 1u);
  EXPECT_EQ(old.issues[0].kind, ReadingIssueKind::kIgnoredValue);
  EXPECT_TRUE(old.cluster.resource_types.empty());
  EXPECT_EQ(read(props, {2, 10}).issues[0].kind, ReadingIssueKind::kRejectedValue);
  EXPECT_EQ(read(props, {3, 0}).issues[0].kind, ReadingIssueKind::kRejectedValue);
}

}  // namespace yarn_site_test
}  // namespace schedlint
