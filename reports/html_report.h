#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>
#include "analysis/workload_fit.h"

#include "model/model.h"
#include "reports/check_report.h"
#include "reports/diff_report.h"
#include "reports/reported_rule.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/fair/fair_shares.h"

namespace schedlint {

/// What a `check` run assumed beyond the files, as its HTML report states it.
struct RunAssumptions {
  int failure_budget = 1;        ///< --failure-budget
  double max_utilization = 0.8;  ///< --max-utilization
  int min_fit_nodes = 2;         ///< --min-fit-nodes
  std::string options;           ///< the other options that change answers, in words
  std::string tool_version;      ///< schedlint's
  /// The inputs' git revision (HEAD of the work tree they are in), or why there is none.
  std::string revision;
  std::string revision_note;
  std::string run_time;  ///< UTC, ISO 8601
};

/// What the HTML reports show besides the findings: the model read, its scheduler's numbers
/// (either may be null: no file, or no nodes), and where the rules' pages are.
struct HtmlInputs {
  const Model& model;
  const CapacityHierarchy* capacity = nullptr;
  const FairShares* fair = nullptr;
  std::string docs_uri;  ///< prefix of docs/rules/<id>.md links
  /// The workloads through the pipeline (check: a Workloads section), and the AM size the AM-limit
  /// rules assume where no workload runs (said in the header).
  const std::vector<WorkloadFit>* workloads = nullptr;
  std::string default_am;
  std::string id_prefix;  ///< before every anchor: several clusters' sections share one page
  /// shares: the errors for which the ResourceManager would refuse the configuration (its
  /// numbers are then what it would compute if it accepted it).
  size_t refusals = 0;
  /// What the run assumed, for the report's "Assumptions" box (check); unset: no box.
  std::optional<RunAssumptions> assumptions;
};

/// `check --format html`: a header (cluster, scheduler, release, inputs, counts, the checks that
/// did not run and why), the queue tree with bars per partition, the node groups, every finding
/// with its excerpt and witness, the proven-safe facts and the proofs left undecided.
void write_check_html(const CheckReport& report, const HtmlInputs& inputs,
                      const std::vector<ReportedRule>& rules, std::ostream& out);

/// One cluster of `check` over several folders: its name, report, inputs and rules.
struct HtmlCluster {
  std::string name;
  const CheckReport* report = nullptr;
  HtmlInputs inputs;
  std::vector<ReportedRule> rules;
};

/// `check --format html` over several clusters: a header with the total and each cluster's
/// counts, linked to the cluster's section (the sections of write_check_html).
void write_clusters_html(const std::vector<HtmlCluster>& clusters, const CheckReport& merged,
                         std::ostream& out);

/// `shares --format html`: the header, whether the ResourceManager would refuse the
/// configuration, the queue tree with bars, the numbers `shares` prints as tables, the node groups.
void write_shares_html(const HtmlInputs& inputs, std::ostream& out);

/// `diff --format html`: both versions, each changed queue's bars before and after with the
/// difference coloured, and the new and fixed findings.
void write_diff_html(const DiffReport& report, const Model& before, const Model& after,
                     const std::string& docs_uri, std::ostream& out);

}  // namespace schedlint
