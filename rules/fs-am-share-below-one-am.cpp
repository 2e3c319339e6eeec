// D4: maxAMShare of the steady fair share leaves less than one AM container.
#include <cmath>

#include <fmt/format.h>

#include "model/java_casts.h"
#include "model/resource_text.h"
#include "rules/fair_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      "fs-am-share-below-one-am",
      Severity::kWarning,
      "A FairScheduler queue's maxAMShare of its steady fair share is less than one application "
      "master container, so when every queue is busy its applications stay ACCEPTED.",
      "D4",
      {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><weight>8</weight></queue>
  <queue name="adhoc"><maxAMShare>0.05</maxAMShare></queue>
</allocations>
)xml"},
       {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"}},
      {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><weight>8</weight></queue>
  <queue name="adhoc"><maxAMShare>0.5</maxAMShare></queue>
</allocations>
)xml"},
       {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"}},
  };
  return kInfo;
}

void check(const RuleContext& context, std::vector<Finding>& out) {
  const FairShares* shares = context.fair_shares();
  if (shares == nullptr) return;
  const Resource am = fair_am_container(context);
  const bool since_3 = context.options().hadoop_version.at_least(3, 0);
  for (const FairQueueShare& q : shares->queues) {
    if (!q.leaf || std::fabs(q.max_am_share - -1.0f) < 0.0001f) continue;
    // The steady share is what the queue gets when every queue is busy. A type the parent's
    // policy does not split (vcores under fair) falls back to what is available, which on a
    // busy cluster is little; only the types that were split are judged.
    for (const auto& [type, need] : am.amounts()) {
      const int64_t share = q.steady_fair_share.get(type);
      if (need <= 0 || (type != kMemoryMb && share == 0)) continue;
      const double scaled = static_cast<double>(share) * static_cast<double>(q.max_am_share);
      const int64_t limit = since_3 ? java::to_long(std::ceil(scaled)) : java::to_long(scaled);
      if (limit >= need) continue;
      const FairQueueSettings& s = fair_settings_of(context, q);
      Finding f = make_finding(
          info(), s.max_am_share ? s.max_am_share->loc : fair_location_of(context, q),
          fmt::format("{}'s AM limit on a busy cluster is maxAMShare {:g} x steady fair share {} = {}, "
                      "less than one AM container ({}): its applications stay ACCEPTED until other "
                      "queues go idle",
                      q.path, q.max_am_share, amount_text(type, share), amount_text(type, limit),
                      resource_text(am)),
          q.path);
      f.details.push_back(fmt::format("AM container: --am-mb {} normalized by the allocation settings "
                                      "to {}",
                                      context.options().am_memory_mb, resource_text(am)));
      out.push_back(std::move(f));
      break;
    }
  }
}

}  // namespace

const Rule& fs_am_share_below_one_am() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
