// Fair shares over a whole allocation file, as FSParentQueue.recomputeSteadyShares and
// updateInternal compute them. Expectations from Hadoop's TestFairSchedulerFairShare and
// TestFairScheduler (named per case).
#include "sched/fair/fair_shares.h"

#include <functional>
#include <random>

#include <gtest/gtest.h>

#include "parse/fair_parser.h"
#include "parse/text_file.h"
#include "support/test_support.h"

namespace schedlint {
namespace fair_shares_test {

const std::vector<std::string> kTypes{"memory-mb", "vcores"};

FairShares shares(const std::string& xml, const Resource& cluster, HadoopVersion version = {3, 3},
                  std::optional<std::vector<std::string>> active = std::nullopt,
                  std::optional<Resource> available = std::nullopt) {
  std::vector<ReadingIssue> issues;
  auto doc = XmlDocument::parse(text_file_from_memory("fair-scheduler.xml", xml));
  const FairConfig config = parse_fair_config(doc, version, kTypes, issues);
  EXPECT_TRUE(issues.empty());
  return compute_fair_shares(config, cluster, kTypes, {version, std::move(active), available});
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
         "<queue name=\"parentA\"><weight>8</weight><queue name=\"childA1\"/><queue "
         "name=\"childA2\"/>"
         "<queue name=\"childA3\"/><queue name=\"childA4\"/></queue>"
         "<queue name=\"parentB\"><weight>1</weight><queue name=\"childB1\"/><queue "
         "name=\"childB2\"/></queue>"
         "</queue><defaultQueueSchedulingPolicy>" +
         policy + "</defaultQueueSchedulingPolicy></allocations>";
}

double fraction(int64_t value, int64_t of) {
  return static_cast<double>(value) / static_cast<double>(of);
}

// TestFairSchedulerFairShare.verifySteadyFairShareMemory, with root.default created at start-up
// (Hadoop before 3.1): parentA leaves 20 %, parentB leaves 5 %.
TEST(FairShares, SteadySharesFollowWeightsNotActivity) {
  const int64_t mem = 16 * 1024;
  const FairShares s =
      shares(parents_ab("fair"), Resource(mem, 0), {3, 3}, std::vector<std::string>{});
  ASSERT_NE(s.find("root.default"), nullptr);
  EXPECT_TRUE(q(s, "root.default").implicit);
  for (const char* leaf : {"root.parentA.childA1", "root.parentA.childA4"}) {
    EXPECT_NEAR(fraction(q(s, leaf).steady_fair_share.memory_mb(), mem), 0.2, 0.001);
  }
  EXPECT_NEAR(fraction(q(s, "root.parentB.childB2").steady_fair_share.memory_mb(), mem), 0.05,
              0.001);
  // The exact integers (the ratio search rounds up): parentA 13108, parentB and default 1638.
  EXPECT_EQ(q(s, "root.parentA").steady_fair_share.memory_mb(), 13108);
  EXPECT_EQ(q(s, "root.parentB").steady_fair_share.memory_mb(), 1638);
  EXPECT_EQ(q(s, "root.parentA.childA1").steady_fair_share.memory_mb(), 3277);
  EXPECT_EQ(q(s, "root.parentB.childB1").steady_fair_share.memory_mb(), 819);
  // testFairShareNoAppsRunning: no active queue, no instantaneous share.
  EXPECT_EQ(q(s, "root.parentA.childA1").instantaneous_fair_share.memory_mb(), 0);
}

// testFairShareOneAppRunning: the only active leaf gets everything.
// Before YARN-8833 (2.8, 2.9, 3.0) the int sum of the children's max shares wraps when a queue
// without maxResources (Long.MAX_VALUE of memory) follows one with it. root.default is created
// first (QueueManager.initialize), so a file that bounds root.default shrinks what root's
// children share to the bounded maximums minus one per unbounded queue: 10240 + 20480 - 2 =
// 30718 MB of 102400, 7680 MB each (2.9.2's computeSharesInternal in Java's arithmetic).
TEST(FairShares, ABoundedDefaultQueueWrapsTheSumOfMaxSharesBeforeYarn8833) {
  const std::string xml =
      "<allocations><queue name=\"etl\"><maxResources>20480 mb, 20 vcores</maxResources></queue>"
      "<queue name=\"adhoc\"/><queue name=\"default\"><maxResources>10240 mb, 10 "
      "vcores</maxResources></queue><queue name=\"bi\"/></allocations>";
  const Resource cluster(102400, 80);
  for (const HadoopVersion v : {HadoopVersion{2, 9}, HadoopVersion{3, 0}}) {
    const FairShares s = shares(xml, cluster, v);
    for (const char* leaf : {"root.etl", "root.adhoc", "root.default", "root.bi"})
      EXPECT_EQ(q(s, leaf).steady_fair_share.memory_mb(), 7680) << leaf << " " << v.to_string();
  }
  const FairShares fixed = shares(xml, cluster, {2, 10});
  EXPECT_EQ(q(fixed, "root.default").steady_fair_share.memory_mb(), 10240);
  EXPECT_EQ(q(fixed, "root.etl").steady_fair_share.memory_mb(), 20480);
  EXPECT_EQ(q(fixed, "root.adhoc").steady_fair_share.memory_mb(), 35840);
  // Without the bound on root.default, it comes first unbounded: the sum stops at MAX_INT.
  const std::string unbounded_default =
      "<allocations><queue name=\"etl\"><maxResources>20480 mb, 20 "
      "vcores</maxResources></queue><queue name=\"adhoc\"/></allocations>";
  EXPECT_EQ(q(shares(unbounded_default, cluster, {2, 9}), "root.etl").steady_fair_share.memory_mb(),
            20480);
}

// A maxResources below the minResources: raised to the minimum from 2.9 (FSQueue.getMaxShare,
// YARN-2162), kept by 2.7 and 2.8, whose ComputeFairShares then clamps the share to the maximum.
TEST(FairShares, AMaximumBelowTheMinimumIsRaisedFrom29) {
  const std::string xml =
      "<allocations><queue name=\"etl\"><minResources>8192 mb, 4 vcores</minResources>"
      "<maxResources>4096 mb, 8 vcores</maxResources></queue><queue "
      "name=\"adhoc\"/></allocations>";
  const Resource cluster(32768, 32);
  EXPECT_EQ(q(shares(xml, cluster, {2, 9}), "root.etl").max_share.memory_mb(), 8192);
  EXPECT_EQ(q(shares(xml, cluster, {2, 9}), "root.etl").steady_fair_share.memory_mb(), 8192);
  for (const HadoopVersion v : {HadoopVersion{2, 7}, HadoopVersion{2, 8}}) {
    EXPECT_EQ(q(shares(xml, cluster, v), "root.etl").max_share.memory_mb(), 4096) << v.to_string();
    EXPECT_EQ(q(shares(xml, cluster, v), "root.etl").steady_fair_share.memory_mb(), 4096)
        << v.to_string();
  }
}

TEST(FairShares, OneActiveLeafGetsTheWholeCluster) {
  const FairShares s = shares(parents_ab("fair"), Resource(16384, 0), {3, 0},
                              std::vector<std::string>{"root.parentA.childA1"});
  EXPECT_NEAR(fraction(q(s, "root.parentA.childA1").instantaneous_fair_share.memory_mb(), 16384),
              1.0, 0.001);
  EXPECT_EQ(q(s, "root.parentA.childA2").instantaneous_fair_share.memory_mb(), 0);
}

// testFairShareMultipleActiveQueuesUnderSameParent: 33 % each.
TEST(FairShares, ActiveSiblingsSplitTheirParent) {
  const FairShares s =
      shares(parents_ab("fair"), Resource(16384, 0), {3, 0},
             std::vector<std::string>{"root.parentA.childA1", "root.parentA.childA2",
                                      "root.parentA.childA3"});
  for (const char* leaf :
       {"root.parentA.childA1", "root.parentA.childA2", "root.parentA.childA3"}) {
    EXPECT_NEAR(fraction(q(s, leaf).instantaneous_fair_share.memory_mb(), 16384) * 100, 33, 0.9);
  }
}

// testFairShareMultipleActiveQueuesUnderDifferentParent: 40 %, 40 %, 10 %, and default 10 %.
TEST(FairShares, ActiveQueuesUnderDifferentParents) {
  const FairShares s =
      shares(parents_ab("fair"), Resource(16384, 0), {3, 0},
             std::vector<std::string>{"root.parentA.childA1", "root.parentA.childA2",
                                      "root.parentB.childB1", "root.default"});
  EXPECT_NEAR(
      fraction(q(s, "root.parentA.childA1").instantaneous_fair_share.memory_mb(), 16384) * 100, 40,
      0.9);
  EXPECT_NEAR(
      fraction(q(s, "root.parentA.childA2").instantaneous_fair_share.memory_mb(), 16384) * 100, 40,
      0.9);
  EXPECT_NEAR(
      fraction(q(s, "root.parentB.childB1").instantaneous_fair_share.memory_mb(), 16384) * 100, 10,
      0.9);
  EXPECT_EQ(q(s, "root.parentA.childA1").instantaneous_fair_share.memory_mb(), 6554);
  EXPECT_EQ(q(s, "root.parentB.childB1").instantaneous_fair_share.memory_mb(), 1638);
}

// testFairShareWithDRFMultipleActiveQueuesUnderDifferentParent: drf splits vcores too.
TEST(FairShares, DrfSplitsEveryResourceType) {
  const FairShares s =
      shares(parents_ab("drf"), Resource(16384, 10), {3, 0},
             std::vector<std::string>{"root.parentA.childA1", "root.parentA.childA2",
                                      "root.parentB.childB1", "root.default"});
  for (const char* leaf : {"root.parentA.childA1", "root.parentA.childA2"}) {
    EXPECT_NEAR(fraction(q(s, leaf).instantaneous_fair_share.memory_mb(), 16384) * 100, 40, 0.9);
    EXPECT_NEAR(fraction(q(s, leaf).instantaneous_fair_share.vcores(), 10) * 100, 40, 0.9);
  }
  EXPECT_NEAR(fraction(q(s, "root.parentB.childB1").instantaneous_fair_share.vcores(), 10) * 100,
              10, 0.9);
  // Steady: parentA leaves 0.2 of memory and vcores; parentB leaves 0.05 memory but 0.1 vcores
  // (one vcore each: 1 vcore split two ways rounds up).
  EXPECT_NEAR(fraction(q(s, "root.parentA.childA3").steady_fair_share.vcores(), 10), 0.2, 0.001);
  EXPECT_NEAR(fraction(q(s, "root.parentB.childB2").steady_fair_share.memory_mb(), 16384), 0.05,
              0.001);
  EXPECT_NEAR(fraction(q(s, "root.parentB.childB2").steady_fair_share.vcores(), 10), 0.1, 0.001);
}

TEST(FairShares, FairPolicyLeavesVcoresAtZero) {
  const FairShares s = shares(parents_ab("fair"), Resource(16384, 10));
  EXPECT_EQ(q(s, "root.parentA").steady_fair_share.vcores(), 0);
  EXPECT_EQ(q(s, "root").steady_fair_share.vcores(), 10);
}

// Which types reach a queue split down from root (FairSharePolicy and FifoPolicy divide memory
// only), the one answer fair shares, failure guarantees and am-starvation share.
TEST(FairShares, OnlyDrfParentsAllTheWayDownSplitATypeOtherThanMemory) {
  EXPECT_TRUE(policy_splits("fair", "memory-mb"));
  EXPECT_FALSE(policy_splits("fair", "vcores"));
  EXPECT_FALSE(policy_splits("fifo", "yarn.io/gpu"));
  EXPECT_TRUE(policy_splits("drf", "vcores"));
  const FairShares drf = shares(parents_ab("drf"), Resource(16384, 10));
  const FairShares fair = shares(parents_ab("fair"), Resource(16384, 10));
  auto index = [](const FairShares& s, const char* path) {
    return static_cast<int>(s.find(path) - s.queues.data());
  };
  EXPECT_TRUE(split_down_to(drf, index(drf, "root.parentA"), "vcores"));
  EXPECT_FALSE(split_down_to(fair, index(fair, "root.parentA"), "vcores"));
  EXPECT_TRUE(split_down_to(fair, index(fair, "root.parentA"), "memory-mb"));
}

// QueueManager.initialize creates root.default in 2.x through 3.3.6 (YARN-7769 came later).
TEST(FairShares, DefaultQueueExistsInEveryModelledRelease) {
  for (HadoopVersion v : {HadoopVersion{2, 7}, HadoopVersion{3, 3}, HadoopVersion{3, 4}}) {
    const FairShares s = shares(parents_ab("fair"), Resource(16384, 0), v);
    ASSERT_NE(s.find("root.default"), nullptr);
    EXPECT_EQ(q(s, "root.parentA").steady_fair_share.memory_mb(), 13108);
  }
}

TEST(FairShares, MaxShareIsTheConfiguredMaxButAtLeastTheMin) {
  const FairShares s = shares(
      "<allocations><queue name=\"a\"><minResources>2048 mb, 2 vcores</minResources>"
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
  const FairShares s = shares(
      "<allocations><queue name=\"p\"><schedulingPolicy>fair</schedulingPolicy>"
      "<queue name=\"c\"><schedulingPolicy>drf</schedulingPolicy></queue>"
      "<queue name=\"d\"/></queue></allocations>",
      Resource(8192, 8));
  EXPECT_EQ(s.queues_not_created, std::vector<std::string>{"root.p.c"});
  EXPECT_EQ(s.find("root.p.c"), nullptr);
  // p shares root with root.default, and d has p's 4096 MB to itself.
  EXPECT_EQ(q(s, "root.p.d").steady_fair_share.memory_mb(), 4096);
}

TEST(FairShares, Before3_0EveryPolicyCombinationIsCreatedAndAFifoParentRunsFair) {
  // YARN-4212 added isChildPolicyAllowed in 3.0; before, FSParentQueue.setPolicy only refused fifo
  // (DEPTH_LEAF), and the queue kept fair.
  const FairShares s = shares(
      "<allocations><queue name=\"p\"><schedulingPolicy>fifo</schedulingPolicy>"
      "<queue name=\"c\"><schedulingPolicy>drf</schedulingPolicy></queue>"
      "<queue name=\"d\"/></queue></allocations>",
      Resource(8192, 8), {2, 8});
  EXPECT_TRUE(s.queues_not_created.empty());
  EXPECT_EQ(q(s, "root.p").policy, "fair");
  EXPECT_EQ(q(s, "root.p.c").policy, "drf");
  EXPECT_EQ(q(s, "root.p.c").steady_fair_share.memory_mb(), 2048);
}

TEST(FairShares, AmLimitIsMaxAmShareOfTheFairShareRoundedUp) {
  const FairShares s = shares(
      "<allocations><queue name=\"a\"><maxAMShare>0.3</maxAMShare></queue>"
      "<queue name=\"b\"><maxAMShare>-1</maxAMShare></queue></allocations>",
      Resource(10000, 9));
  // a's fair share is 3334 MB (a, b and root.default split 10000; fair policy: no vcores), so
  // its vcores base is the cluster's 9. 0.3f is 0.30000001192..., so 3334 x 0.3f = 1000.2 -> 1001.
  EXPECT_EQ(q(s, "root.a").instantaneous_fair_share.memory_mb(), 3334);
  EXPECT_EQ(*q(s, "root.a").am_limit, Resource(1001, 3));
  EXPECT_FALSE(q(s, "root.b").am_limit.has_value());
}

using Active = std::vector<std::string>;

// TestFairScheduler.testSimpleFairShareCalculation: queue1, queue2 and default on 10240 MB.
TEST(FairShares, SimpleFairShareCalculation) {
  const FairShares s =
      shares("<allocations><queue name=\"queue1\"/><queue name=\"queue2\"/></allocations>",
             Resource(10240, 10));
  for (const char* leaf : {"root.queue1", "root.queue2", "root.default"}) {
    EXPECT_EQ(q(s, leaf).instantaneous_fair_share.memory_mb(), 3414) << leaf;
    EXPECT_EQ(q(s, leaf).steady_fair_share.memory_mb(), 3414) << leaf;
  }
}

// testSimpleHierarchicalFairShareCalculation: 240 MB; default 120, parent.queue2/3 60 each.
TEST(FairShares, SimpleHierarchicalFairShareCalculation) {
  const FairShares s = shares(
      "<allocations><queue name=\"parent\"><queue name=\"queue2\"/>"
      "<queue name=\"queue3\"/></queue></allocations>",
      Resource(240, 1));
  EXPECT_EQ(q(s, "root.default").instantaneous_fair_share.memory_mb(), 120);
  EXPECT_EQ(q(s, "root.parent.queue2").instantaneous_fair_share.memory_mb(), 60);
  EXPECT_EQ(q(s, "root.parent.queue3").steady_fair_share.memory_mb(), 60);
}

// testFairShareWithHighMaxResources: max shares whose sum exceeds Integer.MAX_VALUE.
TEST(FairShares, FairShareWithHighMaxResources) {
  const FairShares s = shares(
      "<allocations><queue name=\"queueA\"><maxResources>1073741824 mb 1000 vcores"
      "</maxResources><weight>.25</weight></queue><queue name=\"queueB\">"
      "<maxResources>1073741824 mb 1000 vcores</maxResources><weight>.75</weight>"
      "</queue></allocations>",
      Resource(8192, 8), {3, 3}, Active{"root.queueA", "root.queueB"});
  EXPECT_EQ(q(s, "root.queueA").instantaneous_fair_share.memory_mb(), 2048);
  EXPECT_EQ(q(s, "root.queueB").instantaneous_fair_share.memory_mb(), 6144);
}

// testFairShareWithLowMaxResources: the max shares cap both queues.
TEST(FairShares, FairShareWithLowMaxResources) {
  const FairShares s = shares(
      "<allocations><queue name=\"queueA\"><maxResources>1024 mb 1 vcores"
      "</maxResources><weight>0.75</weight></queue><queue name=\"queueB\">"
      "<maxResources>3072 mb 3 vcores</maxResources><weight>0.25</weight>"
      "</queue></allocations>",
      Resource(8192, 8), {3, 3}, Active{"root.queueA", "root.queueB"});
  EXPECT_EQ(q(s, "root.queueA").instantaneous_fair_share.memory_mb(), 1024);
  EXPECT_EQ(q(s, "root.queueB").instantaneous_fair_share.memory_mb(), 3072);
}

// testFairShareWithZeroWeight, testFairShareWithZeroWeightNoneZeroMinRes and
// testFairShareWithNoneZeroWeightNoneZeroMinRes.
TEST(FairShares, ZeroWeightsGetTheirMinShare) {
  const Active both{"root.queueA", "root.queueB"};
  FairShares s = shares(
      "<allocations><queue name=\"queueA\"><weight>0.0</weight></queue>"
      "<queue name=\"queueB\"><weight>0.0</weight></queue></allocations>",
      Resource(8192, 8), {3, 3}, both);
  EXPECT_EQ(q(s, "root.queueA").instantaneous_fair_share.memory_mb(), 0);
  EXPECT_EQ(q(s, "root.queueB").instantaneous_fair_share.memory_mb(), 0);
  s = shares(
      "<allocations><queue name=\"queueA\"><weight>0</weight><minResources>1 mb 1 vcores"
      "</minResources></queue><queue name=\"queueB\"><minResources>1 mb 1 vcores</minResources>"
      "<weight>0.0</weight></queue></allocations>",
      Resource(8192, 8), {3, 3}, both);
  EXPECT_EQ(q(s, "root.queueA").instantaneous_fair_share.memory_mb(), 1);
  EXPECT_EQ(q(s, "root.queueB").instantaneous_fair_share.memory_mb(), 1);
  s = shares(
      "<allocations><queue name=\"queueA\"><weight>0.5</weight><minResources>1024 mb 1 vcores"
      "</minResources></queue><queue name=\"queueB\"><weight>0.5</weight><minResources>1024 mb "
      "1 vcores</minResources></queue></allocations>",
      Resource(8192, 8), {3, 3}, both);
  EXPECT_EQ(q(s, "root.queueA").instantaneous_fair_share.memory_mb(), 4096);
  EXPECT_EQ(q(s, "root.queueB").instantaneous_fair_share.memory_mb(), 4096);
}

// testFairShareWithMinAlloc: 3072 MB, min shares 1024 and 2048.
TEST(FairShares, FairShareWithMinAlloc) {
  const FairShares s = shares(
      "<allocations><queue name=\"queueA\"><minResources>1024mb,0vcores"
      "</minResources></queue><queue name=\"queueB\"><minResources>2048mb,"
      "0vcores</minResources></queue></allocations>",
      Resource(3072, 3), {3, 3}, Active{"root.queueA", "root.queueB"});
  EXPECT_EQ(q(s, "root.queueA").instantaneous_fair_share.memory_mb(), 1024);
  EXPECT_EQ(q(s, "root.queueB").instantaneous_fair_share.memory_mb(), 2048);
}

// testSteadyFairShareWithReloadAndNodeAddRemove: default takes part in the steady split.
TEST(FairShares, SteadyFairShareWithReloadAndNodeAddRemove) {
  const std::string head =
      "<allocations><defaultQueueSchedulingPolicy>fair</defaultQueueSchedulingPolicy>"
      "<queue name=\"root\"><schedulingPolicy>drf</schedulingPolicy>";
  FairShares s =
      shares(head +
                 "<queue name=\"child1\"><weight>1</weight></queue><queue name=\"child2\">"
                 "<weight>1</weight></queue></queue></allocations>",
             Resource(6144, 6));
  EXPECT_EQ(q(s, "root.child1").steady_fair_share.memory_mb(), 2048);
  EXPECT_EQ(q(s, "root.child2").steady_fair_share.memory_mb(), 2048);
  s = shares(head +
                 "<queue name=\"child1\"><weight>1</weight></queue><queue name=\"child2\"><weight>2"
                 "</weight></queue><queue "
                 "name=\"child3\"><weight>2</weight></queue></queue></allocations>",
             Resource(6144, 6));
  EXPECT_EQ(q(s, "root.child1").steady_fair_share.memory_mb(), 1024);
  EXPECT_EQ(q(s, "root.child2").steady_fair_share.memory_mb(), 2048);
  EXPECT_EQ(q(s, "root.child3").steady_fair_share.memory_mb(), 2048);
  s = shares(head + "<queue name=\"child1\"/></queue></allocations>", Resource(0, 0));
  EXPECT_EQ(q(s, "root.child1").steady_fair_share.memory_mb(), 0);
}

// testComputeMaxAMResource: a zero fair share falls back to min(available, max share).
TEST(FairShares, ComputeMaxAmResource) {
  const std::string xml =
      "<allocations><defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>"
      "<queue name=\"queueFSZeroWithMax\"><weight>0</weight><maxAMShare>0.5</maxAMShare>"
      "<maxResources>4096 mb 4 vcores</maxResources></queue>"
      "<queue name=\"queueFSZeroWithAVL\"><weight>0.0</weight><maxAMShare>0.5</maxAMShare></queue>"
      "<queue "
      "name=\"queueFSNonZero\"><weight>1</weight><maxAMShare>0.5</maxAMShare></queue></"
      "allocations>";
  FairShares s = shares(xml, Resource(20480, 20), {3, 3}, Active{"root.queueFSZeroWithMax"});
  EXPECT_EQ(q(s, "root.queueFSZeroWithMax").instantaneous_fair_share.memory_mb(), 0);
  EXPECT_EQ(*q(s, "root.queueFSZeroWithMax").am_limit, Resource(2048, 2));
  // Phase 2: one 1024 MB / 1 vcore AM already runs.
  s = shares(xml, Resource(20480, 20), {3, 3},
             Active{"root.queueFSZeroWithMax", "root.queueFSZeroWithAVL"}, Resource(19456, 19));
  EXPECT_EQ(*q(s, "root.queueFSZeroWithAVL").am_limit, Resource(9728, 10));
  s = shares(xml, Resource(20480, 20), {3, 3},
             Active{"root.queueFSZeroWithMax", "root.queueFSZeroWithAVL", "root.queueFSNonZero"});
  EXPECT_EQ(*q(s, "root.queueFSNonZero").am_limit, Resource(10240, 10));
}

// The zero-share fallback of FSLeafQueue.computeMaxAMResource is in 2.9.1's source as in 3.0's,
// so the 2.9 and 2.10 lines have it; 2.8 takes maxAMShare of the zero share.
TEST(FairShares, ComputeMaxAmResourceFallbackFrom29) {
  const std::string xml =
      "<allocations><defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>"
      "<queue name=\"queueFSZeroWithMax\"><weight>0</weight><maxAMShare>0.5</maxAMShare>"
      "<maxResources>4096 mb 4 vcores</maxResources></queue></allocations>";
  const Active active{"root.queueFSZeroWithMax"};
  for (const HadoopVersion v : {HadoopVersion{2, 9}, HadoopVersion{2, 10}}) {
    EXPECT_EQ(*q(shares(xml, Resource(20480, 20), v, active), "root.queueFSZeroWithMax").am_limit,
              Resource(2048, 2));
  }
  EXPECT_EQ(
      *q(shares(xml, Resource(20480, 20), {2, 8}, active), "root.queueFSZeroWithMax").am_limit,
      Resource(0, 0));
}

// testQueueMaxAMShare: queue1 (maxAMShare 0.2) and default active on 20480 MB; the float 0.2f
// makes the 3.x limit 2049 MB; 2.x truncates to 2048.
TEST(FairShares, QueueMaxAmShareUsesTheFloatValue) {
  const std::string xml =
      "<allocations><queue name=\"queue1\"><maxAMShare>0.2</maxAMShare></queue></allocations>";
  const Active active{"root.queue1", "root.default"};
  EXPECT_EQ(
      q(shares(xml, Resource(20480, 20), {3, 3}, active), "root.queue1").am_limit->memory_mb(),
      2049);
  EXPECT_EQ(
      q(shares(xml, Resource(20480, 20), {2, 7}, active), "root.queue1").am_limit->memory_mb(),
      2048);
}

// testQueueMaxAMShareDefault: with queue1, 3, 4, 5 active the default maxAMShare 0.5 leaves
// queue1 1024 MB; with queue2 active too, queue2's 0.4 x 1639 MB is 656 MB.
TEST(FairShares, QueueMaxAmShareDefault) {
  const std::string xml =
      "<allocations><defaultQueueSchedulingPolicy>fair</defaultQueueSchedulingPolicy>"
      "<queue name=\"queue1\"/><queue name=\"queue2\"><maxAMShare>0.4</maxAMShare></queue>"
      "<queue name=\"queue3\"><maxResources>10240 mb 4 vcores</maxResources></queue>"
      "<queue name=\"queue4\"/><queue name=\"queue5\"/></allocations>";
  FairShares s =
      shares(xml, Resource(8192, 10), {3, 3},
             Active{"root.queue1", "root.queue3", "root.queue4", "root.queue5"}, Resource(5120, 7));
  EXPECT_EQ(q(s, "root.queue1").instantaneous_fair_share.memory_mb(), 2048);
  EXPECT_EQ(*q(s, "root.queue1").am_limit, Resource(1024, 4));
  s = shares(xml, Resource(8192, 10), {3, 3},
             Active{"root.queue1", "root.queue2", "root.queue3", "root.queue4", "root.queue5"});
  EXPECT_EQ(q(s, "root.queue2").instantaneous_fair_share.memory_mb(), 1639);
  EXPECT_EQ(q(s, "root.queue2").am_limit->memory_mb(), 656);
}

TEST(FairAmLimit, RoundsUpFrom29And30AndTruncatesBefore) {
  // FSLeafQueue.computeMaxAMResource: 10243 x 0.2f = 2048.6. YARN-6264 (multiplyAndRoundUp) went
  // to trunk and to branch-2, so 2.9 and 2.10 round up as 3.0 does; 2.8 truncates.
  EXPECT_EQ(fair_am_limit(10243, 0.2f, {3, 0}), 2049);
  EXPECT_EQ(fair_am_limit(10243, 0.2f, {2, 10}), 2049);
  EXPECT_EQ(fair_am_limit(10243, 0.2f, {2, 9}), 2049);
  EXPECT_EQ(fair_am_limit(10243, 0.2f, {2, 8}), 2048);
  // YARN-6264's case: one vcore and maxAMShare 0.5 hold no AM before it, one after.
  EXPECT_EQ(fair_am_limit(1, 0.5f, {2, 8}), 0);
  EXPECT_EQ(fair_am_limit(1, 0.5f, {2, 9}), 1);
  EXPECT_EQ(fair_am_limit(10240, 0.2f, {3, 3}), 2049);  // 0.2f is a little above 0.2
  EXPECT_EQ(fair_am_limit(0, 0.5f, {3, 3}), 0);
}

// Random trees with percentage and absolute maxima, drf and fair parents: one queue's steady share
// computed along its path equals the whole computation's on every smaller cluster (as after
// node loss), for every queue and type.
TEST(FairShares, SteadyShareAlongThePathEqualsTheWholeComputation) {
  std::mt19937 rng(7);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  std::function<std::string(int)> queue = [&](int depth) {
    std::string q = "<queue name=\"q" + std::to_string(pick(0, 1 << 20)) + "\">";
    q += "<weight>" + std::to_string(pick(1, 4)) + "</weight>";
    if (pick(0, 2) == 0) q += "<schedulingPolicy>drf</schedulingPolicy>";
    if (pick(0, 2) == 0)
      q += "<minResources>" + std::to_string(1024 * pick(1, 30)) + " mb, " +
           std::to_string(pick(1, 20)) + " vcores</minResources>";
    if (pick(0, 2) == 0) q += "<maxResources>" + std::to_string(pick(5, 90)) + "%</maxResources>";
    if (pick(0, 3) == 0)
      q += "<maxResources>" + std::to_string(1024 * pick(4, 80)) + " mb, " +
           std::to_string(pick(2, 60)) + " vcores</maxResources>";
    if (depth < 3 && pick(0, 1) == 0) {
      for (int i = 0, n = pick(1, 4); i < n; ++i)
        q += queue(depth + 1);
    }
    return q + "</queue>\n";
  };
  // 2.9 sums max shares in int, where the order root's children are created in (root.default
  // first) decides whether the sum wraps: a bounded root.default in some trees.
  for (int tree = 0; tree < 40; ++tree) {
    const HadoopVersion version = tree % 2 == 0 ? HadoopVersion{3, 3} : HadoopVersion{2, 9};
    std::string xml = "<allocations>\n";
    if (pick(0, 1) == 0) xml += "<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>";
    for (int i = 0, n = pick(1, 4); i < n; ++i)
      xml += queue(1);
    if (pick(0, 1) == 0) {
      xml += "<queue name=\"default\"><maxResources>" + std::to_string(1024 * pick(4, 80)) +
             " mb, " + std::to_string(pick(2, 60)) + " vcores</maxResources></queue>\n";
    }
    xml += "</allocations>\n";
    std::vector<ReadingIssue> issues;
    auto doc = XmlDocument::parse(text_file_from_memory("fair-scheduler.xml", xml));
    const FairConfig config = parse_fair_config(doc, version, kTypes, issues);
    const FairShares full = compute_fair_shares(config, Resource(409600, 200), kTypes, {version});
    for (const Resource& smaller :
         {Resource(409600, 200), Resource(204800, 200), Resource(409600, 37), Resource(5120, 3)}) {
      const FairShares whole = compute_fair_shares(config, smaller, kTypes, {version});
      ASSERT_EQ(whole.queues.size(), full.queues.size());
      for (size_t i = 0; i < whole.queues.size(); ++i) {
        for (const std::string& type : kTypes) {
          // The curve is drawn on the whole cluster's amount of `type` and read at the smaller
          // one: maxima given as a percentage must be resolved again.
          Resource drawn_on = smaller;
          drawn_on.set(type, full.cluster.get(type));
          const SteadyShareCurve curve(full, config, static_cast<int>(i), drawn_on, type, version);
          EXPECT_EQ(curve(smaller.get(type)), whole.queues[i].steady_fair_share.get(type))
              << xml << whole.queues[i].path << " " << type;
        }
      }
    }
    // A leaf alone active: its instantaneous share computed along its path is the whole one's.
    for (size_t i = 0; i < full.queues.size(); ++i) {
      if (!full.queues[i].leaf) continue;
      const FairShares alone = compute_fair_shares(
          config, full.cluster, kTypes, {version, std::vector<std::string>{full.queues[i].path}});
      const FairQueueShare* leaf = alone.find(full.queues[i].path);
      ASSERT_NE(leaf, nullptr);
      for (const std::string& type : kTypes) {
        EXPECT_EQ(lone_instantaneous_share(full, static_cast<int>(i), type, version),
                  leaf->instantaneous_fair_share.get(type))
            << xml << leaf->path << " " << type;
      }
    }
  }
}

}  // namespace fair_shares_test
}  // namespace schedlint
