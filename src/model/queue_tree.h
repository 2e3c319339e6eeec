#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "model/source_location.h"

namespace schedlint {

/// The last component of a queue path: "etl" for "root.prod.etl".
inline std::string last_path_component(const std::string& path) {
  const size_t dot = path.rfind('.');
  return dot == std::string::npos ? path : path.substr(dot + 1);
}

/// Queues deeper than this below root are refused (no real cluster comes close; it bounds work).
inline constexpr int kMaxQueueDepth = 64;

/// One queue of a scheduler's hierarchy. `Settings` holds what the scheduler's file configures.
template <class Settings>
struct Queue {
  std::string path;  ///< full path, "root.a.b"
  std::string name;  ///< last component, "b"
  int index = 0;
  int parent = -1;  ///< index of the parent, -1 for root
  std::vector<int> children;
  int depth = 0;                 ///< root is 0
  bool declared_parent = false;  ///< a parent with no children yet (FS type="parent", reservation)
  SourceLocation loc;            ///< where the queue is declared
  Settings settings;

  bool is_root() const { return parent < 0; }
  bool is_leaf() const { return children.empty() && !declared_parent; }
};

/// A queue hierarchy stored flat; indices stay valid as queues are added.
template <class Settings>
class QueueTree {
 public:
  using Node = Queue<Settings>;

  bool empty() const { return nodes_.empty(); }
  size_t size() const { return nodes_.size(); }
  const std::vector<Node>& nodes() const { return nodes_; }
  std::vector<Node>& nodes() { return nodes_; }
  const Node& at(int index) const { return nodes_.at(static_cast<size_t>(index)); }
  Node& at(int index) { return nodes_.at(static_cast<size_t>(index)); }
  const Node& root() const { return nodes_.front(); }

  /// Adds the root queue (named by its full path, normally "root"). Must be called first.
  int add_root(std::string path, SourceLocation loc) {
    Node node;
    node.name = path;
    node.path = std::move(path);
    node.loc = std::move(loc);
    return insert(std::move(node));
  }

  /// Adds `name` under `parent`; returns its index, or the existing index if the path is taken.
  int add_child(int parent, std::string_view name, SourceLocation loc) {
    std::string path = at(parent).path + "." + std::string(name);
    if (int existing = index_of(path); existing >= 0) return existing;
    Node node;
    node.name = std::string(name);
    node.path = std::move(path);
    node.parent = parent;
    node.depth = at(parent).depth + 1;
    node.loc = std::move(loc);
    int index = insert(std::move(node));
    at(parent).children.push_back(index);
    return index;
  }

  int index_of(std::string_view path) const {
    auto it = by_path_.find(std::string(path));
    return it == by_path_.end() ? -1 : it->second;
  }
  const Node* find(std::string_view path) const {
    int i = index_of(path);
    return i < 0 ? nullptr : &at(i);
  }
  /// The queues whose last component is `name`, in the order they were added.
  const std::vector<int>& indices_named(std::string_view name) const {
    static const std::vector<int> kNone;
    auto it = by_name_.find(std::string(name));
    return it == by_name_.end() ? kNone : it->second;
  }

  /// Indices in depth-first pre-order (parents before children, siblings in file order), of the
  /// whole tree or of the subtree under `from` (itself first).
  std::vector<int> preorder(int from = 0) const {
    std::vector<int> order;
    if (nodes_.empty()) return order;
    std::vector<int> stack{from};
    while (!stack.empty()) {
      int i = stack.back();
      stack.pop_back();
      order.push_back(i);
      const auto& kids = at(i).children;
      for (auto it = kids.rbegin(); it != kids.rend(); ++it)
        stack.push_back(*it);
    }
    return order;
  }

  /// Indices from `index` up to root, `index` first.
  std::vector<int> ancestors_and_self(int index) const {
    std::vector<int> chain;
    for (int i = index; i >= 0; i = at(i).parent)
      chain.push_back(i);
    return chain;
  }

 private:
  int insert(Node node) {
    node.index = static_cast<int>(nodes_.size());
    by_path_.emplace(node.path, node.index);
    by_name_[node.name].push_back(node.index);
    nodes_.push_back(std::move(node));
    return nodes_.back().index;
  }

  std::vector<Node> nodes_;
  std::unordered_map<std::string, int> by_path_;
  std::unordered_map<std::string, std::vector<int>> by_name_;  ///< placement looks names up
};

}  // namespace schedlint
