#pragma once

#include <string>
#include <vector>

#include "cli/check_reports.h"
#include "model/model.h"
#include "reports/check_report.h"

namespace schedlint {

/// The paths of one cluster `check` reads, and the name its findings carry ("" when the run reads
/// one cluster).
struct ClusterPaths {
  std::string name;
  std::vector<std::string> paths;
};

/// How `check PATHS...` splits into clusters: with several folders, each folder is a cluster
/// (repositories that keep prod/ and staging/ side by side); otherwise every path belongs to one
/// cluster, as files of one configuration. Files beside several folders are ambiguous: an
/// InputError (exit 2) that says so.
std::vector<ClusterPaths> split_clusters(const std::vector<std::string>& paths);

/// One cluster's report, with what its HTML and text need.
struct ClusterReport {
  std::string name;
  const CheckReport* report = nullptr;
  const Model* model = nullptr;
  CheckReportSettings settings;
};

/// One report covering several clusters: every finding, proof and input of each, the findings
/// carrying their cluster's name; a rule counts as not run only where it ran in no cluster.
CheckReport merge_cluster_reports(const std::vector<ClusterReport>& clusters);

/// The report of a run over several clusters in `format`: text and HTML one section per cluster
/// and a total, the machine formats one merged report (merge_cluster_reports).
std::string render_clusters_report(ReportFormat format, const std::vector<ClusterReport>& clusters);

}  // namespace schedlint
