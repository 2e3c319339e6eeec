// Java parsing semantics Hadoop applies to every configuration value (Integer.parseInt,
// Long.parseLong, Float/Double.parseDouble, Boolean.parseBoolean, the (long) cast).
#include "java/numbers.h"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

namespace schedlint::java {
namespace java_numbers_test {

TEST(JavaParseInt, AcceptsSignAndDigitsOnly) {
  EXPECT_EQ(parse_int("42"), 42);
  EXPECT_EQ(parse_int("+5"), 5);
  EXPECT_EQ(parse_int("-2147483648"), std::numeric_limits<int32_t>::min());
  EXPECT_EQ(parse_int("2147483647"), std::numeric_limits<int32_t>::max());
  EXPECT_EQ(parse_int("010"), 10);  // no octal
  EXPECT_FALSE(parse_int("2147483648"));
  EXPECT_FALSE(parse_int(" 12"));  // no whitespace: callers trim first
  EXPECT_FALSE(parse_int("1.0"));
  EXPECT_FALSE(parse_int("1k"));
  EXPECT_FALSE(parse_int("-"));
  EXPECT_FALSE(parse_int(""));
  EXPECT_EQ(parse_int("7fffffff", 16), std::numeric_limits<int32_t>::max());
}

TEST(JavaParseLong, CoversTheLongRange) {
  EXPECT_EQ(parse_long("9223372036854775807"), std::numeric_limits<int64_t>::max());
  EXPECT_EQ(parse_long("-9223372036854775808"), std::numeric_limits<int64_t>::min());
  EXPECT_FALSE(parse_long("9223372036854775808"));
}

TEST(JavaParseDouble, FollowsFloatingDecimalGrammar) {
  EXPECT_EQ(parse_double(" 0.5 "), 0.5);  // trims like String.trim()
  EXPECT_EQ(parse_double("1e3"), 1000.0);
  EXPECT_EQ(parse_double("0.5f"), 0.5);  // a type suffix is allowed
  EXPECT_EQ(parse_double("2D"), 2.0);
  EXPECT_EQ(parse_double("50."), 50.0);
  EXPECT_EQ(parse_double(".5"), 0.5);
  EXPECT_EQ(parse_double("0x1p3"), 8.0);
  EXPECT_TRUE(std::isnan(*parse_double("NaN")));
  EXPECT_TRUE(std::isinf(*parse_double("-Infinity")));
  EXPECT_FALSE(parse_double("nan"));  // case matters
  EXPECT_FALSE(parse_double("1e"));
  EXPECT_FALSE(parse_double("."));
  EXPECT_FALSE(parse_double("1,5"));
  EXPECT_FALSE(parse_double("0x1"));  // hex floats need a binary exponent
  EXPECT_FALSE(parse_double("12%"));
}

TEST(JavaParseFloat, RoundsOnceToBinary32) {
  // Hadoop stores FairScheduler weights as (float): 0.1 is really 0.100000001490116...
  EXPECT_EQ(*parse_float("0.1"), 0.1f);
  EXPECT_NE(static_cast<double>(*parse_float("0.1")), 0.1);
}

TEST(JavaParseBoolean, IsTrueOnlyForTrueInAnyCase) {
  EXPECT_TRUE(parse_boolean("true"));
  EXPECT_TRUE(parse_boolean("TRUE"));
  EXPECT_FALSE(parse_boolean("yes"));
  EXPECT_FALSE(parse_boolean("1"));
  EXPECT_FALSE(parse_boolean(" true"));  // Boolean.parseBoolean does not trim
}

TEST(JavaCasts, TruncateAndSaturateLikeJava) {
  EXPECT_EQ(to_long(3414.9), 3414);
  EXPECT_EQ(to_long(-2.7), -2);
  EXPECT_EQ(to_long(1e300), std::numeric_limits<int64_t>::max());
  EXPECT_EQ(to_long(-1e300), std::numeric_limits<int64_t>::min());
  EXPECT_EQ(to_long(std::nan("")), 0);
  EXPECT_EQ(to_int(3e9), std::numeric_limits<int32_t>::max());
}

TEST(JavaTrim, StripsControlCharactersAndSpacesOnly) {
  EXPECT_EQ(trim("\t 12 \r\n"), "12");
  EXPECT_EQ(trim("\xC2\xA0"
                 "12"),
            "\xC2\xA0"
            "12");  // U+00A0 is not <= U+0020
}

}  // namespace java_numbers_test
}  // namespace schedlint::java
