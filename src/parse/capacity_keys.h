#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/hadoop_version.h"

namespace schedlint {

inline constexpr std::string_view kCapacityPrefix = "yarn.scheduler.capacity.";

/// Every key CapacitySchedulerConfiguration (and the classes it hands keys to) reads.
enum class CsKey {
  // global keys (after "yarn.scheduler.capacity.")
  kMaximumApplications,
  kMaximumAmResourcePercent,
  kResourceCalculator,
  kNodeLocalityDelay,
  kGlobalQueueMaxApplication,
  kReservationsContinueLookAllNodes,
  kQueueMappings,
  kQueueMappingsOverride,
  kLegacyQueueMode,
  kGlobalUserLimitPercent,
  kGlobalUserLimitFactor,
  kGlobalOther,  ///< read by Hadoop, not modelled by schedlint
  // per-queue suffixes (after "yarn.scheduler.capacity.<queue>.")
  kQueues,
  kCapacity,
  kMaximumCapacity,
  kUserLimitFactor,
  kMinimumUserLimitPercent,
  kQueueMaximumApplications,
  kQueueMaximumAmResourcePercent,
  kMaxParallelApps,
  kMaximumAllocationMb,
  kMaximumAllocationVcores,
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
  kPriority,
  kDisablePreemption,
  kIntraQueueDisablePreemption,
  kReservable,
  kAutoCreateChildQueueEnabled,
  kAutoQueueCreationV2Enabled,
  kAllowZeroCapacitySum,
  kUserWeight,
  kQueueOther,  ///< read by Hadoop, not modelled by schedlint
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

struct CsKeySpec {
  std::string_view pattern;  ///< segments; <name> matches one or more segments
  CsKey key;
  CsValueType type;
  HadoopVersion since{2, 7};
};

/// Which spec a key (or suffix) matched and what its <placeholders> captured.
struct CsKeyMatch {
  const CsKeySpec* spec = nullptr;
  std::vector<std::string> captures;
  /// Template prefix the suffix was found under ("leaf-queue-template", "auto-queue-creation-v2.
  /// template", ...), empty for a plain queue key.
  std::string template_prefix;
  /// The first Hadoop line that reads the key (the later of the key's and its template's).
  HadoopVersion since{2, 7};
};

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

}  // namespace schedlint
