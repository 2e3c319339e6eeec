#pragma once

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

namespace schedlint {

/// What kind of input a file is, decided by its content (README.md, "Usage").
enum class InputKind { kCapacity, kFair, kYarnSite, kNodes, kNodesRest };

std::string_view input_kind_name(InputKind kind);

struct InputFile {
  std::string path;
  InputKind kind;
};

/// Everything schedlint read: files -> this model -> scheduler computations -> rules.
struct Model {
  HadoopVersion hadoop_version;
  std::vector<InputFile> inputs;
  ClusterSettings cluster;
  NodeSpec nodes;
  std::optional<CapacityConfig> capacity;
  std::optional<FairConfig> fair;
  /// What the readers noticed (rejected values, unknown keys, duplicates...), for the rules.
  std::vector<ReadingIssue> reading_issues;
  std::vector<Suppression> suppressions;
};

}  // namespace schedlint
