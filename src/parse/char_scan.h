#pragma once

#include <cstddef>
#include <string_view>

// Hand-written scanners for the few character classes Hadoop's patterns use. They replace
// std::regex, whose libstdc++ matcher recurses once per character: a 30 KB value overflowed the
// stack. Each scanner is linear in the text it reads.
namespace schedlint::scan {

inline bool is_digit(char c) {
  return c >= '0' && c <= '9';
}
inline bool is_alpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
inline bool is_alnum(char c) {
  return is_digit(c) || is_alpha(c);
}
inline bool is_lower(char c) {
  return c >= 'a' && c <= 'z';
}
/// Java's (and ECMAScript's ASCII) \w: [a-zA-Z_0-9].
inline bool is_word(char c) {
  return is_alnum(c) || c == '_';
}
/// Java's \s: [ \t\n\x0B\f\r].
inline bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\x0B' || c == '\f' || c == '\r';
}

/// The first position at or after `at` where `keep` is false (or s.size()).
template <typename Predicate>
size_t skip(std::string_view s, size_t at, Predicate keep) {
  while (at < s.size() && keep(s[at]))
    ++at;
  return at;
}

/// Whether every character of a non-empty `s` satisfies `keep` (a regex `[...]+`, matched whole).
template <typename Predicate>
bool all_of(std::string_view s, Predicate keep) {
  return !s.empty() && skip(s, 0, keep) == s.size();
}

/// `s` continues with `literal` at `at`.
inline bool has_at(std::string_view s, size_t at, std::string_view literal) {
  return at <= s.size() && s.substr(at, literal.size()) == literal;
}

}  // namespace schedlint::scan
