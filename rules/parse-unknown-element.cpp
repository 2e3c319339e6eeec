// parse-unknown-element: what the readers (src/parse) record as ReadingIssueKind::kUnknownElement,
// published as a rule so it can be documented, configured and suppressed like any other.
#include "rules/rule.h"

namespace schedlint::rules::parse_unknown_element {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "parse-unknown-element",
      .severity = Severity::kWarning,
      .summary =
          "An allocation-file element that the FairScheduler does not read (usually a typo or a "
          "Hadoop 1 element), so the setting silently has no effect.",
      .risk = "",
      .fires =
          {
              {"fair-scheduler.xml", R"xml(<allocations>
  <queue name="analytics"><wieght>2.0</wieght></queue>
</allocations>
)xml"},
          },
      .silent =
          {
              {"fair-scheduler.xml", R"xml(<allocations>
  <queue name="analytics"><weight>2.0</weight></queue>
</allocations>
)xml"},
          },
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kUnknownElement, context, sink);
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::parse_unknown_element
