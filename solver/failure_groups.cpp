#include "solver/failure_groups.h"

#include <algorithm>

namespace schedlint::smt {

FailureGroups::FailureGroups(std::vector<FailureGroup> groups) : groups_(std::move(groups)) {
  for (const FailureGroup& g : groups_) {
    nodes_ += g.count;
    if (!g.rack.empty()) rack_names_.push_back(g.rack);
  }
  std::sort(rack_names_.begin(), rack_names_.end());
  rack_names_.erase(std::unique(rack_names_.begin(), rack_names_.end()), rack_names_.end());
  rack_nodes_.assign(rack_names_.size(), 0);
  for (const FailureGroup& g : groups_) {
    rack_of_.push_back(g.rack.empty() ? -1 : rack_index(g.rack));
    if (rack_of_.back() >= 0) rack_nodes_[static_cast<size_t>(rack_of_.back())] += g.count;
  }
  for (const FailureGroup& g : groups_) {
    for (const auto& [type, amount] : g.node.amounts()) {
      if (types_.find(type) == types_.end()) types_.emplace(type, figures_of(type));
    }
  }
  none_ = figures_of("");
}

FailureGroups::TypeFigures FailureGroups::figures_of(std::string_view type) const {
  TypeFigures t;
  t.per_rack.assign(rack_names_.size(), 0);
  for (size_t g = 0; g < groups_.size(); ++g) {
    const int64_t per_node = type.empty() ? 0 : groups_[g].node.get(type);
    t.per_node.push_back(per_node);
    t.full += groups_[g].count * per_node;
    if (rack_of_[g] >= 0)
      t.per_rack[static_cast<size_t>(rack_of_[g])] += groups_[g].count * per_node;
    t.largest_first.push_back(g);
  }
  std::stable_sort(t.largest_first.begin(), t.largest_first.end(),
                   [&](size_t a, size_t b) { return t.per_node[a] > t.per_node[b]; });
  return t;
}

const FailureGroups::TypeFigures& FailureGroups::of(std::string_view type) const {
  const auto it = types_.find(type);
  return it == types_.end() ? none_ : it->second;
}

int FailureGroups::rack_index(std::string_view rack) const {
  const auto it = std::lower_bound(rack_names_.begin(), rack_names_.end(), rack);
  return it != rack_names_.end() && *it == rack ? static_cast<int>(it - rack_names_.begin()) : -1;
}

}  // namespace schedlint::smt
