#include "parse/fair_parser.h"

#include <cmath>
#include <limits>
#include <map>
#include <set>

#include <fmt/format.h>

#include "java/numbers.h"
#include "model/did_you_mean.h"
#include "model/release_facts.h"
#include "model/utf8.h"
#include "parse/fair_resource.h"
#include "parse/input_error.h"
#include "parse/input_limits.h"

namespace schedlint {

namespace {

using tinyxml2::XMLElement;

constexpr int64_t kUnbounded = std::numeric_limits<int64_t>::max();

// Elements AllocationFileParser reads at the top level, with the release that added them.
struct ElementSpec {
  std::string_view name;
  ReleaseFact fact = ReleaseFact::kEveryRelease;
};

const std::vector<ElementSpec>& top_level_elements() {
  static const std::vector<ElementSpec> specs{
      {"queue"},
      {"pool"},
      {"user"},
      {"queuePlacementPolicy"},
      {"userMaxAppsDefault"},
      {"queueMaxAppsDefault"},
      {"queueMaxResourcesDefault", ReleaseFact::kFsQueueMaxResourcesDefault},
      {"queueMaxAMShareDefault"},
      {"defaultQueueSchedulingPolicy"},
      {"defaultQueueSchedulingMode"},
      {"defaultMinSharePreemptionTimeout"},
      {"defaultFairSharePreemptionTimeout"},
      {"fairSharePreemptionTimeout"},
      {"defaultFairSharePreemptionThreshold"},
      {"reservation-planner"},
      {"reservation-agent"},
      {"reservation-policy"},
  };
  return specs;
}

// Elements AllocationFileQueueParser reads inside a <queue>.
const std::vector<ElementSpec>& queue_elements() {
  static const std::vector<ElementSpec> specs{
      {"queue"},
      {"pool"},
      {"minResources"},
      {"maxResources"},
      {"maxChildResources", ReleaseFact::kFsMaxChildResources},
      {"maxContainerAllocation", ReleaseFact::kFsMaxContainerAllocation},
      {"maxRunningApps"},
      {"maxAMShare"},
      {"weight"},
      {"minSharePreemptionTimeout"},
      {"fairSharePreemptionTimeout"},
      {"fairSharePreemptionThreshold"},
      {"schedulingPolicy"},
      {"schedulingMode"},
      {"aclSubmitApps"},
      {"aclAdministerApps"},
      {"aclAdministerReservations", ReleaseFact::kReservationAcls},
      {"aclListReservations", ReleaseFact::kReservationAcls},
      {"aclSubmitReservations", ReleaseFact::kReservationAcls},
      {"reservation"},
      {"allowPreemptionFrom", ReleaseFact::kFsAllowPreemptionFrom},
  };
  return specs;
}

// Hadoop 1 (MR1) fair scheduler elements that YARN ignores, and what replaced them.
const std::map<std::string_view, std::string_view>& mr1_elements() {
  static const std::map<std::string_view, std::string_view> map{
      {"minMaps", "minResources"},
      {"maxMaps", "maxResources"},
      {"minReduces", "minResources"},
      {"maxReduces", "maxResources"},
      {"maxRunningJobs", "maxRunningApps"},
      {"userMaxJobsDefault", "userMaxAppsDefault"},
      {"poolMaxJobsDefault", "queueMaxAppsDefault"},
      {"defaultPoolSchedulingMode", "defaultQueueSchedulingPolicy"},
      {"minSharePreemptionTimeout", "defaultMinSharePreemptionTimeout"},
  };
  return map;
}

const std::set<std::string_view>& rule_names() {
  static const std::set<std::string_view> names{
      "user",    "primaryGroup", "secondaryGroupExistingQueue", "specified", "nestedUserQueue",
      "default", "reject"};
  return names;
}

std::vector<std::string_view> names_of(const std::vector<ElementSpec>& specs) {
  std::vector<std::string_view> out;
  for (const auto& s : specs)
    out.push_back(s.name);
  return out;
}

const ElementSpec* find_spec(const std::vector<ElementSpec>& specs, std::string_view name) {
  for (const auto& s : specs) {
    if (s.name == name) return &s;
  }
  return nullptr;
}

bool equals_ignore_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  }
  return true;
}

bool is_queue_name_whitespace(uint32_t cp) {
  switch (cp) {
    case 0x2002:
    case 0x3000:
    case 0x000D:
    case 0x0085:
    case 0x200A:
    case 0x2005:
    case 0x2000:
    case 0x2029:
    case 0x000B:
    case 0x2008:
    case 0x2003:
    case 0x205F:
    case 0x1680:
    case 0x0009:
    case 0x0020:
    case 0x2006:
    case 0x2001:
    case 0x202F:
    case 0x00A0:
    case 0x000C:
    case 0x2009:
    case 0x2004:
    case 0x2028:
    case 0x000A:
    case 0x2007:
      return true;
    default:
      return false;
  }
}

class FairParser {
 public:
  FairParser(const XmlDocument& doc, const HadoopVersion& version,
             const std::vector<std::string>& types, std::vector<ReadingIssue>& issues)
      : doc_(doc), version_(version), types_(types), issues_(issues) {}

  FairConfig parse();

 private:
  void note(ReadingIssueKind kind, const XMLElement* at, std::string description) {
    issues_.push_back({kind, doc_.location(at), std::move(description)});
  }
  void error(const XMLElement* at, std::string msg) {
    note(ReadingIssueKind::kRejectedValue, at, std::move(msg));
  }
  void ignored(const XMLElement* at, std::string msg) {
    note(ReadingIssueKind::kIgnoredValue, at, std::move(msg));
  }

  std::optional<std::string> text(const XMLElement* e, bool trim);
  std::optional<Setting<int32_t>> read_int(const XMLElement* e);
  std::optional<Setting<int64_t>> read_seconds(const XMLElement* e);
  std::optional<Setting<float>> read_float(const XMLElement* e);
  std::optional<Setting<float>> read_weight(const XMLElement* e);
  std::optional<Setting<ConfigurableResource>> read_resource(const XMLElement* e, int64_t missing);
  std::optional<Setting<std::string>> read_policy(const XMLElement* e, bool default_policy);
  std::optional<Setting<std::string>> read_acl(const XMLElement* e);
  std::optional<Setting<bool>> read_bool(const XMLElement* e);

  template <class T>
  void store(std::optional<Setting<T>>& slot, std::optional<Setting<T>> value,
             const XMLElement* e) {
    if (slot && slot->is_set()) {
      note(ReadingIssueKind::kDuplicateSetting, e,
           fmt::format("<{}> appears more than once (also at line {}); Hadoop uses the last one",
                       e->Name(), slot->loc.line));
    }
    if (value) slot = std::move(value);
  }

  void parse_queue(const XMLElement* element, int parent, bool is_root_element);
  void parse_user(const XMLElement* element);
  void parse_placement(const XMLElement* element);
  std::optional<PlacementRule> parse_rule(const XMLElement* element, bool nested);
  void unknown_element(const XMLElement* e, const std::vector<ElementSpec>& allowed,
                       std::string_view where);

  const XmlDocument& doc_;
  HadoopVersion version_;
  const std::vector<std::string>& types_;
  std::vector<ReadingIssue>& issues_;
  FairConfig config_;
};

// The text Hadoop reads: ((Text) e.getFirstChild()).getData(), trimmed unless an ACL.
std::optional<std::string> FairParser::text(const XMLElement* e, bool trim) {
  ElementText t = doc_.text_of(e);
  if (t.empty) {
    error(e, fmt::format("<{}> is empty: Hadoop fails to load the allocation file "
                         "(NullPointerException reading its text)",
                         e->Name()));
    return std::nullopt;
  }
  if (!t.first_text) {
    error(e, fmt::format("<{}> starts with an element instead of text: Hadoop fails to load the "
                         "allocation file (ClassCastException)",
                         e->Name()));
    return std::nullopt;
  }
  return trim ? std::string(java::trim(*t.first_text)) : *t.first_text;
}

std::optional<Setting<int32_t>> FairParser::read_int(const XMLElement* e) {
  auto v = text(e, true);
  if (!v) return std::nullopt;
  auto n = java::parse_int(*v);
  if (!n) {
    error(e, fmt::format("<{}> is '{}': Hadoop reads it with Integer.parseInt and fails to load "
                         "the file (NumberFormatException)",
                         e->Name(), *v));
    return std::nullopt;
  }
  return Setting<int32_t>{*n, doc_.location(e)};
}

std::optional<Setting<int64_t>> FairParser::read_seconds(const XMLElement* e) {
  auto v = text(e, true);
  if (!v) return std::nullopt;
  auto n = java::parse_long(*v);
  if (!n) {
    error(e, fmt::format("<{}> is '{}': Hadoop reads whole seconds with Long.parseLong and fails "
                         "to load the file (NumberFormatException)",
                         e->Name(), *v));
    return std::nullopt;
  }
  // Java's long multiplication wraps; keep Hadoop's value.
  const auto ms = static_cast<int64_t>(static_cast<uint64_t>(*n) * 1000u);
  return Setting<int64_t>{ms, doc_.location(e)};
}

std::optional<Setting<float>> FairParser::read_float(const XMLElement* e) {
  auto v = text(e, true);
  if (!v) return std::nullopt;
  auto n = java::parse_float(*v);
  if (!n) {
    error(e, fmt::format("<{}> is '{}': Hadoop reads it with Float.parseFloat and fails to load "
                         "the file (NumberFormatException)",
                         e->Name(), *v));
    return std::nullopt;
  }
  if (std::isnan(*n)) {
    error(e, fmt::format("<{}> is NaN: Hadoop accepts it, and every comparison with it is false",
                         e->Name()));
  }
  return Setting<float>{*n, doc_.location(e)};
}

std::optional<Setting<float>> FairParser::read_weight(const XMLElement* e) {
  auto v = text(e, true);
  if (!v) return std::nullopt;
  auto d = java::parse_double(*v);
  if (!d) {
    error(e, fmt::format("<weight> is '{}': Hadoop reads it with Double.parseDouble and fails to "
                         "load the file (NumberFormatException)",
                         *v));
    return std::nullopt;
  }
  const auto w = static_cast<float>(*d);  // AllocationFileQueueParser stores (float) weight
  if (!std::isfinite(w)) {
    error(e, fmt::format("<weight> is '{}': Hadoop accepts it, but its fair-share computation "
                         "never terminates with a non-finite weight (docs/risks.md L2)",
                         *v));
    return std::nullopt;
  }
  return Setting<float>{w, doc_.location(e)};
}

std::optional<Setting<ConfigurableResource>> FairParser::read_resource(const XMLElement* e,
                                                                       int64_t missing) {
  auto v = text(e, false);
  if (!v) return std::nullopt;
  auto parsed = parse_fair_resource(*v, missing, types_, version_);
  if (auto* message = std::get_if<std::string>(&parsed)) {
    error(e, fmt::format("<{}> '{}': Hadoop rejects the allocation file: {}", e->Name(),
                         java::trim(*v), *message));
    return std::nullopt;
  }
  return Setting<ConfigurableResource>{std::get<ConfigurableResource>(std::move(parsed)),
                                       doc_.location(e)};
}

std::optional<Setting<std::string>> FairParser::read_policy(const XMLElement* e,
                                                            bool default_policy) {
  auto v = text(e, true);
  if (!v) return std::nullopt;
  std::string policy = *v;
  std::string lowered = policy;
  for (char& c : lowered)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  static const std::map<std::string, std::string> classes{
      {"org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.policies.FairSharePolicy",
       "fair"},
      {"org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.policies."
       "DominantResourceFairnessPolicy",
       "drf"},
      {"org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.policies.FifoPolicy", "fifo"},
  };
  if (lowered == "fair" || lowered == "drf" || lowered == "fifo") {
    policy = lowered;
  } else if (auto it = classes.find(policy); it != classes.end()) {
    policy = it->second;
  } else if (policy.find('.') == std::string::npos) {
    error(e, fmt::format("<{}> '{}' is not a scheduling policy: Hadoop fails with \"{} "
                         "SchedulingPolicy class not found!\"{}",
                         e->Name(), policy, policy,
                         did_you_mean_suffix(lowered, {"fair", "drf", "fifo"})));
    return std::nullopt;
  }
  // A class name with dots may be a custom policy on the ResourceManager's classpath.
  if (default_policy && has(version_, ReleaseFact::kFsDefaultPolicyNotFifo) && policy == "fifo") {
    error(e,
          "defaultQueueSchedulingPolicy can't be FIFO: Hadoop rejects the allocation file "
          "(\"Bad fair scheduler config file: defaultQueueSchedulingPolicy or "
          "defaultQueueSchedulingMode can't be FIFO.\")");
    return std::nullopt;
  }
  return Setting<std::string>{policy, doc_.location(e)};
}

std::optional<Setting<std::string>> FairParser::read_acl(const XMLElement* e) {
  auto v = text(e, false);  // ACL text is not trimmed: a leading space means "groups only"
  if (!v) return std::nullopt;
  return Setting<std::string>{*v, doc_.location(e)};
}

std::optional<Setting<bool>> FairParser::read_bool(const XMLElement* e) {
  auto v = text(e, true);
  if (!v) return std::nullopt;
  const bool value = java::parse_boolean(*v);
  if (!value && !equals_ignore_case(*v, "false")) {
    ignored(e, fmt::format("<{}> is '{}': Hadoop reads it with Boolean.parseBoolean, so anything "
                           "but 'true' means false",
                           e->Name(), *v));
  }
  return Setting<bool>{value, doc_.location(e)};
}

void FairParser::unknown_element(const XMLElement* e, const std::vector<ElementSpec>& allowed,
                                 std::string_view where) {
  const std::string_view tag = e->Name();
  if (const ElementSpec* spec = find_spec(allowed, tag); spec != nullptr) {
    note(ReadingIssueKind::kUnknownElement, e,
         fmt::format("<{}> is read from Hadoop {} on; Hadoop {} ignores it {}", tag,
                     release_fact(spec->fact).since.to_string(), version_.to_string(), where));
    return;
  }
  std::string message =
      fmt::format("<{}> is not an allocation-file element: Hadoop ignores it {}", tag, where);
  const bool inside_queue = &allowed == &queue_elements();
  if (auto it = mr1_elements().find(tag);
      it != mr1_elements().end() && !(inside_queue && find_spec(queue_elements(), tag))) {
    message += fmt::format(" (a Hadoop 1 fair scheduler element; YARN reads <{}>)", it->second);
  } else if (inside_queue && find_spec(top_level_elements(), tag) != nullptr) {
    message += " (it belongs directly under <allocations>)";
  } else if (!inside_queue && find_spec(queue_elements(), tag) != nullptr) {
    message += " (it belongs inside a <queue>)";
  } else if (tag == "userQueryLimit" || tag == "groupQueryLimit") {
    message += " (an Impala admission-control element, read by Impala only)";
  } else {
    message += did_you_mean_suffix(tag, names_of(allowed));
  }
  note(ReadingIssueKind::kUnknownElement, e, std::move(message));
}

void FairParser::parse_user(const XMLElement* element) {
  FairUserSettings user;
  const char* name = element->Attribute("name");
  user.name = name ? name : "";
  user.loc = doc_.location(element);
  for (const XMLElement* child : child_elements(element)) {
    if (std::string_view(child->Name()) == "maxRunningApps") {
      store(user.max_running_apps, read_int(child), child);
    } else {
      note(ReadingIssueKind::kUnknownElement, child,
           fmt::format("<{}> inside <user>: Hadoop reads only <maxRunningApps> there and "
                       "ignores it{}",
                       child->Name(), did_you_mean_suffix(child->Name(), {"maxRunningApps"})));
    }
  }
  config_.global.users.push_back(std::move(user));
}

void FairParser::parse_queue(const XMLElement* element, int parent, bool is_root_element) {
  const char* raw_attr = element->Attribute("name");
  const std::string raw = raw_attr ? raw_attr : "";
  // 2.7 reads the name as written; later lines trim Unicode whitespace first.
  const std::string name =
      has(version_, ReleaseFact::kFsQueueNameTrimmed) ? trim_queue_name(raw) : raw;
  int index = parent;
  if (is_root_element) {
    index = 0;
    config_.root_declared = true;
    config_.queues.at(0).loc = doc_.location(element);
  } else {
    bool valid_name = true;
    if (name.find('.') != std::string::npos) {
      error(element, fmt::format("queue name '{}' contains '.': Hadoop rejects the allocation file "
                                 "(\"queue name shouldn't contain period\")",
                                 name));
      valid_name = false;
    } else if (name.empty() && has(version_, ReleaseFact::kFsQueueNameTrimmed)) {
      error(element, "queue name is empty or only whitespace: Hadoop rejects the allocation file");
      valid_name = false;
    }
    const auto& parent_queue = config_.queues.at(parent);
    if (parent_queue.depth + 1 > kMaxQueueDepth) {
      error(element, fmt::format("queues are nested more than {} levels deep below root; schedlint "
                                 "does not analyze deeper queues",
                                 kMaxQueueDepth));
      return;
    }
    if (valid_name && config_.queues.index_of(parent_queue.path + "." + name) >= 0) {
      note(ReadingIssueKind::kDuplicateSetting, element,
           fmt::format("queue '{}' is defined more than once under {}; Hadoop merges the "
                       "elements, later settings winning",
                       name, parent_queue.path));
    }
    if (config_.queues.size() >= static_cast<std::size_t>(limits::kQueues)) {
      throw InputError(doc_.location(element),
                       "more than 100,000 queues: schedlint reads no such file");
    }
    index = config_.queues.add_child(parent, name, doc_.location(element));
  }

  const char* type = element->Attribute("type");
  bool type_parent = type != nullptr && std::string_view(type) == "parent";
  if (type != nullptr && !type_parent) {
    ignored(element, fmt::format("type=\"{}\": Hadoop only recognises type=\"parent\" (exactly); "
                                 "this queue is a leaf unless it has child queues",
                                 type));
  }
  bool has_children = false;
  bool has_max_am_share = false;
  for (const XMLElement* child : child_elements(element)) {
    const std::string_view tag = child->Name();
    // AllocationFileQueueParser: any tag that "queue" ends with, or "pool", is a child queue.
    const bool child_queue =
        tag == "pool" || (!tag.empty() && std::string_view("queue").ends_with(tag));
    if (child_queue) {
      if (tag != "queue" && tag != "pool") {
        note(ReadingIssueKind::kUnknownElement, child,
             fmt::format("<{}> is read by Hadoop as a child queue (any ending of 'queue' is); "
                         "write <queue>",
                         tag));
      }
      has_children = true;
      parse_queue(child, index, false);
      continue;
    }
    const ElementSpec* spec = find_spec(queue_elements(), tag);
    if (spec == nullptr || !has(version_, spec->fact)) {
      unknown_element(child, queue_elements(), "inside a <queue>");
      continue;
    }
    auto& s = config_.queues.at(index).settings;
    if (tag == "minResources") {
      auto r = read_resource(
          child, has(version_, ReleaseFact::kFsMinResourcesDefaultZero) ? 0 : kUnbounded);
      if (r && r->value.is_percentage) {
        ignored(child, "a percentage <minResources> is not supported: Hadoop uses no minimum (0)");
        r.reset();
      }
      store(s.min_resources, std::move(r), child);
    } else if (tag == "maxResources") {
      store(s.max_resources, read_resource(child, kUnbounded), child);
    } else if (tag == "maxChildResources") {
      store(s.max_child_resources, read_resource(child, kUnbounded), child);
    } else if (tag == "maxContainerAllocation") {
      auto r = read_resource(child, kUnbounded);
      if (r && r->value.is_percentage) {
        ignored(child,
                "a percentage <maxContainerAllocation> is not supported: Hadoop applies no "
                "limit");
        r.reset();
      }
      store(s.max_container_allocation, std::move(r), child);
    } else if (tag == "maxRunningApps") {
      store(s.max_running_apps, read_int(child), child);
    } else if (tag == "maxAMShare") {
      has_max_am_share = true;
      auto share = read_float(child);
      if (share && share->value < 0 && share->value != -1.0f) {
        error(child, fmt::format("<maxAMShare> is {}: a negative share (other than -1, which "
                                 "turns the check off) lets no application master start",
                                 share->value));
        share.reset();
      }
      store(s.max_am_share, std::move(share), child);
    } else if (tag == "weight") {
      store(s.weight, read_weight(child), child);
    } else if (tag == "minSharePreemptionTimeout") {
      store(s.min_share_preemption_timeout_ms, read_seconds(child), child);
    } else if (tag == "fairSharePreemptionTimeout") {
      store(s.fair_share_preemption_timeout_ms, read_seconds(child), child);
    } else if (tag == "fairSharePreemptionThreshold") {
      store(s.fair_share_preemption_threshold, read_float(child), child);
    } else if (tag == "schedulingPolicy" || tag == "schedulingMode") {
      store(s.scheduling_policy, read_policy(child, false), child);
    } else if (tag == "aclSubmitApps") {
      store(s.acl_submit_apps, read_acl(child), child);
    } else if (tag == "aclAdministerApps") {
      store(s.acl_administer_apps, read_acl(child), child);
    } else if (tag == "aclAdministerReservations") {
      store(s.acl_administer_reservations, read_acl(child), child);
    } else if (tag == "aclListReservations") {
      store(s.acl_list_reservations, read_acl(child), child);
    } else if (tag == "aclSubmitReservations") {
      store(s.acl_submit_reservations, read_acl(child), child);
    } else if (tag == "reservation") {
      s.reservation = doc_.location(child);
    } else if (tag == "allowPreemptionFrom") {
      store(s.allow_preemption_from, read_bool(child), child);
    }
  }
  auto& queue = config_.queues.at(index);
  queue.settings.type_parent = type_parent;
  const bool reservable = queue.settings.reservation.has_value();
  if (has_children || type_parent) {
    // AllocationFileLoaderService.loadQueue in 2.7 refuses type="parent" on any queue with
    // children; 2.10's only with a <reservation> (the 3.x check below). 2.8 is taken to be
    // 2.7's, 2.9 2.10's.
    if (type_parent && !has(version_, ReleaseFact::kFsParentTypeWithChildren) &&
        (has_children || reservable)) {
      error(element,
            fmt::format("queue {} has type=\"parent\" and child queues or a <reservation>: "
                        "Hadoop {} rejects the allocation file (\"Both <reservation> and "
                        "type=\"parent\" found\")",
                        queue.path, version_.to_string()));
    } else if (reservable) {
      error(element, fmt::format("The configuration settings for {} are invalid. A queue element "
                                 "that contains child queue elements or that has the "
                                 "type='parent' attribute cannot also include a reservation "
                                 "element.",
                                 queue.path));
    } else if (has_max_am_share && has(version_, ReleaseFact::kFsParentMaxAmShareRefused)) {
      error(element, fmt::format("The configuration settings for {} are invalid. A queue element "
                                 "that contains child queue elements or that has the "
                                 "type='parent' attribute cannot also include a maxAMShare "
                                 "element.",
                                 queue.path));
    }
  }
  // A reservable queue is a plan (parent) queue; type="parent" makes a parent without children.
  queue.declared_parent = type_parent || reservable;
}

std::optional<PlacementRule> FairParser::parse_rule(const XMLElement* element, bool nested) {
  PlacementRule rule;
  rule.loc = doc_.location(element);
  for (const tinyxml2::XMLAttribute* a = element->FirstAttribute(); a != nullptr; a = a->Next()) {
    rule.attributes[a->Name()] = a->Value();
  }
  rule.name = rule.attributes.count("name") ? rule.attributes["name"] : "";
  if (rule.name.empty()) {
    error(element,
          "placement <rule> without a name: Hadoop rejects the allocation file (\"No "
          "name provided for a rule element\")");
    return std::nullopt;
  }
  if (rule_names().count(rule.name) == 0) {
    std::vector<std::string_view> names(rule_names().begin(), rule_names().end());
    error(element, fmt::format("no placement rule is named '{}': Hadoop rejects the allocation "
                               "file (\"No rule class found for {}\"){}",
                               rule.name, rule.name, did_you_mean_suffix(rule.name, names)));
    return std::nullopt;
  }
  // 3.3+: an absent or empty create means true; before, a present create is parseBoolean.
  if (auto it = rule.attributes.find("create"); it != rule.attributes.end()) {
    rule.create = (has(version_, ReleaseFact::kFsPlacementRuleInterface) && it->second.empty()) ||
                  java::parse_boolean(it->second);
    if (!rule.create && !equals_ignore_case(it->second, "false") &&
        !(!has(version_, ReleaseFact::kFsPlacementRuleInterface) && it->second.empty())) {
      ignored(element, fmt::format("create=\"{}\": anything but 'true' means false", it->second));
    }
  }
  if (rule.name == "default" && has(version_, ReleaseFact::kFsPlacementRuleInterface)) {
    if (auto it = rule.attributes.find("queue"); it != rule.attributes.end()) {
      const std::string& q = it->second;
      if (!q.empty() && (q != trim_queue_name(q) || q.front() == '.' || q.back() == '.')) {
        ignored(element, fmt::format("default rule queue '{}' is not a valid queue name: Hadoop "
                                     "logs an error and places applications in root.default",
                                     q));
      }
    }
  }
  // Parent (nested) rules: 3.3+ takes the last child <rule> of any rule; before, only
  // nestedUserQueue has one, its first child <rule>.
  std::vector<const XMLElement*> nested_rules;
  for (const XMLElement* child : child_elements(element)) {
    const bool is_rule = has(version_, ReleaseFact::kFsPlacementRuleInterface)
                             ? equals_ignore_case(child->Name(), "rule")
                             : std::string_view(child->Name()) == "rule";
    if (is_rule) nested_rules.push_back(child);
  }
  const bool nested_user = rule.name == "nestedUserQueue";
  if (has(version_, ReleaseFact::kFsPlacementRuleInterface)) {
    if (nested_rules.size() > 1) {
      ignored(element, fmt::format("rule '{}' has {} parent rules: Hadoop uses only the last one",
                                   rule.name, nested_rules.size()));
    }
    if (!nested_rules.empty() && !nested) {
      const XMLElement* parent_element = nested_rules.back();
      const char* parent_name = parent_element->Attribute("name");
      const std::string pn = parent_name ? parent_name : "";
      if (pn == "reject" || pn == "nestedUserQueue") {
        error(parent_element,
              fmt::format("Rule '{}' is not allowed as a parent rule for any rule", pn));
        return std::nullopt;
      }
      auto parent_rule = parse_rule(parent_element, true);
      if (!parent_rule) return std::nullopt;
      const bool same_type = (pn == rule.name) || (nested_user && pn == "user");
      if (same_type) {
        error(element, fmt::format("rule '{}' has a '{}' parent rule: Hadoop rejects the file "
                                   "(\"Parent rule may not be the same type as the child rule\")",
                                   rule.name, pn));
        return std::nullopt;
      }
      if (rule.name == "default" || rule.name == "specified" || rule.name == "reject") {
        error(element, fmt::format("the '{}' rule cannot have a parent rule: Hadoop rejects the "
                                   "allocation file (rule initialisation fails)",
                                   rule.name));
        return std::nullopt;
      }
      rule.parent = std::make_shared<PlacementRule>(std::move(*parent_rule));
    }
    if (nested_user && !rule.parent && !nested) {
      error(element, "Rule 'nestedUserQueue' must have a parent rule set");
      return std::nullopt;
    }
  } else if (nested_user && !nested) {
    if (nested_rules.empty()) {
      error(element, "No nested rule specified in <nestedUserQueue> rule");
      return std::nullopt;
    }
    auto parent_rule = parse_rule(nested_rules.front(), true);
    if (!parent_rule) return std::nullopt;
    rule.parent = std::make_shared<PlacementRule>(std::move(*parent_rule));
  }
  return rule;
}

void FairParser::parse_placement(const XMLElement* element) {
  if (config_.global.placement_policy) {
    note(ReadingIssueKind::kDuplicateSetting, element,
         fmt::format("<queuePlacementPolicy> appears more than once (also at line {}); Hadoop "
                     "uses the last one",
                     config_.global.placement_policy->loc.line));
  }
  PlacementPolicy policy;
  policy.loc = doc_.location(element);
  if (has(version_, ReleaseFact::kFsPlacementRuleInterface) && element->FirstChild() == nullptr) {
    error(element, "Empty configuration for QueuePlacementPolicy is not allowed");
    config_.global.placement_policy = std::move(policy);
    return;
  }
  for (const XMLElement* child : child_elements(element)) {
    const bool is_rule = has(version_, ReleaseFact::kFsPlacementRuleInterface)
                             ? equals_ignore_case(child->Name(), "rule")
                             : true;
    if (!is_rule) {
      note(ReadingIssueKind::kUnknownElement, child,
           fmt::format("<{}> inside <queuePlacementPolicy> is not a <rule>: Hadoop ignores it",
                       child->Name()));
      continue;
    }
    if (auto rule = parse_rule(child, false)) policy.rules.push_back(std::move(*rule));
  }
  if (policy.rules.empty() && child_elements(element).empty()) {
    if (has(version_, ReleaseFact::kFsPlacementRuleInterface)) {
      ignored(element,
              "<queuePlacementPolicy> has no <rule>: Hadoop ignores it and keeps the "
              "default placement rules");
    } else {
      error(element, "<queuePlacementPolicy> has no rules: Hadoop fails to load the file");
    }
  }
  config_.global.placement_policy = std::move(policy);
}

FairConfig FairParser::parse() {
  const XMLElement* root = doc_.root();
  config_.file = doc_.path();
  config_.allocations_loc = doc_.location(root);
  config_.queues.add_root("root", doc_.location(root));

  std::vector<const XMLElement*> queue_elements_found;
  for (const XMLElement* child : child_elements(root)) {
    const std::string_view tag = child->Name();
    if (tag == "queue" || tag == "pool") queue_elements_found.push_back(child);
  }
  // A top-level queue named root (any case) is the root queue and must stand alone.
  const XMLElement* root_element = nullptr;
  for (const XMLElement* q : queue_elements_found) {
    const char* name = q->Attribute("name");
    if (name != nullptr && equals_ignore_case(name, "root")) {
      if (queue_elements_found.size() > 1) {
        error(q, "If configuring root queue, no other queues can be placed alongside it.");
      }
      if (std::string_view(name) != "root") {
        ignored(q, fmt::format("<queue name=\"{}\"> is not the root queue (queue names are "
                               "case-sensitive): Hadoop makes it a queue root.{}",
                               name, name));
      } else {
        root_element = q;
      }
    }
  }

  auto& g = config_.global;
  // Read lazily by Hadoop 3.x: parsed only if root sets no value of its own (see below).
  const XMLElement* default_min_timeout = nullptr;
  const XMLElement* default_fair_timeout = nullptr;
  const XMLElement* legacy_fair_timeout = nullptr;
  const XMLElement* default_threshold = nullptr;
  std::map<std::string_view, const XMLElement*> seen_scalar;

  for (const XMLElement* child : child_elements(root)) {
    const std::string_view tag = child->Name();
    const ElementSpec* spec = find_spec(top_level_elements(), tag);
    if (spec == nullptr || !has(version_, spec->fact)) {
      unknown_element(child, top_level_elements(), "(\"Bad element in allocations file\")");
      continue;
    }
    if (tag == "queue" || tag == "pool") {
      parse_queue(child, 0, child == root_element);
      continue;
    }
    if (tag == "user") {
      parse_user(child);
      continue;
    }
    if (tag == "queuePlacementPolicy") {
      parse_placement(child);
      continue;
    }
    if (auto prev = seen_scalar.find(tag); prev != seen_scalar.end()) {
      note(ReadingIssueKind::kDuplicateSetting, child,
           fmt::format("<{}> appears more than once (also at line {}); Hadoop uses the last one",
                       tag, prev->second->GetLineNum()));
    }
    seen_scalar[tag] = child;
    if (tag == "userMaxAppsDefault") {
      g.user_max_apps_default = read_int(child);
    } else if (tag == "queueMaxAppsDefault") {
      g.queue_max_apps_default = read_int(child);
    } else if (tag == "queueMaxResourcesDefault") {
      g.queue_max_resources_default = read_resource(child, kUnbounded);
    } else if (tag == "queueMaxAMShareDefault") {
      g.queue_max_am_share_default = read_float(child);
    } else if (tag == "defaultQueueSchedulingPolicy" || tag == "defaultQueueSchedulingMode") {
      g.default_queue_scheduling_policy = read_policy(child, true);
    } else if (tag == "defaultMinSharePreemptionTimeout") {
      default_min_timeout = child;
    } else if (tag == "defaultFairSharePreemptionTimeout") {
      default_fair_timeout = child;
    } else if (tag == "fairSharePreemptionTimeout") {
      legacy_fair_timeout = child;
    } else if (tag == "defaultFairSharePreemptionThreshold") {
      default_threshold = child;
    } else if (tag == "reservation-planner") {
      if (auto v = text(child, true))
        g.reservation_planner = Setting<std::string>{*v, doc_.location(child)};
    } else if (tag == "reservation-agent") {
      if (auto v = text(child, true))
        g.reservation_agent = Setting<std::string>{*v, doc_.location(child)};
    } else if (tag == "reservation-policy") {
      if (auto v = text(child, true))
        g.reservation_policy = Setting<std::string>{*v, doc_.location(child)};
    }
  }
  // AllocationFileLoaderService.setupRootQueueProperties (3.x) reads these defaults only when the
  // root queue sets no value of its own; 2.x parsed them eagerly.
  const auto& root_settings = config_.queues.at(0).settings;
  const bool eager = !has(version_, ReleaseFact::kFsRootDefaultsWhenUnset);
  if (default_min_timeout && (eager || !root_settings.min_share_preemption_timeout_ms)) {
    g.default_min_share_preemption_timeout_ms = read_seconds(default_min_timeout);
  }
  if ((default_fair_timeout || legacy_fair_timeout) &&
      (eager || !root_settings.fair_share_preemption_timeout_ms)) {
    if (default_fair_timeout) {
      g.default_fair_share_preemption_timeout_ms = read_seconds(default_fair_timeout);
    } else {
      g.legacy_fair_share_preemption_timeout_ms = read_seconds(legacy_fair_timeout);
    }
  }
  if (default_threshold && (eager || !root_settings.fair_share_preemption_threshold)) {
    g.default_fair_share_preemption_threshold = read_float(default_threshold);
  }
  return std::move(config_);
}

}  // namespace

std::string trim_queue_name(std::string_view name) {
  size_t begin = 0;
  while (begin < name.size()) {
    const Utf8Char c = decode_utf8(name, begin);
    if (!is_queue_name_whitespace(c.code_point)) break;
    begin += c.length;
  }
  size_t end = name.size();
  while (end > begin) {
    // Step back to the start of the last code point.
    size_t start = end - 1;
    while (start > begin && (static_cast<unsigned char>(name[start]) & 0xC0) == 0x80)
      --start;
    const Utf8Char c = decode_utf8(name, start);
    if (start + c.length != end || !is_queue_name_whitespace(c.code_point)) break;
    end = start;
  }
  return std::string(name.substr(begin, end - begin));
}

FairConfig parse_fair_config(const XmlDocument& doc, const HadoopVersion& version,
                             const std::vector<std::string>& resource_types,
                             std::vector<ReadingIssue>& issues) {
  FairParser parser(doc, version, resource_types, issues);
  return parser.parse();
}

}  // namespace schedlint
