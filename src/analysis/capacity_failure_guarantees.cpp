// C5 and C6 under node loss: the CapacityScheduler's absolute minimums against what remains of
// their partition, and percent- or weight-mode leaves whose guarantee no longer holds one AM
// plus one container.
#include <map>
#include <memory>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "analysis/failure_guarantees.h"
#include "analysis/invalid_values.h"
#include "java/long_math.h"
#include "model/resource_text.h"
#include "sched/capacity/vector_guarantee_model.h"
#include "sched/resource_calculator.h"

namespace schedlint {

namespace {

std::string query_name(const std::string& what, const std::string& label) {
  return "guarantee-infeasible-after-failure.capacity." + what + (label.empty() ? "" : "." + label);
}

// The DefaultResourceCalculator compares and schedules by memory alone; the dominant one by
// every type.
bool held_in(const CapacityHierarchy& h, const std::string& type) {
  return type == kMemoryMb || h.calculator == CalculatorKind::kDominant;
}

bool usable(const AnalysisContext& context, int config_index) {
  return !rests_on_invalid_value(*context.model().capacity, config_index, kCapacityKeys);
}

SourceLocation capacity_location(const CapacityConfig& config, int queue,
                                 const std::string& label) {
  const auto& q = config.queues.at(queue);
  const auto it = q.settings.partitions.find(label);
  return it != q.settings.partitions.end() && it->second.capacity ? it->second.capacity->loc
                                                                  : q.loc;
}

// Below the sum of root's absolute children, ParentQueue.calculateEffectiveResourcesAndCapacity
// scales every child's effective minimum down: none gets what is written.
std::optional<FailureGuarantee> absolute_guarantee(const AnalysisContext& context,
                                                   const CapacityHierarchy& h,
                                                   const std::string& label,
                                                   const smt::SharedFailureGroups& groups) {
  const CapacityConfig& config = *context.model().capacity;
  const CapacityQueue& root = h.queues.front();
  Resource sum;
  std::vector<RelatedLocation> related;
  for (int c : root.children) {
    const CapacityQueue& child = h.queues[static_cast<size_t>(c)];
    if (!usable(context, child.config_index)) return std::nullopt;
    const auto part = child.partitions.find(label);
    if (part == child.partitions.end() || resources::is_none(part->second.configured_min)) continue;
    for (const auto& [type, amount] : part->second.configured_min.amounts())
      sum.set(type, java::saturating_add(sum.get(type), amount));  // no Java sum: saturate
    related.push_back(
        {capacity_location(config, child.config_index, label), child.path + " capacity"});
  }
  const auto& root_settings = config.queues.root().settings;
  FailureGuarantee g;
  g.what = fmt::format("the absolute capacities of root's children in {}", partition_name(label));
  g.scope = partition_name(label);
  g.queue = "root";
  g.loc = root_settings.queues_loc.known() ? root_settings.queues_loc : config.queues.root().loc;
  g.related = std::move(related);
  g.query.name = query_name("absolute", label);
  g.reported_with_every_node_up = true;
  g.query.groups = groups;
  for (const auto& [type, amount] : sum.amounts()) {
    if (amount <= 0 || !held_in(h, type)) continue;
    g.query.needs.push_back({type, amount, nullptr});
    g.needs.push_back({"what remains of " + partition_name(label), "their absolute capacities"});
  }
  if (g.query.needs.empty()) return std::nullopt;
  return g;
}

// Past this many queues under a leaf's ancestors, a proof in non-legacy mode takes the leaf's
// guarantee as proportional to the partition instead of rerunning the calculation.
constexpr size_t kRerunQueuesAtMost = 1000;

// Non-legacy mode: a need on the guarantee Hadoop's calculation gives on what remains. That
// guarantee can shrink by a unit as the partition grows (a sibling's weight rounds half up and
// this queue gets what is left), but a proof needs one that never does: below the amount at which
// the need is met (found by bisection) it counts as not met, from there on as met. The amounts a
// witness shows are Hadoop's, but for such a dip below that amount, shown one short of the need.
class RerunNeed {
 public:
  RerunNeed(std::shared_ptr<const VectorGuaranteeModel> model, std::string type, int64_t required)
      : state_(std::make_shared<State>(State{std::move(model), std::move(type), required})) {}

  int64_t operator()(int64_t remaining) const {
    State& s = *state_;
    if (!s.met_from) s.met_from = first_met(state_);
    const int64_t value = s.exact(remaining);
    return remaining < *s.met_from ? std::min(value, s.required - 1) : std::max(value, s.required);
  }

 private:
  struct State {
    std::shared_ptr<const VectorGuaranteeModel> model;
    std::string type;
    int64_t required = 0;
    std::optional<int64_t> met_from;
    std::map<int64_t, int64_t> known;  // amount -> Hadoop's guarantee, each computed once

    int64_t exact(int64_t amount) {
      const auto it = known.find(amount);
      if (it != known.end()) return it->second;
      return known[amount] = model->guarantee(type, amount);
    }
  };

  // An amount at which the need is met and one unit less is not (past the whole partition when
  // even that falls short), found as the prover finds its thresholds, so that the two ask about
  // the same amounts.
  static int64_t first_met(const std::shared_ptr<State>& s) {
    const smt::GuaranteeNeed exact{s->type, s->required,
                                   [s](int64_t amount) { return s->exact(amount); }};
    return smt::need_threshold(exact, s->model->partition_amount(s->type));
  }

  std::shared_ptr<State> state_;
};

// A leaf's guarantee is the partition times its absolute capacity, truncated (Resources.multiply,
// as AbstractCSQueue sets the effective minimum of a percent or weight queue).
std::function<int64_t(int64_t)> guarantee_of(float absolute_capacity) {
  return [absolute_capacity](int64_t remaining) {
    return resources::multiply(remaining, absolute_capacity);
  };
}

std::optional<FailureGuarantee> leaf_guarantee(const AnalysisContext& context,
                                               const CapacityHierarchy& h, const CapacityQueue& q,
                                               const std::string& label,
                                               const smt::SharedFailureGroups& groups,
                                               VectorGuaranteeModels& models) {
  const auto part = q.partitions.find(label);
  if (part == q.partitions.end()) return std::nullopt;
  const PartitionCapacity& p = part->second;
  if (p.absolute_capacity <= 0) return std::nullopt;
  if (h.legacy_queue_mode && !resources::is_none(p.configured_min)) return std::nullopt;
  // Non-legacy mode: absolute siblings are served first, so a guarantee does not shrink in
  // proportion to the partition; the calculation is rerun on what remains.
  std::shared_ptr<const VectorGuaranteeModel> model;
  if (!h.legacy_queue_mode) {
    auto built = models.of(h.index_by_path.at(q.path), label, kRerunQueuesAtMost);
    if (built) model = std::make_shared<const VectorGuaranteeModel>(std::move(*built));
  }
  // The largest AM of the workloads run in the queue, else --am-mb/--am-vcores.
  const AnalysisContext::AssumedAm assumed = context.am_for_queue(q.path);
  const Resource& am = assumed.container;
  const Resource& smallest = h.minimum_allocation;
  FailureGuarantee g;
  g.what = fmt::format("{}'s guarantee in {}", q.path, partition_name(label));
  g.scope = partition_name(label);
  g.queue = q.path;
  g.loc = capacity_location(*context.model().capacity, q.config_index, label);
  g.notes = {fmt::format("one AM container: {}, from {}, normalized; one minimum container: {}",
                         resource_text(am), assumed.origin, resource_text(smallest))};
  g.query.name = query_name(q.path, label);
  g.query.groups = groups;
  for (const std::string& type : {std::string(kMemoryMb), std::string(kVcores)}) {
    if (!held_in(h, type)) continue;
    if (model) {
      const int64_t required = am.get(type) + smallest.get(type);
      g.query.needs.push_back({type, required, RerunNeed(model, type, required)});
      g.needs.push_back({fmt::format("its guarantee (Hadoop's non-legacy calculation on what "
                                     "remains of {})",
                                     partition_name(label)),
                         "one AM plus one minimum container"});
      continue;
    }
    g.query.needs.push_back(
        {type, am.get(type) + smallest.get(type), guarantee_of(p.absolute_capacity)});
    g.needs.push_back({fmt::format("its guarantee ({} x what remains of {})", p.absolute_capacity,
                                   partition_name(label)),
                       "one AM plus one minimum container"});
  }
  return g;
}

}  // namespace

std::vector<FailureGuarantee> capacity_failure_guarantees(const AnalysisContext& context) {
  std::vector<FailureGuarantee> out;
  const CapacityHierarchy* h = context.capacity_hierarchy();
  if (h == nullptr || h->queues.empty()) return out;
  std::set<std::string> labels;
  for (const NodeGroup& g : context.model().nodes.groups)
    labels.insert(g.label);
  VectorGuaranteeModels models(*h);  // non-legacy mode: shared by the leaves' needs
  for (const std::string& label : labels) {
    const smt::SharedFailureGroups groups = failure_groups(context, label);
    if (auto g = absolute_guarantee(context, *h, label, groups)) out.push_back(std::move(*g));
    for (const CapacityQueue& q : h->queues) {
      if (!q.leaf || (h->legacy_queue_mode && q.mode == CapacityMode::kAbsolute) ||
          q.state != QueueState::kRunning || !usable(context, q.config_index)) {
        continue;
      }
      if (auto g = leaf_guarantee(context, *h, q, label, groups, models)) {
        out.push_back(std::move(*g));
      }
    }
  }
  return out;
}

}  // namespace schedlint
