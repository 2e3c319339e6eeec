#include <fmt/format.h>

#include "workload/framework_workloads.h"
#include "workload/java_heap.h"

namespace schedlint::workload {

namespace tez_hive_workload_detail {

// TezConfiguration's *_CLUSTER_DEFAULT_CMD_OPTS_DEFAULT, the same for the AM and tasks.
constexpr std::string_view kClusterDefaultOpts =
    "-server -Djava.net.preferIPv4Stack=true -Dhadoop.metrics.log.level=WARN";
constexpr std::string_view kFraction = "tez.container.max.java.heap.fraction";

// One part of a container's launch opts and the key it comes from ("" for what no key sets).
struct OptsPart {
  std::string value;
  std::string_view key;
};

// tez.container.max.java.heap.fraction as the AM reads it, and how a derivation names it.
struct HeapFraction {
  double value;
  std::string text;
};

// Read once whatever the opts say: TezClientUtils.constructAMLaunchOpts and
// AMContainerHelpers evaluate Configuration.getDouble before they look at the opts.
HeapFraction heap_fraction(ClientConf& conf) {
  const double value = conf.get_double(kFraction, kTezDefaultHeapFraction);
  return {value, conf.find(kFraction) != nullptr ? fmt::format("{} {}", kFraction, value)
                                                 : fmt::format("{} (the default)", value)};
}

// A getInt memory key with its default, and the line saying which it was.
int32_t memory_of(ClientConf& conf, std::string_view key, int32_t fallback, WorkloadRole& role) {
  const int32_t memory = conf.get_int(key, fallback);
  const bool set = conf.find(key) != nullptr;
  role.memory_source = set ? MemorySource::kSet : MemorySource::kDefault;
  role.derivation.push_back(set ? fmt::format("{} = {} MiB", conf.name(key), memory)
                                : fmt::format("{} unset: {} MiB (the default)", key, fallback));
  role.loc = conf.loc(key);
  return memory;
}

// The key's value when set, else `fallback` from no key.
OptsPart part(const ClientConf& conf, std::string_view key, std::string_view fallback) {
  if (const FrameworkProperty* p = conf.find(key)) return {p->value, key};
  return {std::string(fallback), ""};
}

// The heap a Tez container's JVM runs: the -Xmx of its launch opts when they name -Xmx or -Xms,
// else the one TezClientUtils.maybeAddDefaultMemoryJavaOpts adds. The AM's is derived from its
// request (TezClientUtils.constructAMLaunchOpts); a task's from the container the ResourceManager
// grants (AMContainerHelpers.createContainerLaunchContext), so the analysis derives it once the
// request is normalized.
void set_heap(WorkloadRole& role, const HeapFraction& fraction, const std::vector<OptsPart>& parts,
              bool from_grant) {
  std::string opts;
  for (const OptsPart& p : parts)
    opts += p.value + " ";
  if (tez_opts_size_heap(opts)) {
    // The JVM takes the last -Xmx; read as JobConf.parseMaximumHeapSizeMB reads it.
    const std::optional<int32_t> heap = parse_max_heap_mb(opts);
    if (heap && *heap > 0) {
      role.heap_mb = *heap;
      std::string_view where = "the launch opts";
      for (const OptsPart& p : parts) {
        const std::optional<int32_t> own = parse_max_heap_mb(p.value);
        if (own && *own > 0 && !p.key.empty()) where = p.key;
      }
      role.derivation.push_back(fmt::format("heap -Xmx{}m from {}", *heap, where));
    } else {
      role.derivation.push_back(
          "the launch opts name -Xms or -Xmx but no -Xmx size: Tez adds none, and the JVM "
          "picks its own maximum heap (unknown here)");
    }
    return;
  }
  if (from_grant) {
    if (!tez_default_heap_mb(1, fraction.value)) {
      role.derivation.push_back(fmt::format(
          "no -Xmx or -Xms in the launch opts, and {} is outside (0, 1): Tez adds no -Xmx, "
          "and the JVM picks its own maximum heap (unknown here)",
          fraction.text));
      return;
    }
    role.heap_fraction_of_grant = fraction.value;
    role.derivation.push_back(
        fmt::format("no -Xmx or -Xms in the launch opts: Tez adds -Xmx of (int) (the granted "
                    "container's memory x {}), computed from the container the ResourceManager "
                    "grants, not the request",
                    fraction.text));
    return;
  }
  const int64_t memory = role.request.memory_mb();
  if (const std::optional<int32_t> heap = tez_default_heap_mb(memory, fraction.value)) {
    role.heap_mb = *heap;
    const std::string used = fraction.value == -1 ? fmt::format("{}, from the sliding scale of -1",
                                                                memory < 4096 ? "0.7" : "0.8")
                                                  : fraction.text;
    role.derivation.push_back(fmt::format(
        "no -Xmx or -Xms in the launch opts: Tez adds -Xmx{}m = (int) ({} x {}), at least 1", *heap,
        memory, used));
  } else {
    role.derivation.push_back(fmt::format(
        "no -Xmx or -Xms in the launch opts, and Tez adds none for {} MiB with {}: the JVM "
        "picks its own maximum heap (unknown here)",
        memory, fraction.text));
  }
}

// TezClient: the AM's resource, tez.am.resource.* (TezConfiguration), and its launch opts
// (TezClientUtils.constructAMLaunchOpts). Hive's Tez session sets what tez-site leaves unset from
// MapReduce's AM (TezSessionState.setupTezParamsBasedOnMR): the memory, the vcores and the opts.
WorkloadRole am_role(ClientConf& conf, const HeapFraction& fraction, bool hive) {
  constexpr std::string_view kMemory = "tez.am.resource.memory.mb";
  constexpr std::string_view kVcores = "tez.am.resource.cpu.vcores";
  constexpr std::string_view kOpts = "tez.am.launch.cmd-opts";
  WorkloadRole am;
  conf.reading_for("the AM");
  const bool from_mapreduce = hive && conf.find(kMemory) == nullptr;
  if (from_mapreduce) {
    am.derivation.push_back(
        fmt::format("{} unset: Hive's Tez session takes MapReduce's AM size", kMemory));
  }
  const int32_t memory = from_mapreduce
                             ? memory_of(conf, "yarn.app.mapreduce.am.resource.mb", 1536, am)
                             : memory_of(conf, kMemory, 1024, am);
  const std::string_view vcores_key =
      hive && conf.find(kVcores) == nullptr ? "yarn.app.mapreduce.am.resource.cpu-vcores" : kVcores;
  am.request = Resource(memory, conf.get_int(vcores_key, 1));
  am.vcores_loc = conf.set_at(vcores_key);
  std::vector<OptsPart> parts{
      part(conf, "tez.am.launch.cluster-default.cmd-opts", kClusterDefaultOpts)};
  if (hive && conf.find(kOpts) == nullptr) {
    // Tez's MRHelpers.getJavaOptsForMRAM: MapReduce's AM admin opts, then its AM opts.
    parts.push_back(part(conf, "yarn.app.mapreduce.am.admin-command-opts", ""));
    parts.push_back(part(conf, "yarn.app.mapreduce.am.command-opts", "-Xmx1024m"));
  } else {
    parts.push_back(part(conf, kOpts, ""));  // the default names no heap
  }
  set_heap(am, fraction, parts, /*from_grant=*/false);
  return am;
}

// The DAG-wide task resource, tez.task.resource.* (TezConfiguration), and the task opts with no
// vertex opts of a DAG's own (TezClientUtils.addDefaultsToTaskLaunchCmdOpts).
WorkloadRole tez_task_role(ClientConf& conf, const HeapFraction& fraction) {
  WorkloadRole task;
  conf.reading_for("the task");
  const int32_t memory = memory_of(conf, "tez.task.resource.memory.mb", 1024, task);
  task.request = Resource(memory, conf.get_int("tez.task.resource.cpu.vcores", 1));
  task.vcores_loc = conf.set_at("tez.task.resource.cpu.vcores");
  set_heap(task, fraction,
           {part(conf, "tez.task.launch.cluster-default.cmd-opts", kClusterDefaultOpts),
            part(conf, "tez.task.launch.cmd-opts", "")},  // its default names no heap
           /*from_grant=*/true);
  return task;
}

// DagUtils.getContainerResource: hive.tez.container.size when positive, else the MapReduce map
// size, and 1024 when that is not positive either (the -1 of Hadoop 3's mapred-default.xml).
WorkloadRole hive_task_role(ClientConf& conf, const HeapFraction& fraction,
                            const FrameworkOptions& options) {
  constexpr std::string_view kSize = "hive.tez.container.size";
  constexpr std::string_view kMapMemory = "mapreduce.map.memory.mb";
  WorkloadRole task;
  conf.reading_for("the task");
  int32_t memory = conf.get_int(kSize, -1);
  const bool sized_by_hive = memory > 0;
  if (sized_by_hive) {
    task.derivation.push_back(fmt::format("{} = {} MiB", kSize, memory));
    task.loc = conf.loc(kSize);
  } else {
    task.derivation.push_back(fmt::format("{} {}: falls back to {}", kSize,
                                          conf.find(kSize) != nullptr ? "is not positive" : "unset",
                                          kMapMemory));
    memory = memory_of(conf, kMapMemory, 1024, task);
    if (memory <= 0) {
      task.derivation.push_back(
          fmt::format("{} is {}: 1024 MiB (the default)", conf.name(kMapMemory), memory));
      memory = 1024;
      task.memory_source = MemorySource::kDefault;
    }
  }
  int32_t vcores = conf.get_int("hive.tez.cpu.vcores", -1);
  task.vcores_loc = conf.set_at("hive.tez.cpu.vcores");
  if (vcores <= 0) {
    vcores = conf.get_int("mapreduce.map.cpu.vcores", 1);
    task.vcores_loc = conf.set_at("mapreduce.map.cpu.vcores");
  }
  if (vcores <= 0) {
    vcores = 1;
    task.vcores_loc = {};
  }
  task.request = Resource(memory, vcores);
  // DagUtils.getContainerJavaOpts: hive.tez.java.opts only with hive.tez.container.size, else the
  // MapReduce map task's opts. Hive's log level options follow them, so the vertex opts are never
  // empty and Tez puts only a set tez.task.launch.cmd-opts before them.
  constexpr std::string_view kHiveOpts = "hive.tez.java.opts";
  OptsPart vertex{"", ""};
  if (sized_by_hive) {
    vertex = part(conf, kHiveOpts, "");
  } else {
    if (conf.find(kHiveOpts) != nullptr) {
      task.derivation.push_back(fmt::format(
          "{} is ignored without {}: the task runs MapReduce's map opts", kHiveOpts, kSize));
    }
    TaskJavaOpts mapreduce = map_task_java_opts(conf, options.hadoop);
    const std::string_view key = conf.find(mapreduce.key) != nullptr ? mapreduce.key : "";
    vertex = {std::move(mapreduce.opts), key};
  }
  set_heap(task, fraction,
           {part(conf, "tez.task.launch.cluster-default.cmd-opts", kClusterDefaultOpts),
            part(conf, "tez.task.launch.cmd-opts", ""), std::move(vertex)},
           /*from_grant=*/true);
  return task;
}

}  // namespace tez_hive_workload_detail

void add_tez_roles(Workload& workload, ClientConf& conf, const FrameworkOptions& options,
                   bool hive) {
  using namespace tez_hive_workload_detail;
  // Hive on Tez submits through a Tez session, which takes its queue from tez.queue.name, else
  // (TezSessionState.setupTezParamsBasedOnMR) from mapreduce.job.queuename.
  const bool mapreduce_queue = hive && conf.find("tez.queue.name") == nullptr &&
                               conf.find("mapreduce.job.queuename") != nullptr;
  set_queue(workload, conf, mapreduce_queue ? "mapreduce.job.queuename" : "tez.queue.name");
  const HeapFraction fraction = heap_fraction(conf);
  workload.am = am_role(conf, fraction, hive);
  WorkloadRole task =
      hive ? hive_task_role(conf, fraction, options) : tez_task_role(conf, fraction);
  task.name = "task";
  task.client_check = ClientCheck::kTezVertex;
  workload.roles.push_back(std::move(task));
}

}  // namespace schedlint::workload
