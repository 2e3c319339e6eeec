#include "sched/capacity/capacity_validation.h"

#include <functional>
#include <map>
#include <set>

#include "model/release_facts.h"
#include "sched/capacity/children_capacity_checks.h"
#include "sched/capacity/configured_capacities.h"
#include "sched/capacity/queue_properties.h"
#include "sched/capacity/queue_setup_checks.h"

namespace schedlint {

namespace {

CapacityContext context_of(const CapacityHierarchy& h, const HadoopVersion& version) {
  CapacityContext ctx;
  ctx.version = version;
  ctx.rc = ResourceCalculator(h.calculator);
  ctx.cluster = h.cluster_resource;
  ctx.zero = resources::multiply(h.cluster_resource, 0);
  ctx.minimum_allocation = h.minimum_allocation;
  ctx.partitions = h.partition_resources;
  ctx.legacy_queue_mode = h.legacy_queue_mode;
  return ctx;
}

}  // namespace

std::vector<CapacityViolation> validate_capacity_hierarchy(const CapacityConfig& config,
                                                           const CapacityHierarchy& hierarchy,
                                                           const ClusterSettings& cluster,
                                                           const CapacityOptions& options) {
  std::vector<CapacityViolation> out;
  if (config.queues.empty()) return out;
  const CapacityContext ctx = context_of(hierarchy, options.version);
  const std::vector<QueueSetup> setups = set_up_capacities(config, ctx);
  const std::vector<QueueProperties> props = queue_properties(config, cluster, ctx);
  const QueueSetupChecks checker{config, cluster, ctx, setups, props};
  std::set<std::pair<int, std::string>> weights_reported;
  std::map<std::string, bool> parsed;  // before 3.3: short name -> whether that queue is a leaf

  // CapacitySchedulerQueueManager.parseQueue: depth first, a parent's children checked after them.
  std::function<void(int)> parse = [&](int q) {
    const auto& node = config.queues.at(q);
    if (auto f = checker.reservable_parent(q)) out.push_back(*f);
    if (auto f = checker.queue_setup(q)) out.push_back(*f);
    checker.user_weights(q, weights_reported, out);
    if (auto f = checker.ignored_maximum_applications(q, hierarchy)) out.push_back(*f);
    for (int c : node.children)
      parse(c);
    if (auto f = check_children(config, q, setups, ctx)) out.push_back(*f);
    if (!has(options.version, ReleaseFact::kCsQueuePaths)) {
      const bool leaf = props[static_cast<size_t>(q)].leaf;
      auto it = parsed.find(node.name);
      if (leaf && it != parsed.end() && it->second) {
        out.push_back(checker.make(
            CapacityViolationKind::kDuplicateLeafName, q, "",
            CapacitySettingKind::kQueueDeclaration,
            "Two leaf queues were named " + node.name + ". Leaf queue names must be distinct"));
      }
      parsed[node.name] = leaf;
    }
  };
  parse(0);
  return out;
}

}  // namespace schedlint
