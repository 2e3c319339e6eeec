#include "reports/fair_explain.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "model/resource_text.h"
#include "reports/escape.h"
#include "reports/explained_settings.h"
#include "sched/request_size.h"

namespace schedlint {

namespace {

std::string name_of(const FairQueueShare& q) {
  const size_t dot = q.path.rfind('.');
  return escape_for_terminal(dot == std::string::npos ? q.path : q.path.substr(dot + 1));
}

std::string limit_text(int64_t v) {
  return v >= 2147483647 ? "unlimited" : std::to_string(v);
}

void write_settings(const FairConfig& config, const FairQueueShare& q, std::ostream& out) {
  out << "Settings:\n";
  for (const ExplainedSetting& setting : fair_explained_settings(config, q))
    out << "  " << explained_setting_line(setting) << "\n";
}

void write_split(const FairShares& shares, int parent, const ShareSplit& split,
                 const std::string& type, bool steady, int focus, std::ostream& out) {
  const FairQueueShare& p = shares.queues[static_cast<size_t>(parent)];
  const ShareComputation& c = split.computation;
  out << fmt::format("    {}: {} to share", type, limit_text(split.parent_share.get(type)));
  if (c.taken_by_fixed > 0)
    out << fmt::format(", {} taken first by fixed shares", c.taken_by_fixed);
  const int64_t available = std::max<int64_t>(split.parent_share.get(type) - c.taken_by_fixed, 0);
  if (c.max_sum_wrapped_at) {
    // ComputeFairShares before YARN-8833: the int sum of max shares wrapped.
    const FairQueueShare& unbounded =
        shares.queues[static_cast<size_t>(p.children[*c.max_sum_wrapped_at])];
    out << fmt::format("{} the int sum of their max shares wraps ({} unbounded after {}) to {}{}",
                       c.distributed < available ? ", but" : ";", name_of(unbounded),
                       c.max_sum_before_wrap, c.total_max_share,
                       c.distributed < available
                           ? fmt::format(", so only {} is shared out (YARN-8833)", c.distributed)
                           : " (YARN-8833), still more than there is to share");
  } else if (c.distributed < available) {
    out << fmt::format(", but their max shares add up to only {}", c.distributed);
  }
  if (c.ratio > 0) {
    out << fmt::format("; the ratio search finds R = {:.4f} ({} doubling(s), then halvings)",
                       c.ratio, c.doublings);
  }
  out << "\n";
  for (size_t k = 0; k < p.children.size(); ++k) {
    const int child_index = p.children[k];
    const FairQueueShare& child = shares.queues[static_cast<size_t>(child_index)];
    std::string how;
    switch (c.fixed[k]) {
      case FixedReason::kMaxShareZero:
        how = "fixed: max share 0";
        break;
      case FixedReason::kInactive:
        how = "fixed: inactive (no running application)";
        break;
      case FixedReason::kZeroWeight:
        how = "fixed: weight 0 gets its min share";
        break;
      case FixedReason::kNotFixed: {
        const double raw = static_cast<double>(child.weight) * c.ratio;
        how = fmt::format("{} x R = {:.1f}", child.weight, raw);
        if (c.at_min[k]) how += fmt::format(", raised to min {}", child.min_share.get(type));
        if (c.at_max[k])
          how += fmt::format(", capped at max {}", limit_text(child.max_share.get(type)));
        break;
      }
    }
    const int64_t share =
        steady ? child.steady_fair_share.get(type) : child.instantaneous_fair_share.get(type);
    out << fmt::format("      {} {:<16} {} -> {}\n", child_index == focus ? "*" : " ",
                       name_of(child), how, share);
  }
}

void write_path(const FairShares& shares, int focus, bool steady, std::ostream& out) {
  std::vector<int> chain;
  for (int i = focus; i >= 0; i = shares.queues[static_cast<size_t>(i)].parent)
    chain.push_back(i);
  out << fmt::format("  root: the whole cluster, {}\n", resource_text(shares.cluster));
  for (auto it = chain.rbegin(); it + 1 != chain.rend(); ++it) {
    const int parent = *it;
    const int child = *(it + 1);
    const FairQueueShare& p = shares.queues[static_cast<size_t>(parent)];
    const auto& splits =
        steady ? shares.steady_splits.at(parent) : shares.instant_splits.at(parent);
    out << fmt::format("  {} splits its share with policy {} ({}):\n", escape_for_terminal(p.path),
                       escape_for_terminal(p.policy),
                       policy_splits(p.policy, std::string(kVcores))
                           ? "every resource type"
                           : "memory only; vcores stay 0");
    for (const auto& [type, split] : splits)
      write_split(shares, parent, split, type, steady, child, out);
  }
}

}  // namespace

void write_fair_explanation(const FairConfig& config, const FairShares& shares,
                            const FairQueueShare& queue, const Resource& am, std::ostream& out) {
  int focus = -1;
  for (size_t i = 0; i < shares.queues.size(); ++i) {
    if (&shares.queues[i] == &queue) focus = static_cast<int>(i);
  }
  out << fmt::format("{} ({} queue, FairScheduler) on a cluster of {}\n\n",
                     escape_for_terminal(queue.path), queue.leaf ? "leaf" : "parent",
                     resource_text(shares.cluster));
  if (queue.implicit)
    out << "Hadoop creates this queue itself at start-up (QueueManager.initialize).\n\n";
  if (queue.ad_hoc) {
    out << "Not in the allocation file: a placement rule creates it when an application is "
           "submitted to it (QueueManager.createQueue), with the default settings below; its "
           "shares are those it gets once created.\n\n";
  }
  write_settings(config, queue, out);
  out << "\nSteady fair share (every queue counts, active or not), from root down:\n";
  write_path(shares, focus, true, out);
  out << fmt::format("  = {}\n", resource_text(queue.steady_fair_share));
  const bool all_active = std::all_of(shares.queues.begin(), shares.queues.end(),
                                      [](const FairQueueShare& q) { return q.active; });
  if (all_active) {
    out << "\nInstantaneous fair share: every leaf counts as active (choose with --active), so it "
           "is "
           "the steady share.\n";
  } else {
    out << fmt::format(
        "\nInstantaneous fair share (only queues with running applications count; this "
        "queue is {}):\n",
        queue.active ? "active" : "inactive");
    write_path(shares, focus, false, out);
    out << fmt::format("  = {}\n", resource_text(queue.instantaneous_fair_share));
  }
  if (!queue.leaf) return;
  out << "\nAM limit (FSLeafQueue.computeMaxAMResource, on an idle cluster):\n";
  if (!queue.am_limit) {
    out << "  maxAMShare is -1: no limit\n";
    return;
  }
  out << fmt::format("  maxAMShare {} x instantaneous fair share, rounded up = {}\n",
                     queue.max_am_share, resource_text(*queue.am_limit));
  out << fmt::format("  fits {} AM container(s) of {}\n", containers_that_fit(*queue.am_limit, am),
                     resource_text(am));
}

}  // namespace schedlint
