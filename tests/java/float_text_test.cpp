// Float.toString as Hadoop's messages print capacities ("Illegal capacity of 1.1 ...").
#include "java/float_text.h"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

namespace schedlint::java {
namespace float_text_test {

TEST(JavaFloatToString, PlainBetweenOneThousandthAndTenMillion) {
  EXPECT_EQ(float_to_string(0.5f), "0.5");
  EXPECT_EQ(float_to_string(100.0f), "100.0");
  EXPECT_EQ(float_to_string(1.1f), "1.1");  // the shortest digits that read back, not 1.10000002
  EXPECT_EQ(float_to_string(0.001f), "0.001");
  EXPECT_EQ(float_to_string(9999999.0f), "9999999.0");
}

TEST(JavaFloatToString, ScientificOutsideThatRange) {
  EXPECT_EQ(float_to_string(1.0e-4f), "1.0E-4");
  EXPECT_EQ(float_to_string(1.0e7f), "1.0E7");
  EXPECT_EQ(float_to_string(1.5e10f), "1.5E10");
}

TEST(JavaFloatToString, SpecialValuesAsJavaSpellsThem) {
  EXPECT_EQ(float_to_string(std::numeric_limits<float>::quiet_NaN()), "NaN");
  EXPECT_EQ(float_to_string(std::numeric_limits<float>::infinity()), "Infinity");
  EXPECT_EQ(float_to_string(-std::numeric_limits<float>::infinity()), "-Infinity");
  EXPECT_EQ(float_to_string(-0.0f), "-0.0");
  EXPECT_EQ(float_to_string(0.0f), "0.0");
}

}  // namespace float_text_test
}  // namespace schedlint::java
