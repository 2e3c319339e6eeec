#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace schedlint {

/// The Hadoop release line whose behaviour schedlint follows (`--hadoop-version`, default 3.3).
struct HadoopVersion {
  int major = 3;
  int minor = 3;

  /// Parses "X.Y" or "X.Y.Z"; only the release lines schedlint models (2.7 to 3.4) are accepted.
  static std::optional<HadoopVersion> parse(std::string_view text);

  bool at_least(int want_major, int want_minor) const {
    return major > want_major || (major == want_major && minor >= want_minor);
  }
  bool before(int want_major, int want_minor) const { return !at_least(want_major, want_minor); }
  std::string to_string() const { return std::to_string(major) + "." + std::to_string(minor); }
  bool operator==(const HadoopVersion&) const = default;
};

/// "2.7, 2.8, 2.9, 2.10, 3.0, 3.1, 3.2, 3.3, 3.4".
std::string supported_hadoop_versions();

}  // namespace schedlint
