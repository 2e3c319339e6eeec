#include <memory>
#include <sstream>

#include <fmt/format.h>

#include "analysis/analysis_context.h"
#include "cli/command.h"
#include "cli/options.h"
#include "cli/scheduler_inputs.h"
#include "parse/input_error.h"
#include "reports/capacity_explain.h"
#include "reports/explain_json.h"
#include "reports/fair_explain.h"
#include "reports/fit_report.h"
#include "reports/html_explain.h"
#include "sched/fair/placement_policy.h"
#include "sched/request_size.h"

namespace schedlint {

namespace {

// The analysis options with `path`, a queue created on submission, active: beside the --active
// queues, or beside every configured leaf when --active is not given.
AnalysisOptions with_submitted_queue(const AnalysisContext& context, const std::string& path) {
  AnalysisOptions options = context.options();
  if (!options.active_queues) {
    options.active_queues.emplace();
    for (const FairQueueShare& q : context.fair_shares()->queues) {
      if (q.leaf) options.active_queues->push_back(q.path);
    }
  }
  options.active_queues->push_back(path);
  return options;
}

std::string no_fair_queue_message(const FairShares& shares, const std::string& path,
                                  const std::string& typed) {
  for (const std::string& refused : shares.queues_not_created) {
    if (refused == path) {
      return fmt::format(
          "{} would be created on submission, but Hadoop refuses to create it: its scheduling "
          "policy (defaultQueueSchedulingPolicy) is not allowed under its parent's "
          "(SchedulingPolicy.isChildPolicyAllowed), so every application placed there fails",
          path);
    }
  }
  std::vector<std::string> paths;
  for (const FairQueueShare& q : shares.queues)
    paths.push_back(q.path);
  return fmt::format("no queue {} in the allocation file{}", path, queue_suggestion(typed, paths));
}

// The workload `name` names, if one does: explain then shows its containers' derivation.
const WorkloadFit* workload_named(const AnalysisContext& context, const std::string& name) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    if (fit.workload->name == name) return &fit;
  }
  return nullptr;
}

}  // namespace

Action add_explain_command(CLI::App& app) {
  CLI::App* cmd =
      app.add_subcommand("explain",
                         "how one queue's numbers (or one workload's containers) were derived, "
                         "step by step");
  auto options = std::make_shared<CommonOptions>();
  auto queue = std::make_shared<std::string>();
  cmd->add_option("queue", *queue,
                  "queue path, e.g. root.analytics (root. may be left out), or a workload's name")
      ->required();
  add_common_options(*cmd, *options, kInputOptions | kReportOptions | kQueueOptions);
  offer_formats(*cmd, *options, {ReportFormat::kText, ReportFormat::kJson, ReportFormat::kHtml});
  return [cmd, options, queue](Io& io) {
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
    const std::string path = full_queue_path(*queue);
    std::ostringstream text;
    if (const WorkloadFit* fit = workload_named(context, *queue)) {
      if (o.report_format == ReportFormat::kJson) {
        write_fit_json({*fit}, model.hadoop_version, text);
      } else {
        write_workload_explanation(*fit, text);
      }
    } else if (model.cluster.scheduler == SchedulerType::kCapacity) {
      const CapacityHierarchy& hierarchy = *context.capacity_hierarchy();
      const CapacityQueue* found = hierarchy.find(path);
      if (found == nullptr) {
        std::vector<std::string> paths;
        for (const CapacityQueue& q : hierarchy.queues)
          paths.push_back(q.path);
        throw InputError({}, fmt::format("no queue {} in the CapacityScheduler configuration{}",
                                         path, queue_suggestion(*queue, paths)));
      }
      const Resource am = context.am_for_queue(found->path).container;
      if (o.report_format == ReportFormat::kJson) {
        write_capacity_explanation_json(*model.capacity, hierarchy, *found, am,
                                        model.hadoop_version, model.nodes.node_count(), text);
      } else {
        write_capacity_explanation(*model.capacity, hierarchy, *found, am, model.hadoop_version,
                                   text);
      }
    } else {
      // A queue a placement rule creates on submission is explained as Hadoop would compute it
      // once created: active, beside every other active leaf.
      const bool submitted =
          created_on_submission(model, path) &&
          placement_may_create(*model.fair, model.cluster.fair_allow_undeclared_pools.value, path);
      const AnalysisOptions with_queue = submitted ? with_submitted_queue(context, path) : analysis;
      const AnalysisContext queue_context(model, with_queue, io.prover);
      const FairShares& shares = *queue_context.fair_shares();
      const FairQueueShare* found = shares.find(path);
      if (found == nullptr) throw InputError({}, no_fair_queue_message(shares, path, *queue));
      const Resource am = queue_context.am_for_queue(found->path).container;
      if (o.report_format == ReportFormat::kJson) {
        write_fair_explanation_json(*model.fair, shares, *found, am, model.hadoop_version,
                                    model.nodes.node_count(), text);
      } else {
        write_fair_explanation(*model.fair, shares, *found, am, text);
      }
    }
    // html: the text's steps as a page (html_explain.h).
    if (o.report_format == ReportFormat::kHtml) {
      std::ostringstream page;
      write_explain_html(text.str(), page);
      emit(io, o.output, page.str());
      return 0;
    }
    emit(io, o.output, text.str());
    return 0;
  };
}

}  // namespace schedlint
