#include "analysis/analysis_context.h"

#include <fmt/format.h>

#include "sched/fair/fair_queue_limits.h"
#include "sched/request_size.h"

#include "sched/cluster_resource.h"

namespace schedlint {

bool AnalysisContext::has_yarn_site() const {
  for (const InputFile& f : model_.inputs) {
    if (f.kind == InputKind::kYarnSite) return true;
  }
  return false;
}

const Resource& AnalysisContext::cluster() const {
  if (!cluster_) cluster_ = total_cluster_resource(model_.nodes);
  return *cluster_;
}

const std::vector<std::string>& AnalysisContext::resource_types() const {
  if (!types_) types_ = resource_types_of(model_);
  return *types_;
}

const FairShares* AnalysisContext::fair_shares() const {
  if (!model_.fair || !has_nodes()) return nullptr;
  if (!fair_) {
    fair_ = compute_fair_shares(*model_.fair, cluster(), resource_types(),
                                {model_.hadoop_version, options_.active_queues, std::nullopt});
  }
  return &*fair_;
}

const CapacityHierarchy* AnalysisContext::capacity_hierarchy() const {
  if (!model_.capacity) return nullptr;
  if (!capacity_) {
    capacity_ = compute_capacity_hierarchy(*model_.capacity, model_.cluster, model_.nodes,
                                           {model_.hadoop_version});
  }
  return &*capacity_;
}

const std::vector<CapacityViolation>& AnalysisContext::capacity_violations() const {
  if (!violations_) {
    violations_.emplace();
    if (const CapacityHierarchy* h = capacity_hierarchy()) {
      *violations_ = validate_capacity_hierarchy(*model_.capacity, *h, model_.cluster,
                                                 {model_.hadoop_version});
    }
  }
  return *violations_;
}

const Resource& AnalysisContext::am_container() const {
  if (am_container_) return *am_container_;
  const Resource asked(options_.am_memory_mb, options_.am_vcores);
  if (const CapacityHierarchy* h = capacity_hierarchy()) {
    am_container_ = normalize_capacity_request(asked, model_.cluster, h->calculator);
  } else {
    am_container_ = fair_am_container(model_.cluster, asked);
  }
  return *am_container_;
}

smt::SolveOptions AnalysisContext::solve_options() const {
  smt::SolveOptions o;
  o.timeout_ms = static_cast<unsigned>(options_.solver_timeout_ms);
  if (!options_.dump_smt_dir.empty()) o.dump_dir = options_.dump_smt_dir;
  return o;
}

AnalysisContext::AssumedAm AnalysisContext::am_for_queue(const std::string& queue) const {
  const WorkloadFit* largest = nullptr;
  for (const WorkloadFit* in_queue : workloads_in(queue)) {
    const WorkloadFit& fit = *in_queue;
    if (fit.roles.empty() || !fit.am().normalized) continue;
    if (largest == nullptr ||
        fit.am().normalized->memory_mb() > largest->am().normalized->memory_mb())
      largest = &fit;
  }
  if (largest == nullptr) {
    return {am_container(), fmt::format("--am-mb {} and --am-vcores {} (no workload runs in {})",
                                        options_.am_memory_mb, options_.am_vcores, queue)};
  }
  const SourceLocation& loc =
      largest->am().role->loc.known() ? largest->am().role->loc : largest->workload->loc;
  return {*largest->am().normalized,
          fmt::format("the AM of workload {} ({}:{}), the largest of those run in {}",
                      largest->workload->name, loc.file, loc.line, queue)};
}

const std::vector<const WorkloadFit*>& AnalysisContext::workloads_in(
    const std::string& queue) const {
  if (!workloads_by_queue_) {
    workloads_by_queue_.emplace();
    for (const WorkloadFit& fit : workload_fits()) {
      if (!fit.queue.empty()) (*workloads_by_queue_)[fit.queue].push_back(&fit);
    }
  }
  static const std::vector<const WorkloadFit*> kNone;
  const auto it = workloads_by_queue_->find(queue);
  return it == workloads_by_queue_->end() ? kNone : it->second;
}

const std::vector<WorkloadFit>& AnalysisContext::workload_fits() const {
  if (!workload_fits_) workload_fits_ = compute_workload_fits(*this);
  return *workload_fits_;
}

}  // namespace schedlint
