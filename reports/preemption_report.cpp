#include "reports/preemption_report.h"

#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "reports/escape.h"
#include "reports/json_writer.h"
#include "reports/resource_format.h"
#include "reports/table.h"

namespace schedlint {

namespace {

using Json = nlohmann::ordered_json;

// A parent's usage and pending are what its leaves add up to, as the policy builds them.
Resource subtree_sum(const std::vector<PreemptionQueue>& queues, int i,
                     Resource PreemptionQueue::*field) {
  const PreemptionQueue& q = queues[static_cast<size_t>(i)];
  if (q.children.empty()) return q.*field;
  Resource sum;
  for (int c : q.children) {
    const Resource child = subtree_sum(queues, c, field);
    for (const auto& [type, amount] : child.amounts())
      sum.set(type, sum.get(type) + amount);
  }
  return sum;
}

// Under DRF the amount to obtain can hold negative components (Hadoop's own arithmetic); the
// policy never gives resources back through preemption, so they show as 0.
Resource not_negative(const Resource& r) {
  Resource out;
  for (const auto& [type, amount] : r.amounts())
    out.set(type, std::max<int64_t>(amount, 0));
  return out;
}

bool any_positive(const Resource& r) {
  for (const auto& [type, amount] : r.amounts()) {
    if (amount > 0) return true;
  }
  return false;
}

int depth_of(const std::vector<PreemptionQueue>& queues, int i) {
  int depth = 0;
  for (int p = queues[static_cast<size_t>(i)].parent; p >= 0;
       p = queues[static_cast<size_t>(p)].parent)
    ++depth;
  return depth;
}

}  // namespace

void write_preemption_text(const std::vector<PartitionRound>& rounds,
                           const PreemptionContext& context, std::ostream& out) {
  out << fmt::format("ProportionalCapacityPreemptionPolicy, one round (Hadoop {})\n",
                     context.version.to_string());
  if (!context.monitor_enabled) {
    out << "note: yarn.resourcemanager.scheduler.monitor.enable is not true, so this policy does "
           "not "
           "run and nothing is preempted; the numbers show what it would do\n";
  }
  if (context.pending_unknown) {
    out << "note: the snapshot does not report pending resources (a Hadoop 2.x dump); they count "
           "as 0\n";
  }
  for (const PartitionRound& r : rounds) {
    out << fmt::format("\nPartition {} ({}), at most {} preempted per round{}:\n",
                       r.partition.empty() ? "<default>" : escape_for_terminal(r.partition),
                       resource_text(r.resource), resource_text(r.round.total_preemption_allowed),
                       r.round.sends_events ? "" : " (observe_only: no container is killed)");
    TextTable table({"QUEUE", "GUARANTEED", "USED", "PENDING", "IDEAL ASSIGNED", "TO PREEMPT"});
    for (size_t i = 0; i < r.queues.size(); ++i) {
      const PreemptionQueue& q = r.queues[i];
      const QueueOutcome& o = r.round.queues[i];
      const int index = static_cast<int>(i);
      table.add_row({std::string(static_cast<size_t>(depth_of(r.queues, index)) * 2, ' ') + q.path,
                     resource_text(q.guaranteed),
                     resource_text(subtree_sum(r.queues, index, &PreemptionQueue::used)),
                     resource_text(subtree_sum(r.queues, index, &PreemptionQueue::pending)),
                     resource_text(o.ideal_assigned),
                     o.selects_containers && any_positive(o.to_preempt)
                         ? resource_text(not_negative(o.to_preempt))
                         : "-"});
    }
    table.write(out);
  }
}

void write_preemption_json(const std::vector<PartitionRound>& rounds,
                           const PreemptionContext& context, std::ostream& out) {
  Json doc;
  doc["scheduler"] = "capacity";
  doc["hadoop_version"] = context.version.to_string();
  doc["monitor_enabled"] = context.monitor_enabled;
  Json queues = Json::array();
  for (const PartitionRound& r : rounds) {
    for (size_t i = 0; i < r.queues.size(); ++i) {
      const PreemptionQueue& q = r.queues[i];
      const QueueOutcome& o = r.round.queues[i];
      const int index = static_cast<int>(i);
      Json j;
      j["path"] = valid_utf8(q.path);
      j["partition"] = valid_utf8(r.partition);
      j["guaranteed"] = resource_json(q.guaranteed);
      j["used"] = resource_json(subtree_sum(r.queues, index, &PreemptionQueue::used));
      j["pending"] = resource_json(subtree_sum(r.queues, index, &PreemptionQueue::pending));
      j["ideal_assigned"] = resource_json(o.ideal_assigned);
      // What the policy asks this leaf to give up this round; zero where nothing is selected.
      j["to_preempt"] =
          resource_json(o.selects_containers ? not_negative(o.to_preempt) : Resource(0, 0));
      queues.push_back(std::move(j));
    }
  }
  doc["queues"] = std::move(queues);
  write_json(doc, out);
}

}  // namespace schedlint
