#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/reading_issue.h"
#include "model/source_location.h"
#include "workload/framework_conf.h"

namespace schedlint::workload {

/// What the client reads a key for: "the executor" and "sized", "the queue" and "chosen". The
/// did-you-mean of an unknown key says what the key it resembles would have changed.
struct KeyUse {
  std::vector<std::string> subjects;  ///< in the order they asked for the key
  std::string effect;
};

/// A framework configuration as its client reads it: Hadoop Configuration getters for MapReduce,
/// Tez and Hive, raw strings for Spark and Flink, and the kWorkloadValue issues for values the
/// client cannot read.
class ClientConf {
 public:
  ClientConf(const FrameworkConf& conf, const SourceLocation& file,
             std::vector<ReadingIssue>& issues)
      : conf_(conf), file_(file), issues_(issues) {}

  /// From here on, each key asked for is recorded as read for `subject` (a role, the queue) and
  /// its `effect`, until the next call.
  void reading_for(std::string subject, std::string effect = "sized");
  /// Every key asked for (set or not) since the first reading_for, with what for: the keys the
  /// client reads for this configuration.
  const std::map<std::string, KeyUse, std::less<>>& asked() const { return asked_; }

  /// The keys set that start with `prefix`, in order (not recorded as asked for).
  std::vector<std::string> keys_with_prefix(std::string_view prefix) const;

  /// The property, or nullptr when the key is not set.
  const FrameworkProperty* find(std::string_view key) const;
  /// The value as set, when set.
  std::optional<std::string> get(std::string_view key) const;
  /// Where `key` is set, else the configuration file.
  SourceLocation loc(std::string_view key) const;
  /// Where `key` is set, else an unknown location.
  SourceLocation set_at(std::string_view key) const;
  /// `key` as the file writes it: a deprecated MapReduce name read under `key`, else `key`.
  std::string name(std::string_view key) const;
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
  KeyUse reading_for_;
  // Recorded by find, through which every lookup goes.
  mutable std::map<std::string, KeyUse, std::less<>> asked_;
};

}  // namespace schedlint::workload
