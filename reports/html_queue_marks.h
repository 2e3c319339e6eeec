#pragma once

// Which queues a finding is about, for the marks beside the queue rows and the findings index of
// the HTML check report. Internal to reports/.

#include <map>
#include <set>
#include <string>
#include <vector>

#include "model/finding.h"

namespace schedlint {

/// One finding about a queue: where it is in the page, how severe, what rule.
struct QueueMark {
  std::string anchor;
  Severity severity = Severity::kInfo;
  std::string rule;
};

/// Where each queue's findings are. A finding counts for every queue it is about (queues_of).
struct QueueMarks {
  std::string id_prefix;  ///< before the queue rows' anchors: a page of several clusters
  /// The model's queue paths, and which property each line of each file sets
  /// (Model::property_lines): what queues_of recognises. Empty: Finding::queue alone counts.
  std::set<std::string> known;
  const std::map<std::string, std::map<int, std::string>>* property_lines = nullptr;
  std::map<std::string, std::vector<QueueMark>> by_queue;

  /// The queues `f` is about, each once: Finding::queue; else the queue whose own key
  /// (`yarn.scheduler.capacity.<queue>.<setting>`) is set where it points; and every queue its
  /// related places set a key of, and every known queue path that is a whole value of its witness.
  std::vector<std::string> queues_of(const Finding& f) const;
  /// Counts `f` for each of queues_of(f); findings come most severe first, so each queue's first
  /// mark is its worst.
  void add(const Finding& f, const std::string& anchor);
  /// The most severe of a queue's findings, or nullptr when it has none.
  const QueueMark* worst(const std::string& queue) const;
};

/// The known queue paths a key names: the longest `<queue>` with `yarn.scheduler.capacity.<queue>.`
/// a prefix of `key`; "" when none (a global key, or a queue not in the hierarchy).
std::string queue_of_capacity_key(const std::string& key, const std::set<std::string>& known);

}  // namespace schedlint
