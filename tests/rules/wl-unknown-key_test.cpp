// wl-unknown-key: a framework key the client does not read, close to one it reads. The real keys
// that lie as close (Spark's minExecutors, Tez's task size in Hive, YARN's maximum allocation in
// Flink) and keys of other namespaces must stay silent.
#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_unknown_key_test {

using testing::run_rule;

constexpr const char* kRule = "wl-unknown-key";

constexpr const char* kCapacity = R"(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

std::vector<Finding> run_with(const std::string& file, const std::string& text) {
  return run_rule({{"capacity-scheduler.xml", kCapacity}, {"nodes.yaml", kNodes}, {file, text}},
                  kRule);
}

// A mapred-site.xml of `properties` (name, value), one per line from line 2.
std::string mapred_site(const std::vector<std::pair<std::string, std::string>>& properties) {
  std::string text = "<configuration>\n";
  for (const auto& [name, value] : properties)
    text += "  <property><name>" + name + "</name><value>" + value + "</value></property>\n";
  return text + "</configuration>\n";
}

TEST(WlUnknownKey, ASparkTypoNamesTheKeyItMissedAndWhatItSizes) {
  const auto f = run_with("spark-defaults.conf",
                          "spark.yarn.queue default\nspark.executor.memroy 8g\n"
                          "spark.executor.cores 2\n");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "spark-defaults.conf");
  EXPECT_EQ(f[0].loc.line, 2);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_EQ(f[0].message,
            "'spark.executor.memroy' is not a Spark setting, so the executor is sized as if it "
            "were unset (did you mean 'spark.executor.memory'?)");
}

TEST(WlUnknownKey, TheRealKeySetBesideTheTypoDecides) {
  const auto f =
      run_with("spark-defaults.conf", "spark.executor.memory 4g\nspark.executor.memroy 8g\n");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 2);
  EXPECT_EQ(f[0].message,
            "'spark.executor.memroy' is not a Spark setting and changes nothing: the executor is "
            "sized by 'spark.executor.memory' alone (did you mean 'spark.executor.memory'?)");
}

TEST(WlUnknownKey, SaysWhatEachKindOfKeyWouldHaveChanged) {
  const auto queue = run_with("spark-defaults.conf", "spark.yarn.queu etl\n");
  ASSERT_EQ(queue.size(), 1u);
  EXPECT_NE(queue[0].message.find("so the queue is chosen as if it were unset"), std::string::npos)
      << queue[0].message;
  const auto count = run_with("spark-defaults.conf",
                              "spark.dynamicAllocation.enabled true\n"
                              "spark.dynamicAllocation.maxExecutor 50\n");
  ASSERT_EQ(count.size(), 1u);
  EXPECT_NE(count[0].message.find("so the number of executors is chosen"), std::string::npos)
      << count[0].message;
  // mapred.child.java.opts sizes both task roles.
  const auto shared =
      run_with("mapred-site.xml", mapred_site({{"mapred.child.java.ops", "-Xmx2g"}}));
  ASSERT_EQ(shared.size(), 1u);
  EXPECT_EQ(shared[0].message,
            "'mapred.child.java.ops' is not a MapReduce setting, so the map and the reduce are "
            "sized as if it were unset (did you mean 'mapred.child.java.opts'?)");
}

TEST(WlUnknownKey, EveryFrameworkIsChecked) {
  const auto mr = run_with("mapred-site.xml", mapred_site({{"mapreduce.job.queuename", "default"},
                                                           {"mapreduce.map.memroy.mb", "4096"}}));
  ASSERT_EQ(mr.size(), 1u);
  EXPECT_EQ(mr[0].loc.line, 3);
  EXPECT_NE(mr[0].message.find("so the map is sized"), std::string::npos) << mr[0].message;
  const auto tez = run_with("tez-site.xml",
                            "<configuration>\n  <property><name>tez.task.resource.memory.mbb</name>"
                            "<value>4096</value></property>\n</configuration>\n");
  ASSERT_EQ(tez.size(), 1u);
  EXPECT_NE(tez[0].message.find("not a Tez setting, so the task is sized"), std::string::npos)
      << tez[0].message;
  const auto flink = run_with("flink-conf.yaml",
                              "jobmanager.memory.process.size: 1600m\n"
                              "taskmanager.memory.proces.size: 4g\n");
  ASSERT_EQ(flink.size(), 1u);
  EXPECT_EQ(flink[0].loc.line, 2);
  EXPECT_NE(flink[0].message.find("not a Flink setting, so the TaskManager is sized"),
            std::string::npos)
      << flink[0].message;
}

TEST(WlUnknownKey, RealNeighboursOfReadKeysStaySilent) {
  // Spark: minExecutors is two edits from maxExecutors, spark.driver.port three from
  // spark.driver.cores.
  EXPECT_TRUE(run_with("spark-defaults.conf",
                       "spark.dynamicAllocation.enabled true\n"
                       "spark.dynamicAllocation.minExecutors 2\n"
                       "spark.dynamicAllocation.maxExecutors 50\n"
                       "spark.driver.port 7078\nspark.driver.cores 2\n")
                  .empty());
  // Spark 4.0's minimum overhead, three edits from the overhead: real, though the 3.5 modelled
  // here does not read it.
  EXPECT_TRUE(run_with("spark-defaults.conf",
                       "spark.executor.memory 4g\nspark.executor.minMemoryOverhead 512m\n")
                  .empty());
  // Flink: YARN's maximum allocation next to the minimum it rounds with.
  EXPECT_TRUE(run_with("flink-conf.yaml",
                       "jobmanager.memory.process.size: 1600m\n"
                       "taskmanager.memory.process.size: 4g\n"
                       "yarn.scheduler.maximum-allocation-mb: 8192\n"
                       "flink.yarn.scheduler.maximum-allocation-mb: 8192\n")
                  .empty());
  // Hive: Tez's task size, which Hive does not read, next to tez.am.resource.*.
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kCapacity},
                        {"nodes.yaml", kNodes},
                        {"hive-site.xml",
                         "<configuration>\n"
                         "  <property><name>hive.tez.container.size</name><value>4096</value>"
                         "</property>\n"
                         "  <property><name>tez.task.resource.memory.mb</name><value>4096</value>"
                         "</property>\n"
                         "  <property><name>tez.task.resource.cpu.vcores</name><value>2</value>"
                         "</property>\n</configuration>\n"}},
                       kRule)
                  .empty());
  // MapReduce: a usual mapred-site.xml, with the keys of the roles' neighbours.
  EXPECT_TRUE(
      run_with("mapred-site.xml", mapred_site({{"mapreduce.framework.name", "yarn"},
                                               {"mapreduce.map.env", "A=1"},
                                               {"mapreduce.reduce.env", "A=1"},
                                               {"yarn.app.mapreduce.am.env", "A=1"},
                                               {"mapreduce.map.memory.mb", "2048"},
                                               {"mapreduce.reduce.memory.mb", "4096"},
                                               {"mapreduce.task.io.sort.mb", "512"},
                                               {"mapreduce.reduce.shuffle.parallelcopies", "20"},
                                               {"mapreduce.jobhistory.address", "jh:10020"},
                                               {"yarn.app.mapreduce.am.staging-dir", "/user"}}))
          .empty());
}

TEST(WlUnknownKey, OtherNamespacesFireOnlyCloseToAReadKey) {
  EXPECT_TRUE(run_with("spark-defaults.conf",
                       "spark.hadoop.fs.s3a.access.key x\nspark.sql.shuffle.partitions 400\n"
                       "spark.serializer org.apache.spark.serializer.KryoSerializer\n")
                  .empty());
  EXPECT_TRUE(
      run_with("mapred-site.xml", mapred_site({{"yarn.nodemanager.resource.memory-mb", "65536"},
                                               {"yarn.resourcemanager.hostname", "rm"}}))
          .empty());
  const auto f =
      run_with("mapred-site.xml", mapred_site({{"yarn.app.mapreduce.am.comand-opts", "-Xmx2g"}}));
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("so the AM is sized"), std::string::npos) << f[0].message;
}

TEST(WlUnknownKey, EachFileIsJudgedByItsOwnFramework) {
  // Hive reads tez-site.xml too: its typo is Tez's finding, reported once.
  const auto f = run_rule({{"capacity-scheduler.xml", kCapacity},
                           {"nodes.yaml", kNodes},
                           {"tez-site.xml",
                            "<configuration>\n  <property><name>tez.am.resource.memroy.mb</name>"
                            "<value>4096</value></property>\n</configuration>\n"},
                           {"hive-site.xml",
                            "<configuration>\n  <property><name>hive.tez.container.size</name>"
                            "<value>4096</value></property>\n</configuration>\n"}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "tez-site.xml");
  EXPECT_NE(f[0].message.find("not a Tez setting"), std::string::npos) << f[0].message;
}

TEST(WlUnknownKey, AWorkloadsYamlOverrideIsCheckedAtItsLine) {
  const auto f = run_rule({{"capacity-scheduler.xml", kCapacity},
                           {"nodes.yaml", kNodes},
                           {"workloads.yaml",
                            "workloads:\n  - name: adhoc\n    queue: default\n    spark:\n"
                            "      set:\n        spark.executor.memory: 4g\n"
                            "        spark.executor.cors: \"4\"\n"}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "workloads.yaml");
  EXPECT_EQ(f[0].loc.line, 7);
  EXPECT_NE(f[0].message.find("did you mean 'spark.executor.cores'?"), std::string::npos)
      << f[0].message;
}

}  // namespace wl_unknown_key_test
}  // namespace schedlint
