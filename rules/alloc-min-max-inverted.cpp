// A7: minimum/maximum allocation that the ResourceManager refuses at start-up.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules::alloc_min_max_inverted {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "alloc-min-max-inverted",
      .severity = Severity::kError,
      .summary =
          "yarn.scheduler.minimum-allocation-mb/-vcores is above the maximum, or not positive (the "
          "FairScheduler allows 0), so the ResourceManager does not start.",
      .risk = "A7",
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.minimum-allocation-mb</name><value>16384</value></property>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>8192</value></property>
</configuration>
)xml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.minimum-allocation-mb</name><value>1024</value></property>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>16384</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

void check_pair(const Setting<int64_t>& min, const Setting<int64_t>& max, const char* what,
                bool zero_allowed, FindingSink& sink) {
  const bool bad_min = zero_allowed ? min.value < 0 : min.value <= 0;
  if (!bad_min && min.value <= max.value) return;
  if (!min.is_set() && !max.is_set()) return;  // Hadoop's defaults are valid
  const bool at_min = min.is_set() && (bad_min || !max.is_set());
  Finding f = make_finding(
      info(), at_min ? min.loc : max.loc,
      fmt::format(
          "yarn.scheduler.minimum-allocation-{0}={1}, yarn.scheduler.maximum-allocation-{0}={2}: "
          "the ResourceManager does not start (\"Invalid resource scheduler {3} allocation "
          "configuration ... min {4}, max should be no smaller than min\")",
          what, min.value, max.value, std::string_view(what) == "mb" ? "memory" : "vcores",
          zero_allowed ? "should equal greater than 0" : "and max should be greater than 0"));
  if (!at_min && min.is_set()) f.related.push_back({min.loc, "the minimum"});
  sink.report(std::move(f));
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const ClusterSettings& c = context.model().cluster;
  // CapacityScheduler.validateConf needs min > 0; FairScheduler.validateConf allows 0. The
  // FifoScheduler of these releases checks memory only.
  const bool fair = c.scheduler == SchedulerType::kFair;
  check_pair(c.minimum_allocation_mb, c.maximum_allocation_mb, "mb", fair, sink);
  if (c.scheduler != SchedulerType::kFifo) {
    check_pair(c.minimum_allocation_vcores, c.maximum_allocation_vcores, "vcores", fair, sink);
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::alloc_min_max_inverted
