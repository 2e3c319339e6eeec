#include "sched/capacity/vector_capacities.h"

#include <cmath>

#include "java/casts.h"
#include "sched/capacity/effective_resources.h"
#include "sched/capacity/resource_shares.h"

namespace schedlint {

namespace {

PartitionCapacity& part_of(CapacityQueue& q, const std::string& label) {
  return q.partitions[label];
}

// ResourceCalculationDriver and CapacitySchedulerQueueCapacityHandler.updateChildren for the
// children of one parent: every partition of the parent, resource by resource (memory first, so
// that the other types see each child's memory), then the capacities.
class Driver {
 public:
  Driver(CapacityHierarchy& h, int parent, const CapacityContext& ctx,
         const std::vector<std::string>& resources, int created = -1)
      : h_(h),
        parent_index_(parent),
        ctx_(ctx),
        resources_(resources),
        children_(child_order(h, h.queues[static_cast<size_t>(parent)], created)) {}

  void run() {
    for (const std::string& label : parent().configured_labels) {
      // ResourceCalculationDriver.validateRemainingResource; the value is the largest remainder.
      double largest = 0;
      std::string unassigned;
      for (const std::string& resource : resources_) {
        const ResourceShares shares =
            share_resource(share_parent(parent(), label, resource,
                                        static_cast<double>(ctx_.partition(label).get(resource))),
                           share_inputs(h_, children_, label, resource));
        apply(shares, label, resource);
        if (shares.left != 0 && (unassigned.empty() || std::fabs(shares.left) > largest)) {
          largest = std::fabs(shares.left);
          unassigned = resource;
        }
      }
      if (!unassigned.empty()) {
        h_.update_warnings.push_back(
            {CapacityWarningKind::kBranchUnderutilized, parent().path, label, unassigned, largest});
      }
    }
    for (int c : children_)
      update_capacities(h_.queues[static_cast<size_t>(c)]);
  }

 private:
  CapacityQueue& parent() { return h_.queues[static_cast<size_t>(parent_index_)]; }

  void apply(const ResourceShares& shares, const std::string& label, const std::string& resource) {
    for (const ShareWarning& w : shares.warnings) {
      const std::string& queue =
          w.child < 0 ? parent().path : h_.queues[static_cast<size_t>(w.child)].path;
      h_.update_warnings.push_back({w.kind, queue, label, resource, w.value});
    }
    for (const ShareStep& step : shares.steps) {
      PartitionCapacity& part = part_of(h_.queues[static_cast<size_t>(step.child)], label);
      part.effective_min.set(resource, java::to_long(step.minimum));
      part.effective_max.set(resource, java::to_long(step.maximum));
      h_.vector_steps.push_back({step.child, label, resource, step.unit, step.configured,
                                 step.left_before, step.computed, step.minimum, step.maximum});
    }
  }

  // CapacitySchedulerQueueCapacityHandler.updateQueueCapacities, non-legacy: every partition's
  // capacities from the effective resources, whatever the vector's units.
  void update_capacities(CapacityQueue& child) {
    for (const std::string& label : child.configured_labels)
      set_queue_capacities(child, label);
    update_absolute_capacities(h_, child, false);
  }

  // setQueueCapacities: capacities from the effective resources (infinity counts as 0).
  void set_queue_capacities(CapacityQueue& child, const std::string& label) {
    PartitionCapacity& part = part_of(child, label);
    const PartitionCapacity* pp = parent().find_partition(label);
    const Resource r = ctx_.partition(label);
    const float cap = ctx_.rc.divide(r, part.effective_min, pp ? pp->effective_min : ctx_.zero);
    part.capacity = std::isinf(cap) ? 0 : cap;
    const float max = ctx_.rc.divide(r, part.effective_max, pp ? pp->effective_max : ctx_.zero);
    part.maximum_capacity = std::isinf(max) ? 0 : max;
  }

  CapacityHierarchy& h_;
  int parent_index_;
  const CapacityContext& ctx_;
  const std::vector<std::string>& resources_;
  std::vector<int> children_;
};

// RootCalculationDriver: root holds its partitions whole.
void update_root(CapacityQueue& root, const CapacityContext& ctx) {
  for (const std::string& label : root.configured_labels) {
    PartitionCapacity& part = part_of(root, label);
    part.effective_min = part.effective_max = ctx.partition(label);
    part.capacity = part.maximum_capacity = 1;
    part.absolute_capacity = part.absolute_maximum_capacity = 1;
  }
}

}  // namespace

void compute_vector_capacities(CapacityHierarchy& h, const CapacityContext& ctx) {
  if (h.queues.empty()) return;
  const std::vector<std::string> resources = defined_resources(ctx.cluster);
  update_root(h.queues.front(), ctx);
  for (size_t i = 0; i < h.queues.size(); ++i) {
    for (auto& [label, part] : h.queues[i].partitions) {
      if (i > 0) part.effective_min = part.effective_max = ctx.zero;
    }
  }
  for (size_t i = 0; i < h.queues.size(); ++i) {
    if (h.queues[i].children.empty()) continue;
    h.queues[i].visit_order = child_order(h, h.queues[i], -1);
    Driver(h, static_cast<int>(i), ctx, resources).run();
  }
}

DynamicLeafPreview preview_dynamic_leaf(CapacityHierarchy& h, int parent,
                                        const CapacityVector& capacity,
                                        const CapacityVector& maximum, const CapacityContext& ctx) {
  // Run the parent's calculation once more with the new leaf, then put everything back.
  std::vector<std::map<std::string, PartitionCapacity>> saved;
  for (int c : h.queues[static_cast<size_t>(parent)].children)
    saved.push_back(h.queues[static_cast<size_t>(c)].partitions);
  const size_t warnings = h.update_warnings.size();
  const size_t steps = h.vector_steps.size();
  CapacityQueue leaf;
  leaf.path = h.queues[static_cast<size_t>(parent)].path + ".<created on submission>";
  leaf.name = "<created on submission>";
  leaf.parent = parent;
  leaf.configured_labels = {""};
  PartitionCapacity& part = leaf.partitions[""];
  part.capacity_vector = capacity;
  part.maximum_vector = maximum;
  part.effective_min = part.effective_max = ctx.zero;
  const int index = static_cast<int>(h.queues.size());
  h.queues.push_back(std::move(leaf));
  h.queues[static_cast<size_t>(parent)].children.push_back(index);
  Driver(h, parent, ctx, defined_resources(ctx.cluster), index).run();

  DynamicLeafPreview out;
  out.partition = h.queues.back().partitions.at("");
  for (size_t i = warnings; i < h.update_warnings.size(); ++i) {
    const CapacityWarning& w = h.update_warnings[i];
    out.zero_resource = out.zero_resource || (w.kind == CapacityWarningKind::kQueueZeroResource &&
                                              w.queue == h.queues.back().path);
  }
  h.queues[static_cast<size_t>(parent)].children.pop_back();
  h.queues.pop_back();
  const auto& children = h.queues[static_cast<size_t>(parent)].children;
  for (size_t i = 0; i < children.size(); ++i)
    h.queues[static_cast<size_t>(children[i])].partitions = std::move(saved[i]);
  h.update_warnings.resize(warnings);
  h.vector_steps.resize(steps);
  return out;
}

}  // namespace schedlint
