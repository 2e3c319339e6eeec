#pragma once

#include <string_view>
#include <vector>

#include "model/capacity_config.h"

namespace schedlint {

/// Whether a queue's numbers rest on a value Hadoop rejects: one of the keys ending in `keys`
/// (e.g. "capacity" also matches "accessible-node-labels.gpu.capacity") of the queue, of an
/// ancestor it inherits from, or of a child it adds up. parse-invalid-value reports that value,
/// and what schedlint computes without it would only repeat the problem.
bool rests_on_invalid_value(const CapacityConfig& config, int queue,
                            const std::vector<std::string_view>& keys);

/// The keys a queue's capacities and limits are computed from.
inline const std::vector<std::string_view> kCapacityKeys{"capacity",
                                                         "maximum-capacity",
                                                         "maximum-am-resource-percent",
                                                         "maximum-applications",
                                                         "user-limit-factor",
                                                         "minimum-user-limit-percent"};

}  // namespace schedlint
