#include "rules/workload_rule_support.h"

#include <fmt/format.h>

namespace schedlint {

std::string role_title(const WorkloadFit& fit, const RoleFit& role) {
  return fmt::format("{}'s {}", fit.workload->name, role.am ? "AM" : role.role->name);
}

SourceLocation role_location(const WorkloadFit& fit, const RoleFit& role) {
  return role.role->loc.known() ? role.role->loc : fit.workload->loc;
}

std::string queue_of(const WorkloadFit& fit) {
  return fit.queue.empty() ? fit.workload->queue : fit.queue;
}

}  // namespace schedlint
