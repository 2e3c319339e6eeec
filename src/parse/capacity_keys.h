#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "model/capacity_config.h"
#include "model/hadoop_version.h"
#include "model/release_facts.h"

namespace schedlint {

inline constexpr std::string_view kCapacityPrefix = "yarn.scheduler.capacity.";

/// Keys whose value is read by more than their type: each has a case in the capacity reader.
/// Every other key is read by its type alone (CsKeyRead::kByType) and kept in its row's field.
enum class CsKeyRead {
  kByType,
  // global keys (after "yarn.scheduler.capacity.")
  kResourceCalculator,
  kQueueMappings,
  kMappingRuleFormat,
  // per-queue suffixes (after "yarn.scheduler.capacity.<queue>.")
  kQueues,
  kCapacity,
  kMaximumCapacity,
  kUserLimitFactor,
  kMinimumUserLimitPercent,
  kMaximumAmResourcePercent,
  kMaximumAllocation,
  kState,
  kAclSubmitApplications,
  kAclAdministerQueue,
  kAccessibleNodeLabels,
  kLabelCapacity,
  kLabelMaximumCapacity,
  kLabelMaximumAmResourcePercent,
  kLabelWithoutProperty,
  kDefaultNodeLabelExpression,
  kOrderingPolicy,
  kUserWeight,
};

/// How Hadoop reads a key's value.
enum class CsValueType {
  kInt,           ///< Configuration.getInt
  kIntUntrimmed,  ///< Integer.parseInt(get())
  kLong,
  kFloat,
  kDouble,
  kBool,
  kString,
  kClass,        ///< a class name (getClass)
  kCapacity,     ///< percent, [absolute] or Nw
  kMaxCapacity,  ///< percent or [absolute]
  kState,        ///< RUNNING | STOPPED
  kAcl,          ///< "users groups"
  kQueueList,    ///< `queues`
  kLabelList,    ///< accessible-node-labels
  kResource,     ///< maximum-allocation "memory-mb=..,vcores=.."
  kMappings,     ///< queue-mappings
  kOrderingPolicy,
  kAny,  ///< free text, not validated
};

/// Where a key read by its type is kept: a field of the queue's or the global settings, of the
/// row's type; none for a key Hadoop reads and schedlint does not model (its value is still
/// checked the way Hadoop parses it).
using CsField =
    std::variant<std::monostate, std::optional<Setting<int32_t>> CapacityQueueSettings::*,
                 std::optional<Setting<float>> CapacityQueueSettings::*,
                 std::optional<Setting<bool>> CapacityQueueSettings::*,
                 std::optional<Setting<int32_t>> CapacityGlobalSettings::*,
                 std::optional<Setting<float>> CapacityGlobalSettings::*,
                 std::optional<Setting<bool>> CapacityGlobalSettings::*>;

/// One key of capacity-scheduler.xml: its spelling, how Hadoop reads it, where schedlint keeps
/// it, and the release that first reads it. The tables of these rows drive parsing, did-you-mean
/// and the release gate: a key is declared once.
struct CsKeySpec {
  std::string_view pattern;  ///< segments; <name> matches one segment, <user> one or more
  CsValueType type;
  CsKeyRead read = CsKeyRead::kByType;
  CsField field{};
  ReleaseFact fact = ReleaseFact::kEveryRelease;
};

/// Which spec a key (or suffix) matched and what its <placeholders> captured.
struct CsKeyMatch {
  const CsKeySpec* spec = nullptr;
  std::vector<std::string> captures;
  /// Template prefix the suffix was found under ("leaf-queue-template", "auto-queue-creation-v2.
  /// template", ...), empty for a plain queue key.
  std::string template_prefix;
  /// The releases that read the key: the later of the key's and its template's.
  ReleaseSince since;
};

/// Every global key's row and every per-queue suffix's row (for tests and documentation).
std::span<const CsKeySpec> capacity_global_keys();
std::span<const CsKeySpec> capacity_queue_keys();

/// Matches a global key (the part after "yarn.scheduler.capacity.").
std::optional<CsKeyMatch> match_global_key(std::string_view key);
/// Matches a per-queue suffix, including the template forms.
std::optional<CsKeyMatch> match_queue_suffix(std::string_view suffix);

/// Whether `suffix` could be a queue key's suffix, judged by its first segment alone: a cheap test
/// that rules out most ways of splitting a key (match_queue_suffix gives the answer).
bool may_be_queue_suffix(std::string_view suffix);

/// The closest global key / per-queue suffix to a misspelt one, for did-you-mean.
std::optional<std::string> suggest_global_key(std::string_view key);
std::optional<std::string> suggest_queue_suffix(std::string_view suffix);

/// What to tell of a key (after "yarn.scheduler.capacity.") that is no global key and starts no
/// queue path: a per-queue suffix without its queue path, a queue path not starting at root, or
/// the closest global key; "" when nothing fits.
std::string unknown_global_key_hint(std::string_view rest);

/// "<key> is not a CapacityScheduler property: Hadoop ignores it<hint>".
std::string not_a_capacity_property(std::string_view key, std::string_view hint);

}  // namespace schedlint
