#include <gtest/gtest.h>

#include "workload/java_heap.h"

namespace schedlint::workload {
namespace java_heap_test {

// TestJobConf#testParseMaximumHeapSizeMB.
TEST(JavaHeapTest, ParsesXmxAsJobConfDoes) {
  EXPECT_EQ(parse_max_heap_mb("-Xmx4294967296"), 4096);
  EXPECT_EQ(parse_max_heap_mb("-Xmx4194304k"), 4096);
  EXPECT_EQ(parse_max_heap_mb("-Xmx4096m"), 4096);
  EXPECT_EQ(parse_max_heap_mb("-Xmx4g"), 4096);
  EXPECT_EQ(parse_max_heap_mb("-Xmx4096M"), 4096);
  EXPECT_EQ(parse_max_heap_mb("-Xmx4?"), -1);
  EXPECT_EQ(parse_max_heap_mb(""), -1);
}

TEST(JavaHeapTest, TheRightmostWordWins) {
  EXPECT_EQ(parse_max_heap_mb("-Xmx1g -Dfoo=bar -Xmx2g"), 2048);
  EXPECT_EQ(parse_max_heap_mb("-Xmx1g -Xmx2gb"), 1024);  // "-Xmx2gb" is not an -Xmx word
  EXPECT_EQ(parse_max_heap_mb("-Dx=-Xmx3g"), -1);        // not preceded by a space
  EXPECT_EQ(parse_max_heap_mb("-Djava.net.preferIPv4Stack=true  -Xmx820m"), 820);
  EXPECT_EQ(parse_max_heap_mb("-Xmx0m"), -1);
  // '.' does not match a line break: only the spaces around the option may be one.
  EXPECT_EQ(parse_max_heap_mb("-Xmx1g\n-Xmx2g"), 2048);
  EXPECT_EQ(parse_max_heap_mb("-Da\nb -Xmx2g"), -1);
}

TEST(JavaHeapTest, OverflowsAsJavaDoes) {
  EXPECT_EQ(parse_max_heap_mb("-Xmx99999999999999999999"), std::nullopt);  // Long.parseLong
  EXPECT_EQ(parse_max_heap_mb("-Xmx4194304g"), 0);  // (int) (4194304L * 1024) wraps to 0
}

// MAPREDUCE-5785: the float32 arithmetic of JobConf.getMemoryRequired and getTaskJavaOpts.
TEST(JavaHeapTest, DerivesInFloat) {
  EXPECT_EQ(memory_from_heap_mb(820, 0.8f), 1025);  // 820 / 0.8f = 1025.0f
  EXPECT_EQ(memory_from_heap_mb(1024, 0.8f), 1280);
  EXPECT_EQ(memory_from_heap_mb(3072, 0.8f), 3840);
  EXPECT_EQ(memory_from_heap_mb(819, 0.8f), 1024);
  EXPECT_EQ(memory_from_heap_mb(1638, 0.8f), 2048);
  EXPECT_EQ(heap_from_memory_mb(1024, 0.8f), 820);
  EXPECT_EQ(heap_from_memory_mb(4096, 0.8f), 3277);
  EXPECT_EQ(heap_from_memory_mb(3000, 0.8f), 2400);
  EXPECT_EQ(heap_from_memory_mb(2048, 0.8f), 1639);
}

TEST(JavaHeapTest, RatioOutsideTheUnitInterval) {
  // getTaskJavaOpts falls back to 0.8; getMemoryRequired divides by the value as given.
  EXPECT_EQ(heap_from_memory_mb(1024, 1.5f), 820);
  EXPECT_EQ(heap_from_memory_mb(1024, -0.5f), 820);
  EXPECT_EQ(memory_from_heap_mb(1024, 0.0f), 2147483647);
  EXPECT_EQ(memory_from_heap_mb(1024, 2.0f), 512);
}

}  // namespace java_heap_test
}  // namespace schedlint::workload
