#pragma once

#include <optional>
#include <string>
#include <string_view>

/// How SnakeYAML 1.x types a plain (unquoted) scalar: the YAML 1.1 implicit resolvers of its
/// Resolver, which Flink's YamlParserUtils loads config.yaml with. yaml-cpp, schedlint's parser,
/// follows YAML 1.2 and leaves scalars untyped.
namespace schedlint::yaml11 {

enum class ScalarType { kString, kBool, kInt, kFloat, kNull };

/// Resolver's implicit type of `plain` (INT before FLOAT; timestamps are read as strings here).
ScalarType plain_type(std::string_view plain);

/// SafeConstructor.ConstructYamlInt, printed as Java prints the Integer, Long or BigInteger it
/// makes: underscores dropped, 0b binary, 0x hexadecimal, a leading 0 octal, a:b:c base 60
/// ("0x10" is "16", "010" is "8", "1_000" is "1000"). nullopt for a scalar that is not an int,
/// or whose value exceeds 128 bits (left as written).
std::optional<std::string> int_text(std::string_view plain);

}  // namespace schedlint::yaml11
