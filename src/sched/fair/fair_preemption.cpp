#include "sched/fair/fair_preemption.h"

#include <algorithm>

namespace schedlint {

float clamp_fair_share_preemption_threshold(float written) {
  // Math.max(Math.min(val, 1.0f), 0.0f): NaN compares false both ways, and Java's min/max return
  // NaN for it; no threshold is then ever reached, as with 0.
  if (written != written) return 0.0f;
  return std::max(std::min(written, 1.0f), 0.0f);
}

std::vector<FairQueuePreemption> fair_queue_preemption(const FairConfig& config) {
  std::vector<FairQueuePreemption> out(config.queues.size());
  const FairGlobalSettings& g = config.global;
  for (const auto& q : config.queues.nodes()) {
    FairQueuePreemption& p = out[static_cast<size_t>(q.index)];
    if (q.is_root()) {
      if (g.default_min_share_preemption_timeout_ms)
        p.min_share_timeout_ms = g.default_min_share_preemption_timeout_ms->value;
      if (g.default_fair_share_preemption_timeout_ms) {
        p.fair_share_timeout_ms = g.default_fair_share_preemption_timeout_ms->value;
      } else if (g.legacy_fair_share_preemption_timeout_ms) {
        p.fair_share_timeout_ms = g.legacy_fair_share_preemption_timeout_ms->value;
      }
      if (g.default_fair_share_preemption_threshold)
        p.fair_share_threshold =
            clamp_fair_share_preemption_threshold(g.default_fair_share_preemption_threshold->value);
    } else {
      p = out[static_cast<size_t>(q.parent)];
    }
    const FairQueueSettings& s = q.settings;
    if (s.min_share_preemption_timeout_ms)
      p.min_share_timeout_ms = s.min_share_preemption_timeout_ms->value;
    if (s.fair_share_preemption_timeout_ms)
      p.fair_share_timeout_ms = s.fair_share_preemption_timeout_ms->value;
    if (s.fair_share_preemption_threshold)
      p.fair_share_threshold =
          clamp_fair_share_preemption_threshold(s.fair_share_preemption_threshold->value);
  }
  return out;
}

std::vector<WrittenPreemptionSetting> written_fair_preemption_settings(const FairConfig& config) {
  std::vector<WrittenPreemptionSetting> out;
  auto add = [&](const auto& setting, std::string what, const std::string& queue) {
    if (setting) out.push_back({std::move(what), queue, setting->loc});
  };
  const FairGlobalSettings& g = config.global;
  add(g.default_min_share_preemption_timeout_ms, "defaultMinSharePreemptionTimeout", "");
  add(g.default_fair_share_preemption_timeout_ms, "defaultFairSharePreemptionTimeout", "");
  add(g.legacy_fair_share_preemption_timeout_ms, "fairSharePreemptionTimeout", "");
  add(g.default_fair_share_preemption_threshold, "defaultFairSharePreemptionThreshold", "");
  for (const auto& q : config.queues.nodes()) {
    const FairQueueSettings& s = q.settings;
    add(s.min_share_preemption_timeout_ms, q.path + "'s minSharePreemptionTimeout", q.path);
    add(s.fair_share_preemption_timeout_ms, q.path + "'s fairSharePreemptionTimeout", q.path);
    add(s.fair_share_preemption_threshold, q.path + "'s fairSharePreemptionThreshold", q.path);
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const WrittenPreemptionSetting& a, const WrittenPreemptionSetting& b) {
                     return a.loc.line < b.loc.line ||
                            (a.loc.line == b.loc.line && a.loc.column < b.loc.column);
                   });
  return out;
}

}  // namespace schedlint
