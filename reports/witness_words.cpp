#include "reports/witness_words.h"

#include <algorithm>
#include <map>

namespace schedlint {

namespace {

// Every key a rule's witness uses (rules/*.cpp, WitnessValue::set), in words.
const std::map<std::string_view, std::string_view> kKeyWords{
    {"active_queues", "busy queues"},
    {"active_users", "active users"},
    {"am_container", "AM container"},
    {"am_container_mb", "AM container (MB)"},
    {"am_container_vcores", "AM container (vcores)"},
    {"am_limit", "AM limit"},
    {"applications", "applications"},
    {"applications_allowed", "applications allowed"},
    {"available", "available"},
    {"capacity", "each node"},
    {"cluster", "cluster"},
    {"containers", "containers"},
    {"could_host", "could host the request"},
    {"failed", "nodes failed"},
    {"failed_nodes", "failed nodes"},
    {"failure_budget", "failure budget"},
    {"fit_groups", "node groups it fits on"},
    {"fit_nodes", "nodes it fits on"},
    {"free", "free"},
    {"group", "node group"},
    {"guarantee", "guarantee"},
    {"held_by", "reserved by"},
    {"hosting_nodes", "nodes that can host it"},
    {"instantaneous_fair_share", "instantaneous fair share"},
    {"largest_node", "largest node"},
    {"max_am_share", "maxAMShare"},
    {"maximum_request", "largest request"},
    {"memory_mb", "memory (MB)"},
    {"memory_utilization", "memory utilization"},
    {"min_failures", "fewest failures that break it"},
    {"min_fit_nodes", "nodes a request needs (--min-fit-nodes)"},
    {"min_utilization", "lowest utilization"},
    {"node_groups", "node groups"},
    {"node_local_applications", "node-local applications"},
    {"nodes", "nodes"},
    {"of", "of"},
    {"partition", "partition"},
    {"queue", "queue"},
    {"queues", "queues"},
    {"rack_failure", "rack failure"},
    {"rack_status", "a rack failure"},
    {"remaining", "what remains"},
    {"request", "request"},
    {"required", "required"},
    {"reserved", "reserved"},
    {"resource", "resource"},
    {"shortfall", "short by"},
    {"used", "used"},
    {"user_am_limit_mb", "user AM limit (MB)"},
    {"user_am_limit_vcores", "user AM limit (vcores)"},
    {"vcores", "vcores"},
    {"vcores_utilization", "vcores utilization"},
    {"max_applications", "max applications"},
    {"guaranteed", "guaranteed"},
};

}  // namespace

std::string witness_key_words(std::string_view key) {
  const auto it = kKeyWords.find(key);
  if (it != kKeyWords.end()) return std::string(it->second);
  std::string words(key);
  std::replace(words.begin(), words.end(), '_', ' ');
  return words;
}

std::string_view witness_value_words(std::string_view key, std::string_view value) {
  if (!key.ends_with("_status")) return value;
  if (value == "sat") return "reachable";
  if (value == "unsat") return "ruled out";
  if (value == "unknown") return "undecided";
  return value;
}

}  // namespace schedlint
