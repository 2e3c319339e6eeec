#include <fmt/format.h>

#include "workload/framework_workloads.h"

namespace schedlint::workload {

namespace tez_hive_workload_detail {

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

// TezClient: the AM's resource, tez.am.resource.* (TezConfiguration).
WorkloadRole am_role(ClientConf& conf) {
  WorkloadRole am;
  conf.reading_for("the AM");
  const int32_t memory = memory_of(conf, "tez.am.resource.memory.mb", 1024, am);
  am.request = Resource(memory, conf.get_int("tez.am.resource.cpu.vcores", 1));
  return am;
}

// The DAG-wide task resource, tez.task.resource.* (TezConfiguration).
WorkloadRole tez_task_role(ClientConf& conf) {
  WorkloadRole task;
  conf.reading_for("the task");
  const int32_t memory = memory_of(conf, "tez.task.resource.memory.mb", 1024, task);
  task.request = Resource(memory, conf.get_int("tez.task.resource.cpu.vcores", 1));
  return task;
}

// DagUtils.getContainerResource: hive.tez.container.size when positive, else the MapReduce map
// size, and 1024 when that is not positive either (the -1 of Hadoop 3's mapred-default.xml).
WorkloadRole hive_task_role(ClientConf& conf) {
  constexpr std::string_view kSize = "hive.tez.container.size";
  constexpr std::string_view kMapMemory = "mapreduce.map.memory.mb";
  WorkloadRole task;
  conf.reading_for("the task");
  int32_t memory = conf.get_int(kSize, -1);
  if (memory > 0) {
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
  if (vcores <= 0) vcores = conf.get_int("mapreduce.map.cpu.vcores", 1);
  if (vcores <= 0) vcores = 1;
  task.request = Resource(memory, vcores);
  return task;
}

}  // namespace tez_hive_workload_detail

void add_tez_roles(Workload& workload, ClientConf& conf, bool hive) {
  using namespace tez_hive_workload_detail;
  // Hive on Tez submits through a Tez session, which takes its queue from tez.queue.name.
  set_queue(workload, conf, "tez.queue.name");
  workload.am = am_role(conf);
  WorkloadRole task = hive ? hive_task_role(conf) : tez_task_role(conf);
  task.name = "task";
  task.client_check = ClientCheck::kTezVertex;
  workload.roles.push_back(std::move(task));
}

}  // namespace schedlint::workload
