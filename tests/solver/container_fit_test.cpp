// The container-unplaceable query on clusters whose answer is known by arithmetic.
#include "solver/container_fit.h"

#include <gtest/gtest.h>

#include "solver/z3_prover.h"

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

}  // namespace container_fit_test
}  // namespace schedlint::smt
