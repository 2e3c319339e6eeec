#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "model/hadoop_version.h"
#include "model/reading_issue.h"
#include "model/source_location.h"
#include "parse/xml_document.h"

namespace schedlint {

/// One <property> of a Hadoop configuration file, as Configuration.Parser reads it.
struct ConfProperty {
  std::string name;                  ///< trimmed (element form)
  std::optional<std::string> value;  ///< untrimmed; nullopt for an empty <value/>: not set
  bool is_final = false;             ///< <final> is exactly "true"
  SourceLocation loc;                ///< the <name> (or the <property> in attribute form)
  SourceLocation value_loc;          ///< the <value>
};

/// The result of expanding ${var} references the way Configuration.substituteVars does.
struct ExpandedValue {
  std::string text;
  std::vector<std::string> unresolved;  ///< variables no given file defines (left literal)
  bool too_deep = false;                ///< more than 20 substitutions: Hadoop throws on read
};

/// Every <property> of a configuration file in document order, plus reading issues about the file's
/// shape (properties without a name, a non-"true" <final>...).
std::vector<ConfProperty> read_conf_properties(const XmlDocument& doc, const HadoopVersion& version,
                                               std::vector<ReadingIssue>& issues);

/// A Hadoop Configuration: resources loaded in order, later values replacing earlier ones unless
/// an earlier one is final (Configuration.loadProperty), values read through ${var} expansion and
/// the typed getters' parsing.
class HadoopConf {
 public:
  /// Loads `property` as Configuration.loadProperty does. When `issues` is given, a repeated
  /// name is recorded (kDuplicateSetting) at the later occurrence.
  void load(const ConfProperty& property, std::vector<ReadingIssue>* issues);

  /// The effective property, or nullptr when unset (absent, or only empty <value/>s).
  const ConfProperty* find(std::string_view name) const;
  /// Effective properties in the order their names first appeared.
  std::vector<const ConfProperty*> properties() const;

  /// The value of `property` with ${var} references expanded from this configuration.
  ExpandedValue expand(const ConfProperty& property) const;

 private:
  // What is known of one property name: one entry per name, so that a large file costs one key
  // per property.
  struct Name {
    static constexpr size_t kUnset = static_cast<size_t>(-1);
    size_t effective = kUnset;               ///< index in props_ of the value in effect
    SourceLocation first_seen;               ///< where the name first appeared
    std::optional<SourceLocation> final_at;  ///< where it was made final
  };
  struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
  };
  std::vector<ConfProperty> props_;
  std::unordered_map<std::string, Name, NameHash, std::equal_to<>> names_;
  /// What ${var} substitution has produced so far, over every value (limits::kInputBytes).
  mutable std::size_t substituted_bytes_ = 0;
};

}  // namespace schedlint
