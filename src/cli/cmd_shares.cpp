#include <memory>
#include <sstream>

#include "analysis/analysis_context.h"
#include "cli/check_reports.h"
#include "cli/command.h"
#include "cli/options.h"
#include "cli/scheduler_inputs.h"
#include "parse/input_error.h"
#include "reports/capacity_shares_report.h"
#include "reports/fair_shares_report.h"
#include "reports/html_report.h"

namespace schedlint {

Action add_shares_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand("shares", "per-queue computed capacities and fair shares");
  auto options = std::make_shared<CommonOptions>();
  add_common_options(*cmd, *options, kInputOptions | kReportOptions | kQueueOptions);
  offer_formats(*cmd, *options, {ReportFormat::kText, ReportFormat::kJson, ReportFormat::kHtml});
  return [cmd, options](Io& io) {
    CommonOptions& o = *options;
    resolve_options(*cmd, o);
    say_which_settings(io.err, o);
    io.outputs.push_back(o.output);  // a failed run removes what an earlier one left there
    const Model model = load_model(input_request(o));
    require_scheduler_file(model);
    require_nodes(model);
    const AnalysisOptions analysis = analysis_options(o);
    check_active_queues(model, analysis);
    const AnalysisContext context(model, analysis, io.prover);
    const int64_t nodes = model.nodes.node_count();
    std::ostringstream text;
    size_t refusals = 0;
    for (const CapacityViolation& v : context.capacity_violations())
      refusals += v.error ? 1 : 0;
    if (o.report_format == ReportFormat::kHtml) {
      HtmlInputs inputs{model, context.capacity_hierarchy(), context.fair_shares(),
                        rule_docs_uri()};
      inputs.refusals = refusals;
      write_shares_html(inputs, text);
    } else if (model.cluster.scheduler == SchedulerType::kCapacity) {
      const CapacityHierarchy& hierarchy = *context.capacity_hierarchy();
      if (o.report_format == ReportFormat::kJson) {
        write_capacity_shares_json(hierarchy, model.hadoop_version, nodes, text);
      } else {
        write_capacity_shares_text(hierarchy, model.hadoop_version, nodes, text);
        if (refusals > 0) text << "\nnote: " << refused_configuration_note(refusals) << "\n";
      }
    } else if (o.report_format == ReportFormat::kJson) {
      write_fair_shares_json(*context.fair_shares(), model.hadoop_version, nodes, text);
    } else {
      write_fair_shares_text(*context.fair_shares(), model.hadoop_version, nodes, text);
    }
    emit(io, o.output, text.str());
    return 0;
  };
}

}  // namespace schedlint
