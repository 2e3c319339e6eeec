#include "reports/fit_report.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <sstream>

#include "model/resource_text.h"
#include "reports/escape.h"
#include "reports/json_writer.h"
#include "reports/resource_format.h"
#include "reports/table.h"

namespace schedlint {

namespace {

// A count, or null when it is not known (-1).
nlohmann::ordered_json count_json(int64_t n) {
  return n < 0 ? nlohmann::ordered_json() : nlohmann::ordered_json(n);
}

std::string count_text(int64_t n) {
  return n < 0 ? "-" : std::to_string(n);
}

std::string per_node_text(const RoleFit& role) {
  std::string out;
  for (const GroupFit& g : role.fits) {
    if (!out.empty()) out += ", ";
    out += fmt::format("{} {}", g.group->name, g.per_node);
  }
  return out.empty() ? "no nodes" : out;
}

void write_workload_text(const WorkloadFit& fit, std::ostream& out) {
  const Workload& w = *fit.workload;
  out << escape_for_terminal(fmt::format("{} ({}), queue {}", w.name, framework_name(w.framework),
                                         fit.queue.empty() ? w.queue : fit.queue));
  if (!fit.partition.empty()) out << escape_for_terminal(", partition " + fit.partition);
  if (w.concurrency > 1) out << ", " << w.concurrency << " at once";
  out << "\n";
  if (!fit.queue_problem.empty()) {
    out << "  " << escape_for_terminal(fit.queue_problem) << "\n\n";
    return;
  }
  out << "  largest container: cluster " << resource_text(fit.cluster_maximum) << ", queue "
      << resource_text(fit.queue_maximum_allocation) << "; queue maximum "
      << resource_text(fit.queue_maximum) << "; AM limit "
      << (fit.am_limit ? resource_text(*fit.am_limit) : "none")
      << (fit.am_limit_is_users ? " (user " + escape_for_terminal(w.user) + "'s)" : "") << "\n";
  TextTable table({"role", "requested", "granted", "per node", "in queue"},
                  {false, false, false, false, true});
  for (const RoleFit& r : fit.roles) {
    table.add_row({r.role->name, resource_text(r.requested),
                   r.normalized ? resource_text(*r.normalized)
                                : fmt::format("refused ({})", refused_by_name(r.refusal->by)),
                   r.normalized ? per_node_text(r) : "", count_text(r.max_in_queue)});
  }
  std::ostringstream rows;
  table.write(rows);
  std::istringstream lines(rows.str());
  for (std::string line; std::getline(lines, line);)
    out << "  " << line << "\n";
  for (const RoleFit& r : fit.roles) {
    if (r.refusal) {
      out << "  " << escape_for_terminal(r.role->name) << ": "
          << escape_for_terminal(r.refusal->message) << "\n";
    }
  }
  if (fit.apps_at_once >= 0) {
    out << "  applications at once: " << fit.apps_at_once << " of " << w.concurrency << "\n";
  }
  out << "\n";
}

nlohmann::ordered_json role_json(const RoleFit& r) {
  nlohmann::ordered_json j;
  j["role"] = r.role->name;
  j["requested"] = resource_json(r.requested);
  j["normalized"] = r.normalized ? resource_json(*r.normalized) : nlohmann::ordered_json();
  if (r.refusal) {
    j["rejected"] = {{"by", refused_by_name(r.refusal->by)}, {"message", r.refusal->message}};
  } else {
    j["rejected"] = nullptr;
  }
  nlohmann::ordered_json fits = nlohmann::ordered_json::array();
  for (const GroupFit& g : r.fits)
    fits.push_back({{"group", g.group->name}, {"nodes", g.group->count}, {"per_node", g.per_node}});
  j["fits"] = std::move(fits);
  j["derivation"] = r.role->derivation;
  j["max_in_queue"] = count_json(r.max_in_queue);
  j["max_for_one_user"] = count_json(r.max_for_one_user);
  return j;
}

nlohmann::ordered_json workload_json(const WorkloadFit& fit) {
  const Workload& w = *fit.workload;
  nlohmann::ordered_json j;
  j["name"] = w.name;
  j["framework"] = framework_name(w.framework);
  j["queue"] = fit.queue.empty() ? w.queue : fit.queue;
  j["queue_problem"] = fit.queue_problem.empty() ? nlohmann::ordered_json()
                                                 : nlohmann::ordered_json(fit.queue_problem);
  j["partition"] = fit.partition;
  j["concurrency"] = w.concurrency;
  nlohmann::ordered_json containers = nlohmann::ordered_json::array();
  for (const RoleFit& r : fit.roles)
    containers.push_back(role_json(r));
  j["containers"] = std::move(containers);
  if (fit.queue_problem.empty()) {
    j["maximum_allocation"] = {{"cluster", resource_json(fit.cluster_maximum)},
                               {"queue", resource_json(fit.queue_maximum_allocation)}};
    j["queue_maximum"] = resource_json(fit.queue_maximum);
    j["am_limit"] = fit.am_limit ? resource_json(*fit.am_limit) : nlohmann::ordered_json();
    j["am_limit_of"] = fit.am_limit_is_users ? "user" : "queue";
  }
  j["apps_at_once"] = count_json(fit.apps_at_once);
  return j;
}

}  // namespace

void write_fit_text(const std::vector<WorkloadFit>& fits, const HadoopVersion& version,
                    std::ostream& out) {
  out << "Workloads against their queues (Hadoop " << version.to_string() << ")\n\n";
  if (fits.empty()) {
    out << "no workloads: give workloads.yaml, mapred-site.xml, spark-defaults.conf, "
           "tez-site.xml, hive-site.xml, flink-conf.yaml or Flink's config.yaml\n";
  }
  for (const WorkloadFit& fit : fits)
    write_workload_text(fit, out);
}

void write_workload_explanation(const WorkloadFit& fit, std::ostream& out) {
  const Workload& w = *fit.workload;
  out << escape_for_terminal(fmt::format("workload {} ({}), queue {}", w.name,
                                         framework_name(w.framework),
                                         fit.queue.empty() ? w.queue : fit.queue))
      << "\n";
  if (!fit.queue_problem.empty()) {
    out << "  " << escape_for_terminal(fit.queue_problem) << "\n";
    return;
  }
  for (const RoleFit& r : fit.roles) {
    out << "\n" << escape_for_terminal(r.role->name) << ":\n";
    for (const std::string& step : r.role->derivation)
      out << "  " << escape_for_terminal(step) << "\n";
    out << "  requested " << resource_text(r.requested) << "\n";
    out << "  largest container allowed: " << resource_text(fit.queue_maximum_allocation)
        << " (the cluster's " << resource_text(fit.cluster_maximum) << ")\n";
    if (r.refusal) {
      out << "  refused by " << refused_by_name(r.refusal->by) << ": "
          << escape_for_terminal(r.refusal->message) << "\n";
      continue;
    }
    out << "  granted " << resource_text(*r.normalized) << "\n";
    if (r.role->heap_fraction_of_grant && r.heap_mb) {
      out << "  heap -Xmx" << *r.heap_mb << "m, from the granted " << r.normalized->memory_mb()
          << " MB\n";
    }
    for (const GroupFit& g : r.fits) {
      out << "  " << escape_for_terminal(g.group->name) << ": " << g.per_node << " per node, "
          << g.group->count << " nodes\n";
    }
    if (r.max_in_queue >= 0) out << "  in the queue's maximum: " << r.max_in_queue << "\n";
  }
  if (fit.am_limit) {
    out << "\nAM limit " << resource_text(*fit.am_limit)
        << (fit.am_limit_is_users ? " (user " + escape_for_terminal(w.user) + "'s)" : "") << ": "
        << fit.apps_at_once << " of " << w.concurrency << " applications at once\n";
  }
}

void write_fit_json(const std::vector<WorkloadFit>& fits, const HadoopVersion& version,
                    std::ostream& out) {
  JsonObjectWriter json(out);
  json.member("hadoop_version", version.to_string());
  json.array("workloads", fits.size(), [&](size_t i) { return workload_json(fits[i]); });
  json.finish();
}

}  // namespace schedlint
