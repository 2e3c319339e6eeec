#include "workload/framework_conf.h"

#include "workload/client_conf.h"
#include "workload/framework_workloads.h"
#include "workload/unknown_keys.h"

namespace schedlint {

Workload workload_from_conf(Framework framework, const FrameworkConf& conf,
                            const FrameworkOptions& options, std::vector<ReadingIssue>& issues) {
  workload::ClientConf client(conf, options.file, issues);
  const size_t issues_before = issues.size();
  Workload workload;
  workload.framework = framework;
  workload.loc = options.file;
  switch (framework) {
    case Framework::kMapReduce:
      workload::add_mapreduce_roles(workload, client, options);
      break;
    case Framework::kSpark:
      workload::add_spark_roles(workload, client, options);
      break;
    case Framework::kTez:
      workload::add_tez_roles(workload, client, options, /*hive=*/false);
      break;
    case Framework::kHive:
      workload::add_tez_roles(workload, client, options, /*hive=*/true);
      break;
    case Framework::kFlink:
      workload::add_flink_roles(workload, client);
      break;
    case Framework::kRoles:
      break;  // written out in workloads.yaml: no client to ask
  }
  workload.am.name = "am";
  // Each value the client cannot read makes it throw before it submits anything.
  workload.client_fails = issues.size() > issues_before;
  // A key it does not read it ignores.
  workload::report_unknown_keys(framework, conf, client, issues);
  return workload;
}

namespace workload {

void set_queue(Workload& workload, ClientConf& conf, std::string_view key) {
  conf.reading_for("the queue", "chosen");
  // The clients pass the value as set (Configuration.get / SparkConf.get): no trimming.
  workload.queue = conf.get(key).value_or("default");
  workload.queue_loc = conf.loc(key);
}

}  // namespace workload

}  // namespace schedlint
