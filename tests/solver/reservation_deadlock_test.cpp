// The reservation-deadlock query on clusters whose answer is known by arithmetic.
#include "solver/reservation_deadlock.h"

#include <filesystem>
#include <random>

#include <gtest/gtest.h>

#include "solver/z3_prover.h"
#include "support/test_support.h"

namespace schedlint::smt {
namespace reservation_deadlock_test {

const Z3Prover z3;  // these tests ask the real solver

// The incident: 12 x (102400 MB, 32 vcores), a 64000 MB request, 1024 MB / 1 vcore units.
ReservationDeadlockQuery incident() {
  ReservationDeadlockQuery q;
  q.groups = {{"worker", 12, Resource(102400, 32)}};
  q.request = Resource(64000, 1);
  q.minimum_allocation = Resource(1024, 1);
  q.maximum_allocation = Resource(64000, 32);
  q.allocation_unit = Resource(1024, 1);
  return q;
}

TEST(ReservationDeadlock, IncidentIsReachableFrom38PercentMemoryUse) {
  const auto r = prove_reservation_deadlock(incident(), z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  // A node is held once its free memory drops below 64000 MB: used > 38400 MB, and used is a
  // multiple of 1024 MB, so 38912 MB per node (38 containers of 1024 MB at most 32 vcores...).
  ASSERT_EQ(r.states.size(), 1u);
  EXPECT_EQ(r.states[0].used.memory_mb(), 38912);
  EXPECT_EQ(r.states[0].nodes, 12);
  EXPECT_EQ(r.states[0].held_by, HeldBy::kMemory);
  EXPECT_TRUE(r.states[0].could_host);
  // The fewest containers: one of at most 64000 MB covers 38912 MB, with one vcore.
  EXPECT_EQ(r.states[0].containers, 1);
  EXPECT_EQ(r.states[0].used.vcores(), 1);
  EXPECT_EQ(r.hosting_nodes, 12);
  EXPECT_EQ(r.used.memory_mb(), 12 * 38912);
  EXPECT_DOUBLE_EQ(r.memory_utilization, 38912.0 / 102400.0);
  EXPECT_DOUBLE_EQ(r.min_utilization, 38912.0 / 102400.0);
  EXPECT_EQ(recheck_reservation_deadlock(incident(), r), "");
}

// Counts the queries it passes on to Z3.
class CountingProver final : public Prover {
 public:
  Solution solve(const LinearModel& model, const SolveOptions& options) const override {
    ++queries;
    return z3.solve(model, options);
  }
  mutable int queries = 0;
};

TEST(ReservationDeadlock, OneQueryConfirmsTheLeastStateOfEveryNodeSize) {
  // Four node sizes, each held by memory or by vcores: eight least states, one query.
  ReservationDeadlockQuery q = incident();
  q.request = Resource(64000, 12);
  q.groups = {{"a", 12, Resource(102400, 32)},
              {"b", 6, Resource(131072, 16)},
              {"c", 4, Resource(204800, 48)},
              {"d", 9, Resource(102400, 24)}};
  const auto fast = decide_reservation_deadlock(q, {});
  ASSERT_EQ(fast.status, Status::kSat) << fast.reason;
  CountingProver counting;
  const Confirmation c = confirm_reservation_deadlock(q, fast, counting, {});
  EXPECT_TRUE(c.asked);
  EXPECT_EQ(c.status, Status::kUnsat) << c.difference;
  EXPECT_EQ(counting.queries, 1);
}

TEST(ReservationDeadlock, AnAnswerBelowTheLeastStateIsNotConfirmed) {
  auto fast = decide_reservation_deadlock(incident(), {});
  ASSERT_EQ(fast.status, Status::kSat);
  fast.states[0].used = Resource(37888, 1);  // one unit below the least held state
  fast.used = Resource(12 * 37888, 12);
  const Confirmation c = confirm_reservation_deadlock(incident(), fast, z3, {});
  EXPECT_EQ(c.status, Status::kSat);
  EXPECT_NE(c.difference.find("454656 MB"), std::string::npos) << c.difference;
}

TEST(ReservationDeadlock, ChargedReservationsCannotPinEveryNode) {
  // CapacityScheduler: 12 reservations of 64000 MB plus 38912 MB used per node exceed the cluster.
  ReservationDeadlockQuery q = incident();
  q.reservations_charged = true;
  q.fits_by_memory = true;
  const auto r = prove_reservation_deadlock(q, z3, {});
  EXPECT_EQ(r.status, Status::kUnsat);
  EXPECT_NE(r.reason.find("charged"), std::string::npos);
}

TEST(ReservationDeadlock, OnlyNodesThatCouldHostTheRequestAreHeld) {
  // Small nodes cannot host 64000 MB: they stay idle in the least-utilized witness.
  ReservationDeadlockQuery q = incident();
  q.groups.push_back({"small", 10, Resource(32768, 16)});
  const auto r = prove_reservation_deadlock(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat);
  EXPECT_EQ(r.hosting_nodes, 12);
  ASSERT_EQ(r.states.size(), 2u);
  EXPECT_EQ(r.states[1].group, "small");
  EXPECT_FALSE(r.states[1].could_host);
  EXPECT_EQ(r.states[1].used.memory_mb(), 0);
}

TEST(ReservationDeadlock, TrapNodesAreHeldWhenEmpty) {
  // FairScheduler reserves by memory, but the vcores can never fit: held at 0 use.
  ReservationDeadlockQuery q = incident();
  q.groups = {{"few-cores", 4, Resource(102400, 2)}};
  q.request = Resource(64000, 4);
  const auto r = prove_reservation_deadlock(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat);
  EXPECT_EQ(r.used.memory_mb(), 0);
  EXPECT_DOUBLE_EQ(r.min_utilization, 0.0);
  EXPECT_EQ(r.states[0].held_by, HeldBy::kVcores);
}

TEST(ReservationDeadlock, NoHostingNodeIsRefutedWithoutTheSolver) {
  ReservationDeadlockQuery q = incident();
  q.request = Resource(200000, 1);
  const auto r = prove_reservation_deadlock(q, z3, {});
  EXPECT_EQ(r.status, Status::kUnsat);
  EXPECT_NE(r.reason.find("no node is large enough"), std::string::npos);
}

TEST(ReservationDeadlock, ARequestThatAlwaysFitsNextToAMinimumContainerIsUnreachable) {
  // 1024 MB nodes... a 1024 MB request either fits or the node is full: never "held".
  ReservationDeadlockQuery q = incident();
  q.request = Resource(1024, 1);
  const auto r = prove_reservation_deadlock(q, z3, {});
  EXPECT_EQ(r.status, Status::kUnsat);
}

TEST(ReservationDeadlock, TheRecheckCatchesABadWitness) {
  const ReservationDeadlockQuery q = incident();
  auto r = prove_reservation_deadlock(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat);
  r.states[0].used = Resource(30720, 30);  // 71680 MB free: the request fits
  r.states[0].containers = 30;             // of 1024 MB, 1 vcore each: a usage that can exist
  r.used = Resource(12 * 30720, 12 * 30);
  EXPECT_EQ(recheck_reservation_deadlock(q, r), "the request fits on group worker's nodes");
}

TEST(ReservationDeadlock, TheRecheckCatchesANodeLeftOutOfTheWitness) {
  const ReservationDeadlockQuery q = incident();
  auto r = prove_reservation_deadlock(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat);
  r.states[0].nodes = 11;
  r.used = Resource(11 * r.states[0].used.memory_mb(), 11 * r.states[0].used.vcores());
  EXPECT_EQ(recheck_reservation_deadlock(q, r), "group worker has 11 nodes in the witness, not 12");
}

TEST(ReservationDeadlock, VcoresHoldANodeWhenThatNeedsLessOfItsBusierResource) {
  // 16 x (65536 MB, 16 vcores), request (8192 MB, 4 vcores), containers up to 4 vcores.
  // By memory a node is held from 58368 MB used (89% of it); by vcores from 13 used (81%), with
  // four containers of 1024 MB: the least busier share is 13/16.
  ReservationDeadlockQuery q;
  q.groups = {{"worker", 16, Resource(65536, 16)}};
  q.request = Resource(8192, 4);
  q.minimum_allocation = Resource(1024, 1);
  q.maximum_allocation = Resource(8192, 4);
  q.allocation_unit = Resource(1024, 1);
  const auto r = prove_reservation_deadlock(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  ASSERT_EQ(r.states.size(), 1u);
  EXPECT_EQ(r.states[0].held_by, HeldBy::kVcores);
  EXPECT_EQ(r.states[0].used, Resource(4096, 13));
  EXPECT_EQ(r.states[0].containers, 4);
  EXPECT_DOUBLE_EQ(r.min_utilization, 13.0 / 16.0);
  EXPECT_DOUBLE_EQ(r.memory_utilization, 4096.0 / 65536.0);
  EXPECT_DOUBLE_EQ(r.vcores_utilization, 13.0 / 16.0);
  // Compared by memory alone (CapacityScheduler's DefaultResourceCalculator) only memory holds.
  q.fits_by_memory = true;
  const auto m = prove_reservation_deadlock(q, z3, {});
  ASSERT_EQ(m.status, Status::kSat);
  EXPECT_EQ(m.states[0].held_by, HeldBy::kMemory);
  EXPECT_EQ(m.states[0].used.memory_mb(), 58368);
  EXPECT_DOUBLE_EQ(m.min_utilization, 58368.0 / 65536.0);
}

TEST(ReservationDeadlock, ChargedReservationsFallBackToTheStatesWithTheLeastMemory) {
  // CapacityScheduler with every type compared: held by vcores needs 4096 MB per node, by memory
  // 58368 MB. 16 reservations of 8192 MB fit next to the vcore-held states only.
  ReservationDeadlockQuery q;
  q.groups = {{"worker", 16, Resource(65536, 16)}};
  q.request = Resource(8192, 4);
  q.minimum_allocation = Resource(1024, 1);
  q.maximum_allocation = Resource(8192, 4);
  q.allocation_unit = Resource(1024, 1);
  q.reservations_charged = true;
  const auto r = prove_reservation_deadlock(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.states[0].held_by, HeldBy::kVcores);
  EXPECT_EQ(recheck_reservation_deadlock(q, r), "");
}

TEST(ReservationDeadlock, GroupsOfOneNodeSizeShareTheirQuery) {
  ReservationDeadlockQuery q = incident();
  q.groups = {{"rack1", 6, Resource(102400, 32)}, {"rack2", 6, Resource(102400, 32)}};
  const auto r = prove_reservation_deadlock(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat);
  EXPECT_EQ(r.queries, 1);
  ASSERT_EQ(r.states.size(), 2u);
  EXPECT_EQ(r.states[1].group, "rack2");
  EXPECT_EQ(r.states[1].used.memory_mb(), 38912);
}

TEST(ReservationDeadlock, QueriesOutOfTimeAreUnknown) {
  SolveOptions options;
  options.timeout_ms = 0;
  const auto r = prove_reservation_deadlock(incident(), z3, options);
  EXPECT_EQ(r.status, Status::kUnknown);
  EXPECT_NE(r.reason.find("time limit"), std::string::npos);
  EXPECT_TRUE(r.states.empty());
}

TEST(ReservationDeadlock, TheSameWitnessEveryRun) {
  ReservationDeadlockQuery q = incident();
  q.groups.push_back({"big", 3, Resource(204800, 64)});
  const auto a = prove_reservation_deadlock(q, z3, {});
  const auto b = prove_reservation_deadlock(q, z3, {});
  ASSERT_EQ(a.status, Status::kSat);
  ASSERT_EQ(a.states.size(), b.states.size());
  for (size_t i = 0; i < a.states.size(); ++i) {
    EXPECT_EQ(a.states[i].used, b.states[i].used);
    EXPECT_EQ(a.states[i].nodes, b.states[i].nodes);
    EXPECT_EQ(a.states[i].containers, b.states[i].containers);
  }
}

TEST(ReservationDeadlock, ChargedReservationsWithinTheQueuesLimitNeedFreeRoomElsewhere) {
  // CapacityScheduler: 4 big nodes can be pinned only when the 8 small ones leave room for the
  // charged reservations; the queues may hold at most 3 reservations' worth here.
  ReservationDeadlockQuery q = incident();
  q.groups = {{"big", 4, Resource(102400, 32)}, {"small", 8, Resource(32768, 16)}};
  q.reservations_charged = true;
  q.fits_by_memory = true;
  const auto r = prove_reservation_deadlock(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.hosting_nodes, 4);
  EXPECT_EQ(recheck_reservation_deadlock(q, r), "");
  q.reservable_memory_mb = 3 * 64000;
  const auto limited = prove_reservation_deadlock(q, z3, {});
  EXPECT_EQ(limited.status, Status::kUnsat);
  EXPECT_NE(limited.reason.find("charged to the queues"), std::string::npos);
}

TEST(ReservationDeadlock, TenThousandNodesInTwentyGroupsCostNoMoreThanTwenty) {
  ReservationDeadlockQuery small = incident();
  ReservationDeadlockQuery big = incident();
  small.groups.clear();
  big.groups.clear();
  for (int g = 0; g < 20; ++g) {
    const Resource size(65536 + 4096 * g, 16 + g);
    small.groups.push_back({"g" + std::to_string(g), 1, size});
    big.groups.push_back({"g" + std::to_string(g), 500, size});
  }
  const auto a = prove_reservation_deadlock(small, z3, {});
  const auto b = prove_reservation_deadlock(big, z3, {});
  ASSERT_EQ(a.status, Status::kSat);
  ASSERT_EQ(b.status, Status::kSat);
  EXPECT_DOUBLE_EQ(a.min_utilization, b.min_utilization);  // the same state per node
  EXPECT_EQ(b.hosting_nodes, 500 * a.hosting_nodes);
  EXPECT_EQ(a.queries, b.queries);  // the same queries: their size follows the groups
  EXPECT_EQ(a.largest_query, b.largest_query);
}

// Random small queries: both ways of hosting and fitting, charged and uncharged reservations,
// units that do not divide the node, maxima below and above the request.
ReservationDeadlockQuery random_query(uint32_t seed) {
  std::mt19937 rng(seed);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  ReservationDeadlockQuery q;
  q.name = "random" + std::to_string(seed);
  for (int g = 0, n = pick(1, 4); g < n; ++g)
    q.groups.push_back(
        {"g" + std::to_string(g), pick(1, 5), Resource(1024 * pick(2, 24), pick(2, 24))});
  q.minimum_allocation = Resource(512 * pick(1, 4), pick(1, 2));
  q.allocation_unit = pick(0, 1) == 0 ? q.minimum_allocation : Resource(512 * pick(1, 3), 1);
  q.maximum_allocation = Resource(1024 * pick(2, 16), pick(2, 16));
  q.request = Resource(1024 * pick(1, 16), pick(1, 12));
  q.hosts_by_memory = pick(0, 1) == 0;
  q.fits_by_memory = pick(0, 2) == 0;
  q.reservations_charged = pick(0, 1) == 0;
  q.reservable_memory_mb = pick(0, 1) == 0 ? 0 : 1024 * pick(1, 200);
  return q;
}

TEST(ReservationDeadlock, ArithmeticAgreesWithZ3) {
  int sat = 0;
  for (uint32_t seed = 1; seed <= 300; ++seed) {
    const ReservationDeadlockQuery q = random_query(seed);
    const auto fast = decide_reservation_deadlock(q, {});  // re-checks its witness, or throws
    const auto plain = prove_reservation_deadlock(q, z3, {});
    ASSERT_NE(plain.status, Status::kUnknown) << seed;
    ASSERT_EQ(fast.status, plain.status) << seed << " " << plain.reason;
    const Confirmation confirmed = confirm_reservation_deadlock(q, fast, z3, {});
    if (confirmed.asked)
      EXPECT_EQ(confirmed.status, Status::kUnsat) << seed << confirmed.difference;
    if (fast.status != Status::kSat) continue;
    ++sat;
    // The least state of each node size is unique in memory, then vcores; the container count
    // may be any that can use it.
    EXPECT_EQ(fast.used, plain.used) << seed;
    EXPECT_DOUBLE_EQ(fast.min_utilization, plain.min_utilization) << seed;
    ASSERT_EQ(fast.states.size(), plain.states.size()) << seed;
    for (size_t i = 0; i < fast.states.size(); ++i) {
      EXPECT_EQ(fast.states[i].used, plain.states[i].used) << seed << " " << fast.states[i].group;
      EXPECT_EQ(fast.states[i].held_by, plain.states[i].held_by) << seed;
    }
  }
  EXPECT_GT(sat, 50);  // both answers are common
}

TEST(ReservationDeadlock, ArithmeticStillDumpsTheQueriesForZ3) {
  testing::TempDir dir;
  SolveOptions options;
  options.dump_dir = dir.path().string();
  ReservationDeadlockQuery q = incident();
  q.name = "incident";
  const auto r = decide_reservation_deadlock(q, options);
  ASSERT_EQ(r.status, Status::kSat);
  EXPECT_EQ(r.queries, 0);  // no solver call
  EXPECT_TRUE(std::filesystem::exists(dir.path() / "incident.worker.held-by-memory.smt2"));
}

}  // namespace reservation_deadlock_test
}  // namespace schedlint::smt
