#include "reports/escape.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "model/utf8.h"

namespace schedlint {

namespace {

// Characters that make displayed text differ from what it is, or that some consumer refuses:
// shown as their code point, never as themselves.
bool deceptive(uint32_t cp) {
  return cp == 0x00AD                          // soft hyphen
         || cp == 0x061C                       // Arabic letter mark
         || cp == 0x180E                       // Mongolian vowel separator
         || (cp >= 0x200B && cp <= 0x200F)     // zero-width space, joiners, LRM, RLM
         || (cp >= 0x2028 && cp <= 0x202E)     // line/paragraph separators, embeddings, overrides
         || (cp >= 0x2060 && cp <= 0x206F)     // word joiner, invisible operators, isolates
         || cp == 0xFEFF                       // zero-width no-break space
         || (cp >= 0xFFF9 && cp <= 0xFFFB)     // interlinear annotations
         || (cp >= 0xFDD0 && cp <= 0xFDEF)     // non-characters
         || (cp & 0xFFFE) == 0xFFFE            // non-characters U+xFFFE, U+xFFFF of every plane
         || (cp >= 0xE0000 && cp <= 0xE007F);  // tags (invisible ASCII)
}

// The end of the run of printable ASCII characters (space to '~') that starts at `from`.
size_t printable_ascii_end(std::string_view text, size_t from) {
  while (from < text.size() && text[from] >= 0x20 && text[from] < 0x7F)
    ++from;
  return from;
}

std::string code_point_text(uint32_t cp) {
  return cp > 0xFFFF ? fmt::format("\\U{:08x}", cp) : fmt::format("\\u{:04x}", cp);
}

// Entities for the characters HTML and XML give meaning to.
std::string entities(std::string_view text, bool xml) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
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
        out += xml ? "&apos;" : "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

bool starts_with_at(std::string_view text, size_t i, std::string_view what) {
  if (i + what.size() > text.size()) return false;
  for (size_t k = 0; k < what.size(); ++k) {
    if (std::tolower(static_cast<unsigned char>(text[i + k])) != what[k]) return false;
  }
  return true;
}

// Markdown from visible, entity-escaped text (each '&' starts an entity ending in ';'): what GitHub
// would link or notify is broken by a zero-width space (as an entity: the text stays visible), and
// with `backslashes` the punctuation that makes markup is escaped.
std::string markdown(std::string_view text, bool backslashes) {
  constexpr std::string_view kBreak = "&#8203;";
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (starts_with_at(text, i, "www.")) {  // a www. link
      out.append(text.substr(i, 3));
      out += kBreak;
      i += 2;
      continue;
    }
    const char c = text[i];
    if (c == '&') {  // an entity of entities(): kept whole
      const size_t end = text.find(';', i);
      out.append(text.substr(i, end - i));
      i = end - 1;
      continue;
    }
    const char next = i + 1 < text.size() ? text[i + 1] : '\0';
    if (backslashes && std::string_view("\\`*_[](){}#+!|~").find(c) != std::string_view::npos) {
      out += '\\';
    }
    out += c;
    // @mentions and e-mail addresses, #123 references, scheme:// links.
    if (c == '@' || (c == '#' && next >= '0' && next <= '9') || (c == ':' && next == '/')) {
      out += kBreak;
    }
  }
  return out;
}

}  // namespace

std::string visible_text(std::string_view text, bool keep_newlines) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    // Printable ASCII, nearly all of a report, is copied a run at a time.
    const size_t run_end = printable_ascii_end(text, i);
    if (run_end > i) {
      out.append(text.substr(i, run_end - i));
      i = run_end;
      continue;
    }
    const Utf8Char ch = decode_utf8(text, i);
    const uint32_t cp = ch.code_point;
    if (!ch.valid || cp < 0x20 || cp == 0x7F) {
      if (ch.valid && keep_newlines && (cp == '\n' || cp == '\r' || cp == '\t')) {
        out += static_cast<char>(cp);
      } else if (ch.valid && cp == '\t') {
        out += ' ';
      } else {
        out += fmt::format("\\x{:02x}", static_cast<unsigned char>(text[i]));
      }
      i += ch.valid ? ch.length : 1;
      continue;
    }
    if ((cp >= 0x80 && cp <= 0x9F) || deceptive(cp)) {
      out += code_point_text(cp);
    } else {
      out.append(text.substr(i, ch.length));
    }
    i += ch.length;
  }
  // GitHub Actions reads a line that starts with "::" (after spaces) as a workflow command, and
  // "##[" anywhere as one of the older form.
  const size_t first = out.find_first_not_of(' ');
  if (first != std::string::npos && out.compare(first, 2, "::") == 0) {
    out.replace(first, 1, "\\x3a");
  }
  for (size_t at = out.find("##["); at != std::string::npos; at = out.find("##[", at))
    out.replace(at + 1, 1, "\\x23");
  return out;
}

std::string escape_for_terminal(std::string_view text) {
  return visible_text(text, false);
}

std::string valid_utf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const Utf8Char c = decode_utf8(text, i);
    if (!c.valid) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      out.append(text.substr(i, c.length));
      i += c.length;
    }
  }
  return out;
}

std::string escape_html(std::string_view text) {
  return entities(visible_text(text, false), false);
}

std::string escape_xml(std::string_view text) {
  return entities(visible_text(text, true), true);
}

std::string escape_markdown(std::string_view text) {
  return markdown(entities(visible_text(text, false), false), true);
}

std::string escape_markdown_html(std::string_view text) {
  return markdown(entities(visible_text(text, false), false), false);
}

namespace {

size_t longest_backtick_run(std::string_view text) {
  size_t longest = 0, run = 0;
  for (char c : text) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  return longest;
}

}  // namespace

std::string url_path(std::string_view path) {
  std::string out;
  for (unsigned char c : path) {
    if (std::isalnum(c) != 0 || c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
      out += static_cast<char>(c);
    } else {
      out += fmt::format("%{:02X}", c);
    }
  }
  return out;
}

std::string markdown_code_span(std::string_view text) {
  const std::string shown = visible_text(text, false);
  const std::string ticks(longest_backtick_run(shown) + 1, '`');
  // A space keeps a backtick at either end from joining the delimiters (CommonMark strips one).
  const bool pad = !shown.empty() && (shown.front() == '`' || shown.back() == '`');
  return ticks + (pad ? " " : "") + shown + (pad ? " " : "") + ticks;
}

std::string escape_sarif_text(std::string_view text) {
  const std::string shown = visible_text(text);
  std::string out;
  for (size_t i = 0; i < shown.size(); ++i) {
    const char c = shown[i];
    // SARIF 2.1.0, 3.11.6: \[ and \] are literal brackets; a backslash before one is \\.
    const bool before_bracket =
        c == '\\' && i + 1 < shown.size() && (shown[i + 1] == '[' || shown[i + 1] == ']');
    if (c == '[' || c == ']' || before_bracket) out += '\\';
    out += c;
  }
  return out;
}

std::string markdown_code_block(const std::vector<std::string>& lines) {
  std::vector<std::string> shown;
  size_t longest = 2;
  for (const std::string& line : lines) {
    shown.push_back(visible_text(line, false));
    longest = std::max(longest, longest_backtick_run(shown.back()));
  }
  const std::string fence(longest + 1, '`');
  std::string out = fence + "\n";
  for (const std::string& line : shown)
    out += line + "\n";
  return out + fence;
}

std::string escape_json_output(std::string_view json) {
  std::string out;
  out.reserve(json.size());
  for (size_t i = 0; i < json.size();) {
    // Runs of ASCII are copied as they are (a report of megabytes is mostly ASCII).
    size_t ascii = i;
    while (ascii < json.size() && static_cast<unsigned char>(json[ascii]) < 0x80)
      ++ascii;
    out.append(json.substr(i, ascii - i));
    i = ascii;
    if (i == json.size()) break;
    const Utf8Char ch = decode_utf8(json, i);
    // Outside strings JSON has ASCII only: a character like these is always inside a string,
    // where its \u escape means the same.
    if (ch.valid && ch.code_point >= 0x80 && (ch.code_point <= 0x9F || deceptive(ch.code_point))) {
      const uint32_t cp = ch.code_point;
      if (cp > 0xFFFF) {
        const uint32_t v = cp - 0x10000;
        out += fmt::format("\\u{:04x}\\u{:04x}", 0xD800 + (v >> 10), 0xDC00 + (v & 0x3FF));
      } else {
        out += fmt::format("\\u{:04x}", cp);
      }
    } else {
      out.append(json.substr(i, ch.valid ? ch.length : 1));
    }
    i += ch.valid ? ch.length : 1;
  }
  return out;
}

}  // namespace schedlint
