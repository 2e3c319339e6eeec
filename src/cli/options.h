#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/option_table.h"
#include "cli/report_format.h"
#include "model/analysis_options.h"
#include "parse/load_inputs.h"
#include "rules/runner.h"

namespace schedlint {

struct ProjectConfig;

/// The options every subcommand shares (README.md, "Usage"); option_table() says which is which,
/// and the initial values here are their defaults.
struct CommonOptions {
  std::vector<std::string> paths;
  std::string capacity, fair, yarn_site, nodes;
  std::string baseline;  ///< check --baseline
  std::string usage;     ///< --usage: a usage snapshot (check, preempt)
  std::string hadoop_version = "3.3";
  std::string scheduler;  ///< --scheduler fair|capacity; empty: the one yarn-site names
  std::string format = "text";
  std::vector<ReportFormat> formats{ReportFormat::kText, ReportFormat::kJson};  ///< --format takes
  ReportFormat report_format = ReportFormat::kText;  ///< `format`, once resolve_options checked it
  std::string output;
  std::string fail_on = "warning";
  std::string config;
  std::string config_used;              ///< the .schedlint.yaml that gave defaults ("" none)
  std::set<std::string> from_settings;  ///< the options it gave (flags given win)
  std::vector<std::string> enable, disable;
  bool no_solver = false;
  int64_t solver_timeout_ms = 2000;
  int64_t solver_budget_ms = 10000;
  int64_t confirm_budget_ms = 100;
  std::string dump_smt;
  int64_t am_mb = 1536;
  int64_t am_vcores = 1;
  int64_t failure_budget = 1;
  double max_utilization = 0.8;
  int64_t min_fit_nodes = 2;
  std::string active;
  bool active_set = false;  ///< --active given (an empty value means no queue is active)
  bool quiet = false;
  bool follow_symlinks = false;  ///< a flag only: no settings file may set it
  std::string color = "auto";
  int64_t node_count = 0;
  std::map<std::string, Severity> severity;      ///< from .schedlint.yaml only
  std::vector<Suppression> config_suppressions;  ///< .schedlint.yaml suppress: entries
};

/// Declares the common options of `groups` on a subcommand; `with_paths` adds the positional
/// PATHS to the inputs.
void add_common_options(CLI::App& command, CommonOptions& options, unsigned groups,
                        bool with_paths = true);

/// The formats --format takes in a subcommand (kReportOptions), the first one the default.
void offer_formats(CLI::App& command, CommonOptions& options, std::vector<ReportFormat> formats);

/// Fills every option the command line did not give from .schedlint.yaml (found upward from the
/// first input, or --config), then checks every value. Throws InputError (exit 2).
void resolve_options(const CLI::App& command, CommonOptions& options);

/// The same with the settings of `config` (null: none), which the caller found (diff).
void resolve_options(const CLI::App& command, CommonOptions& options, const ProjectConfig* config);

/// "schedlint: settings from FILE" on `err` when a settings file gave defaults (every command
/// says which steered it), unless --quiet.
void say_which_settings(std::ostream& err, const CommonOptions& options);

/// What the resolved options mean for each stage.
InputRequest input_request(const CommonOptions& options);
AnalysisOptions analysis_options(const CommonOptions& options);
RuleSelection rule_selection(const CommonOptions& options);
/// The lowest severity that makes the exit code 1; nullopt for --fail-on never.
std::optional<Severity> fail_threshold(const CommonOptions& options);
/// Whether a finding of `findings` is at or above `threshold` (never for nullopt: --fail-on never).
bool any_at_or_above(const std::vector<Finding>& findings, std::optional<Severity> threshold);
/// Whether text output should be coloured.
bool use_color(const CommonOptions& options, bool to_terminal);

}  // namespace schedlint
