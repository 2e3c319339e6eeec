// F1 under node loss: the minResources of each FairScheduler parent's children against the
// parent's steady fair share.
#include <fmt/format.h>

#include "analysis/failure_guarantees.h"
#include "analysis/min_share_overruns.h"
#include "java/long_math.h"
#include "sched/fair/fair_queue_limits.h"
#include "sched/fair/fair_shares.h"

namespace schedlint {

namespace {

// A parent's steady fair share of `type` with `remaining` of it left: a node removal resets
// root's steady share to the cluster and splits it down again (FSParentQueue.recomputeSteadyShares
// -> ComputeFairShares.computeSteadyShares, each type on its own).
std::function<int64_t(int64_t)> steady_share_of(const AnalysisContext& context, int parent,
                                                const std::string& type) {
  return SteadyShareCurve(*context.fair_shares(), *context.model().fair, parent, context.cluster(),
                          type, context.version());
}

}  // namespace

std::vector<FailureGuarantee> fair_failure_guarantees(const AnalysisContext& context) {
  std::vector<FailureGuarantee> out;
  const FairShares* shares = context.fair_shares();
  if (shares == nullptr) return out;
  const smt::SharedFailureGroups groups = failure_groups(context, std::nullopt);
  for (size_t p = 0; p < shares->queues.size(); ++p) {
    const FairQueueShare& parent = shares->queues[p];
    const bool root = parent.parent < 0;
    if (parent.children.empty() || (!root && shares->diverges)) continue;
    FailureGuarantee g;
    g.what = fmt::format("the minResources of {}'s children", parent.path);
    g.scope = "the cluster";
    g.queue = parent.path;
    g.loc = root ? context.model().fair->allocations_loc
                 : fair_location_of(*context.model().fair, parent);
    g.query.name = "guarantee-infeasible-after-failure.fair." + parent.path;
    // What fails with every node up because of the file itself is
    // fs-min-share-sum-exceeds-parent's.
    g.reported_with_every_node_up =
        root ||
        (parent.config_index >= 0 && !min_share_overruns(context, parent.config_index).empty());
    g.query.groups = groups;
    Resource sum;
    for (int c : parent.children) {
      const FairQueueShare& child = shares->queues[static_cast<size_t>(c)];
      for (const auto& [type, amount] : child.min_share.amounts())
        sum.set(type, java::saturating_add(sum.get(type), amount));  // no Java sum: saturate
      const FairQueueSettings& s = fair_settings_of(*context.model().fair, child);
      if (s.min_resources)
        g.related.push_back({s.min_resources->loc, child.path + " minResources"});
    }
    for (const std::string& type : shares->types) {
      if (sum.get(type) <= 0 || !split_down_to(*shares, static_cast<int>(p), type)) continue;
      // Root's steady share is the cluster itself.
      g.query.needs.push_back(
          {type, sum.get(type),
           root ? nullptr : steady_share_of(context, static_cast<int>(p), type)});
      g.needs.push_back(
          {root ? "what remains of the cluster" : parent.path + "'s steady fair share",
           "their minResources"});
    }
    if (!g.query.needs.empty()) out.push_back(std::move(g));
  }
  return out;
}

}  // namespace schedlint
