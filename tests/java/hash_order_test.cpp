// String.hashCode and java.util.HashSet iteration order, which some CapacityScheduler checks of
// node labels depend on.
#include "java/hash_order.h"

#include <gtest/gtest.h>

namespace schedlint::java {
namespace hash_order_test {

TEST(JavaStringHash, OverUtf16CodeUnits) {
  EXPECT_EQ(string_hash(""), 0);
  EXPECT_EQ(string_hash("hello"), 99162322);
  EXPECT_EQ(string_hash("\xC3\xA9"), 0xE9);  // U+00E9 is one code unit
  // U+1F600 is the surrogate pair D83D DE00: 0xD83D x 31 + 0xDE00.
  EXPECT_EQ(string_hash("\xF0\x9F\x98\x80"), 0xD83D * 31 + 0xDE00);
  // int arithmetic wraps.
  EXPECT_EQ(string_hash("polygenelubricants"), -2147483648);
}

TEST(JavaHashSetOrder, ByBucketThenInsertionOrder) {
  // "a" and "b" fall in buckets 1 and 2 of 16, whatever order they were added in.
  EXPECT_EQ(hash_set_order({"b", "a"}), (std::vector<std::string>{"a", "b"}));
  // "Aa" and "BB" share a hash (2112): one bucket, in insertion order.
  EXPECT_EQ(hash_set_order({"BB", "Aa"}), (std::vector<std::string>{"BB", "Aa"}));
  EXPECT_EQ(hash_set_order({"Aa", "BB"}), (std::vector<std::string>{"Aa", "BB"}));
}

TEST(JavaHashSetOrder, TheTableDoublesPastThreeQuarters) {
  // 13 one-letter strings overflow 16 buckets x 0.75: with 32 buckets "a" (97, bucket 1) comes
  // before "P" (80, bucket 16), which it followed with 16 buckets (80 & 15 = 0).
  std::vector<std::string> twelve{"P", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"};
  EXPECT_EQ(hash_set_order(twelve).front(), "P");
  std::vector<std::string> thirteen = twelve;
  thirteen.push_back("l");
  EXPECT_EQ(hash_set_order(thirteen).front(), "a");
}

}  // namespace hash_order_test
}  // namespace schedlint::java
