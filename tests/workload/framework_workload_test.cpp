#include <gtest/gtest.h>

#include "workload/framework_conf.h"

namespace schedlint {
namespace framework_workload_test {

// A configuration with each key on its own line of `file`, in the order given.
FrameworkConf conf_of(std::initializer_list<std::pair<std::string, std::string>> entries,
                      const std::string& file = "site.conf") {
  FrameworkConf conf;
  int line = 1;
  for (const auto& [key, value] : entries)
    conf[key] = FrameworkProperty{value, SourceLocation{file, line++, 1}};
  return conf;
}

FrameworkOptions hadoop(int major, int minor) {
  FrameworkOptions options;
  options.hadoop = HadoopVersion{major, minor};
  options.file = SourceLocation{"site.conf", 0, 0};
  return options;
}

FrameworkOptions spark(int major, int minor, bool cluster = true) {
  FrameworkOptions options;
  options.spark = SparkVersion{major, minor};
  options.spark_cluster_mode = cluster;
  options.file = SourceLocation{"spark-defaults.conf", 0, 0};
  return options;
}

const WorkloadRole& role(const Workload& w, std::string_view name) {
  for (const WorkloadRole& r : w.roles)
    if (r.name == name) return r;
  ADD_FAILURE() << "no role " << name;
  return w.am;
}

// ---- MapReduce ----

TEST(MapReduceWorkloadTest, DefaultsOnHadoop3) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kMapReduce, {}, hadoop(3, 3), issues);
  EXPECT_TRUE(issues.empty());
  EXPECT_EQ(w.framework, Framework::kMapReduce);
  EXPECT_EQ(w.queue, "default");
  EXPECT_EQ(w.am.name, "am");
  EXPECT_EQ(w.am.request, Resource(1536, 1));
  EXPECT_EQ(w.am.client_check, ClientCheck::kNone);
  ASSERT_EQ(w.roles.size(), 2u);
  const WorkloadRole& map = role(w, "map");
  EXPECT_EQ(map.request, Resource(1024, 1));
  EXPECT_EQ(map.memory_source, MemorySource::kDefault);
  EXPECT_EQ(map.heap_mb, 820);  // -Xmx820m appended by JobConf.getTaskJavaOpts
  EXPECT_EQ(map.client_check, ClientCheck::kMapReduceTask);
  EXPECT_FALSE(map.max_concurrent.has_value());
}

// TestJobConf#testMemoryConfigForMapOrReduceTask: memory derived from -Xmx on 3.x.
TEST(MapReduceWorkloadTest, DerivesMemoryFromHeapOnHadoop3) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kMapReduce,
                                  conf_of({{"mapreduce.map.memory.mb", "-1"},
                                           {"mapreduce.map.java.opts", "-Xmx820m"},
                                           {"mapred.child.java.opts", "-Xmx1024m"}}),
                                  hadoop(3, 3), issues);
  EXPECT_TRUE(issues.empty());
  const WorkloadRole& map = role(w, "map");
  EXPECT_EQ(map.request.memory_mb(), 1025);
  EXPECT_EQ(map.memory_source, MemorySource::kDerivedFromHeap);
  EXPECT_EQ(map.heap_mb, 820);
  EXPECT_EQ(map.loc.line, 2);  // the opts that sized it
  const WorkloadRole& reduce = role(w, "reduce");
  EXPECT_EQ(reduce.request.memory_mb(), 1280);  // mapred.child.java.opts -Xmx1024m
  EXPECT_EQ(reduce.loc.line, 3);
}

TEST(MapReduceWorkloadTest, Hadoop2SendsMinusOneAsSet) {
  std::vector<ReadingIssue> issues;
  const FrameworkConf conf =
      conf_of({{"mapreduce.map.memory.mb", "-1"}, {"mapreduce.map.java.opts", "-Xmx820m"}});
  Workload w2 = workload_from_conf(Framework::kMapReduce, conf, hadoop(2, 10), issues);
  EXPECT_EQ(role(w2, "map").request.memory_mb(), -1);
  EXPECT_EQ(role(w2, "map").memory_source, MemorySource::kSet);
  EXPECT_EQ(role(w2, "reduce").request.memory_mb(), 1024);
  EXPECT_EQ(role(w2, "reduce").heap_mb, 200);  // 2.x default opts -Xmx200m
  Workload w3 = workload_from_conf(Framework::kMapReduce, conf, hadoop(3, 0), issues);
  EXPECT_EQ(role(w3, "map").request.memory_mb(), 1025);
}

TEST(MapReduceWorkloadTest, SetMemoryKeepsItsHeapAndLimits) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kMapReduce,
                                  conf_of({{"mapreduce.reduce.memory.mb", "4096"},
                                           {"mapreduce.reduce.cpu.vcores", "2"},
                                           {"mapreduce.job.running.reduce.limit", "10"},
                                           {"mapreduce.job.queuename", "etl"},
                                           {"yarn.app.mapreduce.am.resource.mb", "2048"}}),
                                  hadoop(3, 3), issues);
  const WorkloadRole& reduce = role(w, "reduce");
  EXPECT_EQ(reduce.request, Resource(4096, 2));
  EXPECT_EQ(reduce.heap_mb, 3277);
  EXPECT_EQ(reduce.max_concurrent, 10);
  EXPECT_EQ(reduce.loc.line, 1);
  EXPECT_EQ(w.queue, "etl");
  EXPECT_EQ(w.queue_loc.line, 4);
  EXPECT_EQ(w.am.request.memory_mb(), 2048);
  EXPECT_EQ(w.am.heap_mb, 1024);  // yarn.app.mapreduce.am.command-opts' default
}

TEST(MapReduceWorkloadTest, AnUnparsableIntIsAnIssueAtItsLine) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(
      Framework::kMapReduce, conf_of({{"mapreduce.map.memory.mb", "4g"}}), hadoop(3, 3), issues);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].kind, ReadingIssueKind::kWorkloadValue);
  EXPECT_EQ(issues[0].loc.line, 1);
  EXPECT_EQ(issues[0].property, "mapreduce.map.memory.mb");
  EXPECT_NE(issues[0].description.find("NumberFormatException"), std::string::npos);
  EXPECT_EQ(role(w, "map").request.memory_mb(), 1024);
  // Configuration.getInt reads hexadecimal.
  issues.clear();
  w = workload_from_conf(Framework::kMapReduce, conf_of({{"mapreduce.map.memory.mb", " 0x800 "}}),
                         hadoop(3, 3), issues);
  EXPECT_TRUE(issues.empty());
  EXPECT_EQ(role(w, "map").request.memory_mb(), 2048);
}

// ---- Spark ----

// Spark's YarnAllocatorSuite / ClientSuite: 4g -> 4505, 8g -> 9011, 1g -> 1408.
TEST(SparkWorkloadTest, ExecutorContainerIsMemoryPlusOverhead) {
  for (auto [memory, container] :
       {std::pair{"4g", 4505}, {"8g", 9011}, {"1g", 1408}, {"6g", 6758}}) {
    std::vector<ReadingIssue> issues;
    Workload w = workload_from_conf(Framework::kSpark, conf_of({{"spark.executor.memory", memory}}),
                                    spark(3, 5), issues);
    EXPECT_TRUE(issues.empty());
    const WorkloadRole& executor = role(w, "executor");
    EXPECT_EQ(executor.request, Resource(container, 1)) << memory;
    EXPECT_EQ(executor.client_check, ClientCheck::kSparkMemory);
    EXPECT_EQ(executor.max_concurrent, 2);  // SchedulerBackendUtils.DEFAULT_NUMBER_EXECUTORS
  }
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kSpark, conf_of({{"spark.executor.memory", "4g"}}),
                                  spark(3, 5), issues);
  const auto& d = role(w, "executor").derivation;
  ASSERT_EQ(d.size(), 3u);
  EXPECT_EQ(d[0], "spark.executor.memory 4g = 4096 MiB");
  EXPECT_EQ(d[1], "overhead max(0.1 x 4096 = 409, 384) = 409");
  EXPECT_EQ(d[2], "container 4096 + 409 = 4505 MiB");
}

TEST(SparkWorkloadTest, AmByDeployMode) {
  std::vector<ReadingIssue> issues;
  Workload cluster = workload_from_conf(Framework::kSpark, {}, spark(3, 5, true), issues);
  EXPECT_EQ(cluster.am.request, Resource(1408, 1));
  Workload client = workload_from_conf(Framework::kSpark, conf_of({{"spark.driver.memory", "8g"}}),
                                       spark(3, 5, false), issues);
  EXPECT_EQ(client.am.request, Resource(896, 1));  // spark.yarn.am.memory 512m + 384
  EXPECT_TRUE(issues.empty());
}

TEST(SparkWorkloadTest, AnUnknownKeyIsReportedButTheClientStillSubmits) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kSpark, conf_of({{"spark.executor.memroy", "8g"}}),
                                  spark(3, 5), issues);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].kind, ReadingIssueKind::kUnknownWorkloadKey);
  EXPECT_EQ(issues[0].property, "spark.executor.memroy");
  EXPECT_EQ(issues[0].loc.line, 1);
  // Spark ignores the key: the executor has the default 1g, and the submission goes ahead.
  EXPECT_FALSE(w.client_fails);
  EXPECT_EQ(role(w, "executor").request.memory_mb(), 1408);
}

TEST(SparkWorkloadTest, OverheadRulesByRelease) {
  const FrameworkConf conf = conf_of({{"spark.executor.memory", "4g"},
                                      {"spark.executor.memoryOverheadFactor", "0.2"},
                                      {"spark.executor.minMemoryOverhead", "1g"}});
  std::vector<ReadingIssue> issues;
  // Before 3.3 the factor is a fixed 0.10; 3.3 reads it; 4.0 also reads the minimum (SPARK-47208).
  EXPECT_EQ(role(workload_from_conf(Framework::kSpark, conf, spark(3, 2), issues), "executor")
                .request.memory_mb(),
            4505);
  EXPECT_EQ(role(workload_from_conf(Framework::kSpark, conf, spark(3, 3), issues), "executor")
                .request.memory_mb(),
            4096 + 819);
  EXPECT_EQ(role(workload_from_conf(Framework::kSpark, conf, spark(4, 0), issues), "executor")
                .request.memory_mb(),
            4096 + 1024);
  EXPECT_TRUE(issues.empty());
}

TEST(SparkWorkloadTest, OffHeapCountsFromSpark3) {
  const FrameworkConf conf = conf_of({{"spark.executor.memory", "4g"},
                                      {"spark.memory.offHeap.enabled", "true"},
                                      {"spark.memory.offHeap.size", "1073741824"}});
  std::vector<ReadingIssue> issues;
  EXPECT_EQ(role(workload_from_conf(Framework::kSpark, conf, spark(3, 0), issues), "executor")
                .request.memory_mb(),
            4505 + 1024);
  EXPECT_EQ(role(workload_from_conf(Framework::kSpark, conf, spark(2, 4), issues), "executor")
                .request.memory_mb(),
            4505);
  EXPECT_TRUE(issues.empty());
}

TEST(SparkWorkloadTest, FractionalSizeIsRefusedWithSparksMessage) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kSpark, conf_of({{"spark.executor.memory", "4.5g"}}),
                                  spark(3, 5), issues);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].kind, ReadingIssueKind::kWorkloadValue);
  EXPECT_EQ(issues[0].loc.line, 1);
  EXPECT_NE(issues[0].description.find("Fractional values are not supported. Input was: 4.5"),
            std::string::npos);
  EXPECT_EQ(role(w, "executor").request.memory_mb(), 1408);  // sized with the default 1g
}

TEST(SparkWorkloadTest, ConcurrencyFromDynamicAllocation) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kSpark,
                                  conf_of({{"spark.dynamicAllocation.enabled", "true"},
                                           {"spark.dynamicAllocation.maxExecutors", "50"},
                                           {"spark.executor.instances", "4"},
                                           {"spark.yarn.queue", "adhoc"}}),
                                  spark(3, 5), issues);
  EXPECT_EQ(role(w, "executor").max_concurrent, 50);
  EXPECT_EQ(w.queue, "adhoc");
  w = workload_from_conf(Framework::kSpark, conf_of({{"spark.executor.instances", "4"}}),
                         spark(3, 5), issues);
  EXPECT_EQ(role(w, "executor").max_concurrent, 4);
  EXPECT_TRUE(issues.empty());
}

// ---- Tez and Hive ----

TEST(TezWorkloadTest, AmAndTaskFromTezSite) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kTez,
                                  conf_of({{"tez.am.resource.memory.mb", "2048"},
                                           {"tez.task.resource.memory.mb", "3072"},
                                           {"tez.task.resource.cpu.vcores", "2"},
                                           {"tez.queue.name", "etl"}}),
                                  hadoop(3, 3), issues);
  EXPECT_EQ(w.am.request, Resource(2048, 1));
  EXPECT_EQ(role(w, "task").request, Resource(3072, 2));
  EXPECT_EQ(role(w, "task").client_check, ClientCheck::kTezVertex);
  EXPECT_EQ(w.queue, "etl");
  EXPECT_TRUE(issues.empty());
}

// DagUtils.getContainerResource: hive.tez.container.size, else mapreduce.map.memory.mb, and 1024
// for the -1 of Hadoop 3's mapred-default.xml.
TEST(HiveWorkloadTest, ContainerSizeFallsBackToTheMapSize) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kHive, conf_of({{"mapreduce.map.memory.mb", "3072"}}),
                                  hadoop(3, 3), issues);
  EXPECT_EQ(role(w, "task").request, Resource(3072, 1));
  EXPECT_EQ(w.am.request, Resource(1024, 1));
  w = workload_from_conf(Framework::kHive, conf_of({{"mapreduce.map.memory.mb", "-1"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(role(w, "task").request.memory_mb(), 1024);
  w = workload_from_conf(Framework::kHive,
                         conf_of({{"hive.tez.container.size", "4096"},
                                  {"mapreduce.map.memory.mb", "3072"},
                                  {"hive.tez.cpu.vcores", "2"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(role(w, "task").request, Resource(4096, 2));
  EXPECT_EQ(role(w, "task").loc.line, 1);
  EXPECT_TRUE(issues.empty());
}

// ---- Flink ----

// The shipped flink-conf.yaml: JobManager 1600m and TaskManager 1728m, which Flink says YARN
// rounds to 2048 at a 1024 MiB minimum allocation.
TEST(FlinkWorkloadTest, ShippedDefaults) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kFlink,
                                  conf_of({{"jobmanager.memory.process.size", "1600m"},
                                           {"taskmanager.memory.process.size", "1728m"},
                                           {"taskmanager.numberOfTaskSlots", "2"},
                                           {"yarn.application.queue", "streaming"}}),
                                  hadoop(3, 3), issues);
  EXPECT_TRUE(issues.empty());
  EXPECT_EQ(w.am.request, Resource(1600, 1));
  EXPECT_EQ(w.am.client_reported_mb, 2048);
  EXPECT_EQ(w.am.client_check, ClientCheck::kFlinkMemory);
  const WorkloadRole& tm = role(w, "taskmanager");
  EXPECT_EQ(tm.request, Resource(1728, 2));  // yarn.containers.vcores -1: one per slot
  EXPECT_EQ(tm.client_reported_mb, 2048);
  EXPECT_EQ(w.queue, "streaming");
  w = workload_from_conf(Framework::kFlink,
                         conf_of({{"jobmanager.memory.process.size", "1600m"},
                                  {"taskmanager.memory.process.size", "1728m"},
                                  {"yarn.scheduler.minimum-allocation-mb", "512"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(w.am.client_reported_mb, 2048);  // ceil(1600 / 512) x 512
  w = workload_from_conf(Framework::kFlink,
                         conf_of({{"jobmanager.memory.process.size", "1600m"},
                                  {"taskmanager.memory.process.size", "1728m"},
                                  {"yarn.scheduler.minimum-allocation-mb", "100"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(w.am.client_reported_mb, 1600);
  EXPECT_TRUE(issues.empty());
}

TEST(FlinkWorkloadTest, PlainNumberIsBytesAndBadUnitIsAnIssue) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kFlink,
                                  conf_of({{"jobmanager.memory.process.size", "1677721600"},
                                           {"taskmanager.memory.process.size", "2 parsecs"}}),
                                  hadoop(3, 3), issues);
  EXPECT_EQ(w.am.request.memory_mb(), 1600);
  ASSERT_EQ(issues.size(), 1u) << issues.back().description;
  EXPECT_EQ(issues[0].loc.line, 2);
  EXPECT_NE(issues[0].description.find("does not match any of the recognized units"),
            std::string::npos);
}

}  // namespace framework_workload_test
}  // namespace schedlint
