// parse-unknown-element: published from the findings the parsers record (src/parse), so it can be
// documented, configured and suppressed like any other rule.
#include "rules/rule.h"

namespace schedlint::rules {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      "parse-unknown-element",
      Severity::kWarning,
      "An allocation-file element that the FairScheduler does not read (usually a typo or a Hadoop 1 element), so the setting silently has no effect.",
      "",
      {
          {"fair-scheduler.xml", R"xml(<allocations>
  <queue name="analytics"><wieght>2.0</wieght></queue>
</allocations>
)xml"},
      },
      {
          {"fair-scheduler.xml", R"xml(<allocations>
  <queue name="analytics"><weight>2.0</weight></queue>
</allocations>
)xml"},
      },
  };
  return kInfo;
}

void check(const RuleContext& context, std::vector<Finding>& out) {
  forward_parse_findings(info(), context, out);
}
}  // namespace

const Rule& parse_unknown_element() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
