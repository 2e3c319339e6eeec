#include "parse/properties_file.h"

#include <optional>
#include <string>
#include <string_view>

#include "java/numbers.h"

namespace schedlint {

namespace properties_file_detail {

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\f';
}

// One natural line: [begin, end) and where the next one starts (\n, \r or \r\n end a line).
struct NaturalLine {
  size_t begin;
  size_t end;
  size_t next;
};

NaturalLine natural_line(std::string_view text, size_t at) {
  size_t end = at;
  while (end < text.size() && text[end] != '\n' && text[end] != '\r')
    ++end;
  size_t next = end;
  if (next < text.size())
    next += (text[next] == '\r' && next + 1 < text.size() && text[next + 1] == '\n') ? 2 : 1;
  return {at, end, next};
}

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// Properties.loadConvert: resolves the escapes of a key or value; nullopt for a malformed
// \uXXXX (IllegalArgumentException "Malformed \\uxxxx encoding.").
std::optional<std::string> unescape(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 >= s.size()) {
      out += s[i];
      continue;
    }
    const char c = s[++i];
    if (c == 'u') {
      uint32_t cp = 0;
      for (int k = 1; k <= 4; ++k) {
        if (i + k >= s.size()) return std::nullopt;
        const char h = s[i + k];
        int v = -1;
        if (h >= '0' && h <= '9') v = h - '0';
        if (h >= 'a' && h <= 'f') v = h - 'a' + 10;
        if (h >= 'A' && h <= 'F') v = h - 'A' + 10;
        if (v < 0) return std::nullopt;
        cp = cp * 16 + static_cast<uint32_t>(v);
      }
      i += 4;
      append_utf8(out, cp);
    } else {
      out += c == 't' ? '\t' : c == 'r' ? '\r' : c == 'n' ? '\n' : c == 'f' ? '\f' : c;
    }
  }
  return out;
}

}  // namespace properties_file_detail

FrameworkConf read_properties_file(const TextFile& file, std::vector<ReadingIssue>& issues) {
  using namespace properties_file_detail;
  const std::string_view text = file.content;
  FrameworkConf conf;
  size_t at = 0;
  int line_no = 1;
  while (at < text.size()) {
    // LineReader.readLine: a logical line, skipping blank and comment lines.
    NaturalLine line = natural_line(text, at);
    const int start_line = line_no;
    at = line.next;
    ++line_no;
    size_t first = line.begin;
    while (first < line.end && is_blank(text[first]))
      ++first;
    if (first == line.end || text[first] == '#' || text[first] == '!') continue;
    std::string logical(text.substr(first, line.end - first));
    // An odd number of trailing backslashes continues the line, its leading blanks skipped.
    auto continues = [](const std::string& s) {
      size_t n = 0;
      while (n < s.size() && s[s.size() - 1 - n] == '\\')
        ++n;
      return n % 2 == 1;
    };
    while (continues(logical)) {
      logical.pop_back();
      if (at >= text.size()) break;
      line = natural_line(text, at);
      at = line.next;
      ++line_no;
      size_t b = line.begin;
      while (b < line.end && is_blank(text[b]))
        ++b;
      logical.append(text.substr(b, line.end - b));
    }
    // Properties.load0: the key ends at the first unescaped '=', ':' or blank; then blanks, one
    // optional '=' or ':', blanks.
    size_t key_end = 0;
    bool separator = false;
    while (key_end < logical.size()) {
      const char c = logical[key_end];
      if (c == '\\') {
        key_end += 2;
        continue;
      }
      if (c == '=' || c == ':') {
        separator = true;
        break;
      }
      if (is_blank(c)) break;
      ++key_end;
    }
    key_end = std::min(key_end, logical.size());
    size_t value_start = key_end < logical.size() ? key_end + 1 : key_end;
    while (value_start < logical.size()) {
      const char c = logical[value_start];
      if (!is_blank(c)) {
        if (!separator && (c == '=' || c == ':')) {
          separator = true;
        } else {
          break;
        }
      }
      ++value_start;
    }
    const std::optional<std::string> key = unescape(std::string_view(logical).substr(0, key_end));
    const std::optional<std::string> value =
        unescape(std::string_view(logical).substr(value_start));
    const SourceLocation loc{file.path, start_line, 1};
    if (!key || !value) {
      ReadingIssue issue{ReadingIssueKind::kWorkloadValue, loc,
                         "malformed \\uXXXX escape: java.util.Properties.load fails with "
                         "IllegalArgumentException (Malformed \\uxxxx encoding.), so Spark "
                         "cannot read this file; the entry is left out"};
      issues.push_back(std::move(issue));
      continue;
    }
    conf[*key] = FrameworkProperty{std::string(java::trim(*value)), loc};
  }
  return conf;
}

}  // namespace schedlint
