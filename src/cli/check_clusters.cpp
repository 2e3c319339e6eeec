#include "cli/check_clusters.h"

#include <filesystem>
#include <map>
#include <sstream>

#include <fmt/format.h>

#include "parse/input_error.h"
#include "reports/escape.h"
#include "reports/html_report.h"

namespace schedlint {

namespace {

// A folder as its findings name it: as given, without trailing separators.
std::string cluster_name(std::string path) {
  while (path.size() > 1 && (path.back() == '/' || path.back() == '\\'))
    path.pop_back();
  return path;
}

bool is_folder(const std::string& path) {
  std::error_code ec;
  return std::filesystem::is_directory(path, ec);
}

}  // namespace

std::vector<ClusterPaths> split_clusters(const std::vector<std::string>& paths) {
  std::vector<std::string> folders, files;
  for (const std::string& p : paths)
    (is_folder(p) ? folders : files).push_back(p);
  if (folders.size() < 2) return {{"", paths}};
  if (!files.empty()) {
    throw InputError(SourceLocation{files.front(), 0, 0},
                     fmt::format("a file beside {} folders: with several folders each folder is a "
                                 "cluster; give the file's folder instead, or check the clusters "
                                 "one at a time",
                                 folders.size()));
  }
  std::vector<ClusterPaths> out;
  for (const std::string& folder : folders)
    out.push_back({cluster_name(folder), {folder}});
  return out;
}

CheckReport merge_cluster_reports(const std::vector<ClusterReport>& clusters) {
  CheckReport merged;
  merged.tool_version = clusters.front().report->tool_version;
  merged.hadoop_version = clusters.front().report->hadoop_version;
  std::map<std::string, std::vector<std::string>> not_run;  // rule -> "cluster: why", each cluster
  for (const ClusterReport& c : clusters) {
    const CheckReport& r = *c.report;
    merged.clusters.push_back(c.name);
    merged.inputs.insert(merged.inputs.end(), r.inputs.begin(), r.inputs.end());
    for (Finding f : r.findings) {
      f.cluster = c.name;
      merged.findings.push_back(std::move(f));
    }
    merged.proven_safe.insert(merged.proven_safe.end(), r.proven_safe.begin(), r.proven_safe.end());
    merged.suppressed.insert(merged.suppressed.end(), r.suppressed.begin(), r.suppressed.end());
    for (const RuleNotRunEntry& n : r.not_run)
      not_run[n.rule].push_back(c.name + ": " + n.why);
    if (r.timings && !merged.timings) merged.timings = r.timings;
  }
  for (const RuleNotRunEntry& n : clusters.front().report->not_run) {
    const std::vector<std::string>& why = not_run[n.rule];
    if (why.size() != clusters.size()) continue;  // it ran somewhere
    std::string joined;
    for (const std::string& w : why)
      joined += (joined.empty() ? "" : "; ") + w;
    merged.not_run.push_back({n.rule, joined});
  }
  return merged;
}

namespace {

// What every format but text and HTML reads about the rules: those no cluster ran, and why.
CheckReportSettings merged_settings(const std::vector<ClusterReport>& clusters,
                                    const CheckReport& merged) {
  CheckReportSettings s = clusters.front().settings;
  s.capacity = nullptr;
  s.fair = nullptr;
  s.workloads = nullptr;
  s.not_run.clear();
  for (const RuleNotRunEntry& n : merged.not_run)
    s.not_run.push_back({n.rule, n.why, {}});
  return s;
}

std::string total_line(const CheckReport& merged) {
  const SeverityCounts c = count_severities(merged.findings);
  return fmt::format("{} clusters: {} errors, {} warnings, {} infos{}\n", merged.clusters.size(),
                     c.error, c.warning, c.info, suppressed_note(merged.suppressed.size()));
}

}  // namespace

std::string render_clusters_report(ReportFormat format,
                                   const std::vector<ClusterReport>& clusters) {
  const CheckReport merged = merge_cluster_reports(clusters);
  if (format == ReportFormat::kText) {
    std::string out;
    for (const ClusterReport& c : clusters) {
      out += fmt::format("== cluster {} ==\n", escape_for_terminal(c.name));
      out += render_check_report(format, *c.report, *c.model, c.settings);
    }
    return out + (clusters.front().settings.quiet ? "" : total_line(merged));
  }
  if (format == ReportFormat::kHtml) {
    std::vector<HtmlCluster> sections;
    for (const ClusterReport& c : clusters)
      sections.push_back(
          {c.name, c.report, check_html_inputs(*c.model, c.settings), reported_rules(c.settings)});
    std::ostringstream out;
    write_clusters_html(sections, merged, out);
    return out.str();
  }
  return render_check_report(format, merged, *clusters.front().model,
                             merged_settings(clusters, merged));
}

}  // namespace schedlint
