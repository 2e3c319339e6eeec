#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "diff/finding_diff.h"
#include "diff/queue_diff.h"
#include "diff/queue_figures.h"
#include "diff/workload_diff.h"
#include "model/model.h"
#include "reports/gate.h"
#include "reports/markdown_report.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/fair/fair_shares.h"

namespace schedlint {

/// One version in a diff report: where it was read, what scheduler it runs, on what cluster, and
/// its queues' numbers (the computations are owned by the caller and outlive the report).
struct DiffSideReport {
  std::string spec;       ///< as given: "origin/main:conf"
  std::string scheduler;  ///< "capacity", "fair", or "" when neither file was read
  std::vector<InputFile> inputs;
  Resource cluster;
  int64_t nodes = 0;
  const CapacityHierarchy* capacity = nullptr;
  const FairShares* fair = nullptr;
  std::vector<QueueFigures> queues;  ///< empty when the numbers could not be computed
  std::string why_no_numbers;        ///< why `queues` is empty ("no nodes given")
};

/// The settings that judged the change, and what the new version's would change.
struct DiffSettingsReport {
  std::string used;                  ///< the settings file ("" none: defaults)
  std::string used_from;             ///< "the old version", "--config"
  std::vector<std::string> changes;  ///< of the new version's settings and inline suppressions
};

/// "conf/.schedlint.yaml (the old version)": which settings judged the change.
std::string settings_line(const DiffSettingsReport& settings);

/// What introduces the settings changes of the new version that the gate did not apply.
inline constexpr const char* kNotApplied =
    "the change's own settings, not applied until it is merged (the old version's judge it)";

/// Whether the ResourceManager takes the version after on a refresh: the errors of the rules whose
/// errors it refuses (RuleInfo::refused_by_rm), the change brings them or not. An unchanged refusal
/// still refuses the refresh.
struct RefreshVerdict {
  std::string action;  ///< "refreshQueues", or the FairScheduler's "allocation file reload"
  struct Reason {
    Finding finding;
    bool brought = false;  ///< the change brings it (else the old version had it too)
  };
  std::vector<Reason> reasons;
  bool refused() const { return !reasons.empty(); }
};

/// "refreshQueues: refused — 2 reasons (1 the change brings)" or "refreshQueues: accepted".
std::string refresh_verdict_line(const RefreshVerdict& verdict);
/// How many reasons the text, Markdown and HTML list under the verdict (JSON lists all): a broken
/// file can have thousands, and the queues' numbers come after them.
inline constexpr size_t kRefusalsShown = 10;
/// "and 3190 more (diff --format json lists them all)", or "" when every reason was shown.
std::string more_refusals_text(const RefreshVerdict& verdict);

/// Everything `schedlint diff` reports. `queues` points into before.queues and after.queues.
struct DiffReport {
  std::string tool_version;
  std::string hadoop_version;
  DiffSideReport before;
  DiffSideReport after;
  std::vector<QueueDiff> queues;
  /// The workloads (the same on both sides unless the change edits them) whose queue, requests,
  /// containers or fit change.
  std::vector<WorkloadDiff> workloads;
  FindingChanges findings;     ///< `added` holds the change rules' findings too
  int64_t failure_budget = 0;  ///< the failures kGuaranteedAfterFailures assumes; 0: not computed
  DiffSettingsReport settings;
  std::vector<SuppressedFinding> suppressed;  ///< of the new version (and the change rules)
  DiffGate gate;                              ///< what fails the change
  RefreshVerdict refresh;
};

/// "+20480 MB (+50.0%)": one resource's change as every diff format writes it.
std::string resource_change_text(const ResourceDelta& delta);

/// Counts for the summary lines of every format.
struct DiffCounts {
  int added = 0, removed = 0, changed = 0, unchanged = 0;
};
DiffCounts count_queue_changes(const DiffReport& report);

/// A readable report: the cluster on each side, each queue that changed with its figures before
/// -> after and the deltas, then the new and fixed findings (compiler style) and a summary.
/// `quiet` leaves out info findings and the summary line, as `check --quiet` does.
void write_diff_text(const DiffReport& report, std::ostream& out, bool color, bool quiet = false);

/// The `diff --format json` object (README.md, "diff JSON"): per queue the `shares` object of
/// each side, and the deltas.
void write_diff_json(const DiffReport& report, std::ostream& out);

/// A pull-request comment in the style of a cost diff. Its first line is the verdict: whether the
/// change passes the gate ("### schedlint diff: fails the gate — 1 new error at or above
/// `--fail-on-new error`"); then the changed queues with before -> after and the delta, then the
/// new findings (linked to their lines by `links`) and the fixed ones; never longer than `limit`
/// characters, each table cut after a whole row with "… and N more".
void write_diff_markdown(const DiffReport& report, const FileLinks& links, std::ostream& out,
                         size_t limit = kMarkdownMaxChars);

}  // namespace schedlint
