#include <gtest/gtest.h>

#include <cmath>

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

// TestTezClientUtils#testDefaultMemoryJavaOpts (TezClientUtils.maybeAddDefaultMemoryJavaOpts).
TEST(JavaHeapTest, TezDerivesTheHeapItAddsAsTestTezClientUtilsDoes) {
  EXPECT_EQ(tez_default_heap_mb(1000, 0.8), 800);
  EXPECT_EQ(tez_default_heap_mb(1, 0.8), 1);  // (int) 0.8 is 0: at least 1
  EXPECT_EQ(tez_default_heap_mb(-1, 0.8), std::nullopt);
  EXPECT_EQ(tez_default_heap_mb(355, 0.8), 284);
  EXPECT_EQ(tez_default_heap_mb(355, 0), std::nullopt);
  EXPECT_EQ(tez_default_heap_mb(355, 100), std::nullopt);
  EXPECT_EQ(tez_default_heap_mb(1000, -1), 700);  // the sliding scale: below 4096 MiB
  EXPECT_EQ(tez_default_heap_mb(5000, -1), 4000);
  EXPECT_TRUE(tez_opts_size_heap(" -Xms100m "));  // Tez then adds nothing
  EXPECT_TRUE(tez_opts_size_heap("-Xmx"));
  EXPECT_FALSE(tez_opts_size_heap("-server -XX:+UseNUMA"));
}

TEST(JavaHeapTest, TezTruncatesInDoubleWhereMapReduceRoundsUpInFloat) {
  EXPECT_EQ(tez_default_heap_mb(1024, 0.8), 819);  // 819.2; JobConf gives 820
  EXPECT_EQ(heap_from_memory_mb(1024, 0.8f), 820);
  EXPECT_EQ(tez_default_heap_mb(4095, -1), 2866);  // 0.7 up to 4095 MiB, 0.8 from 4096
  EXPECT_EQ(tez_default_heap_mb(4096, -1), 3276);
  EXPECT_EQ(tez_default_heap_mb(1000, -0.5), std::nullopt);  // only -1 is the sliding scale
  EXPECT_EQ(tez_default_heap_mb(1000, std::nan("")), 1);     // (int) NaN is 0
  EXPECT_EQ(tez_default_heap_mb(int64_t{1} << 40, 0.5), 1073741823);  // getMemory saturates
}

}  // namespace java_heap_test
}  // namespace schedlint::workload
