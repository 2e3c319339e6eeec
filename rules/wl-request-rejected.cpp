// W1: a workload's container the ResourceManager (or the framework's own client) refuses: the
// application never starts, or its AM dies asking.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_request_rejected {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-request-rejected",
      .severity = Severity::kError,
      .summary =
          "A workload asks for a container larger than its queue's maximum allocation (or the "
          "cluster's), so the ResourceManager or the framework's client refuses it and the "
          "application fails.",
      .risk = "W1",
      .needs = {Need::kSchedulerFile, Need::kWorkloads},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>30</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-allocation-mb</name><value>6144</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"workloads.yaml", R"yaml(workloads:
  - name: nightly-etl
    queue: etl
    am: {memory-mb: 2048, vcores: 1}
    roles:
      - {name: executor, memory-mb: 6758, vcores: 2}
)yaml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>30</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-allocation-mb</name><value>8192</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                 {"workloads.yaml", R"yaml(workloads:
  - name: nightly-etl
    queue: etl
    am: {memory-mb: 2048, vcores: 1}
    roles:
      - {name: executor, memory-mb: 6144, vcores: 2}
)yaml"}},
  };
  return kInfo;
}

// What a refusal by `by` does to the application.
std::string_view consequence(RefusedBy by) {
  switch (by) {
    case RefusedBy::kClient:
      return "its client refuses to submit it";
    case RefusedBy::kApplicationMaster:
      return "its application master refuses the request and the application fails";
    case RefusedBy::kRmSubmission:
      return "the ResourceManager refuses the submission: the application never reaches "
             "ACCEPTED";
    case RefusedBy::kRmAllocate:
      return "the ResourceManager refuses the request when the AM asks for it, and the AM dies";
  }
  return "";
}

// The refusals other rules report, each for its own cause.
bool reported_elsewhere(const RoleFit& r, const WorkloadFit& fit) {
  const WorkloadRole& role = *r.role;
  if (fit.workload->client_fails) return true;    // wl-unit-parse
  if (role.request.memory_mb() < 0) return true;  // wl-negative-or-unset-memory
  if (role.client_check == ClientCheck::kMapReduceTask &&
      r.refusal->by == RefusedBy::kApplicationMaster)
    return true;                              // wl-mr-task-over-max
  return vcores_refused_past_client(fit, r);  // wl-vcores-unchecked-by-client
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    for (const RoleFit& r : fit.roles) {
      if (!r.refusal || reported_elsewhere(r, fit)) continue;
      // The client and, before YARN-8720, the ResourceManager compare with the cluster's.
      const bool by_queue =
          r.refusal->by != RefusedBy::kClient && validates_against_queue_maximum(context.version());
      const Resource& max = by_queue ? fit.queue_maximum_allocation : fit.cluster_maximum;
      // Refused for its vcores alone: the finding is on the setting that asked for them.
      const bool vcores_only =
          r.requested.memory_mb() <= max.memory_mb() && r.requested.vcores() > max.vcores();
      Finding f = make_finding(
          info(), vcores_only ? vcores_location(fit, r) : role_location(fit, r),
          fmt::format("{} container {} is larger than {} allows ({}): {}", role_title(fit, r),
                      resource_text(r.requested), by_queue ? queue_of(fit) : "the cluster",
                      resource_text(max), consequence(r.refusal->by)),
          queue_of(fit));
      f.details.push_back(
          fmt::format("refused by {}: {}", refused_by_name(r.refusal->by), r.refusal->message));
      f.details.push_back(fmt::format(
          "largest container: the cluster's {} (configured maximum allocation, lowered to the "
          "largest node), {}'s {}; ask for at most that, or raise the maximum allocation",
          resource_text(fit.cluster_maximum), queue_of(fit),
          resource_text(fit.queue_maximum_allocation)));
      sink.report(std::move(f));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_request_rejected
