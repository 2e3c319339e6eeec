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

TEST(SparkWorkloadTest, TheOverheadsNamesBefore23StillCount) {
  // SparkConf.configsWithAlternatives: from 2.3 spark.yarn.{executor,driver}.memoryOverhead are
  // read when the new names are unset; before 2.3 they are the only names. Neither is a typo.
  const FrameworkConf old_names = conf_of({{"spark.executor.memory", "4g"},
                                           {"spark.yarn.executor.memoryOverhead", "2048"},
                                           {"spark.yarn.driver.memoryOverhead", "1024"}});
  std::vector<ReadingIssue> issues;
  for (const auto& [major, minor] : {std::pair{2, 2}, {2, 4}, {3, 5}}) {
    const Workload w =
        workload_from_conf(Framework::kSpark, old_names, spark(major, minor), issues);
    EXPECT_EQ(role(w, "executor").request.memory_mb(), 4096 + 2048) << major << "." << minor;
    EXPECT_EQ(w.am.request.memory_mb(), 1024 + 1024) << major << "." << minor;
  }
  EXPECT_EQ(role(workload_from_conf(Framework::kSpark, old_names, spark(3, 5), issues), "executor")
                .derivation[1],
            "spark.yarn.executor.memoryOverhead = 2048 MiB (the name before Spark 2.3, read as "
            "spark.executor.memoryOverhead is unset)");
  // Both set: the new name wins from 2.3; before, Spark knows only the old one.
  const FrameworkConf both = conf_of({{"spark.executor.memory", "4g"},
                                      {"spark.executor.memoryOverhead", "1024"},
                                      {"spark.yarn.executor.memoryOverhead", "2048"}});
  EXPECT_EQ(role(workload_from_conf(Framework::kSpark, both, spark(3, 5), issues), "executor")
                .request.memory_mb(),
            4096 + 1024);
  EXPECT_EQ(role(workload_from_conf(Framework::kSpark, both, spark(2, 2), issues), "executor")
                .request.memory_mb(),
            4096 + 2048);
  EXPECT_TRUE(issues.empty()) << issues.front().property;
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

// TezClientUtils.maybeAddDefaultMemoryJavaOpts: no -Xmx or -Xms in the opts, so Tez adds
// (int) (memory x 0.8). The AM's from its request (constructAMLaunchOpts); a task's from the
// container it is granted (AMContainerHelpers), which the analysis knows.
TEST(TezWorkloadTest, HeapDerivedFromTheContainerWithoutXmx) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(
      Framework::kTez,
      conf_of({{"tez.am.resource.memory.mb", "1024"}, {"tez.task.resource.memory.mb", "3000"}}),
      hadoop(3, 3), issues);
  EXPECT_TRUE(issues.empty());
  EXPECT_EQ(w.am.heap_mb, 819);  // (int) 819.2, where MapReduce's ceil would give 820
  EXPECT_EQ(w.am.derivation.back(),
            "no -Xmx or -Xms in the launch opts: Tez adds -Xmx819m = (int) (1024 x 0.8 (the "
            "default)), at least 1");
  const WorkloadRole& task = role(w, "task");
  EXPECT_FALSE(task.heap_mb.has_value());
  EXPECT_EQ(task.heap_fraction_of_grant, 0.8);
}

TEST(TezWorkloadTest, OptsWithXmxOrXmsAreLeftAlone) {
  std::vector<ReadingIssue> issues;
  Workload w =
      workload_from_conf(Framework::kTez,
                         conf_of({{"tez.am.launch.cluster-default.cmd-opts", "-server -Xmx3g"},
                                  {"tez.am.launch.cmd-opts", "-XX:+UseG1GC -Xmx2g"},
                                  {"tez.task.launch.cmd-opts", "-Xms512m"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(w.am.heap_mb, 2048);  // the JVM takes the last -Xmx
  EXPECT_EQ(w.am.derivation.back(), "heap -Xmx2048m from tez.am.launch.cmd-opts");
  // -Xms alone: Tez adds no -Xmx and the JVM picks its own maximum.
  const WorkloadRole& task = role(w, "task");
  EXPECT_FALSE(task.heap_mb.has_value());
  EXPECT_FALSE(task.heap_fraction_of_grant.has_value());
  w = workload_from_conf(Framework::kTez,
                         conf_of({{"tez.task.launch.cluster-default.cmd-opts", "-Xmx1g"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(role(w, "task").heap_mb, 1024);
  EXPECT_TRUE(issues.empty());
}

TEST(TezWorkloadTest, HeapFractionAsTezReadsIt) {
  std::vector<ReadingIssue> issues;
  const auto with_fraction = [&](const std::string& fraction, const std::string& am_mb) {
    return workload_from_conf(Framework::kTez,
                              conf_of({{"tez.container.max.java.heap.fraction", fraction},
                                       {"tez.am.resource.memory.mb", am_mb}}),
                              hadoop(3, 3), issues);
  };
  EXPECT_EQ(with_fraction(" 0.5 ", "1024").am.heap_mb, 512);  // Configuration.getDouble trims
  // -1: the sliding scale of TEZ-3647, 0.7 below 4096 MiB and 0.8 from it.
  EXPECT_EQ(with_fraction("-1", "1024").am.heap_mb, 716);
  EXPECT_EQ(with_fraction("-1", "8192").am.heap_mb, 6553);
  EXPECT_EQ(role(with_fraction("-1", "8192"), "task").heap_fraction_of_grant, -1.0);
  // Outside (0, 1): Tez adds no -Xmx, so the heap is the JVM's own choice.
  const Workload one = with_fraction("1.0", "1024");
  EXPECT_FALSE(one.am.heap_mb.has_value());
  EXPECT_FALSE(role(one, "task").heap_fraction_of_grant.has_value());
  EXPECT_TRUE(issues.empty());
  const Workload bad = with_fraction("80%", "1024");
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].loc.line, 1);
  EXPECT_EQ(issues[0].description,
            "'tez.container.max.java.heap.fraction' is '80%': the client reads it with "
            "Configuration.getDouble and fails with NumberFormatException; schedlint uses the "
            "default, 0.8");
  EXPECT_TRUE(bad.client_fails);
}

// DagUtils.getContainerResource: hive.tez.container.size, else mapreduce.map.memory.mb, and 1024
// for the -1 of Hadoop 3's mapred-default.xml.
TEST(HiveWorkloadTest, ContainerSizeFallsBackToTheMapSize) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kHive, conf_of({{"mapreduce.map.memory.mb", "3072"}}),
                                  hadoop(3, 3), issues);
  EXPECT_EQ(role(w, "task").request, Resource(3072, 1));
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

// TezSessionState.setupTezParamsBasedOnMR: what tez-site leaves unset, Hive's Tez session takes
// from MapReduce's AM, each key on its own: by default a 1536 MiB AM with -Xmx1024m.
TEST(HiveWorkloadTest, TheAmTakesWhatTezLeavesUnsetFromMapReducesAm) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kHive, {}, hadoop(3, 3), issues);
  EXPECT_EQ(w.am.request, Resource(1536, 1));
  EXPECT_EQ(w.am.heap_mb, 1024);
  EXPECT_EQ(w.am.derivation.back(), "heap -Xmx1024m from the launch opts");
  w = workload_from_conf(Framework::kHive,
                         conf_of({{"tez.am.resource.memory.mb", "4096"},
                                  {"yarn.app.mapreduce.am.resource.cpu-vcores", "2"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(w.am.request, Resource(4096, 2));
  EXPECT_EQ(w.am.heap_mb, 1024);  // tez.am.launch.cmd-opts is unset: MapReduce's -Xmx1024m
  w = workload_from_conf(Framework::kHive,
                         conf_of({{"yarn.app.mapreduce.am.resource.mb", "2048"},
                                  {"yarn.app.mapreduce.am.command-opts", "-Xmx1638m"},
                                  {"tez.am.launch.cmd-opts", "-XX:+UseG1GC"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(w.am.request.memory_mb(), 2048);
  EXPECT_EQ(w.am.heap_mb, 1638);  // (int) (2048 x 0.8): the MapReduce opts are not read
  EXPECT_TRUE(issues.empty());
}

// DagUtils.getContainerJavaOpts: hive.tez.java.opts only with hive.tez.container.size, else the
// map task's opts (MRHelpers.getJavaOptsForMRMapper); Tez adds an -Xmx to neither when they have
// one.
TEST(HiveWorkloadTest, TaskHeapFromHiveOrMapReduceOpts) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(
      Framework::kHive,
      conf_of({{"hive.tez.container.size", "4096"}, {"hive.tez.java.opts", "-Xmx3276m"}}),
      hadoop(3, 3), issues);
  EXPECT_EQ(role(w, "task").heap_mb, 3276);
  EXPECT_EQ(role(w, "task").derivation.back(), "heap -Xmx3276m from hive.tez.java.opts");
  w = workload_from_conf(Framework::kHive, conf_of({{"hive.tez.container.size", "4096"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(role(w, "task").heap_fraction_of_grant, 0.8);
  w = workload_from_conf(Framework::kHive,
                         conf_of({{"hive.tez.java.opts", "-Xmx9g"},
                                  {"mapreduce.map.memory.mb", "2048"},
                                  {"mapreduce.map.java.opts", "-Xmx1600m"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(role(w, "task").heap_mb, 1600);
  EXPECT_EQ(role(w, "task").derivation.back(), "heap -Xmx1600m from mapreduce.map.java.opts");
  // Hadoop 2's default map opts, -Xmx200m; Hadoop 3 has none, so Tez derives one.
  w = workload_from_conf(Framework::kHive, {}, hadoop(2, 7), issues);
  EXPECT_EQ(role(w, "task").heap_mb, 200);
  w = workload_from_conf(Framework::kHive, {}, hadoop(3, 3), issues);
  EXPECT_EQ(role(w, "task").heap_fraction_of_grant, 0.8);
  // A set tez.task.launch.cmd-opts comes before Hive's: its -Xmx loses to a later one.
  w = workload_from_conf(Framework::kHive,
                         conf_of({{"tez.task.launch.cmd-opts", "-Xmx8g"},
                                  {"hive.tez.container.size", "4096"},
                                  {"hive.tez.java.opts", "-Xmx3g"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(role(w, "task").heap_mb, 3072);
  EXPECT_TRUE(issues.empty());
}

// TezSessionState.setupTezParamsBasedOnMR: tez.queue.name, else mapreduce.job.queuename.
TEST(HiveWorkloadTest, QueueFallsBackToTheMapReduceQueue) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kHive, conf_of({{"mapreduce.job.queuename", "etl"}}),
                                  hadoop(3, 3), issues);
  EXPECT_EQ(w.queue, "etl");
  w = workload_from_conf(Framework::kHive,
                         conf_of({{"mapreduce.job.queuename", "etl"}, {"tez.queue.name", "bi"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(w.queue, "bi");
  // Tez alone reads no MapReduce key.
  w = workload_from_conf(Framework::kTez, conf_of({{"mapreduce.job.queuename", "etl"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(w.queue, "default");
}

// ---- Flink ----

// The shipped flink-conf.yaml: JobManager 1600m and TaskManager 1728m, which Flink says YARN
// rounds to 2048 at a 1024 MiB minimum allocation.
// A finding about a container's vcores points at the key that set them (where the memory key would
// mislead), in every framework; unset, there is none and the role's location stands.
TEST(WorkloadVcoresTest, EachFrameworkRemembersTheKeyThatSetTheVcores) {
  std::vector<ReadingIssue> issues;
  Workload mr = workload_from_conf(Framework::kMapReduce,
                                   conf_of({{"mapreduce.map.memory.mb", "2048"},
                                            {"mapreduce.map.cpu.vcores", "4"},
                                            {"yarn.app.mapreduce.am.resource.cpu-vcores", "2"}}),
                                   hadoop(3, 3), issues);
  EXPECT_EQ(role(mr, "map").vcores_loc.line, 2);
  EXPECT_EQ(mr.am.vcores_loc.line, 3);
  EXPECT_FALSE(role(mr, "reduce").vcores_loc.known());
  Workload tez = workload_from_conf(
      Framework::kTez,
      conf_of({{"tez.task.resource.cpu.vcores", "3"}, {"tez.am.resource.cpu.vcores", "2"}}),
      hadoop(3, 3), issues);
  EXPECT_EQ(role(tez, "task").vcores_loc.line, 1);
  EXPECT_EQ(tez.am.vcores_loc.line, 2);
  // Hive: hive.tez.cpu.vcores, else the map's vcores; the AM from MapReduce's AM key.
  Workload hive = workload_from_conf(Framework::kHive,
                                     conf_of({{"mapreduce.map.cpu.vcores", "2"},
                                              {"yarn.app.mapreduce.am.resource.cpu-vcores", "3"}}),
                                     hadoop(3, 3), issues);
  EXPECT_EQ(role(hive, "task").request.vcores(), 2);
  EXPECT_EQ(role(hive, "task").vcores_loc.line, 1);
  EXPECT_EQ(hive.am.vcores_loc.line, 2);
  // Flink: yarn.containers.vcores, else one per slot.
  Workload flink = workload_from_conf(Framework::kFlink,
                                      conf_of({{"taskmanager.numberOfTaskSlots", "4"},
                                               {"yarn.appmaster.vcores", "2"},
                                               {"jobmanager.memory.process.size", "1600m"},
                                               {"taskmanager.memory.process.size", "1728m"}}),
                                      hadoop(3, 3), issues);
  EXPECT_EQ(role(flink, "taskmanager").vcores_loc.line, 1);
  EXPECT_EQ(flink.am.vcores_loc.line, 2);
  EXPECT_TRUE(issues.empty());
}

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

// FLIP-49/FLIP-116, ProcessMemoryUtils.deriveJvmMetaspaceAndOverheadFromTotalFlinkMemory: with
// only the flink size, the container is it plus metaspace (256m) plus the overhead (a tenth of
// the total, 192m to 1g). JobManagerProcessUtilsTest's 1280m: 1280 + 256 + 192 = 1728 MiB.
TEST(FlinkWorkloadTest, FlinkSizePlusMetaspacePlusOverhead) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(
      Framework::kFlink,
      conf_of({{"jobmanager.memory.flink.size", "1280m"}, {"taskmanager.memory.flink.size", "4g"}}),
      hadoop(3, 3), issues);
  EXPECT_TRUE(issues.empty()) << issues.front().description;
  EXPECT_EQ(w.am.request.memory_mb(), 1728);
  EXPECT_EQ(w.am.loc.line, 1);
  const WorkloadRole& tm = role(w, "taskmanager");
  EXPECT_EQ(tm.request.memory_mb(), 4835);
  EXPECT_EQ(tm.loc.line, 2);
  const std::vector<std::string> steps(tm.derivation.begin(), tm.derivation.end() - 1);
  EXPECT_EQ(steps,
            (std::vector<std::string>{
                "taskmanager.memory.flink.size 4g = 4294967296 bytes",
                "+ taskmanager.memory.jvm-metaspace.size unset: 256m (the default) = 268435456 "
                "bytes",
                "JVM overhead: (4294967296 + 268435456) x 0.1 / (1 - 0.1) = 507044758 bytes",
                "process size 4294967296 + 268435456 + 507044758 = 5070447510 bytes = 4835 MiB"}));
  // The JobManager's heap alone is its Flink memory with the 128m of off-heap memory.
  w = workload_from_conf(Framework::kFlink,
                         conf_of({{"jobmanager.memory.heap.size", "1024m"},
                                  {"taskmanager.memory.process.size", "1728m"}}),
                         hadoop(3, 3), issues);
  EXPECT_EQ(w.am.request.memory_mb(), 1600);  // 1024 + 128 + 256 + 192
  EXPECT_TRUE(issues.empty());
}

// ProcessMemoryUtilsTestBase#testConfigJvmOverheadDeriveFromProcessAndFlinkMemorySize and its
// Failure: with both sizes the container is the process size, and the overhead it leaves must lie
// in the range, else the client fails.
TEST(FlinkWorkloadTest, BothSizesMustLeaveAnOverheadInRange) {
  std::vector<ReadingIssue> issues;
  const auto with_min = [&](const std::string& min) {
    return workload_from_conf(Framework::kFlink,
                              conf_of({{"jobmanager.memory.process.size", "1600m"},
                                       {"taskmanager.memory.process.size", "1000m"},
                                       {"taskmanager.memory.flink.size", "800m"},
                                       {"taskmanager.memory.jvm-metaspace.size", "100m"},
                                       {"taskmanager.memory.jvm-overhead.min", min},
                                       {"taskmanager.memory.jvm-overhead.max", "200m"},
                                       {"taskmanager.memory.jvm-overhead.fraction", "0.5"}}),
                              hadoop(3, 3), issues);
  };
  Workload w = with_min("50m");
  EXPECT_TRUE(issues.empty());
  EXPECT_EQ(role(w, "taskmanager").request.memory_mb(), 1000);
  EXPECT_EQ(role(w, "taskmanager").derivation[3],
            "JVM overhead: what the process leaves, 1048576000 - 838860800 - 104857600 = "
            "104857600 bytes, within [52428800, 209715200]");
  w = with_min("150m");
  EXPECT_TRUE(w.client_fails);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].loc.line, 3);
  EXPECT_EQ(issues[0].description,
            "'taskmanager.memory.flink.size' and 'taskmanager.memory.process.size' do not add up: "
            "the Flink client fails: Derived JVM Overhead size (100.000mb (104857600 bytes)) is "
            "not in configured JVM Overhead range [150.000mb (157286400 bytes), 200.000mb "
            "(209715200 bytes)].");
}

// MemoryBackwardsCompatibilityUtils: without a process size, the legacy heap is read as one, even
// beside a flink size (ProcessMemoryUtilsTestBase#testConfigBothNewOptionAndLegacyHeapSize: the
// process size wins over it).
TEST(FlinkWorkloadTest, LegacyHeapIsTheProcessSizeWhenNoneIsSet) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kFlink,
                                  conf_of({{"jobmanager.heap.size", "2g"},
                                           {"jobmanager.memory.flink.size", "1280m"},
                                           {"taskmanager.memory.process.size", "1g"},
                                           {"taskmanager.heap.size", "2g"}}),
                                  hadoop(3, 3), issues);
  EXPECT_TRUE(issues.empty());
  EXPECT_EQ(w.am.request.memory_mb(), 2048);  // 2048 - 1280 - 256 = 512m of overhead: in range
  EXPECT_EQ(role(w, "taskmanager").request.memory_mb(), 1024);
  w = workload_from_conf(
      Framework::kFlink,
      conf_of({{"jobmanager.heap.mb", "-1"}, {"taskmanager.memory.process.size", "1728m"}}),
      hadoop(3, 3), issues);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].description,
            "'jobmanager.heap.mb' is -1: the Flink client fails: Configured total process memory "
            "size (-1MB) must not be less than 0.");
}

TEST(FlinkWorkloadTest, ValuesTheClientRefuses) {
  std::vector<ReadingIssue> issues;
  Workload w = workload_from_conf(Framework::kFlink,
                                  conf_of({{"jobmanager.memory.flink.size", "100m"},
                                           {"taskmanager.memory.flink.size", "1g"},
                                           {"taskmanager.memory.jvm-overhead.fraction", "1.0"}}),
                                  hadoop(3, 3), issues);
  EXPECT_TRUE(w.client_fails);
  ASSERT_EQ(issues.size(), 2u);
  // JobManagerFlinkMemoryUtils.deriveFromTotalFlinkMemory: nothing left for the heap.
  EXPECT_EQ(issues[0].loc.line, 1);
  EXPECT_EQ(issues[0].description,
            "'jobmanager.memory.flink.size' leaves the JobManager no heap: the Flink client "
            "fails: The configured Total Flink Memory (100.000mb (104857600 bytes)) is less than "
            "the configured Off-heap Memory (128.000mb (134217728 bytes)).");
  // RangeFraction: the fraction must lie in [0, 1).
  EXPECT_EQ(issues[1].loc.line, 3);
  EXPECT_EQ(issues[1].description,
            "the JVM overhead of TaskManager (taskmanager.memory.jvm-overhead.min unset: 192m "
            "(the default), taskmanager.memory.jvm-overhead.max unset: 1g (the default), "
            "fraction 1.0) is inconsistent: the Flink client fails: fraction must be in range "
            "[0, 1)");
}

}  // namespace framework_workload_test
}  // namespace schedlint
