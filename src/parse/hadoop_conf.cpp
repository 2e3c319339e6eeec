#include "parse/hadoop_conf.h"

#include <fmt/format.h>

#include "java/numbers.h"
#include "model/release_facts.h"
#include "parse/input_error.h"
#include "parse/input_limits.h"

namespace schedlint {

namespace {

using tinyxml2::XMLElement;

// Reads one <property> element (Configuration.Parser.handleStartProperty/handleEndProperty).
std::optional<ConfProperty> read_property(const XmlDocument& doc, const XMLElement* property,
                                          const HadoopVersion& version,
                                          std::vector<ReadingIssue>& issues) {
  ConfProperty p;
  std::optional<std::string> name;
  p.loc = doc.location(property);
  p.value_loc = p.loc;
  // 3.x also accepts the short form <property name=".." value=".." final=".."/>; 2.x does not.
  if (has(version, ReleaseFact::kConfCompactProperty)) {
    if (const char* n = property->Attribute("name")) name = std::string(n);  // not trimmed
    if (const char* v = property->Attribute("value")) p.value = std::string(v);
    if (const char* f = property->Attribute("final")) p.is_final = std::string_view(f) == "true";
  }
  for (const XMLElement* field : child_elements(property)) {
    const std::string_view tag = field->Name();
    const ElementText text = doc.text_of(field);
    // The DOM reader (2.7, 2.8) reads only the first text node; the streaming one (2.9 on, and
    // 3.x) concatenates every text event of the element.
    const std::string content = has(version, ReleaseFact::kConfStreamingParser)
                                    ? text.all_text
                                    : text.first_text.value_or("");
    if (tag == "name") {
      if (!content.empty()) {
        name = std::string(java::trim(content));
        p.loc = doc.location(field);
      }
    } else if (tag == "value") {
      if (!content.empty()) {
        p.value = content;
        p.value_loc = doc.location(field);
      } else if (!p.value) {
        p.value_loc = doc.location(field);
      }
    } else if (tag == "final") {
      p.is_final = content == "true";
      const std::string_view trimmed = java::trim(content);
      if (!p.is_final && java::parse_boolean(trimmed)) {
        issues.push_back(ReadingIssue{
            ReadingIssueKind::kIgnoredValue, doc.location(field),
            fmt::format("<final> is '{}': Hadoop marks a property final only for exactly 'true' "
                        "(lower case, no spaces), so this property is not final",
                        content)});
      } else if (!p.is_final && trimmed != "false") {
        issues.push_back(ReadingIssue{
            ReadingIssueKind::kIgnoredValue, doc.location(field),
            fmt::format("<final> is '{}': only 'true' makes a property final", content)});
      }
    }
  }
  if (!name) {
    issues.push_back(ReadingIssue{ReadingIssueKind::kIgnoredValue, p.loc,
                                  "<property> without a <name>: Hadoop ignores it"});
    return std::nullopt;
  }
  p.name = *name;
  // An empty <value/> leaves the property unset; that only matters when it was meant to clear
  // an earlier value, which HadoopConf::load reports as a duplicate.
  return p;
}

// Configuration.findSubVariable: the left-most "${name}" whose name is non-empty and holds no
// '}', '$' or ' '. Returns the [begin, end) of the name, or npos.
std::pair<size_t, size_t> find_variable(const std::string& s) {
  size_t search = 1;
  while (true) {
    size_t brace = s.find('{', search);
    if (brace == std::string::npos || brace == 0 || brace + 2 >= s.size()) break;
    if (s[brace - 1] != '$') {
      search = brace + 1;
      continue;
    }
    size_t i = brace + 1;
    bool restart = false;
    for (; i < s.size(); ++i) {
      const char c = s[i];
      if (c == '}' && i > brace + 1) return {brace + 1, i};
      if (c == '}' || c == ' ' || c == '$') {
        search = i + 1;
        restart = true;
        break;
      }
    }
    if (!restart) break;
  }
  return {std::string::npos, std::string::npos};
}

}  // namespace

std::vector<ConfProperty> read_conf_properties(const XmlDocument& doc, const HadoopVersion& version,
                                               std::vector<ReadingIssue>& issues) {
  std::vector<ConfProperty> out;
  // The streaming parser (2.9 on, and 3.x) reacts to <property> at any depth; the DOM reader of
  // 2.7 and 2.8 treats every child element of a <configuration> as a property and recurses only
  // into nested <configuration>s.
  const bool streaming = has(version, ReleaseFact::kConfStreamingParser);
  std::vector<const XMLElement*> stack{doc.root()};
  while (!stack.empty()) {
    const XMLElement* element = stack.back();
    stack.pop_back();
    const std::string_view tag = element->Name();
    const bool is_root = element == doc.root();
    const bool is_property = !is_root && (streaming ? tag == "property" : tag != "configuration");
    if (is_property) {
      if (auto p = read_property(doc, element, version, issues)) out.push_back(std::move(*p));
      continue;
    }
    auto kids = child_elements(element);
    for (auto it = kids.rbegin(); it != kids.rend(); ++it)
      stack.push_back(*it);
  }
  return out;
}

namespace {
// "line 12" for the same file, "yarn-site.xml:12" for another.
std::string where(const SourceLocation& at, const SourceLocation& from) {
  return at.file == from.file ? fmt::format("line {}", at.line)
                              : fmt::format("{}:{}", at.file, at.line);
}
}  // namespace

void HadoopConf::load(const ConfProperty& property, std::vector<ReadingIssue>* issues) {
  const std::string& name = property.name;
  const auto [entry, first] = names_.try_emplace(name, Name{Name::kUnset, property.loc, {}});
  Name& known = entry->second;
  if (issues != nullptr && !first) {
    if (known.final_at) {
      issues->push_back(ReadingIssue{
          ReadingIssueKind::kDuplicateSetting, property.loc,
          fmt::format("'{}' is set again, but it is final at {}: Hadoop ignores this value", name,
                      where(*known.final_at, property.loc))});
    } else {
      const ConfProperty* earlier =
          known.effective == Name::kUnset ? nullptr : &props_[known.effective];
      std::string what;
      if (!property.value) {
        what = "this empty value does not replace the earlier one";
      } else if (earlier != nullptr && earlier->value == property.value) {
        what = "both have the same value";
      } else {
        what = "this later value wins";
      }
      issues->push_back(
          ReadingIssue{ReadingIssueKind::kDuplicateSetting, property.loc,
                       fmt::format("'{}' is set more than once (also at {}); {}", name,
                                   where(known.first_seen, property.loc), what)});
    }
  }
  if (known.final_at) return;
  if (property.value) {
    if (known.effective == Name::kUnset) {
      known.effective = props_.size();
      props_.push_back(property);
    } else {
      props_[known.effective] = property;
    }
  }
  // A final flag takes effect even when the value is empty (Configuration.loadProperty).
  if (property.is_final) known.final_at = property.loc;
}

const ConfProperty* HadoopConf::find(std::string_view name) const {
  const auto it = names_.find(name);
  if (it == names_.end() || it->second.effective == Name::kUnset) return nullptr;
  return &props_[it->second.effective];
}

std::vector<const ConfProperty*> HadoopConf::properties() const {
  std::vector<const ConfProperty*> out;
  out.reserve(props_.size());
  for (const auto& p : props_)
    out.push_back(&p);
  return out;
}

ExpandedValue HadoopConf::expand(const ConfProperty& property) const {
  // Configuration.substituteVars: at most 20 substitutions; the first unbound variable stops
  // expansion (left literal); a value that refers to itself yields the original text.
  constexpr int kMaxSubstitutions = 20;
  const std::string original = property.value.value_or("");
  ExpandedValue out;
  std::string eval = original;
  for (int round = 0; round < kMaxSubstitutions; ++round) {
    auto [begin, end] = find_variable(eval);
    if (begin == std::string::npos) {
      out.text = eval;
      return out;
    }
    const std::string var = eval.substr(begin, end - begin);
    const ConfProperty* target = find(var);
    if (target == nullptr || !target->value) {
      out.text = eval;
      out.unresolved.push_back(var);
      return out;
    }
    const std::string reference = "${" + var + "}";
    if (target->value->find(reference) != std::string::npos) {
      out.text = original;
      out.unresolved.push_back(var);
      return out;
    }
    eval = eval.substr(0, begin - 2) + *target->value + eval.substr(end + 1);
    // Twenty substitutions of a large value, in each of many properties, would copy terabytes.
    // Hadoop would build the strings; schedlint stops, at one value's or all values' limit.
    const SourceLocation& at = property.value_loc.file.empty() ? property.loc : property.value_loc;
    if (eval.size() > limits::kExpandedValueBytes) {
      throw InputError(at, fmt::format("'{}' grows past 1 MiB through ${{...}} substitution: "
                                       "schedlint reads no such value",
                                       property.name));
    }
    substituted_bytes_ += eval.size();
    if (substituted_bytes_ > limits::kInputBytes) {
      throw InputError(at, fmt::format("${{...}} substitution has produced more than 64 MiB by "
                                       "'{}': schedlint reads no such file",
                                       property.name));
    }
  }
  out.text = original;
  out.too_deep = true;
  return out;
}

}  // namespace schedlint
