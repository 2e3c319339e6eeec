#include <memory>
#include <sstream>

#include <fmt/format.h>

#include "analysis/analysis_context.h"
#include "analysis/workload_pending.h"
#include "cli/command.h"
#include "cli/options.h"
#include "cli/scheduler_inputs.h"
#include "parse/input_error.h"
#include "reports/preemption_report.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/preemption_whatif.h"

namespace schedlint {

Action add_preempt_command(CLI::App& app) {
  CLI::App* cmd =
      app.add_subcommand("preempt", "CapacityScheduler preemption what-if from a usage snapshot");
  auto options = std::make_shared<CommonOptions>();
  add_common_options(*cmd, *options, kInputOptions | kReportOptions | kUsageOption);
  offer_formats(*cmd, *options, {ReportFormat::kText, ReportFormat::kJson, ReportFormat::kHtml});
  return [cmd, options](Io& io) {
    CommonOptions& o = *options;
    resolve_options(*cmd, o);
    say_which_settings(io.err, o);
    io.outputs.push_back(o.output);  // a failed run removes what an earlier one left there
    const Model model = load_model(input_request(o));
    require_capacity_scheduler(model);
    require_nodes(model);
    if (!model.usage) {
      throw InputError({},
                       "no usage snapshot: give --usage FILE, a usage.yaml or what the "
                       "ResourceManager reports now: curl -s "
                       "http://RM-HOST:8088/ws/v1/cluster/scheduler > usage.json (see "
                       "docs/usage-snapshot.md)");
    }
    // What the policy would do if it ran: with the monitor off Hadoop marks every queue
    // preemption-disabled, so compute the queues' own disable_preemption as if it were on.
    ClusterSettings monitored = model.cluster;
    monitored.scheduler_monitor_enable.value = true;
    const CapacityHierarchy hierarchy =
        compute_capacity_hierarchy(*model.capacity, monitored, model.nodes, {model.hadoop_version});
    require_usage_matches(hierarchy, model);
    PreemptionWhatIf whatif;
    try {
      // A queue the snapshot does not size is judged by its workloads' shapes, as check does.
      const AnalysisOptions analysis = analysis_options(o);
      const AnalysisContext workloads(model, analysis, io.prover);
      whatif = run_preemption_whatif(hierarchy, *model.capacity, model.nodes, *model.usage,
                                     model.hadoop_version,
                                     workload_pending_requests(workloads, hierarchy));
    } catch (const std::runtime_error& e) {
      throw InputError({}, fmt::format("the preemption policy does not settle: {}", e.what()));
    }
    PreemptionContext context;
    context.version = model.hadoop_version;
    context.monitor_enabled = model.cluster.scheduler_monitor_enable.value;
    context.usage_file = model.usage->file;
    std::ostringstream text;
    if (o.report_format == ReportFormat::kJson) {
      write_preemption_json(whatif, context, text);
    } else if (o.report_format == ReportFormat::kHtml) {
      text << preemption_html(whatif, context);
    } else {
      write_preemption_text(whatif, context, text);
    }
    emit(io, o.output, text.str());
    return 0;
  };
}

}  // namespace schedlint
