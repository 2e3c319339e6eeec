// Double.compare, which Hadoop's resource calculators and preemption ordering use.
#include "java/compare.h"

#include <limits>

#include <gtest/gtest.h>

namespace schedlint::java {
namespace compare_test {

TEST(JavaDoubleCompare, OrdersSignedZerosAndNaN) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(double_compare(1.0, 2.0), -1);
  EXPECT_EQ(double_compare(2.0, 1.0), 1);
  EXPECT_EQ(double_compare(1.0, 1.0), 0);
  EXPECT_EQ(double_compare(-0.0, 0.0), -1);
  EXPECT_EQ(double_compare(0.0, -0.0), 1);
  EXPECT_EQ(double_compare(nan, nan), 0);
  EXPECT_EQ(double_compare(nan, inf), 1);
  EXPECT_EQ(double_compare(inf, nan), -1);
}

}  // namespace compare_test
}  // namespace schedlint::java
