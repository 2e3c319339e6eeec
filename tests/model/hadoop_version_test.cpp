#include "model/hadoop_version.h"

#include <gtest/gtest.h>

namespace schedlint {
namespace hadoop_version_test {

TEST(HadoopVersion, ParsesReleaseLinesSchedlintModels) {
  EXPECT_EQ(HadoopVersion::parse("2.7"), (HadoopVersion{2, 7}));
  EXPECT_EQ(HadoopVersion::parse("3.3.6"), (HadoopVersion{3, 3}));
  EXPECT_EQ(HadoopVersion::parse("3.4"), (HadoopVersion{3, 4}));
  EXPECT_EQ(HadoopVersion::parse("2.10.2"), (HadoopVersion{2, 10}));
}

TEST(HadoopVersion, RefusesWhatItDoesNotModel) {
  EXPECT_FALSE(HadoopVersion::parse("2.6"));
  EXPECT_FALSE(HadoopVersion::parse("3.5"));
  EXPECT_FALSE(HadoopVersion::parse("3"));
  EXPECT_FALSE(HadoopVersion::parse("3.x"));
  EXPECT_FALSE(HadoopVersion::parse(""));
}

TEST(HadoopVersion, OrdersByMajorThenMinor) {
  const HadoopVersion v{2, 10};
  EXPECT_TRUE(v.at_least(2, 9));
  EXPECT_TRUE(v.before(3, 0));
  EXPECT_FALSE(v.at_least(3, 0));
}

}  // namespace hadoop_version_test
}  // namespace schedlint
