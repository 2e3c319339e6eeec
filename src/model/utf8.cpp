#include "model/utf8.h"

namespace schedlint {

Utf8Char decode_utf8(std::string_view s, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const auto continues = [&](size_t k) { return i + k < s.size() && (byte(k) & 0xC0) == 0x80; };
  const unsigned char b0 = byte(0);
  const Utf8Char invalid{b0, 1, false};
  if (b0 < 0x80) return {b0, 1, true};
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    if (!continues(1)) return invalid;
    return {((b0 & 0x1Fu) << 6) | (byte(1) & 0x3Fu), 2, true};
  }
  if (b0 >= 0xE0 && b0 <= 0xEF) {
    if (!continues(1) || !continues(2)) return invalid;
    if (b0 == 0xE0 && byte(1) < 0xA0) return invalid;  // overlong
    if (b0 == 0xED && byte(1) > 0x9F) return invalid;  // a surrogate
    return {((b0 & 0x0Fu) << 12) | ((byte(1) & 0x3Fu) << 6) | (byte(2) & 0x3Fu), 3, true};
  }
  if (b0 >= 0xF0 && b0 <= 0xF4) {
    if (!continues(1) || !continues(2) || !continues(3)) return invalid;
    if (b0 == 0xF0 && byte(1) < 0x90) return invalid;  // overlong
    if (b0 == 0xF4 && byte(1) > 0x8F) return invalid;  // above U+10FFFF
    return {((b0 & 0x07u) << 18) | ((byte(1) & 0x3Fu) << 12) | ((byte(2) & 0x3Fu) << 6) |
                (byte(3) & 0x3Fu),
            4, true};
  }
  return invalid;
}

}  // namespace schedlint
