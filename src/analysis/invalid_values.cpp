#include "analysis/invalid_values.h"

namespace schedlint {

namespace {

bool has_invalid_key(const CapacityQueueSettings& s, const std::vector<std::string_view>& keys) {
  for (const std::string& invalid : s.invalid_keys) {
    for (std::string_view key : keys) {
      if (invalid.size() >= key.size() &&
          invalid.compare(invalid.size() - key.size(), key.size(), key) == 0) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace

bool rests_on_invalid_value(const CapacityConfig& config, int queue,
                            const std::vector<std::string_view>& keys) {
  if (queue < 0 || static_cast<size_t>(queue) >= config.queues.size()) return false;
  for (int i : config.queues.ancestors_and_self(queue)) {
    if (has_invalid_key(config.queues.at(i).settings, keys)) return true;
  }
  for (int c : config.queues.at(queue).children) {
    if (has_invalid_key(config.queues.at(c).settings, keys)) return true;
  }
  return false;
}

}  // namespace schedlint
