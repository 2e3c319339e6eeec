// parse-symlink-leaves-folder: a symbolic link among the inputs that leads outside the folder it
// was given in (ReadingIssueKind::kInputLinkLeavesFolder), not read.
#include "rules/rule.h"

namespace schedlint::rules::parse_symlink_leaves_folder {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "parse-symlink-leaves-folder",
      .severity = Severity::kWarning,
      .summary =
          "A symbolic link among the input files leads outside the folder it was given in: it was "
          "not read (--follow-symlinks reads it), so no file outside what was given reaches a "
          "report.",
      .risk = "",
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"yarn-site.xml", "-> /etc/hosts"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kInputLinkLeavesFolder, context, sink);
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::parse_symlink_leaves_folder
