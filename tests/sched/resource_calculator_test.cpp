// DefaultResourceCalculator, DominantResourceCalculator and Resources.
// Vectors from Hadoop's TestResourceCalculator (parameterised over both calculators) and
// TestResources; the rest pins the Java arithmetic each method uses, read from the source.
#include "sched/resource_calculator.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <stdexcept>

#include "support/test_support.h"

namespace schedlint {
namespace resource_calculator_test {

const ResourceCalculator kDefault(CalculatorKind::kDefault);
const ResourceCalculator kDominant(CalculatorKind::kDominant);

Resource res(int64_t memory, int64_t vcores) {
  return Resource(memory, vcores);
}

// TestResourceCalculator.newResource(memory, cpu, test) with the extra type "test".
Resource res(int64_t memory, int64_t vcores, int64_t test) {
  Resource r(memory, vcores);
  r.set("test", test);
  return r;
}

// TestResourceCalculator.assertComparison: the expected result, and its negation with the
// operands swapped.
void expect_comparison(const ResourceCalculator& rc, const Resource& cluster, const Resource& a,
                       const Resource& b, int expected) {
  EXPECT_EQ(rc.compare(cluster, a, b), expected) << a.to_string() << " v/s " << b.to_string();
  if (expected != 0) {
    EXPECT_EQ(rc.compare(cluster, b, a), -expected) << b.to_string() << " v/s " << a.to_string();
  }
}

// TestResourceCalculator.testFitsIn
TEST(ResourceCalculator, FitsIn) {
  EXPECT_TRUE(kDefault.fits_in(res(1, 2), res(2, 1)));
  EXPECT_TRUE(kDefault.fits_in(res(1, 2), res(2, 2)));
  EXPECT_TRUE(kDefault.fits_in(res(1, 2), res(1, 2)));
  EXPECT_TRUE(kDefault.fits_in(res(1, 2), res(1, 1)));
  EXPECT_FALSE(kDefault.fits_in(res(2, 1), res(1, 2)));

  EXPECT_FALSE(kDominant.fits_in(res(1, 2), res(2, 1)));
  EXPECT_TRUE(kDominant.fits_in(res(1, 2), res(2, 2)));
  EXPECT_TRUE(kDominant.fits_in(res(1, 2), res(1, 2)));
  EXPECT_FALSE(kDominant.fits_in(res(1, 2), res(1, 1)));
  EXPECT_FALSE(kDominant.fits_in(res(2, 1), res(1, 2)));
}

// Operands naming more types than the calculator holds inline (eight): every type still counts,
// whichever operand names it, in any order of insertion.
TEST(ResourceCalculator, FitsInComparesEveryTypeOfManyCustomTypes) {
  Resource smaller(1, 1);
  Resource bigger(1, 1);
  for (int i = 9; i >= 0; --i) {
    smaller.set(fmt::format("yarn.io/t{}", i), 1);
    bigger.set(fmt::format("yarn.io/u{}", i), 1);
  }
  bigger.set("yarn.io/t0", 1);
  EXPECT_FALSE(kDominant.fits_in(smaller, bigger));  // t1..t9: 1 > 0
  for (int i = 1; i <= 9; ++i)
    bigger.set(fmt::format("yarn.io/t{}", i), 1);
  EXPECT_TRUE(kDominant.fits_in(smaller, bigger));
  smaller.set("yarn.io/u5", 2);  // the twenty-first type, named by both
  EXPECT_FALSE(kDominant.fits_in(smaller, bigger));
}

// TestResourceCalculator.testCompareWithOnlyMandatory
TEST(ResourceCalculator, CompareWithOnlyMandatory) {
  const Resource cluster = res(4, 4);
  for (const ResourceCalculator* rc : {&kDefault, &kDominant}) {
    expect_comparison(*rc, cluster, res(1, 1), res(1, 1), 0);
    expect_comparison(*rc, cluster, res(0, 0), res(0, 0), 0);
    expect_comparison(*rc, cluster, res(2, 2), res(1, 1), 1);
    expect_comparison(*rc, cluster, res(2, 2), res(0, 0), 1);
  }
  // testCompareDefaultWithOnlyMandatory
  expect_comparison(kDefault, cluster, res(1, 2), res(1, 1), 0);
  expect_comparison(kDefault, cluster, res(1, 1), res(1, 0), 0);
  expect_comparison(kDefault, cluster, res(2, 1), res(1, 1), 1);
  expect_comparison(kDefault, cluster, res(2, 1), res(1, 2), 1);
  expect_comparison(kDefault, cluster, res(2, 1), res(1, 0), 1);
  // testCompareDominantWithOnlyMandatory
  expect_comparison(kDominant, cluster, res(2, 1), res(2, 1), 0);
  expect_comparison(kDominant, cluster, res(2, 1), res(1, 2), 0);
  expect_comparison(kDominant, cluster, res(2, 1), res(1, 1), 1);
  expect_comparison(kDominant, cluster, res(2, 2), res(2, 1), 1);
  expect_comparison(kDominant, cluster, res(2, 2), res(1, 2), 1);
  expect_comparison(kDominant, cluster, res(3, 1), res(3, 0), 1);
}

// TestResourceCalculator.testCompare (three resource types)
TEST(ResourceCalculator, CompareThreeTypes) {
  const Resource cluster = res(4, 4, 4);
  for (const ResourceCalculator* rc : {&kDefault, &kDominant}) {
    expect_comparison(*rc, cluster, res(1, 1, 1), res(1, 1, 1), 0);
    expect_comparison(*rc, cluster, res(0, 0, 0), res(0, 0, 0), 0);
    expect_comparison(*rc, cluster, res(2, 2, 2), res(1, 1, 1), 1);
    expect_comparison(*rc, cluster, res(2, 2, 2), res(0, 0, 0), 1);
  }
  // testCompareDefault
  expect_comparison(kDefault, cluster, res(1, 1, 2), res(1, 1, 1), 0);
  expect_comparison(kDefault, cluster, res(1, 2, 1), res(1, 1, 1), 0);
  expect_comparison(kDefault, cluster, res(1, 2, 2), res(1, 1, 1), 0);
  expect_comparison(kDefault, cluster, res(1, 2, 2), res(1, 0, 0), 0);
  expect_comparison(kDefault, cluster, res(2, 1, 1), res(1, 1, 1), 1);
  expect_comparison(kDefault, cluster, res(2, 1, 1), res(1, 2, 1), 1);
  expect_comparison(kDefault, cluster, res(2, 1, 1), res(1, 1, 2), 1);
  expect_comparison(kDefault, cluster, res(2, 1, 1), res(1, 2, 2), 1);
  expect_comparison(kDefault, cluster, res(2, 1, 1), res(1, 0, 0), 1);
  // testCompareDominant
  const int kZero[][6] = {{2, 1, 1, 2, 1, 1}, {2, 1, 1, 1, 2, 1}, {2, 1, 1, 1, 1, 2},
                          {2, 1, 0, 0, 1, 2}, {2, 2, 1, 1, 2, 2}, {2, 2, 1, 2, 1, 2},
                          {2, 2, 1, 2, 2, 1}, {2, 2, 0, 2, 0, 2}, {3, 2, 1, 3, 2, 1},
                          {3, 2, 1, 3, 1, 2}, {3, 2, 1, 1, 2, 3}, {3, 2, 1, 1, 3, 2},
                          {3, 2, 1, 2, 1, 3}, {3, 2, 1, 2, 3, 1}};
  for (const auto& v : kZero) {
    expect_comparison(kDominant, cluster, res(v[0], v[1], v[2]), res(v[3], v[4], v[5]), 0);
  }
  const int kGreater[][6] = {
      {2, 1, 1, 1, 1, 1}, {2, 1, 1, 1, 1, 0}, {2, 2, 1, 2, 1, 1}, {2, 2, 1, 1, 2, 1},
      {2, 2, 1, 1, 1, 2}, {2, 2, 1, 0, 2, 2}, {2, 2, 2, 2, 1, 1}, {2, 2, 2, 1, 2, 1},
      {2, 2, 2, 1, 1, 2}, {2, 2, 2, 2, 2, 1}, {2, 2, 2, 2, 1, 2}, {2, 2, 2, 1, 2, 2},
      {3, 2, 1, 2, 2, 2}, {3, 1, 1, 2, 2, 2}, {3, 1, 1, 3, 1, 0}, {3, 1, 1, 3, 0, 0}};
  for (const auto& v : kGreater) {
    expect_comparison(kDominant, cluster, res(v[0], v[1], v[2]), res(v[3], v[4], v[5]), 1);
  }
}

// TestResourceCalculator.testCompareDominantZeroValueResource: a type the cluster has none of
// is skipped; componentwise only when the whole cluster is empty.
TEST(ResourceCalculator, CompareDominantZeroValueResource) {
  Resource cluster = res(4, 4, 0);
  expect_comparison(kDominant, cluster, res(2, 1, 1), res(1, 1, 2), 1);
  expect_comparison(kDominant, cluster, res(2, 2, 1), res(1, 2, 2), 1);
  expect_comparison(kDominant, cluster, res(2, 2, 1), res(2, 2, 2), 0);
  expect_comparison(kDominant, cluster, res(0, 2, 1), res(0, 2, 2), 0);
  expect_comparison(kDominant, cluster, res(0, 1, 2), res(1, 1, 2), -1);
  expect_comparison(kDominant, cluster, res(1, 1, 2), res(2, 1, 2), -1);

  cluster = res(0, 0, 0);
  expect_comparison(kDominant, cluster, res(2, 1, 1), res(1, 1, 1), 1);
  expect_comparison(kDominant, cluster, res(2, 2, 2), res(1, 1, 1), 1);
  expect_comparison(kDominant, cluster, res(2, 1, 1), res(1, 2, 1), 0);
  expect_comparison(kDominant, cluster, res(1, 1, 1), res(1, 1, 1), 0);
  expect_comparison(kDominant, cluster, res(1, 1, 1), res(1, 1, 2), -1);
  expect_comparison(kDominant, cluster, res(1, 1, 1), res(1, 2, 1), -1);
}

// TestResourceCalculator.assertResourcesOperations
void expect_operations(const ResourceCalculator& rc, const Resource& cluster, const Resource& lhs,
                       const Resource& rhs, bool lt, bool le, bool gt, bool ge, const Resource& max,
                       const Resource& min) {
  EXPECT_EQ(resources::less_than(rc, cluster, lhs, rhs), lt);
  EXPECT_EQ(resources::less_than_or_equal(rc, cluster, lhs, rhs), le);
  EXPECT_EQ(resources::greater_than(rc, cluster, lhs, rhs), gt);
  EXPECT_EQ(resources::greater_than_or_equal(rc, cluster, lhs, rhs), ge);
  EXPECT_EQ(resources::max(rc, cluster, lhs, rhs), max);
  EXPECT_EQ(resources::min(rc, cluster, lhs, rhs), min);
}

// TestResourceCalculator.testCompareWithEmptyCluster
TEST(ResourceCalculator, CompareWithEmptyCluster) {
  const Resource cluster = res(0, 0);
  for (const ResourceCalculator* rc : {&kDefault, &kDominant}) {
    expect_operations(*rc, cluster, res(0, 0), res(0, 0), false, true, false, true, res(0, 0),
                      res(0, 0));
    expect_operations(*rc, cluster, res(1, 1), res(0, 0), false, false, true, true, res(1, 1),
                      res(0, 0));
    expect_operations(*rc, cluster, res(0, 0), res(1, 1), true, true, false, false, res(1, 1),
                      res(0, 0));
  }
  expect_operations(kDominant, cluster, res(1, 0), res(0, 1), false, true, false, true, res(1, 0),
                    res(1, 0));
  expect_operations(kDominant, cluster, res(0, 1), res(1, 0), false, true, false, true, res(0, 1),
                    res(0, 1));
  expect_operations(kDominant, cluster, res(1, 1), res(1, 0), false, false, true, true, res(1, 1),
                    res(1, 0));
  expect_operations(kDominant, cluster, res(0, 1), res(1, 1), true, true, false, false, res(1, 1),
                    res(0, 1));
}

// TestResourceCalculator.testNormalize
TEST(ResourceCalculator, Normalize) {
  struct Case {
    Resource ask, min, max, step;
    int64_t memory, vcores;  // vcores: DominantResourceCalculator only
  };
  const Case cases[] = {
      {res(1111, 2), res(1024, 1), res(8 * 1024, 8), res(1024, 4), 2 * 1024, 4},
      {res(512, 0), res(2 * 1024, 2), res(8 * 1024, 8), res(1024, 1), 2 * 1024, 2},
      {res(9 * 1024, 9), res(2 * 1024, 2), res(8 * 1024, 8), res(1024, 1), 8 * 1024, 8},
      // a zero increment: the minimum (Default), no rounding (Dominant)
      {res(1111, 2), res(2 * 1024, 2), res(8 * 1024, 8), res(0, 0), 2 * 1024, 2},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(kDefault.normalize(c.ask, c.min, c.max, c.step).memory_mb(), c.memory);
    const Resource drf = kDominant.normalize(c.ask, c.min, c.max, c.step);
    EXPECT_EQ(drf.memory_mb(), c.memory);
    EXPECT_EQ(drf.vcores(), c.vcores);
  }
}

// TestResourceCalculator.testDivisionByZeroRatioDenominatorIsZero and
// testDivisionByZeroRatioNumeratorAndDenominatorIsZero (divideSafelyAsFloat)
TEST(ResourceCalculator, RatioDivisionByZero) {
  for (const ResourceCalculator* rc : {&kDefault, &kDominant}) {
    EXPECT_EQ(rc->ratio(res(1, 1), res(0, 0)), std::numeric_limits<float>::infinity());
    EXPECT_EQ(rc->ratio(res(0, 0), res(0, 0)), 0.0f);
  }
}

TEST(ResourceCalculator, DivideIsFloatAndDominantUsesLargestShares) {
  // DefaultResourceCalculator.divide = ratio of memory, in float
  EXPECT_EQ(kDefault.divide(res(100, 100), res(1, 90), res(3, 1)), 1.0f / 3.0f);
  // DominantResourceCalculator.divide: (max share of numerator) / (max share of denominator)
  const Resource cluster = res(100, 200);
  EXPECT_EQ(kDominant.divide(cluster, res(10, 100), res(50, 50)), 1.0f);  // 0.5 / 0.5
  EXPECT_EQ(kDominant.divide(cluster, res(40, 20), res(50, 200)), 0.4f);  // 0.4 / 1.0
  // negative shares never beat the initial 0.0
  EXPECT_EQ(kDominant.divide(cluster, res(-48, 1), res(50, 100)), static_cast<float>(0.005 / 0.5));
  // a type the cluster has none of is skipped
  Resource gpu_cluster = res(100, 100, 0);
  EXPECT_EQ(kDominant.divide(gpu_cluster, res(10, 20, 5), res(100, 100, 0)), 0.2f);
}

TEST(ResourceCalculator, InvalidDivisorAndMajorResourceTests) {
  EXPECT_TRUE(kDefault.is_invalid_divisor(res(0, 5)));
  EXPECT_FALSE(kDefault.is_invalid_divisor(res(5, 0)));
  EXPECT_TRUE(kDominant.is_invalid_divisor(res(5, 0)));
  EXPECT_FALSE(kDominant.is_invalid_divisor(res(5, 1)));

  EXPECT_FALSE(kDefault.is_any_major_resource_above_zero(res(0, 3)));
  EXPECT_TRUE(kDominant.is_any_major_resource_above_zero(res(0, 3)));
  EXPECT_TRUE(kDominant.is_any_major_resource_above_zero(res(-9, 1)));
  EXPECT_FALSE(kDominant.is_any_major_resource_above_zero(res(-9, 0)));

  EXPECT_FALSE(kDefault.is_any_major_resource_zero_or_negative(res(3, -1)));
  EXPECT_TRUE(kDominant.is_any_major_resource_zero_or_negative(res(3, -1)));
  EXPECT_TRUE(kDominant.is_any_major_resource_zero_or_negative(res(3, 1, 0)));
}

TEST(ResourceCalculator, MultiplyAndNormalizeUp) {
  // DefaultResourceCalculator: (long)(memory * by + 0.5), vcores from createResource(memory)
  EXPECT_EQ(kDefault.multiply_and_normalize_up(res(5, 9), 0.1, res(1, 1)), res(1, 1));
  EXPECT_EQ(kDefault.multiply_and_normalize_up(res(4, 9), 0.1, res(1, 1)), res(0, 0));
  EXPECT_EQ(kDefault.multiply_and_normalize_up(res(11, 0), 0.5, res(4, 1)), res(8, 1));
  // a zero memory step: roundUp gives 0
  EXPECT_EQ(kDefault.multiply_and_normalize_up(res(11, 0), 0.5, res(0, 1)), res(0, 0));
  // DominantResourceCalculator: (long) ceil((float)(value * by)) per type
  EXPECT_EQ(kDominant.multiply_and_normalize_up(res(-48, 1), 0.2, res(1, 1)), res(-9, 1));
  EXPECT_EQ(kDominant.multiply_and_normalize_up(res(7, 3), 0.5, res(2, 0)), res(4, 2));
  // 50 * 1.1 is 55.00000000000001 in double, exactly 55 once cast to float
  EXPECT_EQ(kDominant.multiply_and_normalize_up(res(50, 50), 1.1, res(1, 1)), res(55, 55));
  EXPECT_EQ(kDefault.multiply_and_normalize_up(res(50, 50), 1.1, res(1, 1)), res(55, 1));
}

TEST(ResourceCalculator, MultiplyAndNormalizeUpPerType) {
  PerTypeFactors by;
  by["memory-mb"] = 0.5;
  by["vcores"] = 0.25;
  // Default: the memory factor only, plus 0.5 before truncation
  EXPECT_EQ(kDefault.multiply_and_normalize_up(res(9, 9), by, res(1, 1)), res(5, 1));
  // Dominant: ceil(value * by[type]) in double; an absent factor is 0
  EXPECT_EQ(kDominant.multiply_and_normalize_up(res(9, 9), by, res(1, 1)), res(5, 3));
  EXPECT_EQ(kDominant.multiply_and_normalize_up(res(9, 9, 9), by, res(1, 1, 1)), res(5, 3, 0));
  // 50 * 1.1 in double is above 55, so ceil gives 56 (no float cast on this path)
  PerTypeFactors eleven_tenths;
  eleven_tenths["memory-mb"] = 1.1;
  eleven_tenths["vcores"] = 1.1;
  EXPECT_EQ(kDominant.multiply_and_normalize_up(res(50, 50), eleven_tenths, res(1, 1)),
            res(56, 56));
}

TEST(ResourceCalculator, MultiplyAndNormalizeDownAndRounding) {
  EXPECT_EQ(kDefault.multiply_and_normalize_down(res(10, 3), 0.75, res(4, 1)), res(4, 1));
  EXPECT_EQ(kDominant.multiply_and_normalize_down(res(10, 3), 0.75, res(4, 0)), res(4, 2));
  EXPECT_EQ(kDefault.round_up(res(5, 7), res(4, 4)), res(8, 1));
  EXPECT_EQ(kDefault.round_down(res(5, 7), res(4, 4)), res(4, 1));
  EXPECT_EQ(kDominant.round_up(res(5, 7), res(4, 0)), res(8, 7));
  EXPECT_EQ(kDominant.round_down(res(5, 7), res(4, 3)), res(4, 6));
  // Java throws ArithmeticException for the integer division by a zero step
  EXPECT_THROW(kDefault.round_down(res(5, 7), res(0, 1)), std::domain_error);
  EXPECT_THROW(kDefault.multiply_and_normalize_down(res(5, 7), 0.5, res(0, 1)), std::domain_error);
}

TEST(ResourceCalculator, DivideAndCeil) {
  EXPECT_EQ(kDefault.divide_and_ceil(res(10, 10), int64_t{3}), res(4, 1));
  EXPECT_EQ(kDominant.divide_and_ceil(res(10, 10), int64_t{3}), res(4, 4));
  EXPECT_EQ(kDominant.divide_and_ceil(res(10, 10), int64_t{0}), res(0, 0));
  EXPECT_EQ(kDefault.divide_and_ceil(res(10, 10), 2.5f), res(4, 1));
  EXPECT_EQ(kDominant.divide_and_ceil(res(10, 9, 7), 2.0f), res(5, 5));  // memory and vcores only
  EXPECT_EQ(ResourceCalculator::divide_and_ceil(int64_t{-5}, int64_t{2}), -2);
}

TEST(ResourceCalculator, LongArithmeticWrapsAsJavasDoes) {
  // (a + (b - 1)) / b in a Java long: Long.MAX_VALUE + 99 wraps, and so does the quotient's sign.
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  EXPECT_EQ(ResourceCalculator::divide_and_ceil(kMax, int64_t{100}), -92233720368547757);
  EXPECT_EQ(ResourceCalculator::round_up(kMax, 2), -9223372036854775807 - 1);
  EXPECT_EQ(resources::add(res(kMax, 1), res(1, 1)).memory_mb(), -9223372036854775807 - 1);
  EXPECT_EQ(resources::subtract(res(-9223372036854775807 - 1, 0), res(1, 0)).memory_mb(), kMax);
}

TEST(ResourceCalculator, ComputeAvailableContainers) {
  EXPECT_EQ(kDefault.compute_available_containers(res(10, 1), res(3, 5)), 3);
  EXPECT_EQ(kDominant.compute_available_containers(res(10, 1), res(3, 5)), 0);
  EXPECT_EQ(kDominant.compute_available_containers(res(10, 8), res(3, 0)), 3);
  EXPECT_THROW(kDefault.compute_available_containers(res(10, 1), res(0, 1)), std::domain_error);
}

// TestResources: componentwise helpers and multiplication
TEST(Resources, Componentwise) {
  using namespace resources;
  EXPECT_TRUE(fits_in(res(1, 1), res(2, 2)));
  EXPECT_TRUE(fits_in(res(2, 2), res(2, 2)));
  EXPECT_FALSE(fits_in(res(2, 2), res(1, 1)));
  EXPECT_FALSE(fits_in(res(1, 2), res(2, 1)));
  EXPECT_FALSE(fits_in(res(2, 1), res(1, 2)));
  EXPECT_TRUE(fits_in(res(1, 1, 1), res(2, 2, 2)));

  EXPECT_EQ(componentwise_min(res(1, 2), res(2, 1)), res(1, 1));
  EXPECT_EQ(componentwise_min(res(2, 2, 2), res(1, 1)), res(1, 1, 0));
  EXPECT_EQ(componentwise_min(res(1, 2, 2), res(2, 1, 3)), res(1, 1, 2));
  EXPECT_EQ(componentwise_max(res(1, 2), res(2, 1)), res(2, 2));
  EXPECT_EQ(componentwise_max(res(2, 2, 2), res(1, 1)), res(2, 2, 2));
  EXPECT_EQ(componentwise_max(res(1, 2, 2), res(2, 1, 3)), res(2, 2, 3));
  EXPECT_EQ(componentwise_max(res(2, 2, 0), res(2, 1, 1)), res(2, 2, 1));

  EXPECT_EQ(add(res(1, 1, 1), res(1, 1, 2)), res(2, 2, 3));
  EXPECT_EQ(subtract(res(2, 2, 3), res(1, 1, 1)), res(1, 1, 2));
  EXPECT_EQ(subtract(res(1, 2), res(1, 1)), res(0, 1));
}

TEST(Resources, Multiply) {
  using namespace resources;
  // testMultiply, testMultiplyAndRoundDown
  EXPECT_EQ(multiply(res(2, 2, 3), 2), res(4, 4, 6));
  EXPECT_EQ(multiply_and_round_down(res(3, 1), 1.5), res(4, 1));
  EXPECT_EQ(multiply_and_round_down(res(1, 3), 1.5), res(1, 4));
  EXPECT_EQ(multiply_and_round_down(res(1, 1, 3), 2.5), res(2, 2, 7));
  // testMultiplyRoundUp, testMultiplyAndRoundUpCustomResources
  EXPECT_EQ(multiply_and_round_up(res(1, 1), 0.5), res(1, 1));
  EXPECT_EQ(multiply_and_round_up(res(2, 2), 0.5), res(1, 1));
  EXPECT_EQ(multiply_and_round_up(res(0, 0), 0.5), res(0, 0));
  EXPECT_EQ(multiply_and_round_up(res(3, 1, 5), 1.5), res(5, 2, 8));
  EXPECT_EQ(multiply_and_round_up(res(3, 1, 5), 2.5), res(8, 3, 13));
  // truncation toward zero, in double
  EXPECT_EQ(multiply(res(40, 0), 1.0 + 0.1), res(44, 0));
  EXPECT_EQ(multiply(res(10, 3), 0.29), res(2, 0));
  EXPECT_EQ(multiply(res(-7, 7), 0.5), res(-3, 3));
  // a float factor is widened first: 100 * (double)0.1f = 10.000000149 -> 10
  EXPECT_EQ(multiply(res(100, 0), 0.1f), res(10, 0));
  EXPECT_EQ(create_resource(0), res(0, 0));
  EXPECT_EQ(create_resource(7), res(7, 1));
}

}  // namespace resource_calculator_test
}  // namespace schedlint
