#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace schedlint {

/// One character of a UTF-8 string.
struct Utf8Char {
  uint32_t code_point = 0;
  size_t length = 1;  ///< bytes it takes
  bool valid = true;  ///< false: not well-formed UTF-8; code_point is the byte at that place
};

/// The character at s[i] (i < s.size()): a well-formed sequence as RFC 3629 defines it (no
/// overlong forms, no surrogates, nothing above U+10FFFF), or else the one byte, marked invalid.
Utf8Char decode_utf8(std::string_view s, size_t i);

/// Columns a terminal gives `text`: 2 for East Asian Wide and Fullwidth characters (CJK, Hangul,
/// fullwidth forms, most emoji), 0 for combining marks and zero-width characters, 1 otherwise
/// (an invalid byte too).
size_t display_width(std::string_view text);

}  // namespace schedlint
