// Hadoop 3.4's capacity vectors as QueueCapacityConfigParser reads them. Expectations from
// Hadoop's TestQueueCapacityConfigParser, then the parser's edges read from its source.
#include <gtest/gtest.h>

#include "parse/capacity_vector_parser.h"

namespace schedlint {
namespace capacity_vector_parser_test {

const std::vector<std::string> kKnown = {"memory-mb", "vcores", "yarn.io/gpu"};

VectorEntry at(const CapacityVectorReading& r, const std::string& resource) {
  return r.vector.entry(resource).value();
}

// TestQueueCapacityConfigParser.testPercentageCapacityConfig: "50.0" is 50% of every resource.
TEST(CapacityVectorParser, UniformPercentage) {
  const auto r = read_capacity_vector("50.0");
  ASSERT_FALSE(r.failure);
  for (const std::string& name : kKnown) {
    EXPECT_EQ(at(r, name).unit, VectorUnit::kPercentage);
    EXPECT_EQ(at(r, name).value, 50);
  }
  EXPECT_FALSE(r.vector.mixed(kKnown));
}

// testWeightCapacityConfig: "6.0w".
TEST(CapacityVectorParser, UniformWeight) {
  const auto r = read_capacity_vector("6.0w");
  EXPECT_EQ(at(r, "vcores").unit, VectorUnit::kWeight);
  EXPECT_EQ(at(r, "vcores").value, 6);
}

// testAbsoluteCapacityVectorConfig: [memory-mb=12Gi, vcores=6.0, yarn.io/gpu=10.0] (spaces go).
TEST(CapacityVectorParser, AbsoluteWithUnits) {
  const auto r = read_capacity_vector("[memory-mb=12Gi, vcores=6.0, yarn.io/gpu=10.0]");
  ASSERT_FALSE(r.failure);
  EXPECT_EQ(at(r, "memory-mb").unit, VectorUnit::kAbsolute);
  EXPECT_EQ(at(r, "memory-mb").value, 12288);
  EXPECT_EQ(at(r, "vcores").value, 6);
  EXPECT_EQ(at(r, "yarn.io/gpu").value, 10);
  EXPECT_FALSE(r.vector.mixed(kKnown));
  EXPECT_TRUE(r.dropped.empty());
}

// testMixedCapacityConfig: [memory=1024.0, vcores=50.0%, yarn.io/gpu=6.0w]; "memory" is memory-mb.
TEST(CapacityVectorParser, MixedUnits) {
  const auto r = read_capacity_vector("[memory=1024.0, vcores=50.0%, yarn.io/gpu=6.0w]");
  EXPECT_EQ(at(r, "memory-mb").unit, VectorUnit::kAbsolute);
  EXPECT_EQ(at(r, "memory-mb").value, 1024);
  EXPECT_EQ(at(r, "vcores").unit, VectorUnit::kPercentage);
  EXPECT_EQ(at(r, "vcores").value, 50);
  EXPECT_EQ(at(r, "yarn.io/gpu").unit, VectorUnit::kWeight);
  EXPECT_EQ(at(r, "yarn.io/gpu").value, 6);
  EXPECT_TRUE(r.vector.mixed(kKnown));
}

// testInvalidMixedConfigs and testZeroAbsoluteCapacityConfig: nothing is read from these.
TEST(CapacityVectorParser, InvalidStringsGiveAnEmptyVector) {
  for (const char* text : {"50nonexistingsuffix", "[memory-100,vcores-60]", "[invalid]", "[]", "",
                           "50%", "[memory=0]", "[vcores=4]"}) {
    const auto r = read_capacity_vector(text);
    EXPECT_TRUE(r.vector.empty()) << text;
    EXPECT_FALSE(r.failure) << text;
    EXPECT_FALSE(r.dropped.empty()) << text;  // each says why
  }
}

// A resource the vector does not name is absolute 0 (QueueCapacityVector.newInstance), which
// makes "[memory=50%]" a mixed vector.
TEST(CapacityVectorParser, UnnamedResourcesAreAbsoluteZero) {
  const auto r = read_capacity_vector("[memory=50%]");
  EXPECT_EQ(at(r, "vcores").unit, VectorUnit::kAbsolute);
  EXPECT_EQ(at(r, "vcores").value, 0);
  EXPECT_TRUE(r.vector.mixed(kKnown));
}

// setCapacityVector: a unit converts to Mi through a long ("1.5Gi" is 1 Gi); 'm' is milli.
TEST(CapacityVectorParser, UnitsConvertThroughALong) {
  EXPECT_EQ(at(read_capacity_vector("[memory=1.5Gi,vcores=1]"), "memory-mb").value, 1024);
  const auto milli = read_capacity_vector("[memory=4096m,vcores=1]");
  EXPECT_TRUE(milli.vector.empty());  // 0 Mi of memory: the vector is dropped
  EXPECT_NE(milli.dropped.front().find("milli"), std::string::npos);
}

// Letters in the middle, a pair without '=', an unknown suffix.
TEST(CapacityVectorParser, PiecesHadoopSkips) {
  const auto r = read_capacity_vector("[memory=1024,vcores=1a2,foo,yarn.io/gpu=2x]");
  ASSERT_FALSE(r.failure);
  EXPECT_EQ(at(r, "vcores").value, 0);  // skipped: stays absolute 0
  EXPECT_EQ(at(r, "yarn.io/gpu").unit, VectorUnit::kAbsolute);
  EXPECT_EQ(at(r, "yarn.io/gpu").value, 2);
  EXPECT_EQ(r.dropped.size(), 3u);
}

// Float.parseFloat throws on these: Hadoop fails to set the queue up.
TEST(CapacityVectorParser, NumberFormatExceptions) {
  for (const char* text : {"[memory=Gi,vcores=1]", "[memory=1.2.3,vcores=1]", "1.2.3w", "."}) {
    const auto r = read_capacity_vector(text);
    EXPECT_TRUE(r.failure) << text;
    EXPECT_TRUE(r.vector.empty()) << text;
  }
}

TEST(CapacityVectorParser, VectorFormat) {
  EXPECT_TRUE(is_capacity_vector_format("[memory=50%, vcores=2w]"));
  EXPECT_TRUE(is_capacity_vector_format("[memory=1024]"));
  EXPECT_FALSE(is_capacity_vector_format("[memory==1024]"));
  EXPECT_FALSE(is_capacity_vector_format("50"));
  EXPECT_FALSE(is_capacity_vector_format("[memory=1024;vcores=1]"));
}

}  // namespace capacity_vector_parser_test
}  // namespace schedlint
