#include "diff/queue_diff.h"

#include <map>
#include <set>

#include "java/long_math.h"

namespace schedlint {

namespace {

bool same_value(const Figure& a, const Figure& b) {
  return a.resource == b.resource && a.count == b.count;
}

std::vector<FigureChange> changed_figures(const QueueFigures& before, const QueueFigures& after) {
  std::vector<FigureChange> out;
  for (const Figure& a : after.figures) {
    const Figure* b = before.find(a.role, a.label);
    if (b == nullptr || !same_value(*b, a)) out.push_back({a.role, a.name, a.label, b, &a});
  }
  for (const Figure& b : before.figures) {
    if (after.find(b.role, b.label) == nullptr)
      out.push_back({b.role, b.name, b.label, &b, nullptr});
  }
  return out;
}

}  // namespace

std::string_view queue_change_name(QueueChange change) {
  switch (change) {
    case QueueChange::kAdded:
      return "added";
    case QueueChange::kRemoved:
      return "removed";
    case QueueChange::kChanged:
      return "changed";
    case QueueChange::kUnchanged:
      break;
  }
  return "unchanged";
}

std::vector<QueueDiff> diff_queues(const std::vector<QueueFigures>& before,
                                   const std::vector<QueueFigures>& after) {
  std::map<std::string_view, const QueueFigures*> old_by_path, new_by_path;
  for (const QueueFigures& q : before)
    old_by_path[q.path] = &q;
  for (const QueueFigures& q : after)
    new_by_path[q.path] = &q;
  // Removed queues, keyed by the path of the queue they followed in the version before ("" for
  // the first).
  std::multimap<std::string_view, const QueueFigures*> removed_after;
  std::string_view last_kept;
  for (const QueueFigures& q : before) {
    if (new_by_path.count(q.path) == 0) {
      removed_after.emplace(last_kept, &q);
    } else {
      last_kept = q.path;
    }
  }
  std::vector<QueueDiff> out;
  auto add_removed = [&](std::string_view after_path) {
    const auto [first, last] = removed_after.equal_range(after_path);
    for (auto it = first; it != last; ++it)
      out.push_back({it->second->path, QueueChange::kRemoved, it->second, nullptr, {}});
  };
  add_removed("");
  for (const QueueFigures& q : after) {
    QueueDiff d{q.path, QueueChange::kAdded, nullptr, &q, {}};
    if (auto it = old_by_path.find(q.path); it != old_by_path.end()) {
      d.before = it->second;
      d.changes = changed_figures(*d.before, q);
      const bool same = d.changes.empty() && d.before->leaf == q.leaf &&
                        d.before->configured == q.configured && d.before->state == q.state;
      d.status = same ? QueueChange::kUnchanged : QueueChange::kChanged;
    }
    out.push_back(std::move(d));
    if (old_by_path.count(q.path) > 0) add_removed(q.path);
  }
  return out;
}

std::optional<double> percent_change(int64_t before, int64_t after) {
  if (before == 0) return std::nullopt;
  return (static_cast<double>(after) - static_cast<double>(before)) * 100.0 /
         static_cast<double>(before);
}

std::vector<ResourceDelta> resource_delta(const Resource& before, const Resource& after) {
  std::set<std::string> types;
  for (const auto& [type, amount] : before.amounts())
    types.insert(type);
  for (const auto& [type, amount] : after.amounts())
    types.insert(type);
  std::vector<ResourceDelta> out;
  // memory-mb and vcores first, as every report shows resources.
  auto add = [&](const std::string& type) {
    const int64_t b = before.get(type), a = after.get(type);
    out.push_back({type, b, a, java::subtract(a, b), percent_change(b, a)});
  };
  for (const std::string_view known : {kMemoryMb, kVcores}) {
    if (types.erase(std::string(known)) > 0) add(std::string(known));
  }
  for (const std::string& type : types)
    add(type);
  return out;
}

}  // namespace schedlint
