#pragma once

#include <ostream>
#include <string>

#include "model/hadoop_version.h"
#include "sched/capacity/preemption_whatif.h"

namespace schedlint {

/// What `schedlint preempt` shows besides the numbers.
struct PreemptionContext {
  HadoopVersion version;
  bool monitor_enabled = false;  ///< yarn.resourcemanager.scheduler.monitor.enable
  std::string usage_file;        ///< the snapshot, for the HTML header
};

/// How the landing check placed things, in words ("containers on their nodes"...).
std::string_view landing_basis_text(LandingBasis basis);

/// `schedlint preempt` as text: per partition, each queue's guarantee, usage, pending, ideal
/// assignment and the amount to preempt this round; the containers marked, by queue; and for each
/// queue below its guarantee whose pending container size is known, whether the round makes room
/// for one, with the nodes after the round.
void write_preemption_text(const PreemptionWhatIf& whatif, const PreemptionContext& context,
                           std::ostream& out);

/// The `preempt --format json` object of docs/json-contracts.md.
void write_preemption_json(const PreemptionWhatIf& whatif, const PreemptionContext& context,
                           std::ostream& out);

/// `preempt --format html`: one self-contained page (reports/html_page.h) with, per partition,
/// each queue's guarantee, usage, ideal assignment and what is taken, and for each landing check
/// the nodes before and after the round.
std::string preemption_html(const PreemptionWhatIf& whatif, const PreemptionContext& context);

}  // namespace schedlint
