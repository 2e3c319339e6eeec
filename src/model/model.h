#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/capacity_config.h"
#include "model/cluster_settings.h"
#include "model/fair_config.h"
#include "model/finding.h"
#include "model/hadoop_version.h"
#include "model/node_spec.h"
#include "model/reading_issue.h"
#include "model/suppression.h"
#include "model/usage_snapshot.h"
#include "model/workload.h"

namespace schedlint {

/// What kind of input a file is, decided by its content (README.md, "Usage").
/// kHadoop1Capacity: an MRv1 capacity-scheduler.xml (mapred.capacity-scheduler.*), which no YARN
/// release reads: listed as an input, reported once, never analyzed.
enum class InputKind {
  kCapacity,
  kFair,
  kYarnSite,
  kNodes,
  kNodesRest,
  kBaseline,
  kUsage,
  kHadoop1Capacity,
  kWorkloads,      ///< workloads.yaml
  kMapredSite,     ///< mapred-site.xml: the cluster's MapReduce jobs
  kSparkDefaults,  ///< spark-defaults.conf
  kTezSite,        ///< tez-site.xml
  kHiveSite,       ///< hive-site.xml (Hive on Tez)
  kFlinkConf       ///< flink-conf.yaml, or Flink 1.19's config.yaml
};

std::string_view input_kind_name(InputKind kind);

struct InputFile {
  std::string path;
  InputKind kind;
};

/// The baseline format --write-baseline writes (BaselineEntry::format); format 1 is still read.
inline constexpr int kBaselineFormat = 2;

/// One entry of a baseline file (--write-baseline): a finding known and accepted, by its
/// fingerprint (model/fingerprint.h), as many times as it was found.
struct BaselineEntry {
  std::string fingerprint;
  /// The file's format: 2 (finding_fingerprint: the problem's identity), or 1 (older files:
  /// message_fingerprint, the message without line numbers), still read as it was written.
  int format = 2;
  int64_t count = 1;
  std::string rule;     ///< for messages
  std::string message;  ///< for messages
  SourceLocation loc;   ///< the entry in the baseline file
};

/// Everything schedlint read: files -> this model -> scheduler computations -> rules.
struct Model {
  HadoopVersion hadoop_version;
  std::vector<InputFile> inputs;
  /// Each input's text as read (path -> text), for the excerpts the HTML report shows.
  std::map<std::string, std::string> source_text;
  ClusterSettings cluster;
  NodeSpec nodes;
  std::optional<CapacityConfig> capacity;
  std::optional<FairConfig> fair;
  /// What the readers noticed (rejected values, unknown keys, duplicates...), for the rules.
  std::vector<ReadingIssue> reading_issues;
  std::vector<Suppression> suppressions;
  std::vector<BaselineEntry> baseline;  ///< findings a baseline file accepts
  /// A usage snapshot (--usage, or usage.yaml / a REST scheduler dump among the inputs): what the
  /// cluster held and asked for, for the preemption what-if.
  std::optional<UsageSnapshot> usage;
  /// The applications that run on the cluster: workloads.yaml's entries, and one workload per
  /// framework configuration file among the inputs that no entry names.
  std::vector<Workload> workloads;
  /// file -> line -> the property named or valued on that line (configuration files), so that a
  /// suppress: entry can name a property.
  std::map<std::string, std::map<int, std::string>> property_lines;
  /// file -> line of a property's <name> -> its <value>, when that is on a later line (SARIF
  /// points there: the line a change of the value edits).
  std::map<std::string, std::map<int, SourceLocation>> value_lines;
};

/// The property named or valued at `loc` (property_lines), "" when none is.
std::string property_at(const Model& model, const SourceLocation& loc);

/// The resource types of a model: memory-mb, vcores, then yarn.resource-types.
std::vector<std::string> resource_types_of(const Model& model);

/// The scheduler whose file the model holds: "capacity", "fair", or "" when neither was read.
std::string scheduler_read(const Model& model);

/// "CapacityScheduler", "FairScheduler" or "no scheduler file", for scheduler_read's names.
std::string_view scheduler_title(std::string_view scheduler_read);

}  // namespace schedlint
