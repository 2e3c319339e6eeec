#include "parse/json_input.h"

#include <algorithm>
#include <iterator>

#include <nlohmann/json.hpp>

#include "parse/input_error.h"
#include "parse/input_limits.h"

namespace schedlint {

namespace {

// Reads characters for nlohmann's parser while remembering the last non-blank one it consumed:
// when a SAX event fires, that character belongs to the token just read, so its line is the
// token's line (the parser's one-character lookahead after a number is blank or on that line).
struct Cursor {
  const char* begin = nullptr;
  const char* last_token_char = nullptr;
};

class TrackingIterator {
 public:
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  TrackingIterator() = default;
  TrackingIterator(const char* p, Cursor* cursor) : p_(p), cursor_(cursor) {}
  reference operator*() const {
    const char c = *p_;
    if (c != ' ' && c != '\n' && c != '\r' && c != '\t') cursor_->last_token_char = p_;
    return *p_;
  }
  TrackingIterator& operator++() {
    ++p_;
    return *this;
  }
  TrackingIterator operator++(int) {
    TrackingIterator old = *this;
    ++p_;
    return old;
  }
  bool operator==(const TrackingIterator& o) const { return p_ == o.p_; }
  bool operator!=(const TrackingIterator& o) const { return p_ != o.p_; }

 private:
  const char* p_ = nullptr;
  Cursor* cursor_ = nullptr;
};

class TreeBuilder {
 public:
  TreeBuilder(const TextFile& file, Cursor* cursor) : file_(file), cursor_(cursor) {}

  bool null() { return add(JsonValue{}); }
  bool boolean(bool b) {
    JsonValue v;
    v.type = JsonValue::Type::kBool;
    v.boolean = b;
    return add(std::move(v));
  }
  bool number_integer(int64_t n) { return add(integer_value(static_cast<double>(n), n, true)); }
  bool number_unsigned(uint64_t n) {
    const bool fits = n <= static_cast<uint64_t>(INT64_MAX);
    return add(integer_value(static_cast<double>(n), fits ? static_cast<int64_t>(n) : 0, fits));
  }
  bool number_float(double d, const std::string&) { return add(integer_value(d, 0, false)); }
  bool string(std::string& s) {
    check_length(s);
    JsonValue v;
    v.type = JsonValue::Type::kString;
    v.string = std::move(s);
    return add(std::move(v));
  }
  bool binary(std::vector<uint8_t>&) { return false; }
  bool start_object(std::size_t) { return open(JsonValue::Type::kObject); }
  bool key(std::string& k) {
    check_length(k);
    pending_key_ = std::move(k);
    return true;
  }
  bool end_object() { return close(); }
  bool start_array(std::size_t) { return open(JsonValue::Type::kArray); }
  bool end_array() { return close(); }
  bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) {
    std::string what = e.what();
    // "[json.exception.parse_error.101] parse error at line 3, column 5: syntax error ..." -> keep
    // the part after the position.
    if (auto colon = what.find(": "); colon != std::string::npos) what = what.substr(colon + 2);
    const size_t offset = position > 0 ? position - 1 : 0;
    throw InputError({file_.path, line_of_offset(file_.content, offset), 0},
                     "not valid JSON: " + what);
  }

  JsonValue take() { return std::move(root_); }

 private:
  // Tokens arrive in order: count the newlines since the last one, not from the start (which
  // made a large dump quadratic).
  int current_line() {
    if (cursor_->last_token_char == nullptr) return 1;
    const auto offset = std::min(
        static_cast<std::size_t>(cursor_->last_token_char - cursor_->begin), file_.content.size());
    if (offset > counted_to_) {
      line_ +=
          static_cast<int>(std::count(file_.content.begin() + static_cast<long>(counted_to_),
                                      file_.content.begin() + static_cast<long>(offset), '\n'));
      counted_to_ = offset;
    }
    return line_;
  }
  void check_length(const std::string& s) {
    if (s.size() > limits::kStringBytes) {
      throw InputError({file_.path, current_line(), 0},
                       "a JSON string longer than 1 MiB: not a ResourceManager dump");
    }
  }
  JsonValue integer_value(double d, int64_t i, bool is_integer) {
    JsonValue v;
    v.type = JsonValue::Type::kNumber;
    v.number = d;
    v.integer = i;
    v.is_integer = is_integer;
    return v;
  }
  bool add(JsonValue v) {
    if (++values_ > limits::kJsonValues) {
      throw InputError({file_.path, current_line(), 0},
                       "more than 4,000,000 JSON values: schedlint reads no such file");
    }
    v.line = current_line();
    if (stack_.empty()) {
      root_ = std::move(v);
      return true;
    }
    JsonValue* parent = stack_.back();
    if (parent->type == JsonValue::Type::kObject) {
      parent->members.push_back({std::move(pending_key_), std::move(v)});
    } else {
      parent->items.push_back(std::move(v));
    }
    return true;
  }
  JsonValue* last_added() {
    if (stack_.empty()) return &root_;
    JsonValue* parent = stack_.back();
    return parent->type == JsonValue::Type::kObject ? &parent->members.back().value
                                                    : &parent->items.back();
  }
  bool open(JsonValue::Type type) {
    if (static_cast<int>(stack_.size()) >= limits::kJsonDepth) {
      throw InputError({file_.path, current_line(), 0}, "JSON nested more than 256 levels deep");
    }
    JsonValue v;
    v.type = type;
    add(std::move(v));
    stack_.push_back(last_added());
    return true;
  }
  bool close() {
    stack_.pop_back();
    return true;
  }

  const TextFile& file_;
  Cursor* cursor_;
  JsonValue root_;
  std::vector<JsonValue*> stack_;
  std::string pending_key_;
  std::size_t counted_to_ = 0;  ///< current_line: newlines before here are in line_
  std::size_t values_ = 0;
  int line_ = 1;
};

}  // namespace

const JsonValue* JsonValue::get(std::string_view key) const {
  for (const auto& [name, value] : members) {
    if (name == key) return &value;
  }
  return nullptr;
}

JsonValue parse_json(const TextFile& file) {
  Cursor cursor;
  cursor.begin = file.content.data();
  const char* end = file.content.data() + file.content.size();
  TreeBuilder builder(file, &cursor);
  nlohmann::json::sax_parse(TrackingIterator(cursor.begin, &cursor), TrackingIterator(end, &cursor),
                            &builder);
  return builder.take();
}

}  // namespace schedlint
