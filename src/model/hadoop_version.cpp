#include "model/hadoop_version.h"

#include <charconv>

namespace schedlint {

namespace {
bool supported(int major, int minor) {
  return (major == 2 && minor >= 7 && minor <= 10) || (major == 3 && minor >= 0 && minor <= 4);
}

std::optional<int> number(std::string_view text) {
  int value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}
}  // namespace

std::optional<HadoopVersion> HadoopVersion::parse(std::string_view text) {
  const size_t dot = text.find('.');
  if (dot == std::string_view::npos) return std::nullopt;
  std::string_view rest = text.substr(dot + 1);
  if (size_t patch = rest.find('.'); patch != std::string_view::npos) {
    if (!number(rest.substr(patch + 1))) return std::nullopt;
    rest = rest.substr(0, patch);
  }
  auto major = number(text.substr(0, dot));
  auto minor = number(rest);
  if (!major || !minor || !supported(*major, *minor)) return std::nullopt;
  return HadoopVersion{*major, *minor};
}

std::string supported_hadoop_versions() {
  return "2.7, 2.8, 2.9, 2.10, 3.0, 3.1, 3.2, 3.3, 3.4";
}

}  // namespace schedlint
