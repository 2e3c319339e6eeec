#pragma once

// What the preempt reports (text, JSON, HTML) share: each queue's row of one partition and the
// words for a landing verdict. Internal to reports/.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/resource.h"
#include "sched/capacity/preemption_whatif.h"

namespace schedlint {

/// The containers a round marks in one leaf and partition.
struct MarkedSummary {
  int64_t containers = 0;
  int64_t am_containers = 0;
  int64_t nodes = 0;  ///< distinct nodes they run on (0 when none is known)
  Resource resource;
};

/// One queue of one partition as the reports show it.
struct QueueRow {
  std::string path;  ///< escaped for nothing: each report escapes it
  int depth = 0;
  bool leaf = false;
  Resource guaranteed;
  Resource used;     ///< a parent's is its leaves' sum, as the policy builds it
  Resource pending;  ///< likewise
  Resource reserved;
  Resource ideal_assigned;
  /// What the round asks the leaf to give up (negative components shown as 0); `takes` is false
  /// where the FIFO selector does not look for containers.
  Resource to_preempt;
  bool takes = false;
  MarkedSummary marked;
  std::optional<Resource> am_used;     ///< a leaf's, when the snapshot gives it
  std::optional<Resource> am_reached;  ///< the estimate without applications (PolicyOutcome)
};

/// The rows of partition `p` (index in the scenario's partitions), root first.
std::vector<QueueRow> queue_rows(const PreemptionWhatIf& whatif, size_t p);

/// "lands", "does_not_land", "room_already", "nothing_killed", "not_below_guarantee",
/// "larger_than_every_node": the verdict's name in JSON.
std::string_view landing_verdict_name(const LandingVerdict& v);

/// One line saying what the verdict means, for text and HTML.
std::string landing_headline(const LandingVerdict& v);

}  // namespace schedlint
