#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "model/resource.h"

namespace schedlint::smt {

/// `count` identical nodes a guarantee draws on.
struct FailureGroup {
  std::string name;
  int64_t count = 0;
  Resource node;     ///< per node
  std::string rack;  ///< "" when the cluster names no racks
};

/// The node groups guarantees draw on, with the figures every question about them asks for,
/// worked out once: a cluster may have thousands of guarantees on the same hundreds of groups, and
/// each question reads these figures many times.
class FailureGroups {
 public:
  explicit FailureGroups(std::vector<FailureGroup> groups);

  /// One resource type across the groups.
  struct TypeFigures {
    std::vector<int64_t> per_node;  ///< per group: the amount on one of its nodes
    /// The groups by that amount, most first (earlier groups first among equals): the order in
    /// which failing nodes loses the most.
    std::vector<size_t> largest_first;
    int64_t full = 0;               ///< on every node together
    std::vector<int64_t> per_rack;  ///< per rack (in rack_names order): on all its nodes
  };

  const std::vector<FailureGroup>& list() const { return groups_; }
  size_t size() const { return groups_.size(); }
  int64_t nodes() const { return nodes_; }
  /// The figures of `type`; all zero for a type no node has.
  const TypeFigures& of(std::string_view type) const;
  /// The racks the groups name, by name, and the nodes of each (parallel).
  const std::vector<std::string>& rack_names() const { return rack_names_; }
  const std::vector<int64_t>& rack_nodes() const { return rack_nodes_; }
  /// The index in rack_names of a group's rack; -1 when the cluster names no racks.
  int rack_of(size_t group) const { return rack_of_[group]; }
  /// The index of `rack` in rack_names, or -1.
  int rack_index(std::string_view rack) const;

 private:
  TypeFigures figures_of(std::string_view type) const;

  std::vector<FailureGroup> groups_;
  int64_t nodes_ = 0;
  std::vector<std::string> rack_names_;
  std::vector<int64_t> rack_nodes_;
  std::vector<int> rack_of_;
  std::map<std::string, TypeFigures, std::less<>> types_;
  TypeFigures none_;
};

/// The node groups of a guarantee, shared: every guarantee of a partition draws on the same groups.
using SharedFailureGroups = std::shared_ptr<const FailureGroups>;
inline SharedFailureGroups share(std::vector<FailureGroup> groups) {
  return std::make_shared<const FailureGroups>(std::move(groups));
}

}  // namespace schedlint::smt
