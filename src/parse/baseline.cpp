#include "parse/baseline.h"

#include <fmt/format.h>

#include "parse/input_error.h"

namespace schedlint {

namespace {

const std::string& text_member(const std::string& path, const JsonValue& entry,
                               std::string_view key) {
  const JsonValue* v = entry.get(key);
  if (v == nullptr || v->type != JsonValue::Type::kString) {
    throw InputError({path, entry.line, 0},
                     fmt::format("a baseline entry needs \"{}\" as a string", key));
  }
  return v->string;
}

}  // namespace

bool is_baseline(const JsonValue& json) {
  return json.is_object() && json.get(kBaselineKey) != nullptr;
}

std::vector<BaselineEntry> read_baseline(const std::string& path, const JsonValue& json) {
  const JsonValue* version = json.get(kBaselineKey);
  if (version == nullptr || !version->is_integer ||
      (version->integer != 1 && version->integer != kBaselineFormat)) {
    throw InputError({path, json.line, 0},
                     fmt::format("not a schedlint baseline of version 1 or {} (\"{}\": {})",
                                 kBaselineFormat, kBaselineKey, kBaselineFormat));
  }
  const JsonValue* findings = json.get("findings");
  if (findings == nullptr || !findings->is_array()) {
    throw InputError({path, json.line, 0}, "a baseline needs \"findings\" as an array");
  }
  std::vector<BaselineEntry> entries;
  for (const JsonValue& item : findings->items) {
    if (!item.is_object()) throw InputError({path, item.line, 0}, "a baseline entry is an object");
    BaselineEntry e;
    e.fingerprint = text_member(path, item, "fingerprint");
    e.format = static_cast<int>(version->integer);
    e.rule = text_member(path, item, "rule");
    e.message = text_member(path, item, "message");
    if (const JsonValue* count = item.get("count")) {
      if (!count->is_integer || count->integer < 1) {
        throw InputError({path, count->line, 0}, "a baseline entry's count is a whole number >= 1");
      }
      e.count = count->integer;
    }
    e.loc = {path, item.line, 1};
    entries.push_back(std::move(e));
  }
  return entries;
}

}  // namespace schedlint
