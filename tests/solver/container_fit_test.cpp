// The container-unplaceable query on clusters whose answer is known by arithmetic.
#include "solver/container_fit.h"

#include <filesystem>
#include <optional>
#include <random>

#include <gtest/gtest.h>

#include "solver/z3_prover.h"
#include "support/test_support.h"

namespace schedlint::smt {
namespace container_fit_test {

const Z3Prover z3;  // these tests ask the real solver

// 10 nodes of 32768 MB / 16 vcores and one of 131072 MB / 32 vcores; requests of 1024 MB units
// from (1024 MB, 1 vcore) up to (65536 MB, 8 vcores).
ContainerFitQuery heterogeneous() {
  ContainerFitQuery q;
  q.groups = {{"small", 10, Resource(32768, 16)}, {"big", 1, Resource(131072, 32)}};
  q.minimum = Resource(1024, 1);
  q.maximum = Resource(65536, 8);
  q.allocation_unit = Resource(1024, 1);
  return q;
}

TEST(ContainerFit, TheSmallestRequestAboveTheCommonNodesFitsOnlyTheBigOne) {
  const ContainerFitQuery q = heterogeneous();
  const auto r = prove_container_unplaceable(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  // 32768 MB still fits the small nodes; the next request, 33792 MB, fits the big node alone.
  EXPECT_EQ(r.request, Resource(33792, 1));
  EXPECT_EQ(r.fit_nodes, 1);
  EXPECT_EQ(r.fit_groups, std::vector<std::string>{"big"});
  EXPECT_EQ(r.largest.name, "big");
  EXPECT_EQ(recheck_container_unplaceable(q, r), "");
}

TEST(ContainerFit, VcoresCountUnlessOnlyMemoryIsCompared) {
  ContainerFitQuery q = heterogeneous();
  q.groups = {{"wide", 1, Resource(32768, 32)}, {"narrow", 10, Resource(32768, 8)}};
  q.maximum = Resource(32768, 16);
  const auto r = prove_container_unplaceable(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat);
  EXPECT_EQ(r.request, Resource(1024, 9));  // 9 vcores: only the wide node
  q.fits_by_memory = true;
  EXPECT_EQ(prove_container_unplaceable(q, z3, {}).status, Status::kUnsat);
}

TEST(ContainerFit, RequestsAtAMaximumThatIsNotAMultipleOfTheUnitCount) {
  // Normalization rounds up to 1024 MB and caps at 33000 MB: 33000 MB is a request the queue can
  // make, and it fits only the big node.
  ContainerFitQuery q = heterogeneous();
  q.maximum = Resource(33000, 1);
  const auto r = prove_container_unplaceable(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat);
  EXPECT_EQ(r.request, Resource(33000, 1));
}

TEST(ContainerFit, EveryRequestFittingTwoNodesIsProvenSafe) {
  ContainerFitQuery q = heterogeneous();
  q.maximum = Resource(32768, 8);
  const auto r = prove_container_unplaceable(q, z3, {});
  EXPECT_EQ(r.status, Status::kUnsat);
  q.min_fit_nodes = 11;  // ... but not on all eleven
  EXPECT_EQ(prove_container_unplaceable(q, z3, {}).status, Status::kUnsat);
  q.min_fit_nodes = 12;
  EXPECT_EQ(prove_container_unplaceable(q, z3, {}).status, Status::kSat);
}

TEST(ContainerFit, TheRecheckCatchesABadWitness) {
  const ContainerFitQuery q = heterogeneous();
  auto r = prove_container_unplaceable(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat);
  r.request = Resource(32768, 1);  // fits all eleven nodes
  EXPECT_EQ(recheck_container_unplaceable(q, r), "the request fits on 11 nodes, not 1");
  r.request = Resource(33000, 1);  // not a multiple of 1024 MB, nor the maximum
  EXPECT_EQ(recheck_container_unplaceable(q, r), "33000 MB is not a request the queue can make");
}

TEST(ContainerFit, OutOfTimeIsUnknown) {
  SolveOptions options;
  options.timeout_ms = 0;
  EXPECT_EQ(prove_container_unplaceable(heterogeneous(), z3, options).status, Status::kUnknown);
}

TEST(ContainerFit, TheSameWitnessEveryRun) {
  const auto a = prove_container_unplaceable(heterogeneous(), z3, {});
  const auto b = prove_container_unplaceable(heterogeneous(), z3, {});
  EXPECT_EQ(a.request, b.request);
  EXPECT_EQ(a.fit_groups, b.fit_groups);
}

TEST(ContainerFit, TenThousandNodesInTwentyGroupsMakeTheSameQueryAsTwenty) {
  ContainerFitQuery small = heterogeneous();
  ContainerFitQuery big = heterogeneous();
  small.groups.clear();
  big.groups.clear();
  for (int g = 0; g < 20; ++g) {
    const Resource size(32768 + 2048 * g, 16);
    small.groups.push_back({"g" + std::to_string(g), 1, size});
    big.groups.push_back({"g" + std::to_string(g), 500, size});
  }
  small.maximum = big.maximum = Resource(131072, 8);
  big.min_fit_nodes = 500 * 2;  // the same question: fewer than two groups' worth
  small.min_fit_nodes = 2;
  const auto a = prove_container_unplaceable(small, z3, {});
  const auto b = prove_container_unplaceable(big, z3, {});
  ASSERT_EQ(a.status, Status::kSat);
  ASSERT_EQ(b.status, Status::kSat);
  EXPECT_EQ(a.request, b.request);  // one unit above the second-largest group (69632 MB)
  EXPECT_EQ(a.request, Resource(70656, 1));
  EXPECT_EQ(a.variables, b.variables);
}

// Random small queries: both ways of fitting, units that do and do not divide the maximum.
ContainerFitQuery random_query(uint32_t seed) {
  std::mt19937 rng(seed);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  ContainerFitQuery q;
  q.name = "random" + std::to_string(seed);
  for (int g = 0, n = pick(1, 5); g < n; ++g) {
    q.groups.push_back(
        {"g" + std::to_string(g), pick(1, 3), Resource(512 * pick(1, 16), pick(1, 12))});
  }
  q.allocation_unit = Resource(512 * pick(1, 3), pick(1, 2));
  q.minimum = Resource(512 * pick(1, 4), pick(1, 2));
  q.maximum = Resource(512 * pick(1, 20) + pick(0, 1) * 100, pick(1, 14));
  q.fits_by_memory = pick(0, 2) == 0;
  q.min_fit_nodes = pick(1, 4);
  return q;
}

// The smallest request (memory, then vcores) by trying every legal one.
std::optional<Resource> brute_force_smallest(const ContainerFitQuery& q) {
  auto legal = [](int64_t a, int64_t low, int64_t cap, int64_t unit) {
    return a >= low && a <= cap && (a % unit == 0 || a == cap);
  };
  for (int64_t m = q.minimum.memory_mb(); m <= q.maximum.memory_mb(); ++m) {
    if (!legal(m, q.minimum.memory_mb(), q.maximum.memory_mb(), q.allocation_unit.memory_mb()))
      continue;
    for (int64_t v = q.minimum.vcores();
         v <= (q.fits_by_memory ? q.minimum.vcores() : q.maximum.vcores()); ++v) {
      if (!q.fits_by_memory &&
          !legal(v, q.minimum.vcores(), q.maximum.vcores(), q.allocation_unit.vcores()))
        continue;
      int64_t fit = 0;
      for (const NodeGroupSize& g : q.groups) {
        if (m <= g.capacity.memory_mb() && (q.fits_by_memory || v <= g.capacity.vcores()))
          fit += g.count;
      }
      if (fit < q.min_fit_nodes) return Resource(m, v);
    }
  }
  return std::nullopt;
}

TEST(ContainerFit, ArithmeticAgreesWithZ3AndWithTryingEveryRequest) {
  int sat = 0;
  for (uint32_t seed = 1; seed <= 300; ++seed) {
    const ContainerFitQuery q = random_query(seed);
    const auto fast = decide_container_unplaceable(q, {});  // re-checks its witness, or throws
    const auto plain = prove_container_unplaceable(q, z3, {});
    ASSERT_NE(plain.status, Status::kUnknown) << seed;
    ASSERT_EQ(fast.status, plain.status) << seed;
    // The check runs make: Z3 finds nothing better than the arithmetic's answer.
    const Confirmation confirmed = confirm_container_unplaceable(q, fast, z3, {});
    if (confirmed.asked)
      EXPECT_EQ(confirmed.status, Status::kUnsat) << seed << confirmed.difference;
    const auto smallest = brute_force_smallest(q);
    ASSERT_EQ(smallest.has_value(), fast.status == Status::kSat) << seed;
    if (!smallest) continue;
    ++sat;
    EXPECT_EQ(fast.request, *smallest) << seed;
    EXPECT_EQ(fast.request, plain.request) << seed;
    EXPECT_EQ(fast.fit_groups, plain.fit_groups) << seed;
  }
  EXPECT_GT(sat, 50);  // both answers are common
}

// A negative minimum allocation (which the RM refuses to start with, an error finding of its own)
// makes no negative request: both ways start at 0. The fuzzer found them disagreeing here.
TEST(ContainerFit, ANegativeMinimumMakesNoNegativeRequest) {
  ContainerFitQuery q;
  q.name = "negative";
  q.groups = {{"none", 1, Resource(0, 4)}};
  q.minimum = Resource(-1, 1);
  q.maximum = Resource(36862, 4);
  q.allocation_unit = Resource(1, 1);
  q.min_fit_nodes = 2;  // more nodes than the cluster has: the smallest request is the answer
  const auto fast = decide_container_unplaceable(q, {});
  ASSERT_EQ(fast.status, Status::kSat);
  EXPECT_EQ(fast.request, Resource(0, 1));
  EXPECT_EQ(prove_container_unplaceable(q, z3, {}).request, fast.request);
  EXPECT_EQ(confirm_container_unplaceable(q, fast, z3, {}).status, Status::kUnsat);
}

TEST(ContainerFit, ArithmeticStillDumpsTheQueryForZ3) {
  testing::TempDir dir;
  SolveOptions options;
  options.dump_dir = dir.path().string();
  ContainerFitQuery q = heterogeneous();
  q.name = "mixed";
  EXPECT_EQ(decide_container_unplaceable(q, options).request, Resource(33792, 1));
  EXPECT_TRUE(std::filesystem::exists(dir.path() / "mixed.smt2"));
}

}  // namespace container_fit_test
}  // namespace schedlint::smt
