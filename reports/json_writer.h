#pragma once

#include <functional>
#include <ostream>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace schedlint {

/// Writes a JSON object member by member, exactly as nlohmann's dump(2) writes it whole (invalid
/// UTF-8 replaced, escape_json_output applied), so that a long array (findings, queues) is never
/// held as one document: each item is made, written and dropped. The one home of how JSON reports
/// are written.
class JsonObjectWriter {
 public:
  explicit JsonObjectWriter(std::ostream& out);
  JsonObjectWriter(const JsonObjectWriter&) = delete;
  JsonObjectWriter& operator=(const JsonObjectWriter&) = delete;

  void member(std::string_view key, const nlohmann::ordered_json& value);
  /// An array member of `count` items, item `i` made by `item(i)`.
  void array(std::string_view key, size_t count,
             const std::function<nlohmann::ordered_json(size_t)>& item);
  /// An object member whose members are such arrays.
  struct Array {
    std::string_view key;
    size_t count;
    std::function<nlohmann::ordered_json(size_t)> item;
  };
  void object_of_arrays(std::string_view key, const std::vector<Array>& arrays);
  /// The closing brace and a newline.
  void finish();

 private:
  void key(std::string_view key);
  std::ostream& out_;
  bool first_ = true;
};

/// A whole document, as JsonObjectWriter writes it: for the small ones.
void write_json(const nlohmann::ordered_json& doc, std::ostream& out);

}  // namespace schedlint
