#include "cli/option_table.h"

#include <fmt/format.h>

#include "cli/options.h"

namespace schedlint {

namespace {

using O = CommonOptions;
using K = OptionKind;

}  // namespace

const std::vector<OptionSpec>& option_table() {
  static const std::vector<OptionSpec> kTable{
      // Inputs.
      {"capacity", "", kInputOptions, K::kPath, &O::capacity,
       "a CapacityScheduler file (capacity-scheduler.xml)"},
      {"fair", "", kInputOptions, K::kPath, &O::fair,
       "a FairScheduler allocation file (fair-scheduler.xml)"},
      {"yarn-site", "", kInputOptions, K::kPath, &O::yarn_site, "a yarn-site.xml"},
      {"nodes", "", kInputOptions, K::kPath, &O::nodes,
       "node spec: nodes.yaml or a REST /ws/v1/cluster/nodes dump"},
      {"node-count", "", kInputOptions, K::kInt, &O::node_count,
       "without a node spec: this many nodes sized by yarn-site's NodeManager resources"},
      {"hadoop-version", "", kInputOptions, K::kText, &O::hadoop_version,
       "Hadoop release line to follow"},
      {"scheduler", "", kInputOptions, K::kText, &O::scheduler,
       "fair|capacity: analyze this scheduler, whatever yarn.resourcemanager.scheduler.class "
       "names"},
      {"config", "", kInputOptions, K::kPath, &O::config,
       ".schedlint.yaml to use (default: found upward)", false},
      // A settings file comes with the repository: it may not let links lead out of it.
      {"follow-symlinks", "", kInputOptions, K::kFlag, &O::follow_symlinks,
       "also read symbolic links that lead outside the folder given", false},
      {"usage", "", kUsageOption, K::kPath, &O::usage,
       "usage snapshot: usage.yaml or a REST /ws/v1/cluster/scheduler dump"},
      {"baseline", "", kBaselineOption, K::kPath, &O::baseline,
       "leave out the findings this baseline file accepts (--write-baseline)"},
      // Reports.
      {"format", "", kReportOptions, K::kText, &O::format, "the report's format"},
      {"output", "-o", kReportOptions, K::kPath, &O::output,
       "write the report to FILE instead of stdout"},
      // The verdict.
      {"fail-on", "", kVerdictOptions, K::kText, &O::fail_on,
       "error|warning|info|never: exit 1 at or above this"},
      {"enable", "", kVerdictOptions, K::kRuleList, &O::enable,
       "re-enable rules disabled in .schedlint.yaml"},
      {"disable", "", kVerdictOptions, K::kRuleList, &O::disable, "rules to skip"},
      {"quiet", "", kVerdictOptions, K::kFlag, &O::quiet,
       "text: leave out info findings and the summary line"},
      {"color", "", kVerdictOptions, K::kText, &O::color, "auto|always|never"},
      // Proofs.
      {"no-solver", "", kProofOptions, K::kFlag, &O::no_solver,
       "decide the proofs by arithmetic alone, without confirming them with Z3"},
      {"solver-timeout-ms", "", kProofOptions, K::kInt, &O::solver_timeout_ms,
       "time limit per Z3 query"},
      {"solver-budget-ms", "", kProofOptions, K::kInt, &O::solver_budget_ms,
       "time limit for all the proofs together, their arithmetic included (diff: per version)"},
      {"confirm-budget-ms", "", kProofOptions, K::kInt, &O::confirm_budget_ms,
       "of that, the time Z3 may spend confirming the arithmetic's answers; 0 confirms none"},
      {"dump-smt", "", kProofOptions, K::kPath, &O::dump_smt,
       "write each proof query as SMT-LIB into DIR"},
      {"failure-budget", "", kProofOptions, K::kInt, &O::failure_budget,
       "node failures guarantees must survive"},
      {"max-utilization", "", kProofOptions, K::kNumber, &O::max_utilization,
       "reservation-deadlock threshold, fraction of cluster memory"},
      {"min-fit-nodes", "", kProofOptions, K::kInt, &O::min_fit_nodes,
       "nodes a request must fit on"},
      // Queues.
      {"am-mb", "", kQueueOptions, K::kInt, &O::am_mb, "AM container memory the AM limits assume"},
      {"am-vcores", "", kQueueOptions, K::kInt, &O::am_vcores, "AM container vcores"},
      {"active", "", kQueueOptions, K::kQueueList, &O::active,
       "leaf queues with running apps (comma list; \"\" = none)"},
  };
  return kTable;
}

const OptionSpec* find_option(std::string_view name) {
  for (const OptionSpec& spec : option_table()) {
    if (spec.name == name) return &spec;
  }
  return nullptr;
}

std::string default_text(const OptionSpec& spec) {
  static const CommonOptions kDefaults;
  return std::visit(
      [](auto field) -> std::string {
        const auto& value = kDefaults.*field;
        using T = std::decay_t<decltype(value)>;
        if constexpr (std::is_same_v<T, std::string>) {
          return value.empty() ? "" : fmt::format(" (default {})", value);
        } else if constexpr (std::is_same_v<T, int64_t> || std::is_same_v<T, double>) {
          return value == 0 ? "" : fmt::format(" (default {})", value);
        } else {
          return "";
        }
      },
      spec.field);
}

}  // namespace schedlint
