#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/reading_issue.h"
#include "model/source_location.h"
#include "workload/framework_conf.h"

namespace schedlint::workload {

/// A framework configuration as its client reads it: Hadoop Configuration getters for MapReduce,
/// Tez and Hive, raw strings for Spark and Flink, and the kWorkloadValue issues for values the
/// client cannot read.
class ClientConf {
 public:
  ClientConf(const FrameworkConf& conf, const SourceLocation& file,
             std::vector<ReadingIssue>& issues)
      : conf_(conf), file_(file), issues_(issues) {}

  /// The property, or nullptr when the key is not set.
  const FrameworkProperty* find(std::string_view key) const;
  /// The value as set, when set.
  std::optional<std::string> get(std::string_view key) const;
  /// Where `key` is set, else the configuration file.
  SourceLocation loc(std::string_view key) const;
  const SourceLocation& file() const { return file_; }

  /// Configuration.getInt(key, fallback): trimmed, 0x hexadecimal. A value Integer.parseInt
  /// refuses is reported (the client throws NumberFormatException) and `fallback` returned.
  int32_t get_int(std::string_view key, int32_t fallback);
  /// Configuration.getFloat(key, fallback): trimmed, Float.parseFloat.
  float get_float(std::string_view key, float fallback);
  /// Configuration.getDouble(key, fallback): trimmed, Double.parseDouble.
  double get_double(std::string_view key, double fallback);
  /// Configuration.getBoolean(key, fallback): "true"/"false" in any case after trimming; anything
  /// else gives `fallback`, silently.
  bool get_boolean(std::string_view key, bool fallback) const;

  /// Records a value of `key` the client cannot use, at the value's line.
  void report(std::string_view key, std::string description);

 private:
  const FrameworkConf& conf_;
  SourceLocation file_;
  std::vector<ReadingIssue>& issues_;
};

}  // namespace schedlint::workload
