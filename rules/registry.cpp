#include "rules/registry.h"

namespace schedlint {

// Each rules/<id>.cpp defines its rule in a namespace of its own: rules::<id with underscores>.
#define SCHEDLINT_RULE(name) \
  namespace rules::name {    \
  const Rule& rule();        \
  }
#include "rules/rule_list.inc"
#undef SCHEDLINT_RULE

const std::vector<Rule>& all_rules() {
  static const std::vector<Rule> catalog{
#define SCHEDLINT_RULE(name) rules::name::rule(),
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
