#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/reading_issue.h"
#include "model/source_location.h"
#include "parse/hadoop_conf.h"

namespace schedlint {

/// Reads typed values out of a HadoopConf the way Hadoop's Configuration getters do, recording
/// what Hadoop would reject as a reading issue at the value's line instead of failing.
class ConfValues {
 public:
  ConfValues(const HadoopConf& conf, std::vector<ReadingIssue>& issues)
      : conf_(conf), issues_(issues) {}

  const HadoopConf& conf() const { return conf_; }

  /// The expanded, untrimmed value (Configuration.get); nullopt when unset or not resolvable.
  std::optional<Setting<std::string>> get(const ConfProperty& p);
  /// get() then String.trim() (Configuration.getTrimmed).
  std::optional<Setting<std::string>> get_trimmed(const ConfProperty& p);
  /// Configuration.getInt: trimmed, optional 0x hex, int32.
  std::optional<Setting<int32_t>> get_int(const ConfProperty& p);
  /// Integer.parseInt(get()): no trimming, no hex (a few CapacityScheduler keys).
  std::optional<Setting<int32_t>> get_int_untrimmed(const ConfProperty& p);
  /// Configuration.getLong.
  std::optional<Setting<int64_t>> get_long(const ConfProperty& p);
  /// Configuration.getFloat.
  std::optional<Setting<float>> get_float(const ConfProperty& p);
  /// Configuration.getDouble.
  std::optional<Setting<double>> get_double(const ConfProperty& p);
  /// Configuration.getBoolean: true/false in any case; anything else is ignored (Hadoop keeps the
  /// default) and reported.
  std::optional<Setting<bool>> get_boolean(const ConfProperty& p);

  /// Records that Hadoop rejects the value of `p`, as `message` says.
  void invalid(const ConfProperty& p, std::string message);
  /// Records that Hadoop ignores or misreads the value of `p`, as `message` says.
  void ignored(const ConfProperty& p, std::string message);

 private:
  const HadoopConf& conf_;
  std::vector<ReadingIssue>& issues_;
};

}  // namespace schedlint
