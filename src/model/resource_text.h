#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "model/resource.h"

namespace schedlint {

/// "409600 MB, 128 vcores" (custom types appended); amounts at Hadoop's "unbounded" value read
/// "unlimited". Used in findings and reports alike.
std::string resource_text(const Resource& r);

/// "2048 MB" / "3 vcores" / "2 yarn.io/gpu": one amount of one resource type.
std::string amount_text(std::string_view type, int64_t value);

/// "409600 MB (33.3%), 128 vc (33.3%)": each amount with its share of `of`.
std::string resource_with_share(const Resource& r, const Resource& of, bool with_vcores = true);

/// "the default partition" or "partition gpu": a CapacityScheduler node label's partition.
std::string partition_name(const std::string& label);

}  // namespace schedlint
