#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace schedlint::bench {

/// The shape of a generated cluster: which scheduler, how many queues, how many nodes in how
/// many node groups.
struct ClusterSpec {
  enum class Scheduler { kFair, kCapacity };
  Scheduler scheduler = Scheduler::kFair;
  int queues = 50;        ///< every queue below root, parents included
  int64_t nodes = 50000;  ///< NodeManagers, spread over the groups
  int groups = 200;       ///< node groups (nodes.yaml entries)
  bool gpu_label = true;  ///< a gpu partition on a tenth of the groups (CapacityScheduler)
  /// CapacityScheduler: Hadoop 3.4's non-legacy mode, siblings mixing absolute amounts,
  /// percentages and weights (a .schedlint.yaml selects 3.4).
  bool flexible = false;
  /// Workloads (workloads.yaml) spread over the leaves, each with an AM and two roles of sizes
  /// that differ from one workload to the next; 0 writes none.
  int workloads = 0;
  /// Levels of queues below root: 3 (departments, teams, leaves); 1 puts every leaf directly
  /// under root (a flat tree); 7 is a deep organisation chart.
  int depth = 3;
  /// Node groups of mixed sizes (a few large, many small, as racks bought over the years), rather
  /// than groups of equal size.
  bool mixed_group_sizes = false;
  /// FairScheduler: weight and minResources on a fifth of the queues only (the others keep the
  /// defaults), maxAMShare a fraction on a third of the leaves, -1 on a third, unset on the rest.
  bool sparse = false;
  /// FairScheduler: queues created on submission. A root.users parent (type="parent",
  /// maxChildResources) and placement rules with create="true" nested under a parent rule: a
  /// user's queue under the queue of their primary group, else under root.users.
  bool placement_creates = false;
  /// CapacityScheduler: every tenth leaf outside the gpu subtree is a parent that creates leaf
  /// queues on submission, with a leaf template and group mappings to `<parent>.%user`
  /// (auto-create-child-queue, 3.1; in non-legacy mode auto-queue-creation-v2, 3.4).
  bool auto_create = false;
};

/// Writes a realistic configuration folder for `spec` into `dir` (created as needed):
/// yarn-site.xml, nodes.yaml, and capacity-scheduler.xml or fair-scheduler.xml.
///
/// What it looks like, so that the proofs meet what real clusters have:
/// - queues spec.depth levels deep (three: departments, teams, leaves), the same fan-out on every
///   level (about the cube root of the count at three levels), every leaf with AM and
///   application limits; a root.default leaf;
/// - CapacityScheduler: percentages summing to 100 under every parent, maxima above the
///   guarantees, user limits, a gpu partition for the first department's subtree, user and group
///   mappings; FairScheduler: weights, minResources fitting inside each parent, some maxima,
///   maxRunningApps and maxAMShare, drf, a placement policy with specified, primaryGroup and
///   default rules;
/// - node groups in 16 shapes (4 memory sizes x 4 vcore counts) on 8 racks, as a cluster bought
///   in a few generations looks; a tenth of the groups labelled gpu when spec.gpu_label;
/// - the variants the spec's other fields select (see there).
///
/// The same spec always writes the same files. Throws std::invalid_argument for a spec that
/// describes no cluster (no queue, a variant of the other scheduler).
void write_cluster(const ClusterSpec& spec, const std::filesystem::path& dir);

/// "fair" / "capacity".
std::string scheduler_name(ClusterSpec::Scheduler s);

}  // namespace schedlint::bench
