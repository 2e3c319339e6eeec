#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "java/casts.h"

/// Java's number and boolean parsing, which Hadoop uses on every configuration value. Each
/// function mirrors the named Java method exactly, so schedlint accepts and rejects what Hadoop
/// does (e.g. " 12" is not an int, "0.5f" is a float, "yes" is not true).
namespace schedlint::java {

/// String.trim(): strips leading and trailing characters <= U+0020.
std::string_view trim(std::string_view s);

/// Integer.parseInt(s, radix): optional sign, digits only, int32 range. ASCII digits only.
std::optional<int32_t> parse_int(std::string_view s, int radix = 10);
/// Long.parseLong(s, radix).
std::optional<int64_t> parse_long(std::string_view s, int radix = 10);
/// Double.parseDouble(s): trims, accepts NaN, Infinity, exponents, hex floats and a trailing
/// f/F/d/D.
std::optional<double> parse_double(std::string_view s);
/// Float.parseFloat(s): the same grammar, rounded once to binary32.
std::optional<float> parse_float(std::string_view s);
/// Boolean.parseBoolean(s): true only for "true" in any case.
bool parse_boolean(std::string_view s);

/// Hadoop's Configuration.getInt on an already trimmed value: "0x1F" and "-0x1F" are hexadecimal
/// (Configuration.getHexDigits), anything else Integer.parseInt.
std::optional<int32_t> parse_configuration_int(std::string_view trimmed);
/// Configuration.getLong, likewise.
std::optional<int64_t> parse_configuration_long(std::string_view trimmed);

}  // namespace schedlint::java
