#include "parse/capacity_parser.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

#include <fmt/format.h>

#include "java/numbers.h"
#include "model/did_you_mean.h"
#include "model/release_facts.h"
#include "parse/capacity_keys.h"
#include "parse/capacity_vector_parser.h"
#include "parse/char_scan.h"
#include "parse/conf_values.h"
#include "parse/input_error.h"
#include "parse/input_limits.h"
#include "parse/resource_manager_keys.h"
#include "parse/units.h"

namespace schedlint {

namespace {

using R = CsKeyRead;
using T = CsValueType;

std::string key_of(std::string_view rest) {
  return std::string(kCapacityPrefix) + std::string(rest);
}

std::string upper(std::string s) {
  for (char& c : s)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// CapacitySchedulerConfiguration.getUnits: the suffix from the first letter when it is all letters.
std::string units_of(const std::string& value) {
  for (size_t i = 0; i < value.size(); ++i) {
    if (std::isalpha(static_cast<unsigned char>(value[i]))) {
      std::string rest = value.substr(i);
      bool all_alpha = true;
      for (char c : rest)
        all_alpha = all_alpha && std::isalpha(static_cast<unsigned char>(c));
      if (all_alpha) return rest;
    }
  }
  return "";
}

std::vector<std::string> split_keep_empty(const std::string& s, char separator) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    size_t at = s.find(separator, start);
    if (at == std::string::npos) {
      parts.push_back(s.substr(start));
      return parts;
    }
    parts.push_back(s.substr(start, at - start));
    start = at + 1;
  }
}

// Where a queue path schedlint analyzes may end in `key` ("root.a.capacity": after "root" and
// "root.a"): at each dot, up to the deepest queue analyzed, so a key with many dots costs linear
// time.
std::vector<size_t> queue_path_ends(std::string_view key) {
  std::vector<size_t> dots;
  for (size_t dot = key.find('.');
       dot != std::string_view::npos && dots.size() <= size_t{kMaxQueueDepth};
       dot = key.find('.', dot + 1)) {
    dots.push_back(dot);
  }
  return dots;
}

// CapacitySchedulerConfiguration's RESOURCE_PATTERN, ^\[[\w\.,\-_= /]+\]$: an absolute resource.
bool is_bracketed_resource(std::string_view value) {
  auto allowed = [](char c) {
    return scan::is_word(c) || c == '.' || c == ',' || c == '-' || c == '=' || c == ' ' || c == '/';
  };
  return value.size() > 2 && value.front() == '[' && value.back() == ']' &&
         scan::all_of(value.substr(1, value.size() - 2), allowed);
}

class CapacityReader {
 public:
  CapacityReader(const HadoopConf& conf, const std::string& file, const HadoopVersion& version,
                 const std::vector<std::string>& resource_types, std::vector<ReadingIssue>& issues)
      : conf_(conf),
        file_(file),
        version_(version),
        resource_types_(resource_types),
        issues_(issues),
        values_(conf, issues) {}

  CapacityConfig read();

 private:
  void note(ReadingIssueKind kind, const SourceLocation& loc, std::string description,
            const std::string& queue = "") {
    issues_.push_back({kind, loc, std::move(description), queue});
  }

  void build_tree();
  void read_property(const ConfProperty& p);
  void apply_queue_key(int queue, const CsKeyMatch& m, const ConfProperty& p);
  void apply_global_key(const CsKeyMatch& m, const ConfProperty& p);
  void read_by_type(const CsKeySpec& spec, const ConfProperty& p, CapacityQueueSettings* queue);
  template <class Value>
  void keep(const CsField& field, std::optional<Setting<Value>> value,
            CapacityQueueSettings* queue);
  void read_preemption();
  std::optional<Setting<CapacityValue>> read_capacity(const ConfProperty& p,
                                                      const std::string& queue,
                                                      const std::string& label, bool maximum);
  std::optional<Resource> read_absolute(const ConfProperty& p, const std::string& raw,
                                        const std::string& queue, bool notes);
  void report_orphans();

  const HadoopConf& conf_;
  std::string file_;
  HadoopVersion version_;
  const std::vector<std::string>& resource_types_;  ///< declared types besides memory and vcores
  /// legacy-queue-mode.enabled (3.4; true before): known before any capacity is read, as the
  /// notes about a capacity depend on which reading counts.
  bool legacy_mode_ = true;
  /// The key being read is a queue template's (`leaf-queue-template.*`,
  /// `auto-queue-creation-v2.*template.*`): it sets the queues created below its queue.
  bool template_key_ = false;
  std::vector<ReadingIssue>& issues_;
  ConfValues values_;
  CapacityConfig config_;
  struct Orphan {
    const ConfProperty* property;
    std::string queue;
  };
  std::vector<Orphan> orphans_;
  std::string too_deep_;  ///< the queue below which the hierarchy was cut (already reported)
};

void CapacityReader::build_tree() {
  const ConfProperty* root_queues = conf_.find(key_of("root.queues"));
  config_.queues.add_root("root", root_queues ? root_queues->loc : SourceLocation{file_, 1, 1});
  // From 3.4 (YARN-10918) a root that creates its children at run time may list none.
  auto enabled = [&](const char* key) {
    const ConfProperty* p = conf_.find(key_of(key));
    return p != nullptr && p->value && java::parse_boolean(conf_.expand(*p).text);
  };
  const bool root_creates_children = has(version_, ReleaseFact::kCsFlexibleAutoQueueCreation) &&
                                     (enabled("root.auto-queue-creation-v2.enabled") ||
                                      enabled("root.auto-create-child-queue.enabled"));
  if (root_queues == nullptr && !root_creates_children) {
    note(ReadingIssueKind::kRootQueuesMissing, SourceLocation{file_, 1, 1},
         "yarn.scheduler.capacity.root.queues is not set: the ResourceManager fails to start "
         "(\"Queue configuration missing child queue names for root\")",
         "root");
    return;
  }
  // Depth-first, as CapacitySchedulerQueueManager.parseQueue walks the hierarchy.
  std::vector<int> stack{0};
  while (!stack.empty()) {
    const int index = stack.back();
    stack.pop_back();
    const std::string path = config_.queues.at(index).path;
    const ConfProperty* p = conf_.find(key_of(path + ".queues"));
    if (p == nullptr) continue;
    config_.queues.at(index).settings.queues_loc = p->loc;
    auto list = values_.get(*p);
    if (!list) continue;
    // CapacitySchedulerConfiguration.getQueues: getStrings (empty tokens dropped), then trim.
    std::vector<int> children;
    std::set<std::string> seen;
    for (const std::string& token : split_keep_empty(list->value, ',')) {
      if (token.empty()) continue;
      const std::string name(java::trim(token));
      if (name.empty()) {
        values_.invalid(*p, fmt::format("{}.queues lists an empty queue name", path));
        continue;
      }
      if (name.find('.') != std::string::npos) {
        values_.invalid(*p,
                        fmt::format("queue name '{}' in {}.queues contains '.': queue paths are "
                                    "dot-separated, so Hadoop cannot address it",
                                    name, path));
        continue;
      }
      if (!seen.insert(name).second) {
        values_.invalid(*p, fmt::format("queue '{}' is listed twice in {}.queues", name, path));
        continue;
      }
      if (config_.queues.at(index).depth + 1 > kMaxQueueDepth) {
        values_.invalid(*p, fmt::format("queues are nested more than {} levels deep below root; "
                                        "schedlint does not analyze deeper queues",
                                        kMaxQueueDepth));
        too_deep_ = path;
        break;
      }
      if (config_.queues.size() >= static_cast<std::size_t>(limits::kQueues)) {
        throw InputError(list->loc, "more than 100,000 queues: schedlint reads no such file");
      }
      children.push_back(config_.queues.add_child(index, name, list->loc));
    }
    for (auto it = children.rbegin(); it != children.rend(); ++it)
      stack.push_back(*it);
  }
}

// CapacitySchedulerConfiguration.internalGetLabeledResourceRequirementForQueue, the legacy
// reader of "[memory=..,vcores=..]", per release: 3.3 trims each name and takes every declared
// resource type (YARN-10503), memory-mb among them, which Resource.setResourceInformation sets as
// the memory; 3.4 skips a pair with an unknown unit where earlier releases fail.
// Notes about what it drops are written only when `notes` (in non-legacy mode the vector counts).
std::optional<Resource> CapacityReader::read_absolute(const ConfProperty& p, const std::string& raw,
                                                      const std::string& queue, bool notes) {
  const bool trims = has(version_, ReleaseFact::kCsAbsoluteResourceNamesTrimmed);
  std::string body = raw.substr(1, raw.size() - 2);
  Resource resource(0, 0);
  for (const std::string& pair : split_keep_empty(std::string(java::trim(body)), ',')) {
    auto kv = split_keep_empty(pair, '=');
    if (kv.size() < 2) continue;
    const std::string name = trims ? std::string(java::trim(kv[0])) : kv[0];
    const bool known = name == "memory" || name == "vcores" || (trims && name == kMemoryMb) ||
                       (trims && std::find(resource_types_.begin(), resource_types_.end(), name) !=
                                     resource_types_.end());
    if (!known) {
      if (notes) {
        values_.ignored(p, trims ? fmt::format("'{}' in {} is not read: Hadoop logs \"{} not "
                                               "supported.\" (the names are memory, vcores and "
                                               "the declared resource types)",
                                               name, p.name, name)
                                 : fmt::format("'{}' in {} is not read: Hadoop {} takes only "
                                               "'memory' and 'vcores' here (no spaces)",
                                               name, p.name, version_.to_string()));
      }
      continue;
    }
    const std::string units = units_of(kv[1]);
    // 3.4's updateResourceValue skips a pair whose unit it does not know before it reads the
    // number (so "1.0w", a weight, is skipped); earlier releases read the number first.
    if (!units.empty() && !is_known_unit(units) && has(version_, ReleaseFact::kCsCapacityVectors)) {
      if (notes) {
        values_.ignored(p, fmt::format("unknown unit '{}' in {}: Hadoop 3.4 skips '{}' "
                                       "(known units: p n u m k M G T P Ki Mi Gi Ti Pi)",
                                       units, p.name, pair));
      }
      continue;
    }
    auto amount = java::parse_long(kv[1].substr(0, kv[1].size() - units.size()));
    if (!amount) {
      values_.invalid(p, fmt::format("'{}' in {} is not a whole number: Hadoop fails with "
                                     "NumberFormatException",
                                     kv[1], p.name));
      return std::nullopt;
    }
    if (!units.empty()) {
      if (!is_known_unit(units)) {
        values_.invalid(p,
                        fmt::format("unknown unit '{}' in {}: Hadoop fails (known units: p n u m "
                                    "k M G T P Ki Mi Gi Ti Pi)",
                                    units, p.name));
        return std::nullopt;
      }
      amount = convert_units(units, "Mi", *amount);  // vcores are converted too, as Hadoop does
      if (!amount) {
        values_.invalid(
            p, fmt::format("'{}' in {} overflows a long when converted to Mi", kv[1], p.name));
        return std::nullopt;
      }
    }
    if (name == "memory" || name == kMemoryMb) {
      resource.set(kMemoryMb, *amount);
    } else if (name == "vcores") {
      resource.set(kVcores, static_cast<int32_t>(*amount));
    } else {
      resource.set(name, *amount);
    }
  }
  if (resource.memory_mb() == 0) {
    if (notes) {
      values_.ignored(p, fmt::format("{} sets no memory: Hadoop treats an absolute capacity "
                                     "without memory as not configured (queue {} gets no "
                                     "guarantee)",
                                     p.name, queue));
    }
    // From 3.4 the bracket syntax alone makes the queue absolute; its resource is none.
    if (has(version_, ReleaseFact::kCsCapacityVectors)) return Resource(0, 0);
    return std::nullopt;
  }
  return resource;
}

std::optional<Setting<CapacityValue>> CapacityReader::read_capacity(const ConfProperty& p,
                                                                    const std::string& queue,
                                                                    const std::string& label,
                                                                    bool maximum) {
  auto raw = values_.get(p);
  if (!raw) return std::nullopt;
  const bool bracketed = is_bracketed_resource(raw->value);
  CapacityValue value;
  // 3.4 parses every capacity as a vector too (AbstractCSQueue.setupQueueConfigs), in both
  // queue modes; the non-legacy calculation reads it.
  if (has(version_, ReleaseFact::kCsCapacityVectors) && (queue != "root" || template_key_)) {
    CapacityVectorReading reading = read_capacity_vector(raw->value);
    if (reading.failure) {
      values_.invalid(p, fmt::format("{} is '{}': {}; Hadoop 3.4 reads every capacity as a "
                                     "capacity vector while it sets the queue up, and fails",
                                     p.name, raw->value, *reading.failure));
      return std::nullopt;
    }
    if (!legacy_mode_) {
      for (const std::string& dropped : reading.dropped)
        values_.ignored(p, fmt::format("{} is '{}': {}", p.name, raw->value, dropped));
    }
    if (!legacy_mode_ && maximum && is_capacity_vector_format(raw->value)) {
      for (VectorUnit unit : reading.vector.units({std::string(kMemoryMb), std::string(kVcores)})) {
        if (unit != VectorUnit::kWeight) continue;
        values_.invalid(p, fmt::format("{} is '{}': a maximum cannot be a weight; Hadoop throws "
                                       "IllegalStateException (\"... has WEIGHT maximum capacity "
                                       "type, which is not supported\") when it computes the queue",
                                       p.name, raw->value));
        return std::nullopt;
      }
    }
    value.vector = std::move(reading.vector);
    if (!bracketed && is_capacity_vector_format(raw->value)) {
      // getNonLabeledQueueCapacity and the maximum's getter: 0 and 100 for a vector.
      if (legacy_mode_) {
        values_.ignored(p, fmt::format("{} is '{}': a capacity vector with '%' or 'w' is read "
                                       "only when yarn.scheduler.capacity.legacy-queue-mode."
                                       "enabled is false; in legacy mode Hadoop reads {} from it",
                                       p.name, raw->value, maximum ? "100%" : "capacity 0"));
      }
      value.percent = maximum ? 100 : 0;
      return Setting<CapacityValue>{value, raw->loc};
    }
  }
  if (bracketed) {
    if (!has(version_, ReleaseFact::kCsAbsoluteCapacity)) {
      values_.invalid(p,
                      fmt::format("{} is '{}': absolute capacities are read from Hadoop {} on; "
                                  "Hadoop {} fails to parse it",
                                  p.name, raw->value,
                                  release_fact(ReleaseFact::kCsAbsoluteCapacity).since.to_string(),
                                  version_.to_string()));
      return std::nullopt;
    }
    auto resource = read_absolute(p, raw->value, queue, legacy_mode_);
    if (!resource) return std::nullopt;
    value.mode = CapacityMode::kAbsolute;
    value.resource = *resource;
    return Setting<CapacityValue>{value, raw->loc};
  }
  const std::string trimmed(java::trim(raw->value));
  if (!maximum && !trimmed.empty() && trimmed.back() == 'w') {
    if (!has(version_, ReleaseFact::kCsWeightCapacity)) {
      values_.invalid(p, fmt::format("{} is '{}': weight capacities are read from Hadoop {} on; "
                                     "Hadoop {} fails with NumberFormatException",
                                     p.name, raw->value,
                                     release_fact(ReleaseFact::kCsWeightCapacity).since.to_string(),
                                     version_.to_string()));
      return std::nullopt;
    }
    auto weight = java::parse_float(raw->value.substr(0, raw->value.size() - 1));
    if (!weight) {
      values_.invalid(p, fmt::format("{} is '{}': not a number before 'w'", p.name, raw->value));
      return std::nullopt;
    }
    if ((*weight < 0 || *weight > 10000 || std::isnan(*weight)) && *weight != -1) {
      values_.invalid(p, fmt::format("Illegal weight={} for queue={}label={}. Acceptable values: "
                                     "[0, 10000], -1 is same as not set",
                                     *weight, queue, label));
      return std::nullopt;
    }
    value.mode = CapacityMode::kWeight;
    value.weight = *weight;
    return Setting<CapacityValue>{value, raw->loc};
  }
  auto percent = java::parse_float(trimmed);
  if (!percent) {
    values_.invalid(p, fmt::format("{} is '{}': Hadoop reads a percentage here and fails with "
                                   "NumberFormatException",
                                   p.name, raw->value));
    return std::nullopt;
  }
  float v = *percent;
  if (std::isnan(v)) {
    values_.invalid(p, fmt::format("{} is NaN: Hadoop accepts it and every capacity derived from "
                                   "it becomes NaN",
                                   p.name));
    return std::nullopt;
  }
  if (maximum && label.empty() && v == -1.0f) v = 100.0f;  // -1 means "not set"
  const bool range_checked = !maximum || !label.empty();
  if (range_checked && (v < 0 || v > 100)) {
    values_.invalid(p, label.empty()
                           ? fmt::format("Illegal capacity of {} for queue {}", v, queue)
                           : fmt::format("Illegal capacity of {} for node-label={} in queue={}, "
                                         "valid capacity should in range of [0, 100].",
                                         v, label, queue));
    return std::nullopt;
  }
  value.percent = v;
  return Setting<CapacityValue>{value, raw->loc};
}

void CapacityReader::apply_queue_key(int index, const CsKeyMatch& m, const ConfProperty& p) {
  auto& queue = config_.queues.at(index);
  CapacityQueueSettings* target = &queue.settings;
  template_key_ = !m.template_prefix.empty();
  if (!m.template_prefix.empty()) {
    auto& slot = m.template_prefix == "leaf-queue-template" ? target->leaf_queue_template
                 : m.template_prefix == "auto-queue-creation-v2.template" ? target->aqc_template
                 : m.template_prefix == "auto-queue-creation-v2.leaf-template"
                     ? target->aqc_leaf_template
                     : target->aqc_parent_template;
    if (!slot) slot = std::make_shared<CapacityQueueSettings>();
    target = slot.get();
  }
  CapacityQueueSettings& s = *target;
  const std::string& path = queue.path;
  const std::string label = m.captures.empty() ? "" : m.captures.front();
  switch (m.spec->read) {
    case R::kQueues:
      break;  // read while building the tree
    case R::kCapacity:
      if (queue.is_root() && m.template_prefix.empty()) {
        auto v = values_.get_float(p);
        if (v && v->value != 100.0f) {
          values_.ignored(p, "the root queue's capacity is always 100%: Hadoop ignores this value");
        }
        break;
      }
      s.partitions[""].capacity = read_capacity(p, path, "", false);
      break;
    case R::kMaximumCapacity:
      s.partitions[""].maximum_capacity = read_capacity(p, path, "", true);
      break;
    case R::kLabelCapacity:
      s.partitions[label].capacity = read_capacity(p, path, label, false);
      break;
    case R::kLabelMaximumCapacity:
      s.partitions[label].maximum_capacity = read_capacity(p, path, label, true);
      break;
    case R::kMaximumAmResourcePercent:
      s.partitions[""].maximum_am_resource_percent = values_.get_float(p);
      break;
    case R::kLabelMaximumAmResourcePercent:
      s.partitions[label].maximum_am_resource_percent = values_.get_float(p);
      break;
    case R::kLabelWithoutProperty:
      values_.invalid(p, fmt::format("{} names label '{}' with nothing after it: the "
                                     "ResourceManager fails to start "
                                     "(StringIndexOutOfBoundsException)",
                                     p.name, label));
      break;
    case R::kUserLimitFactor:
      s.user_limit_factor = values_.get_float(p);
      if (s.user_limit_factor && s.user_limit_factor->value < 0 &&
          s.user_limit_factor->value != -1) {
        values_.invalid(p, fmt::format("{} is {}: a negative user-limit-factor (other than -1, "
                                       "\"no limit\") leaves every user a limit below zero",
                                       p.name, s.user_limit_factor->value));
        s.user_limit_factor.reset();
      }
      break;
    case R::kMinimumUserLimitPercent:
      // An int before 3.4 (getInt), a float from 3.4 (getFloat).
      if (has(version_, ReleaseFact::kCsUserLimitPercentFloat)) {
        s.minimum_user_limit_percent = values_.get_float(p);
      } else if (auto v = values_.get_int(p)) {
        s.minimum_user_limit_percent = Setting<float>{static_cast<float>(v->value), v->loc};
      }
      break;
    case R::kMaximumAllocation: {
      auto v = values_.get_trimmed(p);
      if (!v) break;
      Resource r;
      bool ok = true;
      for (const std::string& pair : split_keep_empty(v->value, ',')) {
        auto kv = split_keep_empty(pair, '=');
        auto amount = kv.size() == 2 ? java::parse_long(java::trim(kv[1])) : std::nullopt;
        if (!amount) {
          ok = false;
          break;
        }
        r.set(std::string(java::trim(kv[0])), *amount);
      }
      if (!ok) {
        values_.invalid(p, fmt::format("{} is '{}': expected name=value pairs such as "
                                       "memory-mb=8192,vcores=4",
                                       p.name, v->value));
        break;
      }
      s.maximum_allocation = Setting<Resource>{r, v->loc};
      break;
    }
    case R::kState: {
      auto v = values_.get(p);  // QueueState.valueOf(toUpperCase(get())): not trimmed
      if (!v) break;
      const std::string state = upper(v->value);
      if (state == "RUNNING" || state == "STOPPED") {
        s.state = Setting<QueueState>{
            state == "RUNNING" ? QueueState::kRunning : QueueState::kStopped, v->loc};
      } else {
        values_.invalid(p, fmt::format("{} is '{}': Invalid queue state configuration. We can only "
                                       "use RUNNING or STOPPED.",
                                       p.name, v->value));
      }
      break;
    }
    case R::kAclSubmitApplications:
      s.acl_submit_applications = values_.get(p);
      break;
    case R::kAclAdministerQueue:
      s.acl_administer_queue = values_.get(p);
      break;
    case R::kAccessibleNodeLabels: {
      auto v = values_.get(p);
      if (!v) break;
      std::vector<std::string> labels;
      for (const std::string& token : split_keep_empty(v->value, ',')) {
        std::string label_name(java::trim(token));
        if (!label_name.empty()) labels.push_back(label_name);
      }
      // getAccessibleNodeLabels: a "*" anywhere means any label, and only "*" is kept.
      if (std::find(labels.begin(), labels.end(), "*") != labels.end()) labels = {"*"};
      if (queue.is_root() && m.template_prefix.empty()) {
        values_.ignored(p,
                        "the root queue can always access every label: Hadoop ignores "
                        "root.accessible-node-labels");
        break;
      }
      s.accessible_node_labels = Setting<std::vector<std::string>>{labels, v->loc};
      break;
    }
    case R::kDefaultNodeLabelExpression:
      if (auto v = values_.get_trimmed(p)) s.default_node_label_expression = v;
      break;
    case R::kOrderingPolicy: {
      auto v = values_.get_trimmed(p);
      if (!v) break;
      const bool is_parent = !queue.is_leaf() && m.template_prefix != "leaf-queue-template";
      if (is_parent && !has(version_, ReleaseFact::kCsQueuePriorities)) {
        // Before YARN-5864 ParentQueue reads no ordering policy: only leaves have one.
        values_.ignored(
            p, fmt::format("{} is set on a parent queue, which Hadoop {} gives no "
                           "ordering policy (from {}): it ignores the value",
                           p.name, version_.to_string(),
                           release_fact(ReleaseFact::kCsQueuePriorities).since.to_string()));
        break;
      }
      std::vector<std::string_view> allowed;
      bool known = false;
      if (is_parent) {
        // CapacitySchedulerConfiguration.getQueueOrderingPolicy: these two names, no class.
        allowed = {"utilization", "priority-utilization"};
      } else {
        // getAppOrderingPolicy (getOrderingPolicy before 2.9): the aliases, else a class name.
        allowed = {"fifo", "fair"};
        if (has(version_, ReleaseFact::kCsExclusivePartitions)) {
          allowed.push_back("fifo-with-partitions");
          allowed.push_back("fifo-for-pending-apps");
        }
        known = v->value.find('.') != std::string::npos;
      }
      for (auto a : allowed)
        known = known || a == v->value;
      if (!known) {
        values_.invalid(
            p, fmt::format("{} is '{}': not an ordering policy for a {} queue in "
                           "Hadoop {} (it fails to construct it){}",
                           p.name, v->value, is_parent ? "parent" : "leaf", version_.to_string(),
                           did_you_mean_suffix(v->value, allowed)));
        break;
      }
      s.ordering_policy = v;
      break;
    }
    case R::kUserWeight: {
      // Up to 3.3 only user names matching \w+ are found (getValByRegex).
      if (!has(version_, ReleaseFact::kCsUserWeightAnyUserName) &&
          !scan::all_of(label, scan::is_word)) {
        values_.ignored(p, fmt::format("user name '{}' is not found by Hadoop {} (only letters, "
                                       "digits and _ are), so this weight is ignored",
                                       label, version_.to_string()));
        break;
      }
      if (auto v = values_.get_float(p)) s.user_weights[label] = *v;
      break;
    }
    case R::kByType:
      read_by_type(*m.spec, p, &s);
      break;
    default:
      break;  // global keys: never matched as a queue suffix
  }
}

void CapacityReader::apply_global_key(const CsKeyMatch& m, const ConfProperty& p) {
  auto& g = config_.global;
  switch (m.spec->read) {
    case R::kResourceCalculator: {
      auto v = values_.get_trimmed(p);
      if (!v) break;
      if (v->value.find('.') == std::string::npos) {
        values_.invalid(p, fmt::format("{} is '{}': not a class name; the ResourceManager fails to "
                                       "start (class not found). Use org.apache.hadoop.yarn.util."
                                       "resource.DefaultResourceCalculator or "
                                       "DominantResourceCalculator",
                                       p.name, v->value));
        break;
      }
      g.resource_calculator = v;
      break;
    }
    case R::kQueueMappings: {
      auto v = values_.get(p);
      if (!v) break;
      g.queue_mappings_loc = v->loc;
      // getTrimmedStringCollection: split on ',', trim, drop empty entries.
      for (const std::string& token : split_keep_empty(v->value, ',')) {
        const std::string entry(java::trim(token));
        if (entry.empty()) continue;
        auto parts = split_keep_empty(entry, ':');
        if (parts.size() != 3 || (parts[0] != "u" && parts[0] != "g")) {
          values_.invalid(p, fmt::format("Illegal queue mapping {}: expected u:<user>:<queue> or "
                                         "g:<group>:<queue>; the ResourceManager fails to start",
                                         entry));
          continue;
        }
        g.queue_mappings.push_back(QueueMapping{parts[0][0], parts[1], parts[2], entry, v->loc});
      }
      break;
    }
    case R::kMappingRuleFormat:
      // 3.4: mapping-rule-format json puts placement in mapping-rule-json(-file), which
      // schedlint does not read (CSMappingPlacementRule).
      if (auto v = values_.get(p)) g.json_mapping_rules = java::trim(v->value) == "json";
      break;
    case R::kByType:
      read_by_type(*m.spec, p, nullptr);
      break;
    default:
      break;  // per-queue keys: never matched as a global key
  }
}

// Reads a key the way its row says Hadoop parses it, and keeps the value in the row's field.
void CapacityReader::read_by_type(const CsKeySpec& spec, const ConfProperty& p,
                                  CapacityQueueSettings* queue) {
  switch (spec.type) {
    case T::kInt:
      keep(spec.field, values_.get_int(p), queue);
      break;
    case T::kIntUntrimmed:
      keep(spec.field, values_.get_int_untrimmed(p), queue);
      break;
    case T::kLong:
      values_.get_long(p);
      break;
    case T::kFloat:
      keep(spec.field, values_.get_float(p), queue);
      break;
    case T::kDouble:
      values_.get_double(p);
      break;
    case T::kBool:
      keep(spec.field, values_.get_boolean(p), queue);
      break;
    default:
      values_.get(p);
      break;
  }
}

template <class Value>
void CapacityReader::keep(const CsField& field, std::optional<Setting<Value>> value,
                          CapacityQueueSettings* queue) {
  using Slot = std::optional<Setting<Value>>;
  if (!value) return;
  if (auto* member = std::get_if<Slot CapacityQueueSettings::*>(&field); member && queue) {
    queue->** member = std::move(value);
  } else if (auto* global = std::get_if<Slot CapacityGlobalSettings::*>(&field)) {
    config_.global.** global = std::move(value);
  }
}

void CapacityReader::read_property(const ConfProperty& p) {
  if (p.name.rfind(kCapacityPrefix, 0) != 0) return;
  const std::string rest = p.name.substr(kCapacityPrefix.size());
  auto version_gate = [&](const CsKeyMatch& m) {
    if (!m.since.includes(version_)) {
      note(ReadingIssueKind::kUnknownProperty, p.loc,
           read_from_later_release(p.name, m.since, version_));
      return false;
    }
    return true;
  };
  if (rest == "root" || rest.rfind("root.", 0) == 0) {
    // Try every split into <queue path>.<suffix>; prefer a queue that exists, the longest one.
    std::optional<std::pair<int, CsKeyMatch>> known;
    std::optional<std::pair<std::string, CsKeyMatch>> orphan;
    // Only splits whose suffix could match are tried, and no more of them than a queue path
    // analyzed can have dots: a key made of nothing but pattern words stays linear.
    int tried = 0;
    for (size_t dot = rest.find('.'); dot != std::string::npos; dot = rest.find('.', dot + 1)) {
      const std::string_view queue = std::string_view(rest).substr(0, dot);
      const std::string_view suffix = std::string_view(rest).substr(dot + 1);
      if (!may_be_queue_suffix(suffix)) continue;
      if (++tried > kMaxQueueDepth + 1) break;
      auto m = match_queue_suffix(suffix);
      if (!m) continue;
      if (int index = config_.queues.index_of(queue); index >= 0) {
        known = {index, *m};  // later (longer) queue paths overwrite earlier ones
      } else if (!orphan) {
        orphan = {std::string(queue), *m};  // the shortest unknown queue: the longest suffix
      }
    }
    if (known) {
      if (!version_gate(known->second)) return;
      const size_t before = issues_.size();
      apply_queue_key(known->first, known->second, p);
      // Mark the key, so what Hadoop would compute from the value it rejects is not reported too.
      auto& queue = config_.queues.at(known->first);
      for (size_t i = before; i < issues_.size(); ++i) {
        if (issues_[i].kind == ReadingIssueKind::kRejectedValue) {
          queue.settings.invalid_keys.insert(rest.substr(queue.path.size() + 1));
        }
      }
      return;
    }
    if (orphan) {
      // 3.4 templates may use '*' for one queue level: root.parent.*.auto-queue-creation-v2...
      if (orphan->first.find('*') != std::string::npos &&
          orphan->second.template_prefix.rfind("auto-queue-creation-v2", 0) == 0) {
        version_gate(orphan->second);
        return;
      }
      if (too_deep_.empty() || orphan->first.rfind(too_deep_ + ".", 0) != 0) {
        orphans_.push_back({&p, orphan->first});
      }
      return;
    }
    // Unknown suffix: suggest against the deepest queue path the key starts with.
    std::string queue = "root";
    for (size_t dot : queue_path_ends(rest)) {
      if (config_.queues.index_of(std::string_view(rest).substr(0, dot)) >= 0) {
        queue = rest.substr(0, dot);
      }
    }
    const std::string suffix = rest.size() > queue.size() ? rest.substr(queue.size() + 1) : "";
    std::string hint;
    if (auto s = suggest_queue_suffix(suffix)) {
      hint = fmt::format(" (did you mean '{}{}.{}'?)", kCapacityPrefix, queue, *s);
    }
    note(ReadingIssueKind::kUnknownProperty, p.loc, not_a_capacity_property(p.name, hint));
    return;
  }
  if (auto m = match_global_key(rest)) {
    if (version_gate(*m)) apply_global_key(*m, p);
    return;
  }
  note(ReadingIssueKind::kUnknownProperty, p.loc,
       not_a_capacity_property(p.name, unknown_global_key_hint(rest)));
}

void CapacityReader::report_orphans() {
  for (const Orphan& o : orphans_) {
    // CapacitySchedulerConfigValidator.validateQueueHierarchy: QueueState.valueOf of the raw
    // value, neither trimmed nor upper-cased.
    if (o.property->name == key_of(o.queue + ".state") && o.property->value &&
        conf_.expand(*o.property).text == "STOPPED") {
      config_.undeclared_stopped.emplace(o.queue, o.property->loc);
    }
    // A queue under an auto-creating parent may be created at runtime and pick these keys up.
    const size_t dot = o.queue.rfind('.');
    const int parent =
        dot == std::string::npos ? -1 : config_.queues.index_of(o.queue.substr(0, dot));
    bool dynamic_parent = false;
    if (parent >= 0) {
      const auto& s = config_.queues.at(parent).settings;
      dynamic_parent =
          (s.auto_create_child_queue_enabled && s.auto_create_child_queue_enabled->value) ||
          (s.auto_queue_creation_v2_enabled && s.auto_queue_creation_v2_enabled->value);
    }
    ReadingIssue issue{ReadingIssueKind::kUndeclaredQueueProperty, o.property->loc, "", o.queue,
                       dynamic_parent};
    if (dynamic_parent) {
      issue.description = fmt::format(
          "{} is for queue {}, which is not declared; it takes effect only if {} auto-creates "
          "that queue",
          o.property->name, o.queue, o.queue.substr(0, dot));
    } else {
      issue.description = fmt::format(
          "{} is for queue {}, which is not in the hierarchy (no parent's .queues lists it): "
          "Hadoop ignores it",
          o.property->name, o.queue);
    }
    issues_.push_back(std::move(issue));
  }
}

void CapacityReader::read_preemption() {
  auto& pre = config_.global.preemption;
  auto find = [&](std::string_view suffix) {
    return conf_.find(std::string(kPreemptionPolicyPrefix) + std::string(suffix));
  };
  if (auto* p = find("observe_only")) pre.observe_only = values_.get_boolean(*p);
  if (auto* p = find("monitoring_interval")) pre.monitoring_interval_ms = values_.get_long(*p);
  if (auto* p = find("max_wait_before_kill")) pre.max_wait_before_kill_ms = values_.get_long(*p);
  if (auto* p = find("total_preemption_per_round"))
    pre.total_preemption_per_round = values_.get_float(*p);
  if (auto* p = find("max_ignored_over_capacity"))
    pre.max_ignored_over_capacity = values_.get_double(*p);
  if (auto* p = find("natural_termination_factor"))
    pre.natural_termination_factor = values_.get_double(*p);
  if (auto* p = find("intra-queue-preemption.enabled")) {
    pre.intra_queue_preemption_enabled = values_.get_boolean(*p);
  }
  if (auto* p = find("select_based_on_reserved_containers")) {
    pre.select_based_on_reserved_containers = values_.get_boolean(*p);
  }
  if (auto* p = find("additional_res_balance_based_on_reserved_containers")) {
    pre.additional_res_balance_based_on_reserved_containers = values_.get_boolean(*p);
  }
  if (auto* p = find("preemption-to-balance-queue-after-satisfied.enabled")) {
    pre.balance_queues_after_satisfied = values_.get_boolean(*p);
  }
}

CapacityConfig CapacityReader::read() {
  config_.file = file_;
  if (has(version_, ReleaseFact::kCsLegacyQueueMode)) {
    const ConfProperty* mode = conf_.find(key_of("legacy-queue-mode.enabled"));
    if (mode != nullptr && mode->value) {
      // Configuration.getBoolean: "false" in any case turns it off; anything else keeps true.
      std::string text(java::trim(conf_.expand(*mode).text));
      for (char& c : text)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      legacy_mode_ = text != "false";
    }
  }
  build_tree();
  for (const ConfProperty* p : conf_.properties())
    read_property(*p);
  report_orphans();
  read_preemption();
  return std::move(config_);
}

}  // namespace

CapacityConfig read_capacity_config(const HadoopConf& conf, const std::string& file,
                                    const HadoopVersion& version, std::vector<ReadingIssue>& issues,
                                    const std::vector<std::string>& resource_types) {
  CapacityReader reader(conf, file, version, resource_types, issues);
  return reader.read();
}

}  // namespace schedlint
