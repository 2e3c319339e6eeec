#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace schedlint {

struct CommonOptions;

/// The groups of common options; a subcommand declares the ones it uses, so that its --help
/// offers nothing it ignores.
enum CommonOptionGroup : unsigned {
  /// --capacity, --fair, --yarn-site, --nodes, --node-count, --hadoop-version, --scheduler,
  /// --config, --follow-symlinks (and the positional PATHS, which add_common_options adds).
  kInputOptions = 1u << 0,
  kReportOptions = 1u << 1,   ///< --format, -o
  kVerdictOptions = 1u << 2,  ///< --fail-on, --enable, --disable, --quiet, --color
  /// --no-solver, --solver-timeout-ms, --solver-budget-ms, --confirm-budget-ms, --dump-smt,
  /// --failure-budget, --max-utilization, --min-fit-nodes.
  kProofOptions = 1u << 3,
  kQueueOptions = 1u << 4,    ///< --am-mb, --am-vcores, --active
  kUsageOption = 1u << 5,     ///< --usage
  kBaselineOption = 1u << 6,  ///< --baseline
};

/// How an option's value is read, on the command line and in .schedlint.yaml.
enum class OptionKind {
  kText,       ///< a word or a choice
  kPath,       ///< a file or folder; in .schedlint.yaml relative to it, inside its repository
  kInt,        ///< a whole number
  kNumber,     ///< a fraction in (0, 1]
  kFlag,       ///< on when given; true/false in .schedlint.yaml
  kRuleList,   ///< rule ids: comma-separated on the command line, a list in .schedlint.yaml
  kQueueList,  ///< queue paths: comma-separated on the command line, a list in .schedlint.yaml
};

/// Where an option's value lives in CommonOptions.
using OptionField =
    std::variant<std::string CommonOptions::*, int64_t CommonOptions::*, double CommonOptions::*,
                 bool CommonOptions::*, std::vector<std::string> CommonOptions::*>;

/// One option every subcommand of its group takes: the one place that says its name, its help,
/// its kind and where its value goes. Its default is the initial value of its CommonOptions
/// field, which --help shows; .schedlint.yaml takes it by the same name unless `settings` is
/// false (what only the person running schedlint may decide).
struct OptionSpec {
  std::string_view name;   ///< --name, and the .schedlint.yaml key
  std::string_view alias;  ///< a short form ("-o"), or ""
  unsigned group;          ///< a CommonOptionGroup
  OptionKind kind;
  OptionField field;
  std::string_view help;
  bool settings = true;
};

/// Every common option, in the order --help lists them.
const std::vector<OptionSpec>& option_table();

/// The option named `name` ("solver-budget-ms"), or null.
const OptionSpec* find_option(std::string_view name);

/// "(default 2000)" from a default CommonOptions, or "" when it has no default worth saying.
std::string default_text(const OptionSpec& spec);

}  // namespace schedlint
