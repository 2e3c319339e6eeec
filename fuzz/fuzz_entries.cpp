#include "fuzz/fuzz_entries.h"

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <stdexcept>
#include <string_view>

#include "cli/check_reports.h"
#include "cli/check_run.h"
#include "cli/diff_run.h"
#include "cli/project_config.h"
#include "fuzz/generated_config.h"
#include "parse/capacity_parser.h"
#include "parse/hadoop_conf.h"
#include "parse/input_error.h"
#include "parse/load_inputs.h"
#include "parse/usage_snapshot.h"
#include "reports/fit_report.h"
#include "reports/preemption_report.h"
#include "rules/runner.h"
#include "sched/capacity/preemption_whatif.h"
#include "solver/z3_prover.h"

namespace schedlint::fuzz {

namespace {

std::string text_of(const uint8_t* data, size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

// Loads `files` as `check` would, every release's reading in turn (the last byte picks none: the
// same input then reads under 3.3, the default).
Model load(const std::vector<TextFile>& files, HadoopVersion version) {
  InputRequest request;
  request.contents = files;
  request.version = version;
  return load_model(request);
}

HadoopVersion version_from(uint8_t byte) {
  const auto lines = supported_hadoop_lines();
  return lines[byte % lines.size()];
}

template <class Read>
void expecting_input_errors(Read read) {
  try {
    read();
  } catch (const InputError&) {
    // the expected answer to a file schedlint cannot read
  }
}

// A file of `name` holding the input; the input's first byte picks the release.
void load_one(const char* name, const uint8_t* data, size_t size) {
  if (size == 0) return;
  expecting_input_errors([&] {
    load({text_file_from_memory(name, text_of(data + 1, size - 1))}, version_from(data[0]));
  });
}

void hadoop_conf(const uint8_t* data, size_t size) {
  load_one("yarn-site.xml", data, size);
}
void capacity(const uint8_t* data, size_t size) {
  load_one("capacity-scheduler.xml", data, size);
}
void allocation(const uint8_t* data, size_t size) {
  load_one("fair-scheduler.xml", data, size);
}
void nodes_rest(const uint8_t* data, size_t size) {
  load_one("nodes.json", data, size);
}

// nodes.yaml needs a scheduler file to be read with; the smallest valid one.
void nodes_yaml(const uint8_t* data, size_t size) {
  expecting_input_errors([&] {
    load({text_file_from_memory("capacity-scheduler.xml",
                                "<configuration><property><name>yarn.scheduler.capacity.root."
                                "queues</name><value>a</value></property></configuration>"),
          text_file_from_memory("nodes.yaml", text_of(data, size))},
         {3, 3});
  });
}

// The CapacityScheduler key space: each input line is a property name (a tab, then its value).
void capacity_keys(const uint8_t* data, size_t size) {
  const std::string text = text_of(data, size);
  HadoopConf conf;
  std::vector<ReadingIssue> issues;
  size_t start = 0;
  int line = 1;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string_view entry(text.data() + start, end - start);
    const size_t tab = entry.find('\t');
    ConfProperty p;
    p.name = std::string(entry.substr(0, tab));
    p.value = tab == std::string_view::npos ? "1" : std::string(entry.substr(tab + 1));
    p.loc = {"capacity-scheduler.xml", line, 1};
    p.value_loc = p.loc;
    conf.load(p, &issues);
    start = end + 1;
    ++line;
  }
  for (const HadoopVersion& v : {HadoopVersion{2, 7}, HadoopVersion{3, 3}, HadoopVersion{3, 4}}) {
    std::vector<ReadingIssue> read_issues;
    read_capacity_config(conf, "capacity-scheduler.xml", v, read_issues);
  }
}

// A usage snapshot, then the whole preemption what-if over a small fixed cluster it may speak of:
// leaves root.a, root.b.b1 and root.b.b2, a non-exclusive gpu label a can use, worker-1 to
// worker-4 and gpu-1, gpu-2. Read for several releases, matched against the configuration, run,
// and printed in every preempt format.
void usage(const uint8_t* data, size_t size) {
  TextFile snapshot;
  try {
    snapshot = text_file_from_memory("usage.yaml", text_of(data, size));
  } catch (const InputError&) {
    return;  // not text (a NUL byte, say): check refuses the file before reading it
  }
  expecting_input_errors([&] { parse_usage_snapshot(snapshot); });
  static const TextFile kCapacity = text_file_from_memory(
      "capacity-scheduler.xml",
      "<configuration>"
      "<property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>"
      "<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>40</value></property>"
      "<property><name>yarn.scheduler.capacity.root.b.capacity</name><value>60</value></property>"
      "<property><name>yarn.scheduler.capacity.root.b.queues</name><value>b1,b2</value></property>"
      "<property><name>yarn.scheduler.capacity.root.b.b1.capacity</name><value>50</value></"
      "property>"
      "<property><name>yarn.scheduler.capacity.root.b.b2.capacity</name><value>50</value></"
      "property>"
      "<property><name>yarn.scheduler.capacity.root.accessible-node-labels.gpu.capacity</name>"
      "<value>100</value></property>"
      "<property><name>yarn.scheduler.capacity.root.a.accessible-node-labels</name><value>gpu</"
      "value>"
      "</property>"
      "<property><name>yarn.scheduler.capacity.root.a.accessible-node-labels.gpu.capacity</name>"
      "<value>100</value></property>"
      "<property><name>yarn.resourcemanager.monitor.capacity.preemption."
      "select_based_on_reserved_containers</name><value>true</value></property>"
      "</configuration>");
  static const TextFile kNodes = text_file_from_memory(
      "nodes.yaml",
      "nodes:\n  - {group: worker, count: 4, memory-mb: 65536, vcores: 32}\n"
      "  - {group: gpu, count: 2, memory-mb: 65536, vcores: 32, labels: [gpu]}\n");
  for (const HadoopVersion& version :
       {HadoopVersion{2, 7}, HadoopVersion{2, 8}, HadoopVersion{3, 0}, HadoopVersion{3, 3}}) {
    Model model;
    try {
      model = load({kCapacity, kNodes, snapshot}, version);
    } catch (const InputError&) {
      return;
    }
    if (!model.usage || !model.capacity) return;
    ClusterSettings monitored = model.cluster;
    monitored.scheduler_monitor_enable.value = true;
    const CapacityHierarchy hierarchy =
        compute_capacity_hierarchy(*model.capacity, monitored, model.nodes, {version});
    if (!check_usage_snapshot(hierarchy, model.nodes, *model.usage).empty()) return;
    PreemptionWhatIf whatif;
    try {
      whatif =
          run_preemption_whatif(hierarchy, *model.capacity, model.nodes, *model.usage, version, {});
    } catch (const std::runtime_error&) {
      continue;  // a fixpoint Hadoop would never leave: preempt says so
    }
    const PreemptionContext context{version, true, model.usage->file};
    std::ostringstream out;
    write_preemption_text(whatif, context, out);
    write_preemption_json(whatif, context, out);
    out << preemption_html(whatif, context);
  }
}

void project_config(const uint8_t* data, size_t size) {
  expecting_input_errors(
      [&] { parse_project_config(text_file_from_memory(".schedlint.yaml", text_of(data, size))); });
}

// Z3 with a small limit per query and in all, so that a run explores many inputs.
AnalysisOptions fast_proofs() {
  AnalysisOptions options;
  options.solver_timeout_ms = 20;
  options.solver_budget_ms = 200;
  return options;
}

const smt::Prover& z3() {
  static const smt::Z3Prover prover;
  return prover;
}

// A rule that threw is a bug: the fuzzer keeps the input.
void abort_on(const std::vector<InternalError>& errors) {
  if (errors.empty()) return;
  std::fprintf(stderr, "internal error in %s: %s\n", errors[0].rule.c_str(),
               errors[0].what.c_str());
  std::abort();
}

// The applications' files: the input's first byte picks which (workloads.yaml, spark-defaults.conf,
// flink-conf.yaml, mapred-site.xml, hive-site.xml, tez-site.xml, Flink's config.yaml), read beside
// a small CapacityScheduler cluster and, every other run, a FairScheduler one; then every workload
// through the pipeline, printed.
void workloads(const uint8_t* data, size_t size) {
  if (size == 0) return;
  static const char* const kNames[] = {"workloads.yaml",  "spark-defaults.conf", "flink-conf.yaml",
                                       "mapred-site.xml", "hive-site.xml",       "tez-site.xml",
                                       "config.yaml"};
  constexpr int kCount = sizeof(kNames) / sizeof(kNames[0]);
  const char* name = kNames[data[0] % kCount];
  const bool fair = (data[0] / kCount) % 2 == 1;
  static const TextFile kCapacity = text_file_from_memory(
      "capacity-scheduler.xml",
      "<configuration>"
      "<property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value>"
      "</property>"
      "<property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value>"
      "</property>"
      "<property><name>yarn.scheduler.capacity.root.default.capacity</name><value>30</value>"
      "</property>"
      "<property><name>yarn.scheduler.capacity.root.etl.maximum-allocation-mb</name>"
      "<value>6144</value></property>"
      "</configuration>");
  static const TextFile kFair = text_file_from_memory(
      "fair-scheduler.xml",
      "<allocations><queue name=\"etl\"><maxResources>8192 mb, 8 vcores</maxResources>"
      "<maxAMShare>0.5</maxAMShare></queue></allocations>");
  static const TextFile kFairSite = text_file_from_memory(
      "yarn-site.xml",
      "<configuration><property><name>yarn.resourcemanager.scheduler.class</name><value>"
      "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value>"
      "</property></configuration>");
  static const TextFile kNodes = text_file_from_memory(
      "nodes.yaml",
      "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"
      "  - {group: g, count: 2, memory-mb: 32768, vcores: 32, labels: [gpu]}\n");
  Model model;
  try {
    const TextFile file = text_file_from_memory(name, text_of(data + 1, size - 1));
    std::vector<TextFile> files = {kNodes, file};
    if (fair) {
      files.push_back(kFair);
      files.push_back(kFairSite);
    } else {
      files.push_back(kCapacity);
    }
    model = load(files, version_from(data[0] / 10));
  } catch (const InputError&) {
    return;
  }
  const AnalysisOptions options = fast_proofs();
  const AnalysisContext context(model, options, z3());
  std::ostringstream out;
  write_fit_text(context.workload_fits(), model.hadoop_version, out);
  write_fit_json(context.workload_fits(), model.hadoop_version, out);
  for (const WorkloadFit& fit : context.workload_fits())
    write_workload_explanation(fit, out);
  const CheckRun run(model, options, {}, z3());
  abort_on(run.internal_errors());
}

// The whole of `check` on a configuration generated from the input: every rule and proof (Z3 with
// a small limit) and every report format.
void check(const uint8_t* data, size_t size) {
  const GeneratedConfig generated = generate_config(data, size);
  Model model;
  try {
    model = load(generated.files, generated.version);
  } catch (const InputError&) {
    return;
  }
  const AnalysisOptions options = fast_proofs();
  const CheckRun run(model, options, {}, z3());
  abort_on(run.internal_errors());
  for (ReportFormat format : check_formats())
    render_check_report(format, run.report(), model, run.report_settings());
}

// The whole of `diff` between two configurations generated from the input (the first byte says
// where the second one's bytes start), read for the same release: both versions' rules, the
// change rules, the queues and findings compared, and every format.
void diff(const uint8_t* data, size_t size) {
  if (size < 2) return;
  const size_t split = 1 + (size - 1) * data[0] / 256;
  const GeneratedConfig before = generate_config(data + 1, split - 1);
  const GeneratedConfig after = generate_config(data + split, size - split);
  Model old_model, new_model;
  try {
    old_model = load(before.files, after.version);
    new_model = load(after.files, after.version);
  } catch (const InputError&) {
    return;
  }
  const AnalysisOptions options = fast_proofs();
  const DiffRun run({old_model, options, "old"}, {new_model, options, "new"}, {}, z3(), 1);
  abort_on(run.internal_errors());
  for (ReportFormat format : diff_formats())
    render_diff_report(format, run.report(), old_model, new_model, {});
}

}  // namespace

const std::vector<Entry>& entries() {
  static const std::vector<Entry> all{{"hadoop_conf", hadoop_conf},
                                      {"capacity", capacity},
                                      {"capacity_keys", capacity_keys},
                                      {"allocation", allocation},
                                      {"nodes_yaml", nodes_yaml},
                                      {"nodes_rest", nodes_rest},
                                      {"usage", usage},
                                      {"workloads", workloads},
                                      {"project_config", project_config},
                                      {"check", check},
                                      {"diff", diff}};
  return all;
}

const Entry& entry(const std::string& name) {
  for (const Entry& e : entries()) {
    if (name == e.name) return e;
  }
  std::fprintf(stderr, "no fuzz entry named %s\n", name.c_str());
  std::abort();
}

}  // namespace schedlint::fuzz
