#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/fair_config.h"
#include "model/hadoop_version.h"
#include "model/resource.h"
#include "sched/fair/compute_fair_shares.h"

namespace schedlint {

/// What the FairScheduler computes for one queue.
struct FairQueueShare {
  int config_index = -1;  ///< index in FairConfig::queues; -1 for a queue Hadoop adds itself
  std::string path;
  int parent = -1;            ///< index in FairShares::queues
  std::vector<int> children;  ///< indices in FairShares::queues
  bool leaf = true;
  bool implicit = false;  ///< root.default, which QueueManager.initialize creates (through 3.4)
  bool ad_hoc = false;    ///< not in the file: created when an application is placed there
  float weight = 1.0f;
  std::string policy = "fair";  ///< fair, drf, fifo, or a class name
  Resource min_share;
  Resource max_share;  ///< FSQueue.getMaxShare: configured max resolved, at least min_share
  Resource steady_fair_share;
  Resource instantaneous_fair_share;
  bool active = true;
  float max_am_share = 0.5f;  ///< effective: own or default, capped at 1.0
  int32_t max_running_apps = 2147483647;
  /// The AM resource limit (FSLeafQueue.computeMaxAMResource) on an idle cluster; unset for
  /// parents and when maxAMShare is -1 (no limit).
  std::optional<Resource> am_limit;
};

/// The split of one parent's share among its children for one resource type.
struct ShareSplit {
  Resource parent_share;  ///< what was divided
  ShareComputation computation;
};

/// Steady and instantaneous fair shares of a FairScheduler hierarchy, as FSParentQueue's
/// recomputeSteadyShares and updateInternal compute them with each parent's policy.
struct FairShares {
  Resource cluster;
  std::vector<std::string> types;      ///< the resource types computed (memory-mb, vcores, ...)
  std::vector<FairQueueShare> queues;  ///< parents before children
  std::map<int, std::map<std::string, ShareSplit>> steady_splits;  ///< parent -> type -> split
  std::map<int, std::map<std::string, ShareSplit>> instant_splits;
  std::vector<std::string> queues_not_created;  ///< refused by their parent's policy
  bool diverges = false;  ///< some computation would never terminate in Hadoop
  /// Each queue's index by path, filled by compute_fair_shares: find is called for every queue of
  /// trees of thousands.
  std::map<std::string, int, std::less<>> index_by_path;

  const FairQueueShare* find(std::string_view path) const;
};

/// The steady split of `parent`'s memory when the int sum of its children's max shares wrapped and
/// cut what they share (2.8, 2.9 and 3.0, before YARN-8833); nullptr otherwise, a wrap that still
/// leaves the sum above the parent's share included.
const ShareSplit* memory_split_cut_by_wrap(const FairShares& shares, int parent);

struct FairShareOptions {
  HadoopVersion version;
  /// Leaf queues with runnable applications; unset means every leaf.
  std::optional<std::vector<std::string>> active_leaves;
  /// What the root queue has available for the AM limits of queues with a zero fair share
  /// (FSLeafQueue.computeMaxAMResource); unset means an idle cluster.
  std::optional<Resource> available;
};

/// A queue's max share as the ResourceManager shows it (REST API, Scheduler page):
/// FairSchedulerQueueInfo caps getMaxShare() at the cluster resource (componentwiseMin).
Resource shown_max_share(const FairQueueShare& queue, const Resource& cluster);

/// FSLeafQueue.computeMaxAMResource for one resource type: share x maxAMShare, rounded up from
/// 2.9 and 3.0 (Resources.multiplyAndRoundUp, YARN-6264), truncated by 2.7 and 2.8
/// (Resources.multiply then a (long) cast).
int64_t fair_am_limit(int64_t share, float max_am_share, const HadoopVersion& version);

/// Whether a parent queue whose policy is `policy` divides `type` among its children:
/// DominantResourceFairnessPolicy divides every type, FairSharePolicy and FifoPolicy memory only
/// (their other types' shares stay 0).
bool policy_splits(const std::string& policy, const std::string& type);

/// Whether `type` reaches the children of `parent` split down from root: every queue from root
/// to `parent` divides it.
bool split_down_to(const FairShares& shares, int parent, const std::string& type);

/// Computes the fair shares of `config` on a cluster of `cluster` resources.
FairShares compute_fair_shares(const FairConfig& config, const Resource& cluster,
                               const std::vector<std::string>& types,
                               const FairShareOptions& options);

/// One queue's steady fair share of `type` on a cluster of `cluster` resources but any amount of
/// `type` (after node loss, say): what compute_fair_shares(config, cluster, ...) gives it, computed
/// along its path alone. FSParentQueue.recomputeSteadyShares splits a parent's share from nothing
/// but its children's weights, min and max shares (maxima re-resolved on the cluster), so the
/// splits off the path do not matter. The children along the path are gathered once; per amount,
/// only maxima given as a percentage of the cluster are resolved again. `shares` is a computation
/// of the same configuration on any cluster; `queue` an index into it. Both must outlive it.
class SteadyShareCurve {
 public:
  SteadyShareCurve(const FairShares& shares, const FairConfig& config, int queue,
                   const Resource& cluster, std::string type, HadoopVersion version);

  /// The queue's steady fair share with `amount` of the type in the cluster.
  int64_t operator()(int64_t amount) const;

 private:
  struct Level {
    /// Whether the parent's policy divides the type: where it does not, its children keep a share
    /// of 0 (which a drf parent below divides again, into min shares).
    bool divides = true;
    size_t position = 0;  ///< of the path's child among the parent's children
    std::vector<ShareInput> inputs;
    /// Children whose maximum is a percentage of the cluster: (index, setting, min share).
    struct Relative {
      size_t child;
      const std::optional<Setting<ConfigurableResource>>* setting;  ///< in the config
      bool own = false;  ///< the queue's own maxResources, not a default
      Resource min;
    };
    std::vector<Relative> relative;
  };
  const FairShares* shares_;
  Resource cluster_;
  std::string type_;
  HadoopVersion version_;
  std::vector<Level> levels_;
};

/// One queue's instantaneous fair share of `type` while it is the only queue with runnable
/// applications: what compute_fair_shares with that leaf alone active gives it, computed along
/// its path alone (FSParentQueue.updateInternal splits a parent's share among its active children
/// only, so the splits off the path do not matter). `queue` is an index into `shares`.
int64_t lone_instantaneous_share(const FairShares& shares, int queue, const std::string& type,
                                 const HadoopVersion& version);

/// The policy a queue runs: its own, else defaultQueueSchedulingPolicy, else fair
/// (AllocationConfiguration.getSchedulingPolicy; never inherited from the parent).
std::string effective_policy(const FairConfig& config, const FairQueueSettings& settings);

/// Whether Hadoop creates a queue running `child` under a parent running `parent`. From 2.9 it is
/// SchedulingPolicy.isChildPolicyAllowed (YARN-4212): fifo allows no child, fair refuses drf.
/// Before 2.9 any policy could sit under any other.
bool child_policy_allowed(const std::string& parent, const std::string& child,
                          const HadoopVersion& version);

/// The policy a queue runs with. Before 2.9 a parent queue cannot take fifo
/// (FSParentQueue.setPolicy: fifo applies only at DEPTH_LEAF): QueueManager logs "Cannot apply
/// configured scheduling policy" and the queue keeps fair, the policy it was created with.
std::string applied_policy(const std::string& configured, bool leaf, const HadoopVersion& version);

}  // namespace schedlint
