#include "rules/registry.h"

namespace schedlint {

namespace rules {
#define SCHEDLINT_RULE(name) const Rule& name();
#include "rules/rule_list.inc"
#undef SCHEDLINT_RULE
}  // namespace rules

const std::vector<Rule>& all_rules() {
  static const std::vector<Rule> catalog{
#define SCHEDLINT_RULE(name) rules::name(),
#include "rules/rule_list.inc"
#undef SCHEDLINT_RULE
  };
  return catalog;
}

const Rule* find_rule(std::string_view id) {
  for (const Rule& rule : all_rules()) {
    if (rule.info.id == id) return &rule;
  }
  return nullptr;
}

}  // namespace schedlint
