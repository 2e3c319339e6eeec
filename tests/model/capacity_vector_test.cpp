// QueueCapacityVector as schedlint holds it. Expectations from Hadoop's TestQueueCapacityVector
// (resource types memory-mb, vcores and custom).
#include "model/capacity_vector.h"

#include <gtest/gtest.h>

namespace schedlint {
namespace capacity_vector_test {

const std::vector<std::string> kKnown = {"memory-mb", "vcores", "custom"};

CapacityVector bracketed(std::vector<VectorEntry> entries) {
  CapacityVector v;
  v.shape = CapacityVector::Shape::kBracketed;
  v.bracketed = std::move(entries);
  return v;
}

// testGetResourceNamesByCapacityType: memory and vcores in percent, custom absolute 0 by default.
TEST(CapacityVector, UnnamedResourcesAreAbsoluteZero) {
  const CapacityVector v = bracketed(
      {{"memory-mb", VectorUnit::kPercentage, 10}, {"vcores", VectorUnit::kPercentage, 6}});
  EXPECT_EQ(v.entry("custom")->unit, VectorUnit::kAbsolute);
  EXPECT_EQ(v.entry("custom")->value, 0);
  EXPECT_EQ(v.entry("memory-mb")->value, 10);
  EXPECT_EQ(v.entry("vcores")->value, 6);
  EXPECT_EQ(v.units(kKnown),
            (std::set<VectorUnit>{VectorUnit::kAbsolute, VectorUnit::kPercentage}));
}

// testIsResourceOfType: each resource keeps its own unit; a later entry for a name wins.
TEST(CapacityVector, EachResourceHasItsUnit) {
  const CapacityVector v = bracketed({{"memory-mb", VectorUnit::kAbsolute, 1},
                                      {"memory-mb", VectorUnit::kWeight, 10},
                                      {"vcores", VectorUnit::kPercentage, 6},
                                      {"custom", VectorUnit::kAbsolute, 3}});
  EXPECT_EQ(v.entry("memory-mb")->unit, VectorUnit::kWeight);
  EXPECT_EQ(v.entry("memory-mb")->value, 10);
  EXPECT_EQ(v.entry("vcores")->unit, VectorUnit::kPercentage);
  EXPECT_EQ(v.entry("custom")->unit, VectorUnit::kAbsolute);
}

// testIsMixedType: all absolute 0 is not mixed, all percent is not, one weight among them is.
TEST(CapacityVector, Mixed) {
  EXPECT_FALSE(bracketed({}).mixed(kKnown));
  EXPECT_FALSE(CapacityVector::of(VectorUnit::kPercentage, 10).mixed(kKnown));
  EXPECT_TRUE(bracketed({{"memory-mb", VectorUnit::kPercentage, 10},
                         {"vcores", VectorUnit::kPercentage, 10},
                         {"custom", VectorUnit::kWeight, 10}})
                  .mixed(kKnown));
}

// testIterator: an empty vector has nothing.
TEST(CapacityVector, EmptyHasNothing) {
  const CapacityVector v;
  EXPECT_FALSE(v.entry("memory-mb"));
  EXPECT_TRUE(v.units(kKnown).empty());
}

}  // namespace capacity_vector_test
}  // namespace schedlint
