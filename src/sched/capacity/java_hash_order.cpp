#include "sched/capacity/java_hash_order.h"

#include <algorithm>

namespace schedlint {

namespace {

// Decodes UTF-8 to code points; a malformed byte stands for itself (U+0080..U+00FF).
std::vector<uint32_t> code_points(std::string_view s) {
  std::vector<uint32_t> out;
  for (size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    size_t len = c < 0x80           ? 1
                 : (c >> 5) == 0x6  ? 2
                 : (c >> 4) == 0xE  ? 3
                 : (c >> 3) == 0x1E ? 4
                                    : 0;
    if (len == 0 || i + len > s.size()) {
      out.push_back(c);
      ++i;
      continue;
    }
    uint32_t cp = len == 1 ? c : c & (0xFF >> (len + 1));
    for (size_t k = 1; k < len; ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(cp);
    i += len;
  }
  return out;
}

}  // namespace

int32_t java_string_hash(std::string_view utf8) {
  uint32_t h = 0;  // unsigned: Java int arithmetic wraps
  auto add = [&h](uint32_t unit) { h = 31 * h + unit; };
  for (uint32_t cp : code_points(utf8)) {
    if (cp >= 0x10000) {
      add(0xD800 + ((cp - 0x10000) >> 10));
      add(0xDC00 + ((cp - 0x10000) & 0x3FF));
    } else {
      add(cp);
    }
  }
  return static_cast<int32_t>(h);
}

std::vector<std::string> java_hash_set_order(const std::vector<std::string>& insertion_order) {
  size_t table = 16;  // HashMap.DEFAULT_INITIAL_CAPACITY, resized past loadFactor 0.75
  while (static_cast<double>(insertion_order.size()) > 0.75 * static_cast<double>(table))
    table *= 2;
  auto bucket = [table](const std::string& s) {
    const auto h = static_cast<uint32_t>(java_string_hash(s));
    return (h ^ (h >> 16)) & (table - 1);  // HashMap.hash spread, then index
  };
  std::vector<std::string> out = insertion_order;
  std::stable_sort(out.begin(), out.end(), [&](const std::string& a, const std::string& b) {
    return bucket(a) < bucket(b);
  });
  return out;
}

}  // namespace schedlint
