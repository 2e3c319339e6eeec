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

namespace {

bool in(uint32_t cp, uint32_t low, uint32_t high) {
  return cp >= low && cp <= high;
}

// Combining marks and zero-width characters (Unicode general categories Mn, Me, Cf in the
// ranges text in queue names meets).
bool zero_width(uint32_t cp) {
  return in(cp, 0x0300, 0x036F) || in(cp, 0x0483, 0x0489) || in(cp, 0x0591, 0x05BD) ||
         in(cp, 0x0610, 0x061A) || in(cp, 0x064B, 0x065F) || in(cp, 0x0E31, 0x0E31) ||
         in(cp, 0x0E34, 0x0E3A) || in(cp, 0x0E47, 0x0E4E) || in(cp, 0x1AB0, 0x1AFF) ||
         in(cp, 0x1DC0, 0x1DFF) || in(cp, 0x200B, 0x200F) || in(cp, 0x2028, 0x202E) ||
         in(cp, 0x2060, 0x2064) || in(cp, 0x20D0, 0x20FF) || in(cp, 0x302A, 0x302D) ||
         in(cp, 0x3099, 0x309A) || in(cp, 0xFE00, 0xFE0F) || in(cp, 0xFE20, 0xFE2F) ||
         cp == 0xFEFF || in(cp, 0xE0100, 0xE01EF);
}

// East Asian Width W and F (UAX #11), the blocks that matter for names.
bool wide(uint32_t cp) {
  return in(cp, 0x1100, 0x115F) || in(cp, 0x231A, 0x231B) || in(cp, 0x2329, 0x232A) ||
         in(cp, 0x2E80, 0x303E) || in(cp, 0x3041, 0x33FF) || in(cp, 0x3400, 0x4DBF) ||
         in(cp, 0x4E00, 0x9FFF) || in(cp, 0xA000, 0xA4CF) || in(cp, 0xA960, 0xA97F) ||
         in(cp, 0xAC00, 0xD7A3) || in(cp, 0xF900, 0xFAFF) || in(cp, 0xFE10, 0xFE19) ||
         in(cp, 0xFE30, 0xFE6F) || in(cp, 0xFF00, 0xFF60) || in(cp, 0xFFE0, 0xFFE6) ||
         in(cp, 0x1F300, 0x1F64F) || in(cp, 0x1F900, 0x1F9FF) || in(cp, 0x20000, 0x2FFFD) ||
         in(cp, 0x30000, 0x3FFFD);
}

}  // namespace

size_t display_width(std::string_view text) {
  size_t width = 0;
  for (size_t i = 0; i < text.size();) {
    const Utf8Char c = decode_utf8(text, i);
    i += c.length;
    if (!c.valid) {
      ++width;
    } else if (!zero_width(c.code_point)) {
      width += wide(c.code_point) ? 2 : 1;
    }
  }
  return width;
}

}  // namespace schedlint
