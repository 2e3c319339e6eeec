#include <gtest/gtest.h>

#include "workload/spark_size.h"

namespace schedlint::workload {
namespace spark_size_test {

int64_t mib(std::string_view text) {
  SparkSize size = byte_string_as(text, ByteUnit::kMiB);
  EXPECT_TRUE(std::holds_alternative<int64_t>(size)) << text;
  return std::holds_alternative<int64_t>(size) ? std::get<int64_t>(size) : -1;
}

std::string error(std::string_view text, ByteUnit unit = ByteUnit::kMiB) {
  SparkSize size = byte_string_as(text, unit);
  return std::holds_alternative<std::string>(size) ? std::get<std::string>(size) : "";
}

// JavaUtilsSuite / UtilsSuite "byteStringAsMb": units are binary, a plain number is the key's
// unit, converting down truncates.
TEST(SparkSizeTest, ReadsSizesAsByteStringAs) {
  EXPECT_EQ(mib("4g"), 4096);
  EXPECT_EQ(mib("4096m"), 4096);
  EXPECT_EQ(mib("4096"), 4096);
  EXPECT_EQ(mib(" 4G "), 4096);
  EXPECT_EQ(mib("4gb"), 4096);
  EXPECT_EQ(mib("1t"), 1024 * 1024);
  EXPECT_EQ(mib("1536k"), 1);
  EXPECT_EQ(mib("1048575b"), 0);
  EXPECT_EQ(std::get<int64_t>(byte_string_as("2m", ByteUnit::kByte)), 2 * 1024 * 1024);
}

TEST(SparkSizeTest, RefusesWhatSparkRefuses) {
  EXPECT_NE(error("4.5g").find("Fractional values are not supported. Input was: 4.5"),
            std::string::npos);
  EXPECT_EQ(error("4.5g").rfind("Size must be specified as bytes (b)", 0), 0u);
  EXPECT_NE(error("4x").find("Invalid suffix: \"x\""), std::string::npos);
  EXPECT_NE(error("-1g").find("Failed to parse byte string: -1g"), std::string::npos);
  EXPECT_NE(error("4 g").find("Failed to parse byte string"), std::string::npos);
  EXPECT_NE(error("").find("Failed to parse byte string"), std::string::npos);
  EXPECT_NE(error("9223372036854775807p", ByteUnit::kByte).find("exceeds Long.MAX_VALUE"),
            std::string::npos);
}

}  // namespace spark_size_test
}  // namespace schedlint::workload
