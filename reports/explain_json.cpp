#include "reports/explain_json.h"

#include <vector>

#include "java/casts.h"
#include "reports/escape.h"
#include "reports/explained_settings.h"
#include "reports/json_number.h"
#include "reports/json_writer.h"
#include "reports/queue_json.h"
#include "reports/resource_format.h"
#include "reports/vector_steps.h"
#include "sched/capacity/leaf_limits.h"
#include "sched/request_size.h"
#include "sched/resource_calculator.h"

namespace schedlint {

namespace {

using Json = nlohmann::ordered_json;

Json settings_json(const std::vector<ExplainedSetting>& settings) {
  Json list = Json::array();
  for (const ExplainedSetting& s : settings) {
    Json j{{"name", s.name}, {"value", valid_utf8(s.value)}, {"origin", s.origin}};
    j["path"] = s.loc.known() ? Json(valid_utf8(s.loc.file)) : Json(nullptr);
    j["line"] = s.loc.known() ? Json(s.loc.line) : Json(nullptr);
    if (!s.note.empty()) j["note"] = s.note;
    list.push_back(std::move(j));
  }
  return list;
}

Json header(std::string_view scheduler, const HadoopVersion& version, const Resource& cluster,
            int64_t nodes) {
  Json doc;
  doc["scheduler"] = scheduler;
  doc["hadoop_version"] = version.to_string();
  Json c = resource_json(cluster);
  c["nodes"] = nodes;
  doc["cluster"] = std::move(c);
  return doc;
}

void write(const Json& doc, std::ostream& out) {
  write_json(doc, out);
}

// ---- FairScheduler ----

const char* fixed_name(FixedReason r) {
  switch (r) {
    case FixedReason::kMaxShareZero:
      return "max share 0";
    case FixedReason::kInactive:
      return "inactive";
    case FixedReason::kZeroWeight:
      return "weight 0";
    case FixedReason::kNotFixed:
      break;
  }
  return nullptr;
}

Json split_json(const FairShares& shares, int parent, const std::string& type,
                const ShareSplit& split, bool steady, int next) {
  const FairQueueShare& p = shares.queues[static_cast<size_t>(parent)];
  const ShareComputation& c = split.computation;
  Json children = Json::array();
  for (size_t k = 0; k < p.children.size(); ++k) {
    const FairQueueShare& child = shares.queues[static_cast<size_t>(p.children[k])];
    const char* fixed = fixed_name(c.fixed[k]);
    children.push_back({{"path", valid_utf8(child.path)},
                        {"weight", json_float(child.weight)},
                        {"fixed", fixed == nullptr ? Json(nullptr) : Json(fixed)},
                        {"at_min", static_cast<bool>(c.at_min[k])},
                        {"at_max", static_cast<bool>(c.at_max[k])},
                        {"share", steady ? child.steady_fair_share.get(type)
                                         : child.instantaneous_fair_share.get(type)},
                        {"on_path", p.children[k] == next}});
  }
  return {{"type", type},
          {"to_share", split.parent_share.get(type)},
          {"taken_by_fixed", c.taken_by_fixed},
          {"distributed", c.distributed},
          {"ratio", c.ratio},
          {"doublings", c.doublings},
          {"children", std::move(children)}};
}

// Each split from root down to `focus`.
Json path_json(const FairShares& shares, int focus, bool steady) {
  std::vector<int> chain;
  for (int i = focus; i >= 0; i = shares.queues[static_cast<size_t>(i)].parent)
    chain.insert(chain.begin(), i);
  Json splits = Json::array();
  for (size_t i = 0; i + 1 < chain.size(); ++i) {
    const FairQueueShare& p = shares.queues[static_cast<size_t>(chain[i])];
    const auto& by_type =
        steady ? shares.steady_splits.at(chain[i]) : shares.instant_splits.at(chain[i]);
    Json types = Json::array();
    for (const auto& [type, split] : by_type)
      types.push_back(split_json(shares, chain[i], type, split, steady, chain[i + 1]));
    splits.push_back({{"parent", valid_utf8(p.path)},
                      {"policy", valid_utf8(p.policy)},
                      {"types", std::move(types)}});
  }
  return splits;
}

// ---- CapacityScheduler ----

Json chain_json(const CapacityHierarchy& h, const CapacityQueue& q, const std::string& label) {
  std::vector<const CapacityQueue*> chain;
  for (const CapacityQueue* c = &q; c != nullptr;
       c = c->parent < 0 ? nullptr : &h.queues[static_cast<size_t>(c->parent)]) {
    chain.insert(chain.begin(), c);
  }
  Json out = Json::array();
  for (const CapacityQueue* c : chain) {
    const auto it = c->partitions.find(label);
    if (it == c->partitions.end()) {
      out.push_back({{"path", valid_utf8(c->path)}, {"capacity", nullptr}});
      continue;
    }
    const PartitionCapacity& p = it->second;
    out.push_back({{"path", valid_utf8(c->path)},
                   {"capacity", json_float(p.capacity)},
                   {"absolute_capacity", json_float(p.absolute_capacity)},
                   {"maximum_capacity", json_float(p.maximum_capacity)},
                   {"absolute_maximum_capacity", json_float(p.absolute_maximum_capacity)}});
  }
  return out;
}

// Non-legacy mode: the calculation steps behind the queue's resources in `label`.
Json vector_steps_json(const CapacityHierarchy& h, const CapacityQueue& q,
                       const std::string& label) {
  Json out = Json::array();
  for (const VectorStep* step : explained_vector_steps(h, q, label)) {
    const CapacityQueue& child = h.queues[static_cast<size_t>(step->queue)];
    out.push_back({{"parent", valid_utf8(h.queues[static_cast<size_t>(child.parent)].path)},
                   {"path", valid_utf8(child.path)},
                   {"resource", valid_utf8(step->resource)},
                   {"unit", vector_unit_name(step->unit)},
                   {"configured", configured_value_text(*step)},
                   {"left", step->parent_left},
                   {"computed", step->computed},
                   {"guaranteed", java::to_long(step->minimum)},
                   {"maximum", java::to_long(step->maximum)}});
  }
  return out;
}

}  // namespace

void write_fair_explanation_json(const FairConfig& config, const FairShares& shares,
                                 const FairQueueShare& queue, const Resource& am,
                                 const HadoopVersion& version, int64_t nodes, std::ostream& out) {
  int focus = -1;
  for (size_t i = 0; i < shares.queues.size(); ++i) {
    if (&shares.queues[i] == &queue) focus = static_cast<int>(i);
  }
  Json doc = header("fair", version, shares.cluster, nodes);
  doc["queue"] = fair_queue_json(queue, shares.cluster);
  doc["settings"] = settings_json(fair_explained_settings(config, queue));
  doc["steady_fair_share"] = {{"splits", path_json(shares, focus, true)},
                              {"share", resource_json(queue.steady_fair_share)}};
  doc["instantaneous_fair_share"] = {{"splits", path_json(shares, focus, false)},
                                     {"share", resource_json(queue.instantaneous_fair_share)}};
  Json am_json{{"container", resource_json(am)}};
  am_json["limit"] = queue.am_limit ? resource_json(*queue.am_limit) : Json(nullptr);
  am_json["containers"] =
      queue.am_limit ? Json(containers_that_fit(*queue.am_limit, am)) : Json(nullptr);
  doc["am"] = std::move(am_json);
  write(doc, out);
}

void write_capacity_explanation_json(const CapacityConfig& config,
                                     const CapacityHierarchy& hierarchy, const CapacityQueue& queue,
                                     const Resource& am, const HadoopVersion& version,
                                     int64_t nodes, std::ostream& out) {
  Json doc = header("capacity", version, hierarchy.cluster_resource, nodes);
  doc["queue"] = capacity_queue_json(hierarchy, queue);
  doc["settings"] = settings_json(capacity_explained_settings(config, queue));
  Json partitions = Json::array();
  for (const auto& [label, p] : queue.partitions) {
    partitions.push_back({{"partition", valid_utf8(label)},
                          {"resource", resource_json(hierarchy.partition_resource(label))},
                          {"chain", chain_json(hierarchy, queue, label)},
                          {"guaranteed", resource_json(p.effective_min)},
                          {"maximum", resource_json(p.effective_max)}});
    if (!hierarchy.legacy_queue_mode) {
      partitions.back()["calculation"] = vector_steps_json(hierarchy, queue, label);
    }
  }
  doc["partitions"] = std::move(partitions);
  const auto own = queue.partitions.find("");
  if (queue.leaf && own != queue.partitions.end()) {
    // Counted as the scheduler counts: memory alone with the DefaultResourceCalculator.
    const ResourceCalculator calc(hierarchy.calculator);
    const auto containers = [&](const Resource& limit) {  // null for a zero-sized AM
      const std::optional<int64_t> n = am_containers_within(calc, limit, am);
      return n ? nlohmann::ordered_json(*n) : nlohmann::ordered_json(nullptr);
    };
    doc["am"] = {{"container", resource_json(am)},
                 {"containers", containers(own->second.am_limit)},
                 {"containers_at_guarantee", containers(own->second.am_limit_at_guarantee)}};
  } else {
    doc["am"] = nullptr;
  }
  write(doc, out);
}

}  // namespace schedlint
