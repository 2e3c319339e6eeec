#include "reports/timings_report.h"

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "reports/table.h"

namespace schedlint {

void write_timings_text(const RunTimings& timings, double report_millis, std::ostream& out) {
  TextTable table({"stage", "ms"}, {false, true});
  auto add = [&](const std::string& name, double ms) {
    table.add_row({name, fmt::format("{:.1f}", ms)});
  };
  for (const auto& [stage, ms] : timings.stages.entries()) {
    add(stage, ms);
    if (stage != "rules") continue;
    std::vector<std::pair<std::string, double>> rules = timings.rules.entries();
    std::stable_sort(rules.begin(), rules.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    int quick = 0;
    for (const auto& [rule, rule_ms] : rules) {
      if (rule_ms < 0.1) {
        ++quick;
      } else {
        add("  " + rule, rule_ms);
      }
    }
    if (quick > 0) table.add_row({fmt::format("  {} more rules, under 0.1 ms each", quick), ""});
  }
  add("report", report_millis);
  add("total", millis_since(timings.started));
  out << "timings:\n";
  table.write(out);
}

}  // namespace schedlint
