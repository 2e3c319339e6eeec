#include "parse/yaml_input.h"

#include <cmath>
#include <map>
#include <sstream>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>

#include "java/numbers.h"
#include "model/did_you_mean.h"
#include "parse/input_error.h"
#include "parse/input_limits.h"

namespace schedlint::yaml_input {

namespace {

[[noreturn]] void refuse(const std::string& path, const YAML::Mark& mark, std::string_view what) {
  throw InputError({path, mark.line + 1, mark.column + 1},
                   fmt::format("{}: schedlint reads no such file", what));
}
[[noreturn]] void refuse_too_many_nodes(const std::string& path, const YAML::Mark& mark) {
  refuse(path, mark, "more than 1,000,000 YAML nodes once aliases are expanded");
}
[[noreturn]] void refuse_too_deep(const std::string& path, const YAML::Mark& mark) {
  refuse(path, mark, "YAML nested more than 100 levels deep");
}

// A file larger than this is counted from its events before it is loaded, which builds nothing:
// below it, the nodes yaml-cpp builds (two bytes make one at most) are bounded as it is.
constexpr std::size_t kLoadedWithoutCounting = 2 * limits::kYamlNodes;

// Counts the nodes of a large file as its events stream past, so that loading it cannot take
// gigabytes; what the nodes hold is checked once they are loaded (LoadedCheck).
class NodeCount final : public YAML::EventHandler {
 public:
  explicit NodeCount(const std::string& path) : path_(path) {}
  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& mark, YAML::anchor_t) override { add(mark); }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override { add(mark); }
  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                const std::string&) override {
    add(mark);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {
    add(mark);
  }
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {
    add(mark);
  }
  void OnMapEnd() override {}

 private:
  void add(const YAML::Mark& mark) {
    if (++count_ > limits::kYamlNodes) refuse_too_many_nodes(path_, mark);
  }
  const std::string& path_;
  std::size_t count_ = 0;
};

// The loaded document against limits::, walked as every reader will walk it, with aliases
// expanded: its size (a "billion laughs" file of a few lines expands to billions of nodes, and an
// alias inside its own anchor without end), its depth and its scalars' lengths; and keys given
// twice in one mapping, which YAML 1.2 forbids (yaml-cpp keeps both and finds the first). The
// walk stops at the first node past a limit, so it visits at most limits::kYamlNodes of them.
class LoadedCheck {
 public:
  explicit LoadedCheck(const std::string& path) : path_(path) {}

  void visit(const YAML::Node& node) { visit(node, 0, node.Mark(), false); }

 private:
  // `at` is where a refusal points: the node itself, or, inside what an alias brought in, the
  // collection that holds the alias (an alias's target comes before it in the file, so a child
  // that starts before its parent was reached through one).
  void visit(const YAML::Node& node, int depth, const YAML::Mark& at, bool via_alias) {
    if (++visited_ > limits::kYamlNodes) refuse_too_many_nodes(path_, at);
    // `depth` collections hold this node: the 101st nested collection is one too many.
    if ((node.IsSequence() || node.IsMap()) && depth >= limits::kYamlDepth) {
      refuse_too_deep(path_, at);
    }
    if (node.IsScalar() && node.Scalar().size() > limits::kStringBytes) {
      refuse(path_, at, "a YAML value longer than 1 MiB");
    }
    const auto child = [&](const YAML::Node& item) {
      const bool alias = via_alias || item.Mark().pos < node.Mark().pos;
      visit(item, depth + 1, alias ? at : item.Mark(), alias);
    };
    if (node.IsSequence()) {
      for (const YAML::Node& item : node)
        child(item);
    } else if (node.IsMap()) {
      std::map<std::string_view, int> keys;
      for (const auto& entry : node) {
        child(entry.first);
        if (entry.first.IsScalar()) {
          const auto [first, inserted] =
              keys.try_emplace(entry.first.Scalar(), entry.first.Mark().line + 1);
          if (!inserted) {
            const YAML::Mark mark = via_alias ? at : entry.first.Mark();
            throw InputError({path_, mark.line + 1, mark.column + 1},
                             fmt::format("the key '{}' is given twice in one mapping (first at "
                                         "line {}): YAML forbids it, and schedlint will not "
                                         "guess which is meant",
                                         entry.first.Scalar(), first->second));
          }
        }
        child(entry.second);
      }
    }
  }

 private:
  const std::string& path_;
  std::size_t visited_ = 0;
};

}  // namespace

YAML::Node load(const TextFile& file) {
  try {
    if (file.content.size() > kLoadedWithoutCounting) {
      std::istringstream in(file.content);
      YAML::Parser parser(in);
      NodeCount count(file.path);
      while (parser.HandleNextDocument(count)) {
      }
    }
    YAML::Node root = YAML::Load(file.content);
    LoadedCheck(file.path).visit(root);
    return root;
  } catch (const YAML::DeepRecursion& e) {
    refuse_too_deep(file.path, e.mark);
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
