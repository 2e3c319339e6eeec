#include "rules/rule.h"

namespace schedlint {

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

void forward_parse_findings(const RuleInfo& info, const RuleContext& context,
                            std::vector<Finding>& out) {
  for (const Finding& f : context.model().parse_findings) {
    if (f.rule == info.id) out.push_back(f);
  }
}

}  // namespace schedlint
