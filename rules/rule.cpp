#include "rules/rule.h"

namespace schedlint {

std::string_view missing_need_text(Need need) {
  switch (need) {
    case Need::kCapacityFile:
      return "no capacity-scheduler.xml of the scheduler in use";
    case Need::kAllocationFile:
      return "no fair-scheduler.xml of the scheduler in use";
    case Need::kSchedulerFile:
      return "no file of the scheduler in use";
    case Need::kYarnSite:
      return "no yarn-site.xml";
    case Need::kNodes:
      return "no nodes (a node spec, a REST dump or --node-count)";
    case Need::kUsage:
      return "no usage snapshot (--usage)";
    case Need::kWorkloads:
      return "no workloads (workloads.yaml, mapred-site.xml, spark-defaults.conf, tez-site.xml, "
             "hive-site.xml, flink-conf.yaml or Flink's config.yaml)";
  }
  return "";
}

Finding make_finding(const RuleInfo& info, SourceLocation loc, std::string message,
                     std::string queue) {
  Finding f;
  f.rule = std::string(info.id);
  f.severity = info.severity;
  f.loc = std::move(loc);
  f.message = std::move(message);
  f.queue = std::move(queue);
  return f;
}

void report_reading_issues(const RuleInfo& info, ReadingIssueKind kind,
                           const AnalysisContext& context, FindingSink& sink) {
  for (const ReadingIssue& issue : context.model().reading_issues) {
    if (issue.kind == kind)
      sink.report(make_finding(info, issue.loc, issue.description, issue.queue));
  }
}

}  // namespace schedlint
