#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace schedlint {

/// UnitsConversionUtil.convert(from, to, value): converts between the YARN resource units
/// (p n u m "" k M G T P Ki Mi Gi Ti Pi). Returns nullopt for an unknown unit or when Hadoop's
/// conversion would overflow a long (it throws IllegalArgumentException).
std::optional<int64_t> convert_units(std::string_view from, std::string_view to, int64_t value);

/// True when `unit` is one Hadoop knows.
bool is_known_unit(std::string_view unit);

}  // namespace schedlint
