#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/resource_shares.h"

namespace schedlint {

/// One parent's share-out of one resource type in one partition, as a guarantee model reruns it:
/// its inputs (the parent's minimum and maximum are set per amount).
struct ShareLevel {
  ParentShareInput parent;
  std::vector<ChildShareInput> children;
};

/// Hadoop 3.4's non-legacy calculation rerun for one queue on a partition that holds less of one
/// resource type (the node failures of guarantee-infeasible-after-failure): the queue's
/// ancestors' shares, level by level, with their other children as they are configured. Absolute
/// siblings are served first, so a guarantee does not shrink in proportion to the partition.
class VectorGuaranteeModel {
 public:
  /// The queue's effective minimum of `type` when the partition holds `amount` of it (the other
  /// types as they are).
  int64_t guarantee(const std::string& type, int64_t amount) const;
  /// What the partition holds of `type` with every node up.
  int64_t partition_amount(const std::string& type) const { return partition_.get(type); }

 private:
  friend class VectorGuaranteeModels;
  struct Step {
    std::shared_ptr<const ShareLevel> level;
    int next = -1;  ///< the child that leads to the queue
  };
  std::map<std::string, std::vector<Step>> steps_;  ///< per resource type, root first
  Resource partition_;
};

/// The guarantee models of one hierarchy's queues, sharing each parent's inputs among all the
/// queues below it.
class VectorGuaranteeModels {
 public:
  explicit VectorGuaranteeModels(const CapacityHierarchy& h) : h_(h) {}

  /// nullopt when the queue's ancestors have more than `max_queues` children in all.
  std::optional<VectorGuaranteeModel> of(int queue, const std::string& label, size_t max_queues);

 private:
  std::shared_ptr<const ShareLevel> level(int parent, const std::string& label,
                                          const std::string& type);

  const CapacityHierarchy& h_;
  std::map<std::tuple<int, std::string, std::string>, std::shared_ptr<const ShareLevel>> levels_;
};

}  // namespace schedlint
