// parse-invalid-value: what the readers (src/parse) record as ReadingIssueKind::kRejectedValue,
// published as a rule so it can be documented, configured and suppressed like any other.
#include <optional>
#include <utility>

#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::parse_invalid_value {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "parse-invalid-value",
      .severity = Severity::kError,
      .summary =
          "A value the ResourceManager would reject: not a number, out of range, a malformed "
          "capacity or resource string, or an invalid queue name.",
      .risk = "",
      .fires =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>abc</value></property>
</configuration>
)xml"},
          },
      .silent =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
          },
      .refused_by_rm = true,
  };
  return kInfo;
}

// What a rejected CapacityScheduler value leaves unchecked: the numbers of its queue (and of the
// queues that inherit or add it up) are not Hadoop's, so the checks built on them stand aside.
// Returns the queue and the sentence that says so, or nothing.
std::optional<std::pair<std::string, std::string>> skipped_checks(const ReadingIssue& issue) {
  const std::string_view prefix = "yarn.scheduler.capacity.";
  if (issue.property.rfind(std::string(prefix) + "root", 0) != 0) return std::nullopt;
  for (std::string_view key : kCapacityKeys) {
    const std::string& p = issue.property;
    if (p.size() > key.size() && p.compare(p.size() - key.size(), key.size(), key) == 0 &&
        p[p.size() - key.size() - 1] == '.') {
      std::string queue = p.substr(prefix.size(), p.size() - key.size() - 1 - prefix.size());
      // A labelled key: root.a.accessible-node-labels.gpu.capacity belongs to root.a.
      if (const size_t labels = queue.find(".accessible-node-labels."); labels != std::string::npos)
        queue.resize(labels);
      return std::pair{
          queue,
          fmt::format(
              "skipped until it is fixed, for this queue and those that inherit or add up its {}: "
              "the checks of its AM, application and user limits and of its elasticity, and the "
              "proofs on its guarantee",
              key)};
    }
  }
  return std::nullopt;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const ReadingIssue& issue : context.model().reading_issues) {
    if (issue.kind != ReadingIssueKind::kRejectedValue) continue;
    Finding f = make_finding(info(), issue.loc, issue.description, issue.queue);
    if (auto skipped = skipped_checks(issue); skipped && context.model().capacity) {
      f.queue = skipped->first;
      f.details.push_back(std::move(skipped->second));
    }
    sink.report(std::move(f));
  }
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::parse_invalid_value
