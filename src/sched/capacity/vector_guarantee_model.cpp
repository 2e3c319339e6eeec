#include "sched/capacity/vector_guarantee_model.h"

#include "java/casts.h"

namespace schedlint {

std::shared_ptr<const ShareLevel> VectorGuaranteeModels::level(int parent, const std::string& label,
                                                               const std::string& type) {
  auto& slot = levels_[{parent, label, type}];
  if (!slot) {
    const CapacityQueue& p = h_.queues[static_cast<size_t>(parent)];
    auto level = std::make_shared<ShareLevel>();
    level->parent = share_parent(p, label, type, 0);
    level->children = share_inputs(h_, p.visit_order, label, type);
    slot = std::move(level);
  }
  return slot;
}

std::optional<VectorGuaranteeModel> VectorGuaranteeModels::of(int queue, const std::string& label,
                                                              size_t max_queues) {
  std::vector<int> chain;  // root first
  for (int q = queue; q >= 0; q = h_.queues[static_cast<size_t>(q)].parent)
    chain.insert(chain.begin(), q);
  size_t queues = 0;
  for (size_t i = 0; i + 1 < chain.size(); ++i)
    queues += h_.queues[static_cast<size_t>(chain[i])].children.size();
  if (queues > max_queues) return std::nullopt;
  VectorGuaranteeModel m;
  m.partition_ = h_.partition_resource(label);
  for (const std::string& type : defined_resources(h_.cluster_resource)) {
    std::vector<VectorGuaranteeModel::Step>& steps = m.steps_[type];
    for (size_t i = 0; i + 1 < chain.size(); ++i)
      steps.push_back({level(chain[i], label, type), chain[i + 1]});
  }
  return m;
}

int64_t VectorGuaranteeModel::guarantee(const std::string& type, int64_t amount) const {
  const auto it = steps_.find(type);
  if (it == steps_.end()) return 0;
  // RootCalculationDriver: root holds the partition whole.
  int64_t min = amount;
  int64_t max = amount;
  for (const Step& step : it->second) {
    ParentShareInput parent = step.level->parent;
    parent.partition = static_cast<double>(amount);
    parent.min = min;
    parent.max = max;
    const std::optional<ShareStep> s = share_resource_of(parent, step.level->children, step.next);
    min = max = 0;  // a child the vector gives nothing keeps nothing
    if (s) {
      min = java::to_long(s->minimum);
      max = java::to_long(s->maximum);
    }
  }
  return min;
}

}  // namespace schedlint
