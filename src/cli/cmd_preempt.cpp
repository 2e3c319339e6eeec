#include <memory>
#include <sstream>

#include <fmt/format.h>

#include "cli/command.h"
#include "cli/options.h"
#include "cli/scheduler_inputs.h"
#include "parse/input_error.h"
#include "parse/usage_snapshot.h"
#include "reports/preemption_report.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/preemption_input.h"

namespace schedlint {

namespace {

// Every queue of the snapshot must be a leaf of the configuration: usage of anything else would
// be silently dropped.
void check_snapshot_queues(const CapacityHierarchy& hierarchy, const UsageSnapshot& usage) {
  for (const QueueUsage& u : usage.queues) {
    const CapacityQueue* q = hierarchy.find(u.path);
    if (q == nullptr) {
      throw InputError(
          u.loc, fmt::format("queue {} is not in the CapacityScheduler configuration", u.path));
    }
    if (!q->leaf) {
      throw InputError(
          u.loc,
          fmt::format("queue {} is a parent queue: list the usage of its leaf queues", u.path));
    }
    if (!u.partition.empty() && hierarchy.partition_resources.count(u.partition) == 0) {
      throw InputError(u.loc,
                       fmt::format("partition '{}' of queue {} is on no node of the node spec",
                                   u.partition, u.path));
    }
  }
}

}  // namespace

Action add_preempt_command(CLI::App& app) {
  CLI::App* cmd =
      app.add_subcommand("preempt", "CapacityScheduler preemption what-if from a usage snapshot");
  auto options = std::make_shared<CommonOptions>();
  auto usage_path = std::make_shared<std::string>();
  cmd->add_option("--usage", *usage_path, "usage.yaml or a REST /ws/v1/cluster/scheduler dump")
      ->required();
  add_common_options(*cmd, *options, kInputOptions | kReportOptions);
  return [cmd, options, usage_path](Io& io) {
    CommonOptions& o = *options;
    resolve_options(*cmd, o);
    say_which_settings(io.err, o);
    io.outputs.push_back(o.output);  // a failed run removes what an earlier one left there
    const Model model = load_model(input_request(o));
    require_capacity_scheduler(model);
    require_nodes(model);
    const UsageSnapshot usage = read_usage_snapshot(*usage_path);
    const AnalysisOptions analysis = analysis_options(o);
    // What the policy would do if it ran: with the monitor off Hadoop marks every queue
    // preemption-disabled, so compute the queues' own disable_preemption as if it were on.
    ClusterSettings monitored = model.cluster;
    monitored.scheduler_monitor_enable.value = true;
    const CapacityHierarchy hierarchy =
        compute_capacity_hierarchy(*model.capacity, monitored, model.nodes, {model.hadoop_version});
    check_snapshot_queues(hierarchy, usage);
    const PreemptionRoundSettings settings =
        preemption_round_settings(model.capacity->global.preemption);
    std::vector<PartitionRound> rounds;
    for (const std::string& partition : snapshot_partitions(usage)) {
      PartitionRound r;
      r.partition = partition;
      r.resource = hierarchy.partition_resources.count(partition)
                       ? hierarchy.partition_resources.at(partition)
                       : Resource{};
      r.queues = preemption_queues(hierarchy, partition, usage);
      try {
        r.round = compute_preemption_round(r.queues, r.resource, hierarchy.calculator, settings,
                                           model.hadoop_version);
      } catch (const std::runtime_error& e) {
        throw InputError({},
                         fmt::format("the preemption policy does not settle for partition '{}': {}",
                                     partition, e.what()));
      }
      rounds.push_back(std::move(r));
    }
    PreemptionContext context;
    context.version = model.hadoop_version;
    context.monitor_enabled = model.cluster.scheduler_monitor_enable.value;
    for (const QueueUsage& u : usage.queues)
      context.pending_unknown |= !u.pending_known;
    std::ostringstream text;
    if (o.format == "json") {
      write_preemption_json(rounds, context, text);
    } else {
      write_preemption_text(rounds, context, text);
    }
    emit(io, o.output, text.str());
    return 0;
  };
}

}  // namespace schedlint
