// The reservation-deadlock query on clusters whose answer is known by arithmetic.
#include "solver/reservation_deadlock.h"

#include <gtest/gtest.h>

namespace schedlint::smt {
namespace {

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
  const auto r = prove_reservation_deadlock(incident(), {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  // A node is held once its free memory drops below 64000 MB: used > 38400 MB, and used is a
  // multiple of 1024 MB, so 38912 MB per node (38 containers of 1024 MB at most 32 vcores...).
  ASSERT_EQ(r.groups.size(), 1u);
  EXPECT_EQ(r.groups[0].used.memory_mb(), 38912);
  EXPECT_TRUE(r.groups[0].could_host);
  EXPECT_EQ(r.hosting_nodes, 12);
  EXPECT_EQ(r.used_memory_mb, 12 * 38912);
  EXPECT_DOUBLE_EQ(r.min_utilization, 38912.0 / 102400.0);
  EXPECT_EQ(recheck_reservation_deadlock(incident(), r), "");
}

TEST(ReservationDeadlock, ChargedReservationsCannotPinEveryNode) {
  // CapacityScheduler: 12 reservations of 64000 MB plus 38912 MB used per node exceed the cluster.
  ReservationDeadlockQuery q = incident();
  q.reservations_charged = true;
  q.fits_by_memory = true;
  const auto r = prove_reservation_deadlock(q, {});
  EXPECT_EQ(r.status, Status::kUnsat);
  EXPECT_NE(r.reason.find("charged"), std::string::npos);
}

TEST(ReservationDeadlock, OnlyNodesThatCouldHostTheRequestAreHeld) {
  // Small nodes cannot host 64000 MB: they stay idle in the least-utilized witness.
  ReservationDeadlockQuery q = incident();
  q.groups.push_back({"small", 10, Resource(32768, 16)});
  const auto r = prove_reservation_deadlock(q, {});
  ASSERT_EQ(r.status, Status::kSat);
  EXPECT_EQ(r.hosting_nodes, 12);
  EXPECT_FALSE(r.groups[1].could_host);
  EXPECT_EQ(r.groups[1].used.memory_mb(), 0);
}

TEST(ReservationDeadlock, TrapNodesAreHeldWhenEmpty) {
  // FairScheduler reserves by memory, but the vcores can never fit: held at 0 use.
  ReservationDeadlockQuery q = incident();
  q.groups = {{"few-cores", 4, Resource(102400, 2)}};
  q.request = Resource(64000, 4);
  const auto r = prove_reservation_deadlock(q, {});
  ASSERT_EQ(r.status, Status::kSat);
  EXPECT_EQ(r.used_memory_mb, 0);
  EXPECT_DOUBLE_EQ(r.min_utilization, 0.0);
}

TEST(ReservationDeadlock, NoHostingNodeIsRefutedWithoutTheSolver) {
  ReservationDeadlockQuery q = incident();
  q.request = Resource(200000, 1);
  const auto r = prove_reservation_deadlock(q, {});
  EXPECT_EQ(r.status, Status::kUnsat);
  EXPECT_NE(r.reason.find("no node is large enough"), std::string::npos);
}

TEST(ReservationDeadlock, ARequestThatAlwaysFitsNextToAMinimumContainerIsUnreachable) {
  // 1024 MB nodes... a 1024 MB request either fits or the node is full: never "held".
  ReservationDeadlockQuery q = incident();
  q.request = Resource(1024, 1);
  const auto r = prove_reservation_deadlock(q, {});
  EXPECT_EQ(r.status, Status::kUnsat);
}

TEST(ReservationDeadlock, TheRecheckCatchesABadWitness) {
  const ReservationDeadlockQuery q = incident();
  auto r = prove_reservation_deadlock(q, {});
  ASSERT_EQ(r.status, Status::kSat);
  r.groups[0].used = Resource(30720, 30);  // 71680 MB free: the request fits
  r.groups[0].containers = 30;             // of 1024 MB, 1 vcore each: a usage that can exist
  r.used_memory_mb = 12 * 30720;
  EXPECT_EQ(recheck_reservation_deadlock(q, r), "the request fits on group worker's nodes");
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
  const auto a = prove_reservation_deadlock(small, {});
  const auto b = prove_reservation_deadlock(big, {});
  ASSERT_EQ(a.status, Status::kSat);
  ASSERT_EQ(b.status, Status::kSat);
  EXPECT_DOUBLE_EQ(a.min_utilization, b.min_utilization);  // the same state per node
  EXPECT_EQ(b.hosting_nodes, 500 * a.hosting_nodes);
}

}  // namespace
}  // namespace schedlint::smt
