// Fair shares over a whole allocation file, as FSParentQueue.recomputeSteadyShares and
// updateInternal compute them. Expectations from Hadoop's TestFairSchedulerFairShare and
// TestFairScheduler (named per case).
#include "sched/fair/fair_shares.h"

#include <gtest/gtest.h>

#include "parse/fair_parser.h"
#include "parse/text_file.h"
#include "test_support.h"

namespace schedlint {
namespace {

const std::vector<std::string> kTypes{"memory-mb", "vcores"};

FairShares shares(const std::string& xml, const Resource& cluster, HadoopVersion version = {3, 3},
                  std::optional<std::vector<std::string>> active = std::nullopt) {
  std::vector<Finding> findings;
  auto doc = XmlDocument::parse(text_file_from_memory("fair-scheduler.xml", xml));
  const FairConfig config = parse_fair_config(doc, version, kTypes, findings);
  EXPECT_TRUE(findings.empty());
  return compute_fair_shares(config, cluster, kTypes, {version, std::move(active)});
}

const FairQueueShare& q(const FairShares& s, const std::string& path) {
  const FairQueueShare* found = s.find(path);
  EXPECT_NE(found, nullptr) << path;
  static FairQueueShare none;
  return found ? *found : none;
}

// TestFairSchedulerFairShare's allocation file.
std::string parents_ab(const std::string& policy) {
  return "<allocations><queue name=\"root\">"
         "<queue name=\"parentA\"><weight>8</weight><queue name=\"childA1\"/><queue name=\"childA2\"/>"
         "<queue name=\"childA3\"/><queue name=\"childA4\"/></queue>"
         "<queue name=\"parentB\"><weight>1</weight><queue name=\"childB1\"/><queue name=\"childB2\"/></queue>"
         "</queue><defaultQueueSchedulingPolicy>" + policy + "</defaultQueueSchedulingPolicy></allocations>";
}

double fraction(int64_t value, int64_t of) { return static_cast<double>(value) / static_cast<double>(of); }

// TestFairSchedulerFairShare.verifySteadyFairShareMemory, with root.default created at start-up
// (Hadoop before 3.1): parentA leaves 20 %, parentB leaves 5 %.
TEST(FairShares, SteadySharesFollowWeightsNotActivity) {
  const int64_t mem = 16 * 1024;
  const FairShares s = shares(parents_ab("fair"), Resource(mem, 0), {3, 0}, std::vector<std::string>{});
  ASSERT_NE(s.find("root.default"), nullptr);
  EXPECT_TRUE(q(s, "root.default").implicit);
  for (const char* leaf : {"root.parentA.childA1", "root.parentA.childA4"}) {
    EXPECT_NEAR(fraction(q(s, leaf).steady_fair_share.memory_mb(), mem), 0.2, 0.001);
  }
  EXPECT_NEAR(fraction(q(s, "root.parentB.childB2").steady_fair_share.memory_mb(), mem), 0.05, 0.001);
  // The exact integers (the ratio search rounds up): parentA 13108, parentB and default 1638.
  EXPECT_EQ(q(s, "root.parentA").steady_fair_share.memory_mb(), 13108);
  EXPECT_EQ(q(s, "root.parentB").steady_fair_share.memory_mb(), 1638);
  EXPECT_EQ(q(s, "root.parentA.childA1").steady_fair_share.memory_mb(), 3277);
  EXPECT_EQ(q(s, "root.parentB.childB1").steady_fair_share.memory_mb(), 819);
  // testFairShareNoAppsRunning: no active queue, no instantaneous share.
  EXPECT_EQ(q(s, "root.parentA.childA1").instantaneous_fair_share.memory_mb(), 0);
}

// testFairShareOneAppRunning: the only active leaf gets everything.
TEST(FairShares, OneActiveLeafGetsTheWholeCluster) {
  const FairShares s = shares(parents_ab("fair"), Resource(16384, 0), {3, 0},
                              std::vector<std::string>{"root.parentA.childA1"});
  EXPECT_NEAR(fraction(q(s, "root.parentA.childA1").instantaneous_fair_share.memory_mb(), 16384), 1.0, 0.001);
  EXPECT_EQ(q(s, "root.parentA.childA2").instantaneous_fair_share.memory_mb(), 0);
}

// testFairShareMultipleActiveQueuesUnderSameParent: 33 % each.
TEST(FairShares, ActiveSiblingsSplitTheirParent) {
  const FairShares s = shares(parents_ab("fair"), Resource(16384, 0), {3, 0},
                              std::vector<std::string>{"root.parentA.childA1", "root.parentA.childA2",
                                                       "root.parentA.childA3"});
  for (const char* leaf : {"root.parentA.childA1", "root.parentA.childA2", "root.parentA.childA3"}) {
    EXPECT_NEAR(fraction(q(s, leaf).instantaneous_fair_share.memory_mb(), 16384) * 100, 33, 0.9);
  }
}

// testFairShareMultipleActiveQueuesUnderDifferentParent: 40 %, 40 %, 10 %, and default 10 %.
TEST(FairShares, ActiveQueuesUnderDifferentParents) {
  const FairShares s = shares(parents_ab("fair"), Resource(16384, 0), {3, 0},
                              std::vector<std::string>{"root.parentA.childA1", "root.parentA.childA2",
                                                       "root.parentB.childB1", "root.default"});
  EXPECT_NEAR(fraction(q(s, "root.parentA.childA1").instantaneous_fair_share.memory_mb(), 16384) * 100, 40, 0.9);
  EXPECT_NEAR(fraction(q(s, "root.parentA.childA2").instantaneous_fair_share.memory_mb(), 16384) * 100, 40, 0.9);
  EXPECT_NEAR(fraction(q(s, "root.parentB.childB1").instantaneous_fair_share.memory_mb(), 16384) * 100, 10, 0.9);
  EXPECT_EQ(q(s, "root.parentA.childA1").instantaneous_fair_share.memory_mb(), 6554);
  EXPECT_EQ(q(s, "root.parentB.childB1").instantaneous_fair_share.memory_mb(), 1638);
}

// testFairShareWithDRFMultipleActiveQueuesUnderDifferentParent: drf splits vcores too.
TEST(FairShares, DrfSplitsEveryResourceType) {
  const FairShares s = shares(parents_ab("drf"), Resource(16384, 10), {3, 0},
                              std::vector<std::string>{"root.parentA.childA1", "root.parentA.childA2",
                                                       "root.parentB.childB1", "root.default"});
  for (const char* leaf : {"root.parentA.childA1", "root.parentA.childA2"}) {
    EXPECT_NEAR(fraction(q(s, leaf).instantaneous_fair_share.memory_mb(), 16384) * 100, 40, 0.9);
    EXPECT_NEAR(fraction(q(s, leaf).instantaneous_fair_share.vcores(), 10) * 100, 40, 0.9);
  }
  EXPECT_NEAR(fraction(q(s, "root.parentB.childB1").instantaneous_fair_share.vcores(), 10) * 100, 10, 0.9);
  // Steady: parentA leaves 0.2 of memory and vcores; parentB leaves 0.05 memory but 0.1 vcores
  // (one vcore each: 1 vcore split two ways rounds up).
  EXPECT_NEAR(fraction(q(s, "root.parentA.childA3").steady_fair_share.vcores(), 10), 0.2, 0.001);
  EXPECT_NEAR(fraction(q(s, "root.parentB.childB2").steady_fair_share.memory_mb(), 16384), 0.05, 0.001);
  EXPECT_NEAR(fraction(q(s, "root.parentB.childB2").steady_fair_share.vcores(), 10), 0.1, 0.001);
}

TEST(FairShares, FairPolicyLeavesVcoresAtZero) {
  const FairShares s = shares(parents_ab("fair"), Resource(16384, 10));
  EXPECT_EQ(q(s, "root.parentA").steady_fair_share.vcores(), 0);
  EXPECT_EQ(q(s, "root").steady_fair_share.vcores(), 10);
}

TEST(FairShares, NoDefaultQueueFrom31) {
  const FairShares s = shares(parents_ab("fair"), Resource(16384, 0), {3, 3});
  EXPECT_EQ(s.find("root.default"), nullptr);
  // parentA : parentB = 8 : 1 of 16384 MB.
  EXPECT_NEAR(fraction(q(s, "root.parentA").steady_fair_share.memory_mb(), 16384), 8.0 / 9, 0.001);
  EXPECT_NEAR(fraction(q(s, "root.parentB").steady_fair_share.memory_mb(), 16384), 1.0 / 9, 0.001);
}

TEST(FairShares, MaxShareIsTheConfiguredMaxButAtLeastTheMin) {
  const FairShares s = shares("<allocations><queue name=\"a\"><minResources>2048 mb, 2 vcores</minResources>"
                              "<maxResources>1024 mb, 8 vcores</maxResources></queue>"
                              "<queue name=\"b\"><maxResources>50%</maxResources></queue>"
                              "<queue name=\"c\"/></allocations>",
                              Resource(10240, 10));
  EXPECT_EQ(q(s, "root.a").max_share, Resource(2048, 8));
  EXPECT_EQ(q(s, "root.b").max_share, Resource(5120, 5));
  EXPECT_EQ(q(s, "root.c").max_share,
            Resource(std::numeric_limits<int64_t>::max(), std::numeric_limits<int32_t>::max()));
}

TEST(FairShares, ChildWithAPolicyItsParentForbidsIsNotCreated) {
  // FairSharePolicy.isChildPolicyAllowed: a fair parent refuses drf children.
  const FairShares s = shares("<allocations><queue name=\"p\"><schedulingPolicy>fair</schedulingPolicy>"
                              "<queue name=\"c\"><schedulingPolicy>drf</schedulingPolicy></queue>"
                              "<queue name=\"d\"/></queue></allocations>",
                              Resource(8192, 8));
  EXPECT_EQ(s.queues_not_created, std::vector<std::string>{"root.p.c"});
  EXPECT_EQ(s.find("root.p.c"), nullptr);
  EXPECT_EQ(q(s, "root.p.d").steady_fair_share.memory_mb(), 8192);
}

TEST(FairShares, AmLimitIsMaxAmShareOfTheFairShareRoundedUp) {
  const FairShares s = shares("<allocations><queue name=\"a\"><maxAMShare>0.3</maxAMShare></queue>"
                              "<queue name=\"b\"><maxAMShare>-1</maxAMShare></queue></allocations>",
                              Resource(10000, 9));
  // a's fair share is 5000 MB (fair policy: no vcores), so its vcores base is the cluster's 9.
  // maxAMShare is a float: 0.3f is 0.30000001192..., so 5000 x 0.3f rounds up to 1501.
  EXPECT_EQ(*q(s, "root.a").am_limit, Resource(1501, 3));
  EXPECT_FALSE(q(s, "root.b").am_limit.has_value());
}

}  // namespace
}  // namespace schedlint
