#include "rules/workload_rule_support.h"

#include <fmt/format.h>

#include "model/resource_text.h"

namespace schedlint {

std::string role_title(const WorkloadFit& fit, const RoleFit& role) {
  return fmt::format("{}'s {}", fit.workload->name, role.am ? "AM" : role.role->name);
}

SourceLocation role_location(const WorkloadFit& fit, const RoleFit& role) {
  return role.role->loc.known() ? role.role->loc : fit.workload->loc;
}

SourceLocation vcores_location(const WorkloadFit& fit, const RoleFit& role) {
  return role.role->vcores_loc.known() ? role.role->vcores_loc : role_location(fit, role);
}

bool vcores_refused_past_client(const WorkloadFit& fit, const RoleFit& role) {
  const WorkloadRole& r = *role.role;
  if (!role.refusal || r.client_check == ClientCheck::kNone ||
      r.client_check == ClientCheck::kMapReduceTask)
    return false;
  const bool by_rm =
      role.refusal->by == RefusedBy::kRmSubmission || role.refusal->by == RefusedBy::kRmAllocate;
  const Resource& max = fit.queue_maximum_allocation;
  return by_rm && r.request.memory_mb() >= 0 && r.request.memory_mb() <= max.memory_mb() &&
         r.request.vcores() > max.vcores();
}

std::string queue_of(const WorkloadFit& fit) {
  return fit.queue.empty() ? fit.workload->queue : fit.queue;
}

std::string am_limit_text(const WorkloadFit& fit) {
  return fit.am_limit_is_users
             ? fmt::format("user {}'s AM limit in {} {}", fit.workload->user, queue_of(fit),
                           resource_text(*fit.am_limit))
             : fmt::format("{}'s AM limit {}", queue_of(fit), resource_text(*fit.am_limit));
}

}  // namespace schedlint
