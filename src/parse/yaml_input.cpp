#include "parse/yaml_input.h"

#include <cmath>
#include <map>
#include <sstream>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <yaml-cpp/eventhandler.h>

#include "java/numbers.h"
#include "model/did_you_mean.h"
#include "parse/input_error.h"
#include "parse/input_limits.h"

namespace schedlint::yaml_input {

namespace {

// A first pass over the events, before any node is built: the document's size once aliases are
// expanded (a "billion laughs" file of a few lines expands to billions of nodes, which every walk
// of the document would visit), its depth and its scalars' lengths, against limits::; and keys
// given twice in one mapping, which YAML 1.2 forbids (yaml-cpp would keep one silently).
class SizeCheck final : public YAML::EventHandler {
 public:
  explicit SizeCheck(const std::string& path) : path_(path) {}

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    in_parent(mark, nullptr);
    leaf(mark, anchor);
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    in_parent(mark, nullptr);
    const auto it = sizes_.find(anchor);
    add(mark, it == sizes_.end() ? 1 : it->second);
  }
  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                const std::string& value) override {
    if (value.size() > limits::kStringBytes) fail(mark, "a YAML value longer than 1 MiB");
    in_parent(mark, &value);
    leaf(mark, anchor);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    in_parent(mark, nullptr);
    open(mark, anchor, false);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    in_parent(mark, nullptr);
    open(mark, anchor, true);
  }
  void OnMapEnd() override { close(); }

 private:
  [[noreturn]] void fail(const YAML::Mark& mark, const std::string& what) const {
    throw InputError({path_, mark.line + 1, mark.column + 1},
                     what + ": schedlint reads no such file");
  }
  void add(const YAML::Mark& mark, std::size_t nodes) {
    total_ += nodes;
    if (total_ > limits::kYamlNodes) {
      fail(mark, "more than 1,000,000 YAML nodes once aliases are expanded");
    }
  }
  void leaf(const YAML::Mark& mark, YAML::anchor_t anchor) {
    add(mark, 1);
    if (anchor != YAML::NullAnchor) sizes_[anchor] = 1;
  }
  // A node inside the innermost open collection: in a mapping, keys and values alternate, and a
  // key (`scalar`, null for a key that is not a scalar) must not repeat.
  void in_parent(const YAML::Mark& mark, const std::string* scalar) {
    if (open_.empty() || !open_.back().map) return;
    Open& map = open_.back();
    map.at_key = !map.at_key;
    if (!map.at_key || scalar == nullptr) return;  // it was a value, or a key of no name
    const auto [first, inserted] = map.keys.try_emplace(*scalar, mark.line + 1);
    if (!inserted) {
      throw InputError({path_, mark.line + 1, mark.column + 1},
                       fmt::format("the key '{}' is given twice in one mapping (first at line "
                                   "{}): YAML forbids it, and schedlint will not guess which is "
                                   "meant",
                                   *scalar, first->second));
    }
  }
  void open(const YAML::Mark& mark, YAML::anchor_t anchor, bool map) {
    if (open_.size() >= static_cast<std::size_t>(limits::kYamlDepth)) {
      fail(mark, "YAML nested more than 100 levels deep");
    }
    add(mark, 1);
    open_.push_back({anchor, total_ - 1, map, false, {}});
  }
  void close() {
    const Open& closed = open_.back();
    if (closed.anchor != YAML::NullAnchor) sizes_[closed.anchor] = total_ - closed.start;
    open_.pop_back();
  }

  struct Open {
    YAML::anchor_t anchor;
    std::size_t start;  ///< total_ when it opened
    bool map;
    bool at_key;                      ///< a mapping: the last node was a key
    std::map<std::string, int> keys;  ///< a mapping: its scalar keys, with their lines
  };
  const std::string& path_;
  std::size_t total_ = 0;
  std::vector<Open> open_;                       ///< open collections, innermost last
  std::map<YAML::anchor_t, std::size_t> sizes_;  ///< each anchor's expanded size
};

}  // namespace

YAML::Node load(const TextFile& file) {
  try {
    std::istringstream in(file.content);
    YAML::Parser parser(in);
    SizeCheck check(file.path);
    while (parser.HandleNextDocument(check)) {
    }
    return YAML::Load(file.content);
  } catch (const YAML::Exception& e) {
    throw InputError({file.path, e.mark.line + 1, e.mark.column + 1}, "not valid YAML: " + e.msg);
  }
}

int line_of(const YAML::Node& node) {
  const int line = node.Mark().line;
  return line >= 0 ? line + 1 : 1;
}

void fail(const std::string& file, const YAML::Node& at, const std::string& message) {
  throw InputError({file, line_of(at), 0}, message);
}

void expect_map(const std::string& file, const YAML::Node& node, std::string_view what) {
  if (!node.IsMap()) fail(file, node, fmt::format("{} must be a mapping of keys to values", what));
}

void expect_sequence(const std::string& file, const YAML::Node& node, std::string_view what) {
  if (!node.IsSequence()) fail(file, node, fmt::format("{} must be a list", what));
}

void check_keys(const std::string& file, const YAML::Node& map,
                const std::vector<std::string_view>& allowed, std::string_view what) {
  for (const auto& entry : map) {
    if (!entry.first.IsScalar())
      fail(file, entry.first, fmt::format("{}: keys must be names", what));
    const std::string key = entry.first.Scalar();
    bool known = false;
    for (auto a : allowed)
      known = known || a == key;
    if (!known) {
      fail(file, entry.first,
           fmt::format("unknown key '{}' in {}{}", key, what, did_you_mean_suffix(key, allowed)));
    }
  }
}

int64_t integer(const std::string& file, const YAML::Node& node, std::string_view key, int64_t min,
                int64_t max) {
  if (!node.IsScalar()) fail(file, node, fmt::format("'{}' must be an integer", key));
  auto value = java::parse_long(node.Scalar());
  if (!value) {
    fail(file, node, fmt::format("'{}' must be an integer, got '{}'", key, node.Scalar()));
  }
  if (*value < min || *value > max) {
    fail(file, node, fmt::format("'{}' must be between {} and {}, got {}", key, min, max, *value));
  }
  return *value;
}

double number(const std::string& file, const YAML::Node& node, std::string_view key, double min,
              double max) {
  if (!node.IsScalar()) fail(file, node, fmt::format("'{}' must be a number", key));
  auto value = java::parse_double(node.Scalar());
  if (!value || !std::isfinite(*value) ||
      node.Scalar().find_first_of("fFdD") != std::string::npos) {
    fail(file, node, fmt::format("'{}' must be a number, got '{}'", key, node.Scalar()));
  }
  if (*value < min || *value > max) {
    fail(file, node, fmt::format("'{}' must be between {} and {}, got {}", key, min, max, *value));
  }
  return *value;
}

bool boolean(const std::string& file, const YAML::Node& node, std::string_view key) {
  if (node.IsScalar()) {
    if (node.Scalar() == "true") return true;
    if (node.Scalar() == "false") return false;
  }
  fail(file, node, fmt::format("'{}' must be true or false", key));
}

std::string string(const std::string& file, const YAML::Node& node, std::string_view key) {
  if (!node.IsScalar() || node.Scalar().empty()) {
    fail(file, node, fmt::format("'{}' must be a non-empty string", key));
  }
  return node.Scalar();
}

std::vector<std::string> string_list(const std::string& file, const YAML::Node& node,
                                     std::string_view key) {
  std::vector<std::string> out;
  if (node.IsNull()) return out;
  if (node.IsScalar()) {
    std::string_view text = node.Scalar();
    size_t start = 0;
    while (start <= text.size()) {
      size_t comma = text.find(',', start);
      if (comma == std::string_view::npos) comma = text.size();
      std::string_view item = java::trim(text.substr(start, comma - start));
      if (!item.empty()) out.emplace_back(item);
      start = comma + 1;
    }
    return out;
  }
  if (!node.IsSequence()) fail(file, node, fmt::format("'{}' must be a list of names", key));
  for (const auto& item : node)
    out.push_back(string(file, item, key));
  return out;
}

}  // namespace schedlint::yaml_input
