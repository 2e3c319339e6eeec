#include <fmt/format.h>

#include "model/release_facts.h"
#include "workload/framework_workloads.h"
#include "workload/java_heap.h"
#include "workload/mapreduce_resource_keys.h"

namespace schedlint::workload {

namespace mapreduce_workload_detail {

// MRJobConfig.DEFAULT_MAPRED_ADMIN_JAVA_OPTS, which JobConf puts before the task's own opts.
constexpr std::string_view kDefaultAdminOpts =
    "-Djava.net.preferIPv4Stack=true -Dhadoop.metrics.log.level=WARN ";

struct TaskKeys {
  std::string_view name;
  std::string_view memory;
  std::string_view vcores;
  std::string_view java_opts;
  std::string_view admin_opts;
  std::string_view running_limit;
  std::string_view resource_prefix;  // MRJobConfig.{MAP,REDUCE}_RESOURCE_TYPE_PREFIX
};

constexpr TaskKeys kMap{"map",
                        "mapreduce.map.memory.mb",
                        "mapreduce.map.cpu.vcores",
                        "mapreduce.map.java.opts",
                        "mapreduce.admin.map.child.java.opts",
                        "mapreduce.job.running.map.limit",
                        "mapreduce.map.resource."};
constexpr TaskKeys kReduce{"reduce",
                           "mapreduce.reduce.memory.mb",
                           "mapreduce.reduce.cpu.vcores",
                           "mapreduce.reduce.java.opts",
                           "mapreduce.admin.reduce.child.java.opts",
                           "mapreduce.job.running.reduce.limit",
                           "mapreduce.reduce.resource."};
constexpr std::string_view kChildOpts = "mapred.child.java.opts";
constexpr std::string_view kRatio = "mapreduce.job.heap.memory-mb.ratio";

// The task's -Xmx as JobConf.parseMaximumHeapSizeMB reads the admin and user opts together;
// reports opts whose -Xmx overflows a long (the job fails), which count as no -Xmx here.
int32_t configured_heap_mb(ClientConf& conf, const TaskKeys& keys, std::string_view opts_key,
                           const std::string& opts) {
  const std::optional<int32_t> heap = parse_max_heap_mb(opts);
  if (heap) return *heap;
  conf.report(opts_key, fmt::format("the -Xmx in '{}' does not fit a long: JobConf "
                                    "fails with NumberFormatException reading the {} heap",
                                    conf.name(opts_key), keys.name));
  return -1;
}

// The resource-type keys' request over the role's: memory and vcores replaced, each other type
// added. `memory_key` and `vcores_key` are the keys they override.
void apply_resource_types(WorkloadRole& role, const ClientConf& conf,
                          const ResourceTypeRequest& typed, std::string_view memory_key,
                          std::string_view vcores_key) {
  if (typed.memory_mb) {
    role.derivation.push_back(
        conf.find(memory_key) != nullptr
            ? fmt::format("{} = {} = {} MiB, overriding {} (Hadoop logs a warning)",
                          typed.memory_key, *conf.get(typed.memory_key), *typed.memory_mb,
                          conf.name(memory_key))
            : fmt::format("{} = {} = {} MiB", typed.memory_key, *conf.get(typed.memory_key),
                          *typed.memory_mb));
    role.request.set(kMemoryMb, *typed.memory_mb);
    role.memory_source = MemorySource::kSet;
    role.loc = conf.loc(typed.memory_key);
  }
  if (typed.vcores) {
    role.derivation.push_back(fmt::format(
        "{} = {} vcores{}", typed.vcores_key, *typed.vcores,
        conf.find(vcores_key) != nullptr ? fmt::format(", overriding {}", vcores_key) : ""));
    role.request.set(kVcores, *typed.vcores);
    role.vcores_loc = conf.set_at(typed.vcores_key);
  }
  for (const auto& [type, amount] : typed.others)
    role.request.set(type, amount);
}

// The admin opts, then JobConf.getConfiguredTaskJavaOpts: the role's opts, else
// mapred.child.java.opts, else the default (-Xmx200m before 3.0, nothing since MAPREDUCE-5785).
TaskJavaOpts task_java_opts(const ClientConf& conf, const TaskKeys& keys,
                            const HadoopVersion& hadoop) {
  const std::string_view opts_key = conf.find(keys.java_opts) != nullptr ? keys.java_opts
                                    : conf.find(kChildOpts) != nullptr   ? kChildOpts
                                                                         : keys.admin_opts;
  const std::string user_opts =
      conf.get(keys.java_opts)
          .value_or(
              conf.get(kChildOpts)
                  .value_or(has(hadoop, ReleaseFact::kMrHeapFromContainerSize) ? "" : "-Xmx200m"));
  return {conf.get(keys.admin_opts).value_or(std::string(kDefaultAdminOpts)) + " " + user_opts,
          opts_key};
}

WorkloadRole task_role(ClientConf& conf, const TaskKeys& keys, const FrameworkOptions& options) {
  WorkloadRole role;
  role.name = std::string(keys.name);
  role.client_check = ClientCheck::kMapReduceTask;
  conf.reading_for("the " + role.name);
  const bool derives = has(options.hadoop, ReleaseFact::kMrHeapFromContainerSize);
  const auto [opts, opts_key] = task_java_opts(conf, keys, options.hadoop);
  const int32_t heap = configured_heap_mb(conf, keys, opts_key, opts);

  const FrameworkProperty* memory_set = conf.find(keys.memory);
  // The derivation names the keys as the file writes them (mapred.job.map.memory.mb...).
  const std::string memory_key = conf.name(keys.memory);
  int32_t memory = 0;
  if (!derives) {
    // TaskAttemptImpl.getMemoryRequired before 3.0: the key as set (-1 included), else 1024.
    memory = conf.get_int(keys.memory, 1024);
    role.memory_source = memory_set != nullptr ? MemorySource::kSet : MemorySource::kDefault;
    role.derivation.push_back(memory_set != nullptr
                                  ? fmt::format("{} = {} MiB", memory_key, memory)
                                  : fmt::format("{} unset: 1024 MiB (the default)", memory_key));
    if (heap > 0) role.heap_mb = heap;
  } else {
    // JobConf.getMemoryRequired (3.0+, MAPREDUCE-5785): a memory.mb <= 0 is derived from -Xmx.
    const float ratio = conf.get_float(kRatio, kDefaultHeapRatio);
    memory = conf.get_int(keys.memory, -1);
    if (memory > 0) {
      role.derivation.push_back(fmt::format("{} = {} MiB", memory_key, memory));
    } else if (heap > 0) {
      const std::string set_as =
          memory_set != nullptr ? fmt::format("{} is {}", memory_key, memory) : "unset";
      memory = memory_from_heap_mb(heap, ratio);
      role.memory_source = MemorySource::kDerivedFromHeap;
      role.derivation.push_back(fmt::format("{} {}: derived from -Xmx{}m in {}", memory_key, set_as,
                                            heap, conf.name(opts_key)));
      role.derivation.push_back(fmt::format("ceil({} / {} (float)) = {} MiB", heap, ratio, memory));
    } else {
      role.derivation.push_back(fmt::format("{} {} and no -Xmx: 1024 MiB (the default)", memory_key,
                                            memory_set != nullptr ? "is not positive" : "unset"));
      memory = 1024;
      role.memory_source = MemorySource::kDefault;
    }
    if (opts.find("-Xmx") == std::string::npos) {
      // JobConf.getTaskJavaOpts appends -Xmx<ceil(memory * ratio)>m.
      role.heap_mb = heap_from_memory_mb(memory, ratio);
      role.derivation.push_back(
          fmt::format("no -Xmx: heap ceil({} x {}) = {} MiB", memory, ratio, *role.heap_mb));
    } else if (heap > 0) {
      role.heap_mb = heap;
    }
  }
  role.loc = role.memory_source == MemorySource::kDerivedFromHeap ? conf.loc(opts_key)
                                                                  : conf.loc(keys.memory);
  role.request = Resource(memory, conf.get_int(keys.vcores, 1));
  role.vcores_loc = conf.set_at(keys.vcores);
  // TaskAttemptImpl.populateResourceCapability: the resource-type keys, when set, replace the
  // memory and vcores above (Hadoop logs that they override them); the heap stays derived from
  // getMemoryRequired, as JobConf.getTaskJavaOpts does.
  apply_resource_types(role, conf,
                       read_resource_type_keys(conf, keys.resource_prefix, options.hadoop),
                       keys.memory, keys.vcores);
  conf.reading_for(fmt::format("the number of {}s at once", keys.name), "capped");
  const int32_t limit = conf.get_int(keys.running_limit, 0);
  if (limit > 0) role.max_concurrent = limit;
  return role;
}

// YARNRunner: the AM's capability.
WorkloadRole am_role(ClientConf& conf, const FrameworkOptions& options) {
  constexpr std::string_view kMemory = "yarn.app.mapreduce.am.resource.mb";
  WorkloadRole am;
  conf.reading_for("the AM");
  const int32_t memory = conf.get_int(kMemory, 1536);
  am.request = Resource(memory, conf.get_int("yarn.app.mapreduce.am.resource.cpu-vcores", 1));
  am.vcores_loc = conf.set_at("yarn.app.mapreduce.am.resource.cpu-vcores");
  am.memory_source = conf.find(kMemory) != nullptr ? MemorySource::kSet : MemorySource::kDefault;
  am.loc = conf.loc(kMemory);
  am.derivation.push_back(conf.find(kMemory) != nullptr
                              ? fmt::format("{} = {} MiB", kMemory, memory)
                              : fmt::format("{} unset: 1536 MiB (the default)", kMemory));
  // YARNRunner.generateResourceRequests: yarn.app.mapreduce.am.resource.<type> replaces them;
  // its own mb and cpu-vcores are the keys above, under the same prefix.
  static constexpr std::string_view kReadElsewhere[] = {"mb", "cpu-vcores"};
  apply_resource_types(am, conf,
                       read_resource_type_keys(conf, "yarn.app.mapreduce.am.resource.",
                                               options.hadoop, kReadElsewhere),
                       kMemory, "yarn.app.mapreduce.am.resource.cpu-vcores");
  // The AM runs its admin opts, then its own (-Xmx1024m by default); the JVM takes the last -Xmx.
  const std::string opts = conf.get("yarn.app.mapreduce.am.admin-command-opts").value_or("") + " " +
                           conf.get("yarn.app.mapreduce.am.command-opts").value_or("-Xmx1024m");
  if (const std::optional<int32_t> heap = parse_max_heap_mb(opts); heap && *heap > 0) {
    am.heap_mb = *heap;
  }
  return am;
}

}  // namespace mapreduce_workload_detail

TaskJavaOpts map_task_java_opts(const ClientConf& conf, const HadoopVersion& hadoop) {
  return mapreduce_workload_detail::task_java_opts(conf, mapreduce_workload_detail::kMap, hadoop);
}

void add_mapreduce_roles(Workload& workload, ClientConf& conf, const FrameworkOptions& options) {
  using namespace mapreduce_workload_detail;
  set_queue(workload, conf, "mapreduce.job.queuename");
  workload.am = am_role(conf, options);
  workload.roles.push_back(task_role(conf, kMap, options));
  workload.roles.push_back(task_role(conf, kReduce, options));
  // MRJobConfig.COMPLETED_MAPS_FOR_REDUCE_SLOWSTART, read by RMContainerAllocator (getFloat).
  conf.reading_for("each reduce", "started");
  workload.reduce_slowstart = conf.get_float("mapreduce.job.reduce.slowstart.completedmaps", 0.05f);
}

}  // namespace schedlint::workload
