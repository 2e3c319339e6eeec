// Which requests reserve nodes, in each scheduler: what the reservation-deadlock proof asks about.
#include <gtest/gtest.h>

#include "sched/capacity/capacity_reservations.h"
#include "sched/cluster_resource.h"
#include "sched/fair/fair_queue_limits.h"
#include "sched/fair/fair_reservations.h"
#include "support/test_support.h"

namespace schedlint {
namespace reservations_test {

const std::string kTwelveNodes =
    "nodes:\n  - {group: worker, count: 12, memory-mb: 102400, vcores: 32}\n";

const AmOfLeaf kAm2048 = [](const std::string&) { return Resource(2048, 1); };

std::vector<ReservingRequest> fair(const std::string& allocations, const std::string& site,
                                   const std::string& version, const AmOfLeaf& am_of = {}) {
  const Model m = testing::load_files(
      {{"fair-scheduler.xml", allocations}, {"yarn-site.xml", site}, {"nodes.yaml", kTwelveNodes}},
      version);
  const FairShares shares = compute_fair_shares(*m.fair, total_cluster_resource(m.nodes),
                                                {"memory-mb", "vcores"}, {m.hadoop_version});
  return fair_reserving_requests(
      *m.fair, shares, m.cluster, m.nodes.node_count(),
      am_of ? am_of
            : [&](const std::string&) { return fair_am_container(m.cluster, Resource(1536, 1)); },
      m.hadoop_version);
}

std::string site(const std::vector<std::pair<std::string, std::string>>& extra = {}) {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.resourcemanager.scheduler.class",
       "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler"},
      {"yarn.scheduler.maximum-allocation-mb", "64000"}};
  p.insert(p.end(), extra.begin(), extra.end());
  return testing::conf_xml(p);
}

const char* kSpark = "<allocations>\n  <queue name=\"spark\"/>\n</allocations>\n";

TEST(FairReservingRequests, TheLargestRequestWithTheFewestVcoresForEveryLeaf) {
  const auto r = fair(kSpark, site(), "2.7");
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].request, Resource(64000, 1));
  EXPECT_EQ(r[0].loc.line, 3);  // yarn.scheduler.maximum-allocation-mb
  EXPECT_EQ(r[0].queues, (std::vector<std::string>{"root.spark", "root.default"}));
  EXPECT_TRUE(r[0].hosts_by_memory);  // FSAppAttempt.hasContainerForNode
  EXPECT_FALSE(r[0].reservations_charged);
  EXPECT_FALSE(r[0].reservations_per_application);  // unlimited in 2.7
}

TEST(FairReservingRequests, From28AnApplicationReservesCeilOfNodesTimesReservableNodes) {
  // ceil(12 x 0.05) = 1 (FSAppAttempt.reservationExceedsThreshold).
  EXPECT_EQ(fair(kSpark, site(), "2.8")[0].reservations_per_application, 1);
  const auto r = fair(kSpark, site({{"yarn.scheduler.fair.reservable-nodes", "0.5"}}), "2.8");
  EXPECT_EQ(r[0].reservations_per_application, 6);
}

TEST(FairReservingRequests, BelowTheReservationThresholdNothingReservesFrom28) {
  // increment 1024 x multiple 100 = 102400 MB > 64000 MB (YARN-3920).
  const std::string high =
      site({{"yarn.scheduler.reservation-threshold.increment-multiple", "100"}});
  EXPECT_EQ(fair(kSpark, high, "2.7").size(), 1u);
  EXPECT_TRUE(fair(kSpark, high, "2.8").empty());
}

TEST(FairReservingRequests, AQueuesMaxResourcesLessOneAmCapsItsRequest) {
  // root.small holds at most 20480 MB: with a 1536 MB AM, a 18432 MB request (a multiple of the
  // 1024 MB increment) is the largest it can reserve for (FSQueue.fitsInMaxShare).
  const auto r = fair(
      "<allocations>\n  <queue name=\"small\"><maxResources>20480 mb, 8 vcores</maxResources>"
      "</queue>\n</allocations>\n",
      site(), "3.3");
  ASSERT_EQ(r.size(), 2u);
  const auto small = std::find_if(r.begin(), r.end(), [](const ReservingRequest& x) {
    return x.queues == std::vector<std::string>{"root.small"};
  });
  ASSERT_NE(small, r.end());
  EXPECT_EQ(small->request.memory_mb(), 18432);
  EXPECT_EQ(small->origin, "root.small's maxResources less one AM container");
  EXPECT_EQ(small->loc.line, 2);
}

// Each leaf's applications hold their own AM (the largest of its workloads): a 4096 MB AM leaves
// root.small 16384 MB to reserve for; an AM its AM limit cannot hold (maxAMShare 0.1 of 20480 MB)
// means its applications never start, and never reserve (FSLeafQueue.canRunAppAM).
TEST(FairReservingRequests, EachLeafHoldsItsOwnAmAndALeafThatRunsNoneReservesNothing) {
  const std::string small =
      "<allocations>\n  <queue name=\"small\"><maxResources>20480 mb, 8 vcores</maxResources>"
      "</queue>\n</allocations>\n";
  const auto am_of = [](int64_t small_am_mb) {
    return [small_am_mb](const std::string& leaf) {
      return leaf == "root.small" ? Resource(small_am_mb, 1) : Resource(1536, 1);
    };
  };
  const auto with_big_am = fair(small, site(), "3.3", am_of(4096));
  const auto reserving_small = [](const std::vector<ReservingRequest>& r) {
    return std::find_if(r.begin(), r.end(), [](const ReservingRequest& x) {
      return std::find(x.queues.begin(), x.queues.end(), "root.small") != x.queues.end();
    });
  };
  ASSERT_NE(reserving_small(with_big_am), with_big_am.end());
  EXPECT_EQ(reserving_small(with_big_am)->request.memory_mb(), 16384);
  const std::string capped =
      "<allocations>\n  <queue name=\"small\"><maxResources>20480 mb, 8 vcores</maxResources>"
      "<maxAMShare>0.1</maxAMShare></queue>\n</allocations>\n";
  const auto none = fair(capped, site(), "3.3", am_of(4096));
  EXPECT_EQ(reserving_small(none), none.end());
  const auto fits = fair(capped, site(), "3.3", am_of(1024));
  EXPECT_NE(reserving_small(fits), fits.end());
}

// FSLeafQueue.canRunAppAM compares the AM limit in every type from 2.9 (2.9.1's source:
// Resources.fitsIn) and 3.0: a 4-vcore AM does not fit root.small's limit of 0.1 x 8 vcores (its
// zero vcores share falls back to its max share), so it never reserves; 2.8 compares memory only.
TEST(FairReservingRequests, From29TheAmLimitHoldsEveryType) {
  const std::string capped =
      "<allocations>\n  <queue name=\"small\"><maxResources>20480 mb, 8 vcores</maxResources>"
      "<maxAMShare>0.1</maxAMShare></queue>\n</allocations>\n";
  const auto am_of = [](const std::string& leaf) {
    return leaf == "root.small" ? Resource(1024, 4) : Resource(1536, 1);
  };
  const auto small_reserves = [&](const std::string& version) {
    const auto r = fair(capped, site(), version, am_of);
    return std::any_of(r.begin(), r.end(), [](const ReservingRequest& x) {
      return std::find(x.queues.begin(), x.queues.end(), "root.small") != x.queues.end();
    });
  };
  EXPECT_TRUE(small_reserves("2.8"));
  EXPECT_FALSE(small_reserves("2.9"));
  EXPECT_FALSE(small_reserves("2.10"));
  EXPECT_FALSE(small_reserves("3.3"));
}

// FSAppAttempt.isReservable reserves only for a starved application (usage below its fair share)
// in 2.9.1's source as in 3.0's; the finding says so from 2.9 on.
TEST(FairReservingRequests, From29AnApplicationReservesOnlyBelowItsFairShare) {
  const auto says_below_fair_share = [](const std::string& version) {
    const auto r = fair(kSpark, site(), version);
    return !r.empty() && std::any_of(r[0].notes.begin(), r[0].notes.end(), [](const auto& n) {
      return n.find("below its fair share") != std::string::npos;
    });
  };
  EXPECT_FALSE(says_below_fair_share("2.8"));
  EXPECT_TRUE(says_below_fair_share("2.9"));
  EXPECT_TRUE(says_below_fair_share("2.10"));
  EXPECT_TRUE(says_below_fair_share("3.0"));
}

TEST(CapacityReservingRequests, ChargedAndBoundedByTheQueuesMaximums) {
  const Model m = testing::load_files(
      {{"capacity-scheduler.xml",
        testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                           {"yarn.scheduler.capacity.root.a.capacity", "50"},
                           {"yarn.scheduler.capacity.root.a.maximum-capacity", "50"},
                           {"yarn.scheduler.capacity.root.b.capacity", "50"},
                           {"yarn.scheduler.capacity.root.b.maximum-capacity", "50"}})},
       {"yarn-site.xml", testing::conf_xml({{"yarn.scheduler.maximum-allocation-mb", "64000"}})},
       {"nodes.yaml", kTwelveNodes}});
  const CapacityHierarchy h =
      compute_capacity_hierarchy(*m.capacity, m.cluster, m.nodes, {m.hadoop_version});
  const auto r = capacity_reserving_requests(*m.capacity, h, m.cluster, m.nodes, kAm2048);
  ASSERT_EQ(r.size(), 1u);
  // Rounded up to a multiple of the 1024 MB minimum, then capped by the maximum allocation
  // (DefaultResourceCalculator.normalize).
  EXPECT_EQ(r[0].request, Resource(64000, 1));
  EXPECT_EQ(r[0].queues, (std::vector<std::string>{"root.a", "root.b"}));
  EXPECT_TRUE(r[0].reservations_charged);
  // Each queue's maximum is half of 1228800 MB, less one AM.
  EXPECT_EQ(r[0].reservable_memory_mb, 2 * (614400 - 2048));
}

// Each partition a queue can ask for is a separate pool of nodes to reserve: ml may ask for its
// accessible gpu partition (where its 64 GB request fits), etl has no capacity there
// (QueueCapacities gives an unconfigured label a maximum of 0) and asks only the default one.
TEST(CapacityReservingRequests, OnePerPartitionTheQueueCanAskFor) {
  const Model m = testing::load_files(
      {{"capacity-scheduler.xml",
        testing::etl_and_ml_with_gpu(
            {{"yarn.scheduler.capacity.root.ml.accessible-node-labels", "gpu"}})},
       {"yarn-site.xml", testing::conf_xml({{"yarn.scheduler.maximum-allocation-mb", "65536"}})},
       {"nodes.yaml",
        "nodes:\n  - {group: w, count: 12, memory-mb: 102400, vcores: 32}\n"
        "  - {group: gpu, count: 2, memory-mb: 65536, vcores: 16, labels: [gpu]}\n"}});
  const CapacityHierarchy h =
      compute_capacity_hierarchy(*m.capacity, m.cluster, m.nodes, {m.hadoop_version});
  const auto r = capacity_reserving_requests(*m.capacity, h, m.cluster, m.nodes, kAm2048);
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0].partition, "");
  EXPECT_EQ(r[0].queues, (std::vector<std::string>{"root.etl", "root.ml"}));
  EXPECT_EQ(r[1].partition, "gpu");
  EXPECT_EQ(r[1].queues, (std::vector<std::string>{"root.ml"}));
  EXPECT_EQ(r[1].reservable_memory_mb, 131072 - 2048);
}

}  // namespace reservations_test
}  // namespace schedlint
