#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "parse/text_file.h"

/// Strict reading of schedlint's own YAML inputs (nodes.yaml, usage.yaml, .schedlint.yaml): any
/// deviation from the expected shape is an InputError at the offending line.
namespace schedlint::yaml_input {

/// Parses the file; a syntax error becomes an InputError at its line.
YAML::Node load(const TextFile& file);

/// 1-based line of a node.
int line_of(const YAML::Node& node);

[[noreturn]] void fail(const std::string& file, const YAML::Node& at, const std::string& message);

/// Requires `node` to be a mapping (`what` names it in the message).
void expect_map(const std::string& file, const YAML::Node& node, std::string_view what);
/// Requires `node` to be a sequence.
void expect_sequence(const std::string& file, const YAML::Node& node, std::string_view what);

/// Refuses keys of `map` outside `allowed`, suggesting the closest one.
void check_keys(const std::string& file, const YAML::Node& map,
                const std::vector<std::string_view>& allowed, std::string_view what);

/// A scalar that must be a decimal integer within [min, max]; `key` names it in messages.
int64_t integer(const std::string& file, const YAML::Node& node, std::string_view key, int64_t min,
                int64_t max);
/// A scalar that must be a number within [min, max].
double number(const std::string& file, const YAML::Node& node, std::string_view key, double min,
              double max);
/// A scalar that must be true or false.
bool boolean(const std::string& file, const YAML::Node& node, std::string_view key);
/// A non-empty scalar string.
std::string string(const std::string& file, const YAML::Node& node, std::string_view key);
/// A scalar string or a sequence of scalar strings (a comma-separated scalar is split).
std::vector<std::string> string_list(const std::string& file, const YAML::Node& node,
                                     std::string_view key);

}  // namespace schedlint::yaml_input
