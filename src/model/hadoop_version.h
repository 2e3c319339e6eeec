#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace schedlint {

/// The Hadoop release line whose behaviour schedlint follows (`--hadoop-version`, default 3.3).
/// A line is modelled as its last release (2.7.7, 2.8.5, 2.9.2, 2.10.2, 3.0.3, 3.1.4, 3.2.4,
/// 3.3.6, 3.4.x): a patch number given on the command line is accepted and not used.
struct HadoopVersion {
  int major = 3;
  int minor = 3;

  /// Parses "X.Y" or "X.Y.Z"; only the release lines schedlint models (2.7 to 3.4) are accepted.
  static std::optional<HadoopVersion> parse(std::string_view text);

  /// Plain version order. Use it only for what every later line inherited; a behaviour that came
  /// to 2.x and 3.x separately (2.9 and 2.10 were released after 3.0) is a ReleaseFact.
  bool at_least(int want_major, int want_minor) const {
    return major > want_major || (major == want_major && minor >= want_minor);
  }
  bool before(int want_major, int want_minor) const { return !at_least(want_major, want_minor); }
  std::string to_string() const { return std::to_string(major) + "." + std::to_string(minor); }
  bool operator==(const HadoopVersion&) const = default;
};

/// Every release line schedlint models, oldest first: the CLI, the fuzzer and the tests iterate
/// this one list.
std::span<const HadoopVersion> supported_hadoop_lines();

/// "2.7, 2.8, 2.9, 2.10, 3.0, 3.1, 3.2, 3.3, 3.4", from supported_hadoop_lines().
std::string supported_hadoop_versions();

/// The first release of each branch that has a behaviour. Hadoop 2.x and 3.x are separate
/// branches: 2.9.0 (Nov 2017) and 2.10.0 (Oct 2019) came after 3.0.0 and carry backports, so
/// "from 2.9" and "from 3.1" do not order on one line.
struct ReleaseSince {
  static constexpr int kNever = 1000;
  int first_2x_minor = 7;  ///< kNever when no 2.x release has it
  int first_3x_minor = 0;  ///< kNever when no 3.x release has it

  /// From 2.<minor> on, and in every 3.x release.
  static constexpr ReleaseSince from_2x(int minor) { return {minor, 0}; }
  /// From 3.<minor> on, in no 2.x release.
  static constexpr ReleaseSince from_3x(int minor) { return {kNever, minor}; }
  /// From 2.<minor2> on and from 3.<minor3> on.
  static constexpr ReleaseSince from(int minor2, int minor3) { return {minor2, minor3}; }

  bool includes(const HadoopVersion& v) const {
    return v.major > 3 || (v.major == 3 && v.minor >= first_3x_minor) ||
           (v.major == 2 && v.minor >= first_2x_minor);
  }
  /// "2.8" (2.8 and every later line), "3.1", "2.9 and 3.0", "2.10 and 3.2".
  std::string to_string() const;
  bool operator==(const ReleaseSince&) const = default;
};

/// "<key> is read from Hadoop <since> on; Hadoop <version> ignores it": how every reader words a
/// key that only later releases read.
std::string read_from_later_release(std::string_view key, const ReleaseSince& since,
                                    const HadoopVersion& version);

/// "<key> is no longer read from Hadoop <until> on; Hadoop <version> ignores it": a key that only
/// earlier releases read.
std::string no_longer_read(std::string_view key, const ReleaseSince& until,
                           const HadoopVersion& version);

}  // namespace schedlint
