#include <memory>
#include <sstream>

#include "analysis/analysis_context.h"
#include "cli/command.h"
#include "cli/options.h"
#include "cli/scheduler_inputs.h"
#include "reports/fit_report.h"
#include "reports/html_workloads.h"

namespace schedlint {

Action add_fit_command(CLI::App& app) {
  CLI::App* cmd =
      app.add_subcommand("fit",
                         "whether the workloads' containers fit their queues and the nodes, as the "
                         "ResourceManager rounds them");
  auto options = std::make_shared<CommonOptions>();
  add_common_options(*cmd, *options, kInputOptions | kReportOptions);
  offer_formats(*cmd, *options, {ReportFormat::kText, ReportFormat::kJson, ReportFormat::kHtml});
  return [cmd, options](Io& io) {
    CommonOptions& o = *options;
    resolve_options(*cmd, o);
    say_which_settings(io.err, o);
    io.outputs.push_back(o.output);  // a failed run removes what an earlier one left there
    const Model model = load_model(input_request(o));
    require_scheduler_file(model);
    const AnalysisOptions analysis = analysis_options(o);
    const AnalysisContext context(model, analysis, io.prover);
    std::ostringstream text;
    if (o.report_format == ReportFormat::kJson) {
      write_fit_json(context.workload_fits(), model.hadoop_version, text);
    } else if (o.report_format == ReportFormat::kHtml) {
      text << fit_html(context.workload_fits(), model);
    } else {
      write_fit_text(context.workload_fits(), model.hadoop_version, text);
      if (!context.has_nodes()) {
        text << "note: no nodes given (nodes.yaml, a REST dump or --node-count): how many "
                "containers fit a node or a queue is not known\n";
      }
    }
    emit(io, o.output, text.str());
    return 0;
  };
}

}  // namespace schedlint
