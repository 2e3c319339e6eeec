#include "reports/escape.h"

#include <fmt/format.h>

#include "model/utf8.h"

namespace schedlint {

namespace {

// Length of the well-formed UTF-8 sequence at s[i], or 0 when the bytes there are not one.
size_t utf8_sequence_length(std::string_view s, size_t i) {
  const Utf8Char c = decode_utf8(s, i);
  return c.valid ? c.length : 0;
}

}  // namespace

std::string escape_for_terminal(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const size_t len = utf8_sequence_length(text, i);
    if (len == 0 || c < 0x20 || c == 0x7F) {
      if (c == '\t') {
        out += ' ';
      } else {
        out += fmt::format("\\x{:02x}", c);
      }
      ++i;
      continue;
    }
    // C1 controls (U+0080..U+009F) can also drive terminals.
    if (len == 2 && c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0) {
      out += fmt::format("\\u{:04x}", static_cast<unsigned char>(text[i + 1]));
      i += 2;
      continue;
    }
    out.append(text.substr(i, len));
    i += len;
  }
  return out;
}

std::string valid_utf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const size_t len = utf8_sequence_length(text, i);
    if (len == 0) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      out.append(text.substr(i, len));
      i += len;
    }
  }
  return out;
}

std::string escape_html(std::string_view text) {
  std::string out;
  for (char c : valid_utf8(text)) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string escape_xml(std::string_view text) {
  std::string out;
  for (char c : valid_utf8(text)) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 && c != '\t' && c != '\n' && c != '\r') {
      out += "\xEF\xBF\xBD";  // not allowed in XML 1.0 at all
      continue;
    }
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace schedlint
