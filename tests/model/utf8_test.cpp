// The one UTF-8 decoder: queue-name trimming, String.hashCode and the reports' escaping use it.
#include "model/utf8.h"

#include <gtest/gtest.h>

namespace schedlint {
namespace utf8_test {

TEST(DecodeUtf8, WellFormedSequences) {
  EXPECT_EQ(decode_utf8("a", 0).code_point, 0x61u);
  const Utf8Char e = decode_utf8("\xC3\xA9", 0);
  EXPECT_EQ(e.code_point, 0xE9u);
  EXPECT_EQ(e.length, 2u);
  EXPECT_TRUE(e.valid);
  EXPECT_EQ(decode_utf8("\xE3\x80\x80", 0).code_point, 0x3000u);  // ideographic space
  const Utf8Char emoji = decode_utf8("\xF0\x9F\x98\x80", 0);
  EXPECT_EQ(emoji.code_point, 0x1F600u);
  EXPECT_EQ(emoji.length, 4u);
}

TEST(DecodeUtf8, AnythingElseIsOneInvalidByte) {
  for (const char* bad : {"\xC0\x80", "\xE0\x80\x80", "\xED\xA0\x80", "\xF4\x90\x80\x80",
                          "\xE2\x82", "\x80", "\xFF"}) {
    const Utf8Char c = decode_utf8(bad, 0);
    EXPECT_FALSE(c.valid) << ::testing::PrintToString(bad);
    EXPECT_EQ(c.length, 1u);
    EXPECT_EQ(c.code_point, static_cast<unsigned char>(bad[0]));
  }
}

TEST(DisplayWidth, WideCharactersTakeTwoColumnsAndCombiningMarksNone) {
  EXPECT_EQ(display_width("etl"), 3u);
  EXPECT_EQ(display_width("\xE6\x95\xB0\xE6\x8D\xAE"), 4u);              // 数据
  EXPECT_EQ(display_width("\xEB\x8D\xB0\xEC\x9D\xB4\xED\x84\xB0"), 6u);  // 데이터
  EXPECT_EQ(display_width("caf\xC3\xA9"), 4u);                           // é precomposed
  EXPECT_EQ(display_width("cafe\xCC\x81"), 4u);                          // e + combining acute
  EXPECT_EQ(display_width("\xEF\xBC\xA1"), 2u);                          // fullwidth A
  EXPECT_EQ(display_width("a\xE2\x80\x8B"
                          "b"),
            2u);                         // zero-width space
  EXPECT_EQ(display_width("\xFF"), 1u);  // an invalid byte
}

}  // namespace utf8_test
}  // namespace schedlint
