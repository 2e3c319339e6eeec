// The ResourceManager's validation of a raw request, and how many normalized containers a node or
// a queue holds.
#include <gtest/gtest.h>

#include "sched/container_request.h"

namespace schedlint {
namespace container_request_test {

TEST(RmRequestRefusal, AboveTheMaximumInTheWordsOfEachRelease) {
  // The executor of 6 GB with Spark's 10% overhead against a queue maximum of 6144 MB.
  const Resource ask(6758, 2);
  const Resource queue_max(6144, 4);
  const Resource configured(8192, 4);
  EXPECT_EQ(rm_request_refusal(ask, queue_max, configured, {3, 3}),
            "Invalid resource request! Cannot allocate containers as requested resource is "
            "greater than maximum allowed allocation. Requested resource type=[memory-mb], "
            "Requested resource=<memory:6758, vCores:2>, maximum allowed allocation=<memory:6144, "
            "vCores:4>, please note that maximum allowed allocation is calculated by scheduler "
            "based on maximum resource of registered NodeManagers, which might be less than "
            "configured maximum allocation=<memory:8192, vCores:4>");
  // Before YARN-7739 (2.9, 3.0): one sentence per type.
  EXPECT_EQ(rm_request_refusal(ask, queue_max, configured, {2, 9}),
            "Invalid resource request, requested memory < 0, or requested memory > max "
            "configured, requestedMemory=6758, maxMemory=6144");
  EXPECT_EQ(rm_request_refusal(ask, queue_max, configured, {3, 0}),
            rm_request_refusal(ask, queue_max, configured, {2, 9}));
  // YARN-7739 (3.1, and 2.10.1): the type named, below zero and above the maximum in one.
  EXPECT_EQ(rm_request_refusal(ask, queue_max, configured, {3, 1}),
            "Invalid resource request, requested resource type=[memory-mb] < 0 or greater than "
            "maximum allowed allocation. Requested resource=<memory:6758, vCores:2>, maximum "
            "allowed allocation=<memory:6144, vCores:4>, please note that maximum allowed "
            "allocation is calculated by scheduler based on maximum resource of registered "
            "NodeManagers, which might be less than configured maximum allocation=<memory:8192, "
            "vCores:4>");
  EXPECT_EQ(rm_request_refusal(ask, queue_max, configured, {2, 10}),
            rm_request_refusal(ask, queue_max, configured, {3, 1}));
}

TEST(RmRequestRefusal, TheQueueMaximumCountsFromYarn8720) {
  EXPECT_FALSE(validates_against_queue_maximum({2, 8}));
  EXPECT_TRUE(validates_against_queue_maximum({2, 9}));  // 2.9.2
  EXPECT_TRUE(validates_against_queue_maximum({2, 10}));
  EXPECT_FALSE(validates_against_queue_maximum({3, 0}));  // never released in 3.0.x
  EXPECT_TRUE(validates_against_queue_maximum({3, 1}));   // 3.1.2
  EXPECT_TRUE(validates_against_queue_maximum({3, 4}));
}

TEST(RmRequestRefusal, MemoryIsCheckedBeforeVcoresAndVcoresEvenWhenMemoryFits) {
  EXPECT_EQ(rm_request_refusal(Resource(4096, 16), Resource(8192, 8), Resource(8192, 8), {2, 7}),
            "Invalid resource request, requested virtual cores < 0, or requested virtual cores > "
            "max configured, requestedVirtualCores=16, maxVirtualCores=8");
  const auto both =
      rm_request_refusal(Resource(9000, 16), Resource(8192, 8), Resource(8192, 8), {3, 3});
  ASSERT_TRUE(both.has_value());
  EXPECT_NE(both->find("type=[memory-mb]"), std::string::npos) << *both;
}

TEST(RmRequestRefusal, NegativeIsRefusedAndZeroIsNot) {
  EXPECT_EQ(rm_request_refusal(Resource(-1, 1), Resource(8192, 4), Resource(8192, 4), {3, 3}),
            "Invalid resource request! Cannot allocate containers as requested resource is less "
            "than 0! Requested resource type=[memory-mb], Requested resource=<memory:-1, "
            "vCores:1>");
  EXPECT_EQ(rm_request_refusal(Resource(0, 0), Resource(8192, 4), Resource(8192, 4), {3, 3}),
            std::nullopt);
  EXPECT_EQ(rm_request_refusal(Resource(8192, 4), Resource(8192, 4), Resource(8192, 4), {3, 3}),
            std::nullopt);
}

TEST(ContainersIn, CountsTheTypesTheCalculatorCounts) {
  const Resource node(65536, 16);
  const Resource executor(5120, 4);
  // DominantResourceCalculator: vcores bind, four per node.
  EXPECT_EQ(containers_in(ResourceCalculator(CalculatorKind::kDominant), node, executor), 4);
  // DefaultResourceCalculator: memory alone, twelve per node.
  EXPECT_EQ(containers_in(ResourceCalculator(CalculatorKind::kDefault), node, executor), 12);
  EXPECT_EQ(containers_in(ResourceCalculator(CalculatorKind::kDefault), Resource(-5, 0), executor),
            0);
}

TEST(RefusedByName, NamesTheLayersAsTheJsonDoes) {
  EXPECT_EQ(refused_by_name(RefusedBy::kClient), "client");
  EXPECT_EQ(refused_by_name(RefusedBy::kApplicationMaster), "am");
  EXPECT_EQ(refused_by_name(RefusedBy::kRmSubmission), "rm-submission");
  EXPECT_EQ(refused_by_name(RefusedBy::kRmAllocate), "rm-allocate");
}

}  // namespace container_request_test
}  // namespace schedlint
