#pragma once

#include <string>

#include "model/source_location.h"

namespace schedlint {

/// What the readers noticed about a value or an element, as Hadoop's own readers would treat it.
/// The readers only record these facts; the parse-* and cs-* rules decide whether and how to
/// report each kind (id, severity, suppression).
enum class ReadingIssueKind {
  kRejectedValue,       ///< Hadoop refuses the value (an exception at start or refresh)
  kIgnoredValue,        ///< Hadoop accepts the value but ignores or misreads it
  kUnresolvedVariable,  ///< a ${var} that no file given defines
  kUnknownProperty,     ///< a scheduler key (capacity-scheduler.xml, yarn-site) Hadoop never reads
  kUnknownElement,      ///< an allocation-file element the FairScheduler ignores
  kDuplicateSetting,    ///< set twice: `description` says which value wins
  kRootQueuesMissing,   ///< no yarn.scheduler.capacity.root.queues
  kUndeclaredQueueProperty,    ///< a property of a queue no parent's .queues lists
  kSchedulerFileNotRead,       ///< the file of a scheduler the ResourceManager does not run
  kAllocationFileUnselected,   ///< an allocation file, with a yarn-site that names no scheduler
  kNoSchedulerFile,            ///< no file of the configured scheduler was given
  kNodeBelowMinimum,           ///< NodeManagers the ResourceManager refuses at registration
  kReplacedByPlacementPolicy,  ///< a yarn-site FairScheduler key a queuePlacementPolicy replaces
  kInputLinkLeavesFolder,      ///< a symbolic link out of the folder given: not read
  kWorkloadValue,              ///< a framework or workloads.yaml value its client cannot parse
  kUnknownWorkloadKey,         ///< a framework key its client does not read, close to one it does
};

struct ReadingIssue {
  ReadingIssueKind kind;
  SourceLocation loc;
  /// What was read and what Hadoop does with it, in a sentence.
  std::string description;
  std::string queue;  ///< the queue path the value belongs to, when it names one
  /// kUndeclaredQueueProperty: the queue's would-be parent creates queues automatically, so the
  /// property takes effect if that queue is created at run time.
  bool queue_may_be_auto_created = false;
  std::string property;  ///< the configuration property the value is read from, when one is
};

}  // namespace schedlint
