#include "diff/workload_diff.h"

#include <map>
#include <utility>

#include <fmt/format.h>

#include "model/resource_text.h"

namespace schedlint {

namespace {

// What a person reads of one workload on one side, as (what, value) in reading order.
using Facts = std::vector<std::pair<std::string, std::string>>;

std::string count_text(int64_t n) {
  return n < 0 ? "unknown" : std::to_string(n);
}

std::string role_title(const RoleFit& r) {
  return r.am ? "AM" : r.role->name;
}

Facts facts_of(const WorkloadFit& fit) {
  Facts out;
  out.emplace_back("queue",
                   fit.queue.empty() ? fit.workload->queue + " (no such queue)" : fit.queue);
  if (!fit.partition.empty()) out.emplace_back("partition", fit.partition);
  for (const RoleFit& r : fit.roles) {
    const std::string role = role_title(r);
    out.emplace_back(role + ": request", resource_text(r.requested));
    out.emplace_back(role + ": container",
                     r.normalized ? resource_text(*r.normalized)
                                  : fmt::format("refused ({})", refused_by_name(r.refusal->by)));
    for (const GroupFit& g : r.fits) {
      out.emplace_back(fmt::format("{}: per {} node", role, g.group->name),
                       std::to_string(g.per_node));
    }
    if (!r.am && r.max_in_queue >= 0) {
      out.emplace_back(role + ": in the queue", count_text(r.max_in_queue));
    }
  }
  out.emplace_back("applications at once", count_text(fit.apps_at_once));
  return out;
}

// Every fact that differs, in the order after (then what only the version before has).
std::vector<WorkloadChange> changes_between(const Facts& before, const Facts& after) {
  std::map<std::string, std::string> old_values(before.begin(), before.end());
  std::vector<WorkloadChange> out;
  for (const auto& [what, value] : after) {
    const auto old = old_values.find(what);
    const std::string was = old == old_values.end() ? "" : old->second;
    if (was != value) out.push_back({what, was, value});
    if (old != old_values.end()) old_values.erase(old);
  }
  for (const auto& [what, value] : before) {
    if (old_values.count(what) > 0) out.push_back({what, value, ""});
  }
  return out;
}

}  // namespace

std::vector<WorkloadDiff> diff_workloads(const std::vector<WorkloadFit>& before,
                                         const std::vector<WorkloadFit>& after) {
  std::map<std::string, const WorkloadFit*> old_by_name;
  for (const WorkloadFit& w : before)
    old_by_name.emplace(w.workload->name, &w);
  std::map<std::string, const WorkloadFit*> new_by_name;
  for (const WorkloadFit& w : after)
    new_by_name.emplace(w.workload->name, &w);

  std::vector<WorkloadDiff> out;
  const auto add_removed_after = [&](size_t old_index) {
    // The removed workloads that followed before.at(old_index - 1), up to the next kept one.
    for (size_t i = old_index; i < before.size(); ++i) {
      const WorkloadFit& w = before[i];
      if (new_by_name.count(w.workload->name) > 0) break;
      out.push_back(
          {w.workload->name, QueueChange::kRemoved, &w, nullptr, changes_between(facts_of(w), {})});
    }
  };
  add_removed_after(0);
  for (const WorkloadFit& w : after) {
    const auto old = old_by_name.find(w.workload->name);
    if (old == old_by_name.end()) {
      out.push_back(
          {w.workload->name, QueueChange::kAdded, nullptr, &w, changes_between({}, facts_of(w))});
      continue;
    }
    std::vector<WorkloadChange> changes = changes_between(facts_of(*old->second), facts_of(w));
    if (!changes.empty()) {
      out.push_back({w.workload->name, QueueChange::kChanged, old->second, &w, std::move(changes)});
    }
    add_removed_after(static_cast<size_t>(old->second - before.data()) + 1);
  }
  return out;
}

}  // namespace schedlint
