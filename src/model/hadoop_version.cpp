#include "model/hadoop_version.h"

#include <algorithm>
#include <array>
#include <charconv>

namespace schedlint {

namespace {
constexpr std::array<HadoopVersion, 9> kLines{{
    {2, 7},
    {2, 8},
    {2, 9},
    {2, 10},
    {3, 0},
    {3, 1},
    {3, 2},
    {3, 3},
    {3, 4},
}};

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
  if (!major || !minor) return std::nullopt;
  const HadoopVersion version{*major, *minor};
  if (std::find(kLines.begin(), kLines.end(), version) == kLines.end()) return std::nullopt;
  return version;
}

std::span<const HadoopVersion> supported_hadoop_lines() {
  return kLines;
}

std::string supported_hadoop_versions() {
  std::string out;
  for (const HadoopVersion& v : kLines) {
    if (!out.empty()) out += ", ";
    out += v.to_string();
  }
  return out;
}

std::string ReleaseSince::to_string() const {
  const std::string two = "2." + std::to_string(first_2x_minor);
  const std::string three = "3." + std::to_string(first_3x_minor);
  if (first_2x_minor == kNever) return three;
  if (first_3x_minor == 0) return two;
  return two + " and " + three;
}

std::string read_from_later_release(std::string_view key, const ReleaseSince& since,
                                    const HadoopVersion& version) {
  return std::string(key) + " is read from Hadoop " + since.to_string() + " on; Hadoop " +
         version.to_string() + " ignores it";
}

std::string no_longer_read(std::string_view key, const ReleaseSince& until,
                           const HadoopVersion& version) {
  return std::string(key) + " is no longer read from Hadoop " + until.to_string() + " on; Hadoop " +
         version.to_string() + " ignores it";
}

}  // namespace schedlint
