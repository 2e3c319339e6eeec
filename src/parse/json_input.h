#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "parse/text_file.h"

namespace schedlint {

struct JsonMember;

/// A JSON value that remembers its line, so errors in REST dumps can point at it.
struct JsonValue {
  enum class Type { kNull, kBool, kNumber, kString, kArray, kObject };
  Type type = Type::kNull;
  bool boolean = false;
  double number = 0;
  bool is_integer = false;  ///< the number was written without fraction or exponent
  int64_t integer = 0;      ///< valid when is_integer
  std::string string;
  std::vector<JsonValue> items;     ///< array elements
  std::vector<JsonMember> members;  ///< object members, in order
  int line = 0;

  bool is_object() const { return type == Type::kObject; }
  bool is_array() const { return type == Type::kArray; }
  /// The member named `key`, or nullptr (also for non-objects).
  const JsonValue* get(std::string_view key) const;
};

// A named type, not std::pair: a pair cannot hold JsonValue before it is complete (clang refuses).
struct JsonMember {
  std::string name;
  JsonValue value;
};

/// Parses `file` as JSON; a syntax error is an InputError at its line.
JsonValue parse_json(const TextFile& file);

}  // namespace schedlint
