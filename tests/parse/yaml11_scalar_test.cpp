#include <gtest/gtest.h>

#include "parse/yaml11_scalar.h"

namespace schedlint::yaml11 {
namespace yaml11_scalar_test {

// SnakeYAML's Resolver (YAML 1.1): BOOL, INT before FLOAT, NULL; the rest is a string.
TEST(Yaml11ScalarTest, PlainScalarsAreTypedAsSnakeYamlTypesThem) {
  for (const char* s : {"", "~", "null", "Null", "NULL"})
    EXPECT_EQ(plain_type(s), ScalarType::kNull) << s;
  for (const char* s : {"yes", "No", "ON", "off", "true", "FALSE"})
    EXPECT_EQ(plain_type(s), ScalarType::kBool) << s;
  for (const char* s : {"0", "-0", "+12", "1_000", "0x1F", "0b101", "017", "1:30", "-1:0:59"})
    EXPECT_EQ(plain_type(s), ScalarType::kInt) << s;
  // "089" is no octal int but fits FLOAT's [0-9_]+: a double, 89.0, as SnakeYAML reads it.
  for (const char* s :
       {"0.1", "1e3", ".5", "-.inf", ".NaN", "1_0.5", "1:30.5", "6.", "1.0e+3", "089"})
    EXPECT_EQ(plain_type(s), ScalarType::kFloat) << s;
  for (const char* s :
       {"4g", "1728m", "y", "n", "nULL", "0x", "0b2", "1:60", "_1", "e3", "1e", "-", "."})
    EXPECT_EQ(plain_type(s), ScalarType::kString) << s;
}

// SafeConstructor.ConstructYamlInt, printed as Java prints the number it makes.
TEST(Yaml11ScalarTest, IntsAsJavaPrintsThem) {
  EXPECT_EQ(int_text("0x10"), "16");
  EXPECT_EQ(int_text("010"), "8");
  EXPECT_EQ(int_text("0b101"), "5");
  EXPECT_EQ(int_text("1_073_741_824"), "1073741824");
  EXPECT_EQ(int_text("-0"), "0");
  EXPECT_EQ(int_text("+7"), "7");
  EXPECT_EQ(int_text("-0x1F"), "-31");
  EXPECT_EQ(int_text("1:30"), "90");                                    // base 60
  EXPECT_EQ(int_text("99999999999999999999"), "99999999999999999999");  // a BigInteger
  EXPECT_EQ(int_text("4g"), std::nullopt);
  EXPECT_EQ(int_text("0.5"), std::nullopt);
}

}  // namespace yaml11_scalar_test
}  // namespace schedlint::yaml11
