#include "java/hash_order.h"

#include <algorithm>

#include "model/utf8.h"

namespace schedlint::java {

int32_t string_hash(std::string_view utf8) {
  uint32_t h = 0;  // unsigned: Java int arithmetic wraps
  auto add = [&h](uint32_t unit) { h = 31 * h + unit; };
  for (size_t i = 0; i < utf8.size();) {
    // A Java string holds no malformed UTF-8; a stray byte here counts as its own code unit.
    const Utf8Char c = decode_utf8(utf8, i);
    const uint32_t cp = c.code_point;
    i += c.length;
    if (cp >= 0x10000) {
      add(0xD800 + ((cp - 0x10000) >> 10));
      add(0xDC00 + ((cp - 0x10000) & 0x3FF));
    } else {
      add(cp);
    }
  }
  return static_cast<int32_t>(h);
}

std::vector<std::string> hash_set_order(const std::vector<std::string>& insertion_order) {
  size_t table = 16;  // HashMap.DEFAULT_INITIAL_CAPACITY, resized past loadFactor 0.75
  while (static_cast<double>(insertion_order.size()) > 0.75 * static_cast<double>(table))
    table *= 2;
  auto bucket = [table](const std::string& s) {
    const auto h = static_cast<uint32_t>(string_hash(s));
    return (h ^ (h >> 16)) & (table - 1);  // HashMap.hash spread, then index
  };
  std::vector<std::string> out = insertion_order;
  std::stable_sort(out.begin(), out.end(), [&](const std::string& a, const std::string& b) {
    return bucket(a) < bucket(b);
  });
  return out;
}

}  // namespace schedlint::java
