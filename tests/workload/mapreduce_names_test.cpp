// MapReduce's deprecated names, read as its Configuration reads them (ConfigUtil.addDeprecatedKeys
// and Configuration.Parser): stored under the current name, so whichever of the two names comes
// later in the file wins, unless the earlier is final. TestConfigurationDeprecation
// (testDeprecation, testDeprecationForFinalParameters) checks the same in Hadoop.
#include <gtest/gtest.h>

#include "support/test_support.h"

namespace schedlint {
namespace mapreduce_names_test {

constexpr const char* kCapacity = R"(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>30</value></property>
</configuration>
)";

// A mapred-site.xml of `properties` (name, value, final), one per line from line 2.
std::string mapred_site(const std::vector<std::tuple<std::string, std::string, bool>>& properties) {
  std::string text = "<configuration>\n";
  for (const auto& [name, value, final] : properties) {
    text += "  <property><name>" + name + "</name><value>" + value + "</value>" +
            (final ? "<final>true</final>" : "") + "</property>\n";
  }
  return text + "</configuration>\n";
}

Workload mapreduce(const Model& model) {
  for (const Workload& w : model.workloads)
    if (w.framework == Framework::kMapReduce) return w;
  ADD_FAILURE() << "no MapReduce workload";
  return {};
}

const WorkloadRole& role(const Workload& w, const std::string& name) {
  for (const WorkloadRole& r : w.roles)
    if (r.name == name) return r;
  ADD_FAILURE() << "no role " << name;
  return w.am;
}

Model load(const std::string& mapred, const std::string& version = "3.3") {
  return testing::load_files({{"capacity-scheduler.xml", kCapacity}, {"mapred-site.xml", mapred}},
                             version);
}

TEST(MapReduceNames, DeprecatedNamesSizeAndPlaceTheJob) {
  const Model model = load(mapred_site({{"mapred.job.queue.name", "etl", false},
                                        {"mapred.job.map.memory.mb", "3072", false},
                                        {"mapred.reduce.child.java.opts", "-Xmx3277m", false},
                                        {"mapred.reduce.slowstart.completed.maps", "0.8", false}}));
  const Workload w = mapreduce(model);
  EXPECT_EQ(w.queue, "etl");
  EXPECT_EQ(w.queue_loc.line, 2);
  const WorkloadRole& map = role(w, "map");
  EXPECT_EQ(map.request.memory_mb(), 3072);
  EXPECT_EQ(map.loc.line, 3);
  // The derivation names the key as written.
  ASSERT_FALSE(map.derivation.empty());
  EXPECT_EQ(map.derivation.front(), "mapred.job.map.memory.mb = 3072 MiB");
  // Hadoop 3: the reduce's memory derived from the -Xmx of its deprecated opts.
  const WorkloadRole& reduce = role(w, "reduce");
  EXPECT_EQ(reduce.request.memory_mb(), 4097);  // ceil(3277 / 0.8f)
  EXPECT_EQ(reduce.loc.line, 4);
  EXPECT_NE(reduce.derivation.front().find("in mapred.reduce.child.java.opts"), std::string::npos)
      << reduce.derivation.front();
  EXPECT_FLOAT_EQ(w.reduce_slowstart, 0.8f);
  // Real keys: no typo finding.
  for (const ReadingIssue& issue : model.reading_issues)
    EXPECT_NE(issue.kind, ReadingIssueKind::kUnknownWorkloadKey) << issue.description;
}

TEST(MapReduceNames, TheLaterOfTheTwoNamesWins) {
  const Workload new_last = mapreduce(load(mapred_site(
      {{"mapred.job.map.memory.mb", "2048", false}, {"mapreduce.map.memory.mb", "4096", false}})));
  EXPECT_EQ(role(new_last, "map").request.memory_mb(), 4096);
  EXPECT_EQ(role(new_last, "map").loc.line, 3);
  EXPECT_EQ(role(new_last, "map").derivation.front(), "mapreduce.map.memory.mb = 4096 MiB");
  const Workload old_last = mapreduce(load(mapred_site(
      {{"mapreduce.map.memory.mb", "4096", false}, {"mapred.job.map.memory.mb", "2048", false}})));
  EXPECT_EQ(role(old_last, "map").request.memory_mb(), 2048);
  EXPECT_EQ(role(old_last, "map").loc.line, 3);
  EXPECT_EQ(role(old_last, "map").derivation.front(), "mapred.job.map.memory.mb = 2048 MiB");
}

TEST(MapReduceNames, AFinalEarlierNameKeepsItsValue) {
  const Workload w = mapreduce(load(mapred_site(
      {{"mapreduce.map.memory.mb", "4096", true}, {"mapred.job.map.memory.mb", "2048", false}})));
  EXPECT_EQ(role(w, "map").request.memory_mb(), 4096);
  EXPECT_EQ(role(w, "map").loc.line, 2);
  const Workload old_final = mapreduce(load(mapred_site(
      {{"mapred.job.map.memory.mb", "2048", true}, {"mapreduce.map.memory.mb", "4096", false}})));
  EXPECT_EQ(role(old_final, "map").request.memory_mb(), 2048);
}

TEST(MapReduceNames, MapredChildJavaOptsIsStillItsOwnKey) {
  // JobConf.MAPRED_TASK_JAVA_OPTS: not deprecated, the fallback of both roles' opts.
  const Workload w =
      mapreduce(load(mapred_site({{"mapred.child.java.opts", "-Xmx2048m", false},
                                  {"mapred.map.child.java.opts", "-Xmx1024m", false}})));
  EXPECT_EQ(role(w, "map").request.memory_mb(), 1280);     // mapreduce.map.java.opts first
  EXPECT_EQ(role(w, "reduce").request.memory_mb(), 2560);  // then mapred.child.java.opts
}

TEST(MapReduceNames, AnUnreadableValueIsReportedUnderItsWrittenName) {
  const Model model = load(mapred_site({{"mapred.job.reduce.memory.mb", "4g", false}}));
  bool reported = false;
  for (const ReadingIssue& issue : model.reading_issues) {
    if (issue.kind != ReadingIssueKind::kWorkloadValue) continue;
    reported = true;
    EXPECT_EQ(issue.loc.line, 2);
    EXPECT_EQ(issue.property, "mapred.job.reduce.memory.mb");
    EXPECT_EQ(issue.description.rfind("'mapred.job.reduce.memory.mb' is '4g'", 0), 0u)
        << issue.description;
  }
  EXPECT_TRUE(reported);
}

TEST(MapReduceNames, ATypoOfADeprecatedNameSuggestsIt) {
  const Model model = load(mapred_site({{"mapred.job.map.memroy.mb", "4096", false}}));
  ASSERT_EQ(model.reading_issues.size(), 1u);
  EXPECT_EQ(model.reading_issues[0].description,
            "'mapred.job.map.memroy.mb' is not a MapReduce setting, so the map is sized as if it "
            "were unset (did you mean 'mapred.job.map.memory.mb'?)");
}

TEST(MapReduceNames, WorkloadsYamlOverridesApplyInLineOrder) {
  const Model model = testing::load_files(
      {{"capacity-scheduler.xml", kCapacity},
       {"workloads.yaml",
        "workloads:\n  - name: etl\n    queue: etl\n    mapreduce:\n      set:\n"
        "        mapreduce.reduce.memory.mb: \"4096\"\n"
        "        mapred.job.reduce.memory.mb: \"2048\"\n"}});
  ASSERT_EQ(model.workloads.size(), 1u);
  const WorkloadRole& reduce = role(model.workloads[0], "reduce");
  EXPECT_EQ(reduce.request.memory_mb(), 2048);
  EXPECT_EQ(reduce.loc.line, 7);
}

}  // namespace mapreduce_names_test
}  // namespace schedlint
