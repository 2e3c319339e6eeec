#include "workload/java_heap.h"

#include <cmath>
#include <cstdint>
#include <string>

#include "java/casts.h"
#include "java/numbers.h"

namespace schedlint::workload {

namespace java_heap_detail {

// java.util.regex's \s: [ \t\n\x0B\f\r].
bool is_regex_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\x0B' || c == '\f' || c == '\r';
}

// The characters '.' does not match (Pattern without DOTALL): \n, \r, U+0085, U+2028, U+2029.
// Returns the length in bytes of the one starting at `i`, or 0.
size_t line_terminator_at(std::string_view s, size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  if (c == '\n' || c == '\r') return 1;
  if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x85) return 2;
  if (c == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80 &&
      (static_cast<unsigned char>(s[i + 2]) == 0xA8 ||
       static_cast<unsigned char>(s[i + 2]) == 0xA9)) {
    return 3;
  }
  return 0;
}

bool has_line_terminator(std::string_view s, size_t begin, size_t end) {
  for (size_t i = begin; i < end; ++i) {
    if (line_terminator_at(s, i) != 0) return true;
  }
  return false;
}

}  // namespace java_heap_detail

std::optional<int32_t> parse_max_heap_mb(std::string_view s) {
  using namespace java_heap_detail;
  // JobConf matches the whole string against .*(?:^|\s)-Xmx(\d+)([gGmMkK]?)(?:$|\s).* ; the
  // greedy leading .* makes the rightmost -Xmx that fits win. '.' stops at line terminators, so
  // only the two \s around the option may be one.
  for (size_t at = s.rfind("-Xmx"); at != std::string_view::npos;
       at = at == 0 ? std::string_view::npos : s.rfind("-Xmx", at - 1)) {
    if (at != 0 && (!is_regex_space(s[at - 1]) || has_line_terminator(s, 0, at - 1))) continue;
    size_t end = at + 4;
    while (end < s.size() && s[end] >= '0' && s[end] <= '9')
      ++end;
    if (end == at + 4) continue;
    const std::string_view digits = s.substr(at + 4, end - at - 4);
    char unit = 0;
    if (end < s.size() && std::string_view("gGmMkK").find(s[end]) != std::string_view::npos) {
      unit = s[end];
      ++end;
    }
    if (end != s.size() && (!is_regex_space(s[end]) || has_line_terminator(s, end + 1, s.size()))) {
      continue;
    }
    const std::optional<int64_t> size = java::parse_long(digits);
    if (!size) return std::nullopt;  // Long.parseLong: NumberFormatException
    if (*size <= 0) return -1;
    // The long arithmetic wraps and the (int) cast keeps the low 32 bits, as in Java.
    const auto narrow = [](uint64_t v) { return static_cast<int32_t>(static_cast<uint32_t>(v)); };
    switch (unit) {
      case 0:
        return narrow(static_cast<uint64_t>(*size / (1024 * 1024)));
      case 'g':
      case 'G':
        return narrow(static_cast<uint64_t>(*size) * 1024);
      case 'm':
      case 'M':
        return narrow(static_cast<uint64_t>(*size));
      default:
        return narrow(static_cast<uint64_t>(*size / 1024));
    }
  }
  return -1;
}

int32_t memory_from_heap_mb(int32_t heap_mb, float ratio) {
  const float quotient = static_cast<float>(heap_mb) / ratio;
  return java::to_int(std::ceil(static_cast<double>(quotient)));
}

int32_t heap_from_memory_mb(int32_t memory_mb, float ratio) {
  if (ratio > 1.0f || ratio < 0) ratio = kDefaultHeapRatio;
  const float product = static_cast<float>(memory_mb) * ratio;
  return java::to_int(std::ceil(static_cast<double>(product)));
}

bool tez_opts_size_heap(std::string_view java_opts) {
  return java_opts.find("-Xmx") != std::string_view::npos ||
         java_opts.find("-Xms") != std::string_view::npos;
}

std::optional<int32_t> tez_default_heap_mb(int64_t memory_mb, double fraction) {
  // Resource.getMemory narrows the long memory (castToIntSafely: saturating).
  const int32_t memory = memory_mb > INT32_MAX ? INT32_MAX : static_cast<int32_t>(memory_mb);
  if (memory <= 0) return std::nullopt;
  if ((fraction <= 0 && fraction != -1) || fraction >= 1) return std::nullopt;
  if (fraction == -1) {
    // TezConstants: TEZ_CONTAINER_SMALL_SLAB_BOUND_MB and the two slabs' fractions.
    fraction = memory < 4096 ? 0.7 : 0.8;
  }
  const int32_t heap = java::to_int(static_cast<double>(memory) * fraction);
  return heap <= 0 ? 1 : heap;
}

}  // namespace schedlint::workload
