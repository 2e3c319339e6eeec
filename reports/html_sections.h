#pragma once

// The parts the HTML reports of check, shares and diff share. Internal to reports/.

#include <map>
#include <string>
#include <vector>

#include "model/finding.h"
#include "model/model.h"
#include "reports/html_queue_marks.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/fair/fair_shares.h"

namespace schedlint {

/// What an HTML report draws at most, so that its size and the time to make it stay bounded
/// whatever the configuration (a page for 99,990 queues would be half a gigabyte): past each, a
/// note says how many were left out.
namespace html_limits {
inline constexpr size_t kFindingsInFull =
    500;  ///< with excerpt, details, witness; then one row each
inline constexpr size_t kFindingRows = 10000;  ///< findings in all
inline constexpr size_t kTextBytes = 2000;     ///< of one message or detail line
inline constexpr size_t kDetailLines = 50;     ///< and related places, per finding
inline constexpr size_t kQueueRows = 10000;    ///< queue rows in all trees of a page
inline constexpr size_t kPartitionTrees = 20;  ///< labelled partitions drawn
inline constexpr size_t kTableRows = 1000;     ///< node groups, queues of a diff, proven facts
}  // namespace html_limits

/// `text` for HTML, cut after html_limits::kTextBytes with a note of how much more there was.
std::string shown_text(std::string_view text);

/// "... and N more WHAT, left out", after a list cut at its budget.
std::string left_out_html(size_t count, std::string_view what);

/// Each input's text by path, for the excerpts around findings.
using SourceTexts = std::map<std::string, std::string>;

/// The findings, most severe first, each a section with the anchor `<prefix><index>`: severity,
/// rule (linked to its page under `docs_uri`), file:line with the configuration around it (in a
/// report of more than 300 findings, for errors and warnings only), the
/// message, the details (the fix among them), the related places and the witness as a table;
/// past html_limits::kFindingsInFull one table row each, past kFindingRows a note of how many
/// more. Marks each finding's queue in `marks`.
std::string findings_html(const std::vector<Finding>& findings, const SourceTexts& sources,
                          const std::string& docs_uri, const std::string& prefix,
                          QueueMarks* marks);

/// The CapacityScheduler queue tree of one partition ("" the default), each queue with its bar
/// (maximum frame, dashed guarantee; every bar of the tree on one axis), its guarantee and maximum
/// in words beside it (percent of the partition and resources), and a leaf's AM limits (busy
/// and idle) and application limits.
/// At most `rows` queues (html_limits::kQueueRows in all), breadth first, a note with each parent
/// of queues left out; `rows` is what is left for the next tree.
std::string capacity_tree_html(const CapacityHierarchy& h, const std::string& partition,
                               const QueueMarks& marks, size_t& rows);

/// The FairScheduler queue tree: maximum frame, dashed steady fair share, solid instantaneous fair
/// share, a tick at the min share (fractions of the cluster's memory).
std::string fair_tree_html(const FairShares& shares, const HadoopVersion& version,
                           const QueueMarks& marks, size_t& rows);

/// What the bars and marks of a queue tree mean: a swatch for each.
std::string queue_legend_html(bool fair);

/// The findings index: each queue with findings about it (QueueMarks), linked to each.
std::string findings_by_queue_html(const QueueMarks& marks);

/// The node groups: count, resources, rack, partition; each node's memory against the largest
/// container a request may ask for (yarn.scheduler.maximum-allocation-mb).
std::string node_groups_html(const Model& model);

/// "1228800 MB, 384 vcores" for people.
std::string resources_html(const Resource& r);

}  // namespace schedlint
