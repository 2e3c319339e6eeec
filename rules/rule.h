#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/analysis_context.h"
#include "model/finding.h"

namespace schedlint {

/// One file of a rule's example: a name (its kind is decided by content) and its text.
struct ExampleFile {
  std::string_view name;
  std::string_view content;
};

/// An input a rule reads. The runner runs a rule only when the run has every input the rule needs
/// (for a change rule: both versions have it), and records the others as not run, with why.
enum class Need {
  kCapacityFile,    ///< a capacity-scheduler.xml, on a cluster that runs the CapacityScheduler
  kAllocationFile,  ///< a fair-scheduler.xml, on a cluster that runs the FairScheduler
  kSchedulerFile,   ///< either of the two: the scheduler in use has its file
  kYarnSite,   ///< a yarn-site.xml (else its settings are Hadoop's defaults, not the cluster's)
  kNodes,      ///< the nodes: a node spec, a REST dump, or --node-count
  kUsage,      ///< a usage snapshot (--usage)
  kWorkloads,  ///< workloads: workloads.yaml, or a framework's configuration file
};

/// What a missing need means, for reports: "no capacity-scheduler.xml of the scheduler in use".
std::string_view missing_need_text(Need need);

/// What every rule declares: the id users suppress it by, its default severity, the one-sentence
/// summary that also opens docs/rules/<id>.md, the docs/risks.md entry it implements, the inputs
/// it needs, and two examples that the meta-test runs (one must fire, one must stay silent). A
/// change rule's example files are named "old/<name>" and "new/<name>": the two versions `diff`
/// compares. Written with designated initialisers: `{.id = "...", .severity = ..., ...}`.
struct RuleInfo {
  std::string_view id;
  Severity severity;
  std::string_view summary;
  std::string_view risk;  ///< e.g. "C1", or "" for rules about schedlint's own reading
  std::vector<Need> needs;
  std::vector<ExampleFile> fires;
  std::vector<ExampleFile> silent;
  std::string_view example_version = "3.3";  ///< the --hadoop-version the examples are run with
  /// A proof: its answers are decided by arithmetic and confirmed by Z3 within the solver budget
  /// (--no-solver: by arithmetic alone).
  bool proof = false;
  /// Its errors are configurations the ResourceManager refuses: it does not start with one, and a
  /// refresh (`yarn rmadmin -refreshQueues`, the FairScheduler's reload of its allocation file)
  /// fails and keeps the old queues. `diff` counts them in its refresh verdict.
  bool refused_by_rm = false;
};

/// Where a rule's check puts what it decided: findings, and the risks its proof refuted.
class FindingSink {
 public:
  virtual ~FindingSink() = default;
  virtual void report(Finding finding) = 0;
  virtual void proven_safe(ProvenFact fact) = 0;
};

using CheckFunction = void (*)(const AnalysisContext& context, FindingSink& sink);

/// What the other rules' findings made of the suppressions, for the rules that judge the
/// suppressions themselves (they run after every other rule).
struct RunSoFar {
  std::vector<bool> suppression_used;  ///< per Model::suppressions: it silenced a finding
  std::set<std::string> rules_run;     ///< the ids of the rules that ran before
  std::vector<int64_t> baseline_left;  ///< per Model::baseline entry: how many it did not match
};

using AfterCheckFunction = void (*)(const AnalysisContext& context, const RunSoFar& so_far,
                                    FindingSink& sink);

/// The two versions `schedlint diff` compares: what the ResourceManager runs now and what a
/// refresh (or a restart) would load.
struct ChangeContext {
  const AnalysisContext& before;
  const AnalysisContext& after;
};

using ChangeCheckFunction = void (*)(const ChangeContext& change, FindingSink& sink);

/// A rule checks the model (`check`); or, for the few that judge the run itself, what the other
/// rules found (`check_after`); or, for the change rules that only `diff` runs, what changes
/// between two versions (`check_change`). The other two are null.
struct Rule {
  RuleInfo info;
  CheckFunction check;
  AfterCheckFunction check_after = nullptr;
  ChangeCheckFunction check_change = nullptr;
};

/// A finding of `info`'s rule at its default severity.
Finding make_finding(const RuleInfo& info, SourceLocation loc, std::string message,
                     std::string queue = "");

/// A finding of `info`'s rule at its default severity for each reading issue of `kind` (the rules
/// that publish what the readers noticed).
void report_reading_issues(const RuleInfo& info, ReadingIssueKind kind,
                           const AnalysisContext& context, FindingSink& sink);

}  // namespace schedlint
