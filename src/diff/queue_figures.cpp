#include "diff/queue_figures.h"

#include <algorithm>

#include <fmt/format.h>

#include "model/resource_text.h"
#include "sched/cluster_resource.h"

namespace schedlint {

namespace {

Figure resource_figure(FigureRole role, std::string name, const Resource& r,
                       std::string label = "") {
  return {role, std::move(name), std::move(label), r, std::nullopt};
}

Figure count_figure(FigureRole role, std::string name, int64_t n) {
  return {role, std::move(name), "", std::nullopt, n};
}

std::string percent_text(float fraction) {
  return fmt::format("{:.2f}%", static_cast<double>(fraction) * 100.0);
}

std::string configured_capacity(const CapacityQueue& q, const PartitionCapacity& p) {
  switch (q.mode) {
    case CapacityMode::kWeight:
      return fmt::format("{}w", p.weight);
    case CapacityMode::kAbsolute:
      return resource_text(p.configured_min);
    case CapacityMode::kPercentage:
      break;
  }
  return percent_text(p.capacity);
}

}  // namespace

const Figure* QueueFigures::find(FigureRole role, const std::string& label) const {
  for (const Figure& f : figures) {
    if (f.role == role && f.label == label) return &f;
  }
  return nullptr;
}

std::vector<QueueFigures> capacity_figures(const CapacityHierarchy& h) {
  static const PartitionCapacity kNone;
  std::vector<QueueFigures> out;
  for (const CapacityQueue& q : h.queues) {
    const auto found = q.partitions.find("");
    const PartitionCapacity& p = found == q.partitions.end() ? kNone : found->second;
    QueueFigures f{q.path,
                   q.leaf,
                   configured_capacity(q, p),
                   q.state == QueueState::kStopped ? "STOPPED" : "RUNNING",
                   {}};
    f.figures.push_back(resource_figure(FigureRole::kGuaranteed, "guaranteed", p.effective_min));
    f.figures.push_back(resource_figure(FigureRole::kMaximum, "maximum", p.effective_max));
    if (q.leaf) {
      f.figures.push_back(resource_figure(FigureRole::kAmLimit, "am_limit", p.am_limit));
      f.figures.push_back(
          count_figure(FigureRole::kMaxApplications, "max_applications", q.max_applications));
      f.figures.push_back(count_figure(FigureRole::kMaxApplicationsPerUser,
                                       "max_applications_per_user", q.max_applications_per_user));
    }
    for (const auto& [label, part] : q.partitions) {
      if (label.empty()) continue;
      f.figures.push_back(
          resource_figure(FigureRole::kLabelGuaranteed, "guaranteed", part.effective_min, label));
    }
    out.push_back(std::move(f));
  }
  return out;
}

std::vector<QueueFigures> fair_figures(const FairShares& shares) {
  std::vector<QueueFigures> out;
  for (const FairQueueShare& q : shares.queues) {
    // minResources is absolute: it tells a change even without nodes to compute shares on.
    std::string configured = fmt::format("weight {}", q.weight);
    if (q.min_share != Resource{}) configured += ", min " + resource_text(q.min_share);
    QueueFigures f{q.path, q.leaf, std::move(configured), "", {}};
    f.figures.push_back(
        resource_figure(FigureRole::kGuaranteed, "steady_fair_share", q.steady_fair_share));
    f.figures.push_back(
        resource_figure(FigureRole::kMaximum, "max", shown_max_share(q, shares.cluster)));
    if (q.leaf) {
      if (q.am_limit)
        f.figures.push_back(resource_figure(FigureRole::kAmLimit, "am_limit", *q.am_limit));
      f.figures.push_back(
          count_figure(FigureRole::kMaxApplications, "max_running_apps", q.max_running_apps));
    }
    out.push_back(std::move(f));
  }
  return out;
}

NodeSpec without_largest_nodes(const NodeSpec& nodes, const std::string& type, int64_t failures,
                               bool default_partition_only) {
  NodeSpec out = nodes;
  std::vector<NodeGroup*> order;
  for (NodeGroup& g : out.groups) {
    if (!default_partition_only || g.label.empty()) order.push_back(&g);
  }
  std::stable_sort(order.begin(), order.end(), [&](const NodeGroup* a, const NodeGroup* b) {
    return a->resource.get(type) > b->resource.get(type);
  });
  for (NodeGroup* g : order) {
    const int64_t lost = std::min(failures, g->count);
    g->count -= lost;
    failures -= lost;
  }
  std::erase_if(out.groups, [](const NodeGroup& g) { return g.count == 0; });
  return out;
}

void add_failure_figures(std::vector<QueueFigures>& figures, const Model& model, int64_t failures) {
  std::vector<Resource> after(figures.size());
  // Each queue's guarantee of `types` on what `left` leaves.
  auto take = [&](const NodeSpec& left, const std::vector<std::string>& types) {
    if (model.capacity) {
      const CapacityHierarchy h =
          compute_capacity_hierarchy(*model.capacity, model.cluster, left, {model.hadoop_version});
      for (size_t i = 0; i < figures.size(); ++i) {
        const CapacityQueue* q = h.find(figures[i].path);
        const auto p = q == nullptr ? std::nullopt : std::optional(q->partitions.find(""));
        for (const std::string& type : types) {
          const bool known = p && *p != q->partitions.end();
          after[i].set(type, known ? (*p)->second.effective_min.get(type) : 0);
        }
      }
    } else if (model.fair) {
      const FairShares s =
          compute_fair_shares(*model.fair, total_cluster_resource(left), resource_types_of(model),
                              {model.hadoop_version, std::nullopt, std::nullopt});
      for (size_t i = 0; i < figures.size(); ++i) {
        const FairQueueShare* q = s.find(figures[i].path);
        for (const std::string& type : types)
          after[i].set(type, q == nullptr ? 0 : q->steady_fair_share.get(type));
      }
    }
  };
  // The nodes that fail are most often the same for every type (identical nodes): one
  // recomputation then serves them all.
  using Remaining = std::vector<std::pair<std::string, int64_t>>;  // group name, nodes left
  std::vector<std::pair<Remaining, std::vector<std::string>>> by_failed_set;
  std::vector<NodeSpec> lefts;
  for (const std::string& type : resource_types_of(model)) {
    NodeSpec left = without_largest_nodes(model.nodes, type, failures, true);
    Remaining counts;
    for (const NodeGroup& g : left.groups)
      counts.push_back({g.name, g.count});
    auto same = std::find_if(by_failed_set.begin(), by_failed_set.end(),
                             [&](const auto& entry) { return entry.first == counts; });
    if (same == by_failed_set.end()) {
      by_failed_set.push_back({std::move(counts), {type}});
      lefts.push_back(std::move(left));
    } else {
      same->second.push_back(type);
    }
  }
  for (size_t k = 0; k < lefts.size(); ++k)
    take(lefts[k], by_failed_set[k].second);
  for (size_t i = 0; i < figures.size(); ++i) {
    figures[i].figures.push_back(resource_figure(FigureRole::kGuaranteedAfterFailures,
                                                 "guaranteed_after_failures", after[i]));
  }
}

}  // namespace schedlint
