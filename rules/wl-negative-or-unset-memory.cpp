// W1: a container asked with negative memory (a -1 "unset" reaching a client that does not derive
// it) is refused; one asked with none is raised to the minimum allocation.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_negative_or_unset_memory {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-negative-or-unset-memory",
      .severity = Severity::kError,
      .summary =
          "A workload's container asks for negative memory (often -1, \"unset\", sent by a "
          "client that does not derive it), which the ResourceManager refuses; zero memory is "
          "raised to the minimum allocation (info).",
      .risk = "W1",
      .needs = {Need::kSchedulerFile, Need::kWorkloads},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"workloads.yaml", R"yaml(workloads:
  - name: oozie-launcher
    queue: default
    am: {memory-mb: 2048}
    roles:
      - {name: map, memory-mb: -1}
)yaml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                 {"workloads.yaml", R"yaml(workloads:
  - name: oozie-launcher
    queue: default
    am: {memory-mb: 2048}
    roles:
      - {name: map, memory-mb: 1024}
)yaml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    if (fit.workload->client_fails) continue;  // nothing is submitted: wl-unit-parse
    for (const RoleFit& r : fit.roles) {
      const int64_t memory = r.requested.memory_mb();
      if (memory > 0) continue;
      if (memory < 0) {
        Finding f = make_finding(
            info(), role_location(fit, r),
            fmt::format("{} asks for {} MB of memory: the ResourceManager refuses a negative "
                        "request ({})",
                        role_title(fit, r), memory,
                        r.am ? "the submission fails" : "the AM dies when it asks"),
            queue_of(fit));
        if (r.refusal) f.details.push_back(r.refusal->message);
        f.details.push_back(
            "set the memory explicitly: a -1 (\"derive it\") is derived only by MapReduce from "
            "Hadoop 3.0 (MAPREDUCE-5785); an older client, or another framework, sends it as is");
        sink.report(std::move(f));
        continue;
      }
      if (!r.normalized) continue;
      Finding f = make_finding(
          info(), role_location(fit, r),
          fmt::format("{} asks for 0 MB of memory: the ResourceManager raises it to the minimum "
                      "allocation, {}",
                      role_title(fit, r), resource_text(*r.normalized)),
          queue_of(fit));
      f.severity = Severity::kInfo;
      sink.report(std::move(f));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_negative_or_unset_memory
