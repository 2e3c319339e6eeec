#include "reports/capacity_explain.h"

#include <fmt/format.h>

#include "java/casts.h"
#include "model/resource_text.h"
#include "reports/escape.h"
#include "reports/explained_settings.h"
#include "reports/resource_format.h"
#include "reports/vector_steps.h"
#include "sched/capacity/leaf_limits.h"
#include "sched/resource_calculator.h"

namespace schedlint {

namespace {

std::string pct(float fraction) {
  return fmt::format("{:.2f}%", static_cast<double>(fraction) * 100.0);
}

std::string capacity_text(const CapacityHierarchy& h, const CapacityQueue& q,
                          const PartitionCapacity& p) {
  if (!h.legacy_queue_mode) {
    std::vector<std::string> resources;
    for (const auto& [type, unused] : h.cluster_resource.amounts())
      resources.push_back(type);
    return fmt::format("{} -> {} of the parent's guarantee",
                       escape_for_terminal(capacity_vector_text(p.capacity_vector, resources)),
                       pct(p.capacity));
  }
  switch (q.mode) {
    case CapacityMode::kWeight:
      return fmt::format("weight {} (normalized among siblings to {})", p.weight,
                         pct(p.normalized_weight));
    case CapacityMode::kAbsolute:
      return fmt::format("absolute {} (effective minimum {})", resource_text(p.configured_min),
                         resource_text(p.effective_min));
    case CapacityMode::kPercentage:
      break;
  }
  return pct(p.capacity) + " of the parent";
}

void write_settings(const CapacityConfig& config, const CapacityQueue& q, std::ostream& out) {
  out << "Settings:\n";
  for (const ExplainedSetting& setting : capacity_explained_settings(config, q))
    out << "  " << explained_setting_line(setting) << "\n";
}

void write_chain(const CapacityHierarchy& h, const CapacityQueue& q, const std::string& label,
                 std::ostream& out) {
  std::vector<const CapacityQueue*> chain;
  for (const CapacityQueue* c = &q; c != nullptr;
       c = c->parent < 0 ? nullptr : &h.queues[static_cast<size_t>(c->parent)]) {
    chain.insert(chain.begin(), c);
  }
  out << fmt::format(
      "\nCapacities in {}, from root down (absolute = capacity x the parent's absolute):\n",
      label.empty() ? "the default partition" : "partition " + escape_for_terminal(label));
  for (const CapacityQueue* c : chain) {
    const auto it = c->partitions.find(label);
    if (it == c->partitions.end()) {
      out << fmt::format("  {}: no capacity in this partition\n", escape_for_terminal(c->path));
      continue;
    }
    const PartitionCapacity& p = it->second;
    if (c->parent < 0) {
      out << fmt::format("  {}: the whole partition, maximum {}\n", escape_for_terminal(c->path),
                         pct(p.absolute_maximum_capacity));
      continue;
    }
    out << fmt::format("  {}: {} -> absolute {}; maximum {} of the parent -> absolute {}\n",
                       escape_for_terminal(c->path), capacity_text(h, *c, p),
                       pct(p.absolute_capacity), pct(p.maximum_capacity),
                       pct(p.absolute_maximum_capacity));
  }
  const PartitionCapacity& p = q.partitions.at(label);
  out << fmt::format("  on {}: guaranteed {}, maximum {}\n",
                     resource_text(h.partition_resource(label)), resource_text(p.effective_min),
                     resource_text(p.effective_max));
}

// Non-legacy mode: the calculation steps that gave the queue its resources in `label`.
void write_vector_steps(const CapacityHierarchy& h, const CapacityQueue& q,
                        const std::string& label, std::ostream& out) {
  const std::vector<const VectorStep*> steps = explained_vector_steps(h, q, label);
  if (steps.empty()) return;
  out << "  how the non-legacy calculation got there (ResourceCalculationDriver, under each "
         "parent and per resource: absolute amounts first, then percentages of what they left, "
         "then weights of the rest; floored, weights rounded; each held to its maximum and to "
         "what is left):\n";
  int parent = -2;
  for (const VectorStep* step : steps) {
    const CapacityQueue& child = h.queues[static_cast<size_t>(step->queue)];
    if (child.parent != parent) {
      parent = child.parent;
      out << fmt::format("    under {}:\n",
                         escape_for_terminal(h.queues[static_cast<size_t>(parent)].path));
    }
    const int64_t minimum = java::to_long(step->minimum);
    out << fmt::format("      {} {}: {} {} of {} left -> {:.2f} -> {} (maximum {})\n",
                       step->resource == kMemoryMb ? "memory" : escape_for_terminal(step->resource),
                       vector_unit_name(step->unit), escape_for_terminal(child.path),
                       configured_value_text(*step),
                       amount_text(step->resource, java::to_long(step->parent_left)),
                       step->computed, amount_text(step->resource, minimum),
                       amount_text(step->resource, java::to_long(step->maximum)));
  }
}

void write_leaf_limits(const CapacityHierarchy& h, const CapacityQueue& q, const Resource& am,
                       std::ostream& out) {
  const auto it = q.partitions.find("");
  if (it == q.partitions.end()) return;
  const PartitionCapacity& p = it->second;
  out << fmt::format(
      "\nApplications (LeafQueue.setupQueueConfigs): at most {} in the queue, {} per user\n",
      q.max_applications, q.max_applications_per_user);
  out << fmt::format(
      "\nAM limit (maximum-am-resource-percent {} of the queue's resources, rounded up to the "
      "minimum allocation {}):\n",
      p.max_am_resource_percent, resource_text(h.minimum_allocation));
  // Counted as the scheduler counts: memory alone with the DefaultResourceCalculator.
  const ResourceCalculator calc(h.calculator);
  const auto containers = [&](const Resource& limit) {
    const std::optional<int64_t> n = am_containers_within(calc, limit, am);
    return n ? std::to_string(*n)
             : std::string(
                   "n/a (a zero-sized AM: the ResourceManager refuses a zero minimum allocation)");
  };
  out << fmt::format("  idle cluster (current limit {}): {} -> {} AM container(s) of {}\n",
                     resource_text(p.current_limit), resource_text(p.am_limit),
                     containers(p.am_limit), resource_text(am));
  out << fmt::format("  held to its guarantee ({}): {} -> {} AM container(s)\n",
                     resource_text(p.effective_min), resource_text(p.am_limit_at_guarantee),
                     containers(p.am_limit_at_guarantee));
  out << fmt::format("  one user: {}\n", resource_text(p.user_am_limit));
  out << fmt::format(
      "\nUser limit (UsersManager.computeUserLimit, one active user on an empty queue): {}; "
      "a single user can reach at most {}\n",
      resource_text(q.user_limit), resource_text(q.max_user_limit));
}

}  // namespace

void write_capacity_explanation(const CapacityConfig& config, const CapacityHierarchy& hierarchy,
                                const CapacityQueue& queue, const Resource& am,
                                const HadoopVersion& version, std::ostream& out) {
  out << fmt::format("{} ({} queue, CapacityScheduler, Hadoop {}) on a cluster of {}\n\n",
                     escape_for_terminal(queue.path), queue.leaf ? "leaf" : "parent",
                     version.to_string(), resource_text(hierarchy.cluster_resource));
  write_settings(config, queue, out);
  for (const auto& [label, p] : queue.partitions) {
    write_chain(hierarchy, queue, label, out);
    if (!hierarchy.legacy_queue_mode) write_vector_steps(hierarchy, queue, label, out);
  }
  if (queue.leaf) write_leaf_limits(hierarchy, queue, am, out);
}

}  // namespace schedlint
