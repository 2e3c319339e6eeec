#include "reports/vector_steps.h"

#include <set>

#include "java/float_text.h"

namespace schedlint {

std::vector<const VectorStep*> explained_vector_steps(const CapacityHierarchy& h,
                                                      const CapacityQueue& queue,
                                                      const std::string& label) {
  std::set<int> chain;           // the queue and its ancestors below root
  std::set<int> whole_families;  // parents whose every child's steps are shown
  for (const CapacityQueue* c = &queue; c->parent >= 0;
       c = &h.queues[static_cast<size_t>(c->parent)]) {
    chain.insert(h.index_by_path.at(c->path));
    const CapacityQueue& parent = h.queues[static_cast<size_t>(c->parent)];
    if (parent.children.size() <= kExplainedSiblings) whole_families.insert(c->parent);
  }
  std::vector<const VectorStep*> out;
  for (const VectorStep& step : h.vector_steps) {
    if (step.label != label) continue;
    const int parent = h.queues[static_cast<size_t>(step.queue)].parent;
    if (chain.count(step.queue) || whole_families.count(parent)) out.push_back(&step);
  }
  return out;
}

std::string_view vector_unit_name(VectorUnit unit) {
  switch (unit) {
    case VectorUnit::kAbsolute:
      return "absolute";
    case VectorUnit::kPercentage:
      return "percentage";
    case VectorUnit::kWeight:
      return "weight";
  }
  return "absolute";
}

std::string configured_value_text(const VectorStep& step) {
  const std::string number = java::float_to_string(static_cast<float>(step.configured));
  switch (step.unit) {
    case VectorUnit::kPercentage:
      return number + "%";
    case VectorUnit::kWeight:
      return number + "w";
    case VectorUnit::kAbsolute:
      break;
  }
  return number;
}

}  // namespace schedlint
