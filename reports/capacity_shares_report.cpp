#include "reports/capacity_shares_report.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include "model/queue_tree.h"

#include "reports/escape.h"
#include "reports/json_number.h"
#include "reports/json_writer.h"
#include "reports/queue_json.h"
#include "reports/resource_format.h"
#include "reports/table.h"

namespace schedlint {

namespace {

using Json = nlohmann::ordered_json;

const PartitionCapacity& default_partition(const CapacityQueue& q) {
  static const PartitionCapacity kNone;
  const auto it = q.partitions.find("");
  return it == q.partitions.end() ? kNone : it->second;
}

std::string_view mode_name(CapacityMode mode) {
  switch (mode) {
    case CapacityMode::kPercentage:
      return "percentage";
    case CapacityMode::kAbsolute:
      return "absolute";
    case CapacityMode::kWeight:
      return "weight";
  }
  return "percentage";
}

// The resource types of the cluster, memory-mb and vcores first.
std::vector<std::string> resource_names(const CapacityHierarchy& h) {
  std::vector<std::string> out;
  for (const auto& [type, unused] : h.cluster_resource.amounts())
    out.push_back(type);
  return out;
}

std::string_view state_name(QueueState s) {
  return s == QueueState::kStopped ? "STOPPED" : "RUNNING";
}

int depth_of(const CapacityHierarchy& h, const CapacityQueue& q) {
  int depth = 0;
  for (int p = q.parent; p >= 0; p = h.queues[static_cast<size_t>(p)].parent)
    ++depth;
  return depth;
}

std::string percent(float fraction) {
  return fmt::format("{:.2f}%", static_cast<double>(fraction) * 100.0);
}

// The configured capacity as the shares JSON contract shows it (docs/json-contracts.md): a
// percentage, or null when the queue is in absolute or weight mode (capacity) / its maximum is
// absolute (maximum_capacity).
Json configured_percent(float fraction, bool is_percentage) {
  if (!is_percentage) return Json(nullptr);
  return json_percent(fraction);
}

}  // namespace

Json capacity_queue_json(const CapacityHierarchy& h, const CapacityQueue& q) {
  const PartitionCapacity& p = default_partition(q);
  Json j;
  j["path"] = valid_utf8(q.path);
  j["leaf"] = q.leaf;
  if (h.legacy_queue_mode) {
    j["capacity_mode"] = mode_name(q.mode);
    j["capacity"] = configured_percent(p.capacity, q.mode == CapacityMode::kPercentage);
    j["maximum_capacity"] =
        configured_percent(p.maximum_capacity, q.mode != CapacityMode::kAbsolute);
    if (q.mode == CapacityMode::kWeight) j["weight"] = json_float(p.weight);
  } else {
    // Non-legacy mode: capacities are derived from the effective resources, as the REST API
    // shows them; the vectors say what was configured.
    const std::vector<std::string> resources = resource_names(h);
    j["capacity_mode"] = vector_mode_name(p.capacity_vector, resources);
    j["capacity"] = json_percent(p.capacity);
    j["maximum_capacity"] = json_percent(p.maximum_capacity);
    if (p.weight >= 0) j["weight"] = json_float(p.weight);
    j["capacity_vector"] = capacity_vector_text(p.capacity_vector, resources);
    j["maximum_capacity_vector"] = capacity_vector_text(p.maximum_vector, resources);
    if (q.dynamic_leaf) {
      const PartitionCapacity& d = q.dynamic_leaf->partition;
      j["created_leaf"] = {
          {"capacity_vector", capacity_vector_text(d.capacity_vector, resources)},
          {"maximum_capacity_vector", capacity_vector_text(d.maximum_vector, resources)},
          {"absolute_capacity", json_float(d.absolute_capacity)},
          {"guaranteed", resource_json(d.effective_min)},
          {"maximum", resource_json(d.effective_max)},
          {"max_applications", q.dynamic_leaf->max_applications}};
    }
  }
  j["absolute_capacity"] = json_float(p.absolute_capacity);
  j["absolute_maximum_capacity"] = json_float(p.absolute_maximum_capacity);
  j["guaranteed"] = resource_json(p.effective_min);
  j["maximum"] = resource_json(p.effective_max);
  j["state"] = state_name(q.state);
  if (q.leaf) {
    j["max_applications"] = q.max_applications;
    j["max_applications_per_user"] = q.max_applications_per_user;
    j["am_limit"] = resource_json(p.am_limit);
    j["am_limit_at_guarantee"] = resource_json(p.am_limit_at_guarantee);
    j["user_am_limit"] = resource_json(p.user_am_limit);
    j["user_limit_factor"] = json_float(q.user_limit_factor);
    j["minimum_user_limit_percent"] = json_float(q.minimum_user_limit_percent);
    j["user_limit"] = resource_json(q.user_limit);
    j["max_user_limit"] = resource_json(q.max_user_limit);
  } else {
    for (const char* field :
         {"max_applications", "max_applications_per_user", "am_limit", "am_limit_at_guarantee",
          "user_limit_factor", "minimum_user_limit_percent"}) {
      j[field] = nullptr;
    }
  }
  Json labels = Json::object();
  for (const auto& [label, part] : q.partitions) {
    if (label.empty()) continue;
    labels[valid_utf8(label)] = {
        {"absolute_capacity", json_float(part.absolute_capacity)},
        {"absolute_maximum_capacity", json_float(part.absolute_maximum_capacity)},
        {"guaranteed", resource_json(part.effective_min)},
        {"maximum", resource_json(part.effective_max)}};
  }
  j["labels"] = std::move(labels);
  return j;
}

void write_capacity_shares_text(const CapacityHierarchy& h, const HadoopVersion& version,
                                int64_t nodes, std::ostream& out) {
  out << fmt::format("CapacityScheduler capacities (Hadoop {}) on {} nodes: {}",
                     version.to_string(), nodes, resource_text(h.cluster_resource));
  if (h.partition_resources.size() > 1) {
    out << fmt::format(", of which the default partition {}",
                       resource_text(h.partition_resource("")));
  }
  out << "\n\n";
  for (const SharesTable& t : capacity_shares_tables(h)) {
    if (!t.title.empty()) out << "\n" << escape_for_terminal(t.title) << ":\n";
    TextTable table(t.headers, t.right_aligned);
    for (const std::vector<std::string>& row : t.rows)
      table.add_row(row);
    table.write(out);
    if (t.title.empty()) {
      for (const std::string& note : capacity_dynamic_leaf_notes(h))
        out << "\n" << escape_for_terminal(note) << "\n";
    }
  }
}

std::vector<SharesTable> capacity_shares_tables(const CapacityHierarchy& h) {
  std::vector<SharesTable> tables;
  SharesTable& main = tables.emplace_back();
  main.headers = {"QUEUE",
                  "MODE",
                  "CAPACITY",
                  "MAX",
                  "ABS CAPACITY",
                  "ABS MAX",
                  "GUARANTEED",
                  "MAXIMUM",
                  "MAX APPS",
                  "AM LIMIT (IDLE)",
                  "AM LIMIT (AT GUARANTEE)"};
  main.right_aligned = {false, false, true, true, true, true};
  const std::vector<std::string> resources = resource_names(h);
  for (const CapacityQueue& q : h.queues) {
    const PartitionCapacity& p = default_partition(q);
    std::string name = std::string(static_cast<size_t>(depth_of(h, q)) * 2, ' ') +
                       (q.parent < 0 ? q.path : last_path_component(q.path));
    if (q.state == QueueState::kStopped) name += " (STOPPED)";
    std::string mode(mode_name(q.mode));
    std::string capacity =
        q.mode == CapacityMode::kWeight ? fmt::format("{}w", p.weight) : percent(p.capacity);
    if (!h.legacy_queue_mode && q.parent >= 0) {
      mode = vector_mode_name(p.capacity_vector, resources);
      capacity = capacity_vector_text(p.capacity_vector, resources) + " " + percent(p.capacity);
    }
    main.rows.push_back({name, mode, capacity, percent(p.maximum_capacity),
                         percent(p.absolute_capacity), percent(p.absolute_maximum_capacity),
                         resource_text(p.effective_min), resource_text(p.effective_max),
                         q.leaf ? std::to_string(q.max_applications) : "-",
                         q.leaf ? resource_text(p.am_limit) : "-",
                         q.leaf ? resource_text(p.am_limit_at_guarantee) : "-"});
  }
  for (const auto& [label, resource] : h.partition_resources) {
    if (label.empty()) continue;
    SharesTable labelled{
        fmt::format("Partition {} ({})", label, resource_text(resource)),
        {"QUEUE", "CAPACITY", "MAX", "ABS CAPACITY", "ABS MAX", "GUARANTEED", "MAXIMUM"},
        {false, true, true, true, true},
        {}};
    for (const CapacityQueue& q : h.queues) {
      const auto it = q.partitions.find(label);
      if (it == q.partitions.end()) continue;
      const PartitionCapacity& p = it->second;
      labelled.rows.push_back({q.path, percent(p.capacity), percent(p.maximum_capacity),
                               percent(p.absolute_capacity), percent(p.absolute_maximum_capacity),
                               resource_text(p.effective_min), resource_text(p.effective_max)});
    }
    tables.push_back(std::move(labelled));
  }
  return tables;
}

std::vector<std::string> capacity_dynamic_leaf_notes(const CapacityHierarchy& h) {
  const std::vector<std::string> resources = resource_names(h);
  std::vector<std::string> notes;
  for (const CapacityQueue& q : h.queues) {
    if (!q.dynamic_leaf) continue;
    const PartitionCapacity& d = q.dynamic_leaf->partition;
    notes.push_back(fmt::format(
        "A queue created on submission under {} ({}): guaranteed {}, maximum {}, at most {} "
        "applications",
        q.path, capacity_vector_text(d.capacity_vector, resources), resource_text(d.effective_min),
        resource_text(d.effective_max), q.dynamic_leaf->max_applications));
  }
  return notes;
}

std::string refused_configuration_note(size_t refusals) {
  return fmt::format(
      "the ResourceManager would refuse this configuration ({} problem(s); `schedlint check` "
      "lists them): these are the numbers it would compute if it accepted it",
      refusals);
}

void write_capacity_shares_json(const CapacityHierarchy& h, const HadoopVersion& version,
                                int64_t nodes, std::ostream& out) {
  JsonObjectWriter doc(out);
  doc.member("scheduler", "capacity");
  doc.member("hadoop_version", version.to_string());
  Json cluster_json = resource_json(h.cluster_resource);
  cluster_json["nodes"] = nodes;
  doc.member("cluster", cluster_json);
  Json partitions = Json::object();
  for (const auto& [label, resource] : h.partition_resources)
    partitions[valid_utf8(label)] = resource_json(resource);
  doc.member("partitions", partitions);
  doc.array("queues", h.queues.size(),
            [&](size_t i) { return capacity_queue_json(h, h.queues[i]); });
  doc.finish();
}

}  // namespace schedlint
