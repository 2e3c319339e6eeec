#include "reports/json_writer.h"

#include "reports/escape.h"

namespace schedlint {

namespace {

using Json = nlohmann::ordered_json;

// `value` as dump(2) writes it `depth` levels down: every line after the first indented more.
std::string dumped(const Json& value, int depth) {
  std::string text = escape_json_output(value.dump(2, ' ', false, Json::error_handler_t::replace));
  const std::string indent(static_cast<size_t>(depth) * 2, ' ');
  std::string out;
  out.reserve(text.size());
  size_t start = 0;
  for (size_t line_end = text.find('\n'); line_end != std::string::npos;
       start = line_end + 1, line_end = text.find('\n', start)) {
    out.append(text, start, line_end + 1 - start);
    out += indent;
  }
  out.append(text, start);
  return out;
}

}  // namespace

JsonObjectWriter::JsonObjectWriter(std::ostream& out) : out_(out) {
  out_ << "{";
}

void JsonObjectWriter::key(std::string_view key) {
  out_ << (first_ ? "\n  " : ",\n  ") << dumped(Json(std::string(key)), 1) << ": ";
  first_ = false;
}

void JsonObjectWriter::member(std::string_view name, const Json& value) {
  key(name);
  out_ << dumped(value, 1);
}

namespace {

// The items of an array `depth` levels down (its brackets one level up).
void write_items(std::ostream& out, size_t count, const std::function<Json(size_t)>& item,
                 int depth) {
  if (count == 0) {
    out << "[]";
    return;
  }
  const std::string indent(static_cast<size_t>(depth) * 2, ' ');
  out << "[";
  for (size_t i = 0; i < count; ++i)
    out << (i == 0 ? "\n" : ",\n") << indent << dumped(item(i), depth);
  out << "\n" << indent.substr(2) << "]";
}

}  // namespace

void JsonObjectWriter::array(std::string_view name, size_t count,
                             const std::function<Json(size_t)>& item) {
  key(name);
  write_items(out_, count, item, 2);
}

void JsonObjectWriter::object_of_arrays(std::string_view name, const std::vector<Array>& arrays) {
  key(name);
  if (arrays.empty()) {
    out_ << "{}";
    return;
  }
  out_ << "{";
  for (size_t i = 0; i < arrays.size(); ++i) {
    out_ << (i == 0 ? "\n    " : ",\n    ") << dumped(Json(std::string(arrays[i].key)), 2) << ": ";
    write_items(out_, arrays[i].count, arrays[i].item, 3);
  }
  out_ << "\n  }";
}

void JsonObjectWriter::finish() {
  out_ << (first_ ? "}\n" : "\n}\n");
}

void write_json(const Json& doc, std::ostream& out) {
  out << escape_json_output(doc.dump(2, ' ', false, Json::error_handler_t::replace)) << "\n";
}

}  // namespace schedlint
