#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace schedlint::java {

/// String.hashCode over the UTF-16 code units of `utf8`.
int32_t string_hash(std::string_view utf8);

/// The order in which a java.util.HashSet<String> holding `insertion_order` (distinct strings,
/// in the order they were added) iterates: by bucket of a table that starts at 16 and doubles
/// once more than 3/4 full, in insertion order within a bucket. Hadoop iterates such sets when
/// it walks a queue's node labels, and some of its checks depend on that order.
std::vector<std::string> hash_set_order(const std::vector<std::string>& insertion_order);

}  // namespace schedlint::java
