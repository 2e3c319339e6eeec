// Reading a set of inputs into one model: kinds by content, directories, layering of yarn-site
// and capacity-scheduler.xml, and the unreadable cases that stop a run (exit 2).
#include "parse/load_inputs.h"

#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "parse/input_error.h"
#include "parse/text_file.h"
#include "support/test_support.h"

namespace schedlint {
namespace load_inputs_test {

using testing::conf_xml;
using testing::TempDir;

const std::string kCapacity = conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                        {"yarn.scheduler.capacity.root.a.capacity", "100"}});
const std::string kYarnSite = conf_xml({{"yarn.scheduler.maximum-allocation-mb", "16384"},
                                        {"yarn.nodemanager.resource.memory-mb", "65536"},
                                        {"yarn.nodemanager.resource.cpu-vcores", "16"}});
const std::string kFair = "<allocations><queue name=\"a\"/></allocations>\n";
const std::string kNodes = "nodes:\n  - {group: w, count: 3, memory-mb: 8192, vcores: 4}\n";

std::string error_of(const InputRequest& request) {
  try {
    load_model(request);
  } catch (const InputError& e) {
    return e.formatted();
  }
  return "no error";
}

TEST(LoadInputs, KindsAreDecidedByContentNotName) {
  TempDir dir;
  const Model m = testing::load_files(
      dir,
      {{"one.xml", kCapacity}, {"two.xml", kYarnSite}, {"three.xml", kFair}, {"four.txt", kNodes}});
  ASSERT_EQ(m.inputs.size(), 4u);
  EXPECT_EQ(m.inputs[0].kind, InputKind::kCapacity);
  EXPECT_EQ(m.inputs[1].kind, InputKind::kYarnSite);
  EXPECT_EQ(m.inputs[2].kind, InputKind::kFair);
  EXPECT_EQ(m.inputs[3].kind, InputKind::kNodes);
  // No yarn-site names a scheduler: the ResourceManager's default, the CapacityScheduler, is
  // analyzed, and the allocation file is not read.
  EXPECT_TRUE(m.capacity);
  EXPECT_FALSE(m.fair);
  EXPECT_EQ(m.cluster.maximum_allocation_mb.value, 16384);
  EXPECT_EQ(m.nodes.node_count(), 3);
}

TEST(LoadInputs, ADirectoryMeansEveryKnownFileInIt) {
  TempDir dir;
  dir.write("conf/capacity-scheduler.xml", kCapacity);
  dir.write("conf/yarn-site.xml", kYarnSite);
  dir.write("conf/core-site.xml", conf_xml({{"fs.defaultFS", "hdfs://nn"}}));
  dir.write("conf/nodes.yaml", kNodes);
  dir.write("conf/.schedlint.yaml", "hadoop-version: \"3.3\"\n");
  dir.write("conf/notes.txt", "not an input");
  InputRequest r;
  r.paths = {(dir.path() / "conf").string()};
  const Model m = load_model(r);
  ASSERT_EQ(m.inputs.size(), 3u);  // core-site.xml has no yarn.* keys; dotfiles are not inputs
  EXPECT_TRUE(m.capacity.has_value());
  EXPECT_EQ(m.nodes.node_count(), 3);
}

TEST(LoadInputs, ADirectoryWithoutKnownFilesIsUnreadable) {
  TempDir dir;
  dir.write("empty/readme.md", "x");
  InputRequest r;
  r.paths = {(dir.path() / "empty").string()};
  EXPECT_EQ(error_of(r), (dir.path() / "empty").string() +
                             ": error: no YARN scheduler files in this directory (expected "
                             "capacity-scheduler.xml, fair-scheduler.xml, yarn-site.xml or "
                             "nodes.yaml)");
}

TEST(LoadInputs, WrongRootElementIsUnreadable) {
  TempDir dir;
  InputRequest r;
  r.paths = {dir.write("x.xml", "<html><body/></html>")};
  EXPECT_EQ(error_of(r), r.paths[0] +
                             ":1: error: root element is <html>: expected <allocations> "
                             "(FairScheduler) or <configuration> (capacity-scheduler.xml, "
                             "yarn-site.xml)");
  r.paths.clear();
  r.fair = dir.write("y.xml", kCapacity);
  EXPECT_EQ(error_of(r),
            *r.fair + ":1: error: root element is <configuration>: expected <allocations>");
}

TEST(LoadInputs, NotWellFormedXmlIsUnreadableAtItsLine) {
  TempDir dir;
  InputRequest r;
  r.paths = {
      dir.write("capacity-scheduler.xml", "<configuration>\n<property>\n</configuration>\n")};
  EXPECT_EQ(error_of(r), r.paths[0] +
                             ":2: error: not well-formed XML: the element opened here is "
                             "closed by a different tag");
}

TEST(LoadInputs, TwoSchedulerFilesOfOneKindAreAUsageError) {
  TempDir dir;
  InputRequest r;
  r.paths = {dir.write("a.xml", kCapacity), dir.write("b.xml", kCapacity)};
  EXPECT_EQ(error_of(r), r.paths[1] + ": error: a second CapacityScheduler file (the first is " +
                             r.paths[0] + "): give one per run");
}

TEST(LoadInputs, NoInputAtAllIsAUsageError) {
  EXPECT_EQ(error_of(InputRequest{}),
            "schedlint: error: no input: give capacity-scheduler.xml, fair-scheduler.xml, "
            "yarn-site.xml or a directory holding them");
}

TEST(LoadInputs, CapacitySchedulerFileLayersOnYarnSite) {
  // CapacitySchedulerConfiguration = yarn-site + capacity-scheduler.xml: capacity keys set in
  // yarn-site are read, and the scheduler file's allocation keys win for the CapacityScheduler.
  TempDir dir;
  const Model m = testing::load_files(
      dir,
      {{"yarn-site.xml", conf_xml({{"yarn.scheduler.maximum-allocation-mb", "8192"},
                                   {"yarn.scheduler.capacity.maximum-applications", "500"}})},
       {"capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                            {"yarn.scheduler.maximum-allocation-mb", "16384"}})}});
  EXPECT_EQ(m.capacity->global.maximum_applications->value, 500);
  EXPECT_EQ(m.cluster.maximum_allocation_mb.value, 16384);
}

// The ResourceManager builds its scheduler monitors from its own configuration (yarn-site.xml),
// never from capacity-scheduler.xml (RMActiveServices.createSchedulerMonitors,
// SchedulingMonitorManager): the monitor switched on there alone stays off, and the line is an
// ignored value that says so.
TEST(LoadInputs, TheMonitorSwitchCountsOnlyInYarnSite) {
  TempDir dir;
  const auto load = [&](const std::string& yarn_value) {
    std::vector<std::pair<std::string, std::string>> yarn{{"yarn.resourcemanager.hostname", "rm"}};
    if (!yarn_value.empty())
      yarn.push_back({"yarn.resourcemanager.scheduler.monitor.enable", yarn_value});
    return testing::load_files(
        dir, {{"yarn-site.xml", conf_xml(yarn)},
              {"capacity-scheduler.xml",
               conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                         {"yarn.resourcemanager.scheduler.monitor.enable", "true"}})}});
  };
  const auto ignored = [](const Model& m) -> const ReadingIssue* {
    for (const ReadingIssue& i : m.reading_issues) {
      if (i.kind == ReadingIssueKind::kIgnoredValue &&
          i.property == "yarn.resourcemanager.scheduler.monitor.enable")
        return &i;
    }
    return nullptr;
  };
  const Model off = load("");
  EXPECT_FALSE(off.cluster.scheduler_monitor_enable.value);
  ASSERT_NE(ignored(off), nullptr);
  EXPECT_EQ(ignored(off)->loc.line, 3);
  EXPECT_NE(ignored(off)->description.find("the preemption monitor does not run"),
            std::string::npos)
      << ignored(off)->description;
  const Model on = load("TRUE");
  EXPECT_TRUE(on.cluster.scheduler_monitor_enable.value);
  ASSERT_NE(ignored(on), nullptr);  // still a line that does nothing, but nothing is lost
  EXPECT_EQ(ignored(on)->description.find("does not run"), std::string::npos);
}

// The preemption policy's own settings: from yarn-site.xml only in 2.7; from 2.8 (YARN-4822) the
// CapacityScheduler's configuration, where capacity-scheduler.xml comes last and wins.
TEST(LoadInputs, PreemptionSettingsInTheSchedulerFileCountFrom28) {
  TempDir dir;
  const auto factor = [&](const std::string& version) {
    const Model m = testing::load_files(
        dir,
        {{"yarn-site.xml",
          conf_xml({{"yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor",
                     "0.5"}})},
         {"capacity-scheduler.xml",
          conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                    {"yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor",
                     "0.9"}})}},
        version);
    return m.capacity->global.preemption.natural_termination_factor->value;
  };
  EXPECT_DOUBLE_EQ(factor("2.7"), 0.5);
  EXPECT_DOUBLE_EQ(factor("2.8"), 0.9);
  EXPECT_DOUBLE_EQ(factor("3.3"), 0.9);
}

TEST(LoadInputs, YarnSiteWithAFewCapacityKeysStaysYarnSite) {
  TempDir dir;
  const Model m = testing::load_files(
      dir,
      {{"site.xml", conf_xml({{"yarn.resourcemanager.hostname", "rm"},
                              {"yarn.scheduler.capacity.maximum-am-resource-percent", "0.2"}})}});
  EXPECT_EQ(m.inputs[0].kind, InputKind::kYarnSite);
  EXPECT_FALSE(m.capacity.has_value());
}

TEST(LoadInputs, OnlyAnAllocationFileMeansTheFairScheduler) {
  TempDir dir;
  EXPECT_EQ(testing::load_files(dir, {{"fair-scheduler.xml", kFair}}).cluster.scheduler,
            SchedulerType::kFair);
}

TEST(LoadInputs, NodeCountBuildsNodesFromYarnSite) {
  TempDir dir;
  InputRequest r;
  r.paths = {dir.write("yarn-site.xml", kYarnSite)};
  r.node_count = 10;
  const Model m = load_model(r);
  ASSERT_EQ(m.nodes.groups.size(), 1u);
  EXPECT_EQ(m.nodes.groups[0].count, 10);
  EXPECT_EQ(m.nodes.groups[0].resource, Resource(65536, 16));
}

TEST(LoadInputs, InlineSuppressionsAreCollected) {
  TempDir dir;
  const Model m = testing::load_files(
      dir, {{"capacity-scheduler.xml",
             "<configuration>\n<!-- schedlint:disable parse-unknown-property -->\n"
             "<property><name>yarn.scheduler.capacity.foo</name><value>1</value></property>\n"
             "</configuration>\n"}});
  ASSERT_EQ(m.suppressions.size(), 1u);
  EXPECT_EQ(m.suppressions[0].last_line, 3);
}

const std::string kFairSite =
    conf_xml({{"yarn.resourcemanager.scheduler.class", kFairSchedulerClass},
              {"yarn.scheduler.maximum-allocation-mb", "16384"}});

TEST(LoadInputs, AConfDirWithBothSchedulerFilesReadsOnlyTheConfiguredOnes) {
  // Hadoop ships capacity-scheduler.xml in every conf directory; a FairScheduler cluster never
  // reads it, so neither its settings nor its problems reach the model.
  const std::string stock = conf_xml({{"yarn.scheduler.capacity.root.queues", "default"},
                                      {"yarn.scheduler.capacity.root.default.capacity", "abc"},
                                      {"yarn.scheduler.maximum-allocation-mb", "4096"}});
  const Model m = testing::load_files({{"yarn-site.xml", kFairSite},
                                       {"capacity-scheduler.xml", stock},
                                       {"fair-scheduler.xml", kFair}});
  EXPECT_EQ(m.cluster.scheduler, SchedulerType::kFair);
  EXPECT_TRUE(m.fair);
  EXPECT_FALSE(m.capacity);
  EXPECT_EQ(m.cluster.maximum_allocation_mb.value, 16384);  // not capacity-scheduler.xml's 4096
  ASSERT_EQ(m.reading_issues.size(), 1u);
  EXPECT_EQ(m.reading_issues[0].kind, ReadingIssueKind::kSchedulerFileNotRead);
  EXPECT_EQ(m.reading_issues[0].loc.file, "capacity-scheduler.xml");
  EXPECT_EQ(m.reading_issues[0].loc.line, 1);
  EXPECT_EQ(
      m.reading_issues[0].description,
      "this file is for the CapacityScheduler, but yarn.resourcemanager.scheduler.class names "
      "the FairScheduler (yarn-site.xml:2): the ResourceManager does not read it, and it was "
      "not analyzed");
  ASSERT_EQ(m.inputs.size(), 3u);  // every file is still listed as an input
}

TEST(LoadInputs, ACapacitySchedulerClusterDoesNotReadAnAllocationFile) {
  const std::string site =
      conf_xml({{"yarn.resourcemanager.scheduler.class", kCapacitySchedulerClass}});
  const Model m = testing::load_files({{"yarn-site.xml", site},
                                       {"capacity-scheduler.xml", kCapacity},
                                       {"fair-scheduler.xml", kFair}});
  EXPECT_TRUE(m.capacity);
  EXPECT_FALSE(m.fair);
  ASSERT_EQ(testing::of_kind(m.reading_issues, ReadingIssueKind::kSchedulerFileNotRead).size(), 1u);
}

TEST(LoadInputs, TheSchedulerOptionChoosesWhichFileIsRead) {
  InputRequest r;
  r.contents = {text_file_from_memory("yarn-site.xml", kFairSite),
                text_file_from_memory("capacity-scheduler.xml", kCapacity),
                text_file_from_memory("fair-scheduler.xml", kFair)};
  r.scheduler = SchedulerType::kCapacity;
  const Model m = load_model(r);
  EXPECT_EQ(m.cluster.scheduler, SchedulerType::kCapacity);
  EXPECT_TRUE(m.capacity);
  EXPECT_FALSE(m.fair);
  const auto not_read = testing::of_kind(m.reading_issues, ReadingIssueKind::kSchedulerFileNotRead);
  ASSERT_EQ(not_read.size(), 1u);
  EXPECT_EQ(not_read[0].loc.file, "fair-scheduler.xml");
  EXPECT_EQ(not_read[0].description,
            "this file is for the FairScheduler, but --scheduler capacity was given, so it was not "
            "analyzed");
}

TEST(LoadInputs, AFifoSchedulerClusterReadsNeitherSchedulerFile) {
  const std::string site =
      conf_xml({{"yarn.resourcemanager.scheduler.class", kFifoSchedulerClass}});
  const Model m = testing::load_files({{"yarn-site.xml", site},
                                       {"capacity-scheduler.xml", kCapacity},
                                       {"fair-scheduler.xml", kFair}});
  EXPECT_EQ(m.cluster.scheduler, SchedulerType::kFifo);
  EXPECT_FALSE(m.capacity);
  EXPECT_FALSE(m.fair);
  EXPECT_EQ(testing::of_kind(m.reading_issues, ReadingIssueKind::kSchedulerFileNotRead).size(), 2u);
}

TEST(LoadInputs, AnAllocationFileWithAYarnSiteThatNamesNoSchedulerIsReadAndFlagged) {
  const Model m = testing::load_files(
      {{"yarn-site.xml", conf_xml({{"yarn.scheduler.maximum-allocation-mb", "16384"}})},
       {"fair-scheduler.xml", kFair}});
  EXPECT_EQ(m.cluster.scheduler, SchedulerType::kFair);
  EXPECT_TRUE(m.fair);
  const auto flagged =
      testing::of_kind(m.reading_issues, ReadingIssueKind::kAllocationFileUnselected);
  ASSERT_EQ(flagged.size(), 1u);
  EXPECT_EQ(flagged[0].loc.file, "fair-scheduler.xml");
}

TEST(LoadInputs, ANodesYamlOfTheWrongShapeInAFolderIsTheSameErrorAsWithNodes) {
  TempDir dir;
  dir.write("conf/fair-scheduler.xml", kFair);
  const std::string nodes =
      dir.write("conf/nodes.yaml", "nodes:\n  - {group: w, count: 3, memory-mb: 8192}\n");
  InputRequest in_folder;
  in_folder.paths = {(dir.path() / "conf").string()};
  InputRequest named;
  named.paths = {(dir.path() / "conf" / "fair-scheduler.xml").string()};
  named.nodes = nodes;
  EXPECT_EQ(error_of(in_folder), nodes + ":2: error: nodes[0] is missing 'vcores'");
  EXPECT_EQ(error_of(in_folder), error_of(named));
}

// A Hadoop 1 JobTracker's capacity-scheduler.xml (mapred.capacity-scheduler.*), in the shape
// Hadoop 1.2 shipped it: no YARN release reads it, so it is listed, reported once at its first
// property, and not analyzed as a YARN file.
std::string hadoop1_file() {
  std::ifstream in(testing::source_dir() + "/tests/data/hadoop1/capacity-scheduler.xml");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(LoadInputs, AHadoop1CapacityFileIsSaidToBeOneAndNotAnalyzed) {
  TempDir dir;
  const Model m = testing::load_files(dir, {{"capacity-scheduler.xml", hadoop1_file()}});
  ASSERT_EQ(m.inputs.size(), 1u);
  EXPECT_EQ(m.inputs[0].kind, InputKind::kHadoop1Capacity);
  EXPECT_FALSE(m.capacity.has_value());
  const auto unknown = testing::of_kind(m.reading_issues, ReadingIssueKind::kUnknownProperty);
  ASSERT_EQ(unknown.size(), 1u);  // one finding for the file, not one per key
  EXPECT_EQ(unknown[0].loc.line, 5);
  const std::string& d = unknown[0].description;
  EXPECT_TRUE(
      d.starts_with("this is a Hadoop 1 (MRv1) CapacityScheduler file: no YARN release "
                    "reads its 7 mapred.capacity-scheduler.* properties"))
      << d;
  // The RM runs its default scheduler, the CapacityScheduler, with no root.queues to read.
  EXPECT_NE(d.find("finds no yarn.scheduler.capacity.root.queues and does not start"),
            std::string::npos);
  EXPECT_NE(d.find("mapred.capacity-scheduler.queue.<queue>.capacity -> "
                   "yarn.scheduler.capacity.root.<queue>.capacity; "),
            std::string::npos);
  EXPECT_NE(d.find("mapred.capacity-scheduler.queue.<queue>.supports-priority -> no YARN key"),
            std::string::npos);
}

TEST(LoadInputs, AHadoop1FileNamedByCapacityIsStillAHadoop1File) {
  TempDir dir;
  InputRequest r;
  r.capacity = dir.write("old.xml", hadoop1_file());
  const Model m = load_model(r);
  ASSERT_EQ(m.inputs.size(), 1u);
  EXPECT_EQ(m.inputs[0].kind, InputKind::kHadoop1Capacity);
  EXPECT_FALSE(m.capacity.has_value());
}

TEST(LoadInputs, AFairSchedulerClusterKeepingAnOldHadoop1FileIsNotToldTheRmFails) {
  TempDir dir;
  const Model m = testing::load_files(
      dir, {{"capacity-scheduler.xml", hadoop1_file()}, {"fair-scheduler.xml", kFair}});
  const auto unknown = testing::of_kind(m.reading_issues, ReadingIssueKind::kUnknownProperty);
  ASSERT_EQ(unknown.size(), 1u);
  EXPECT_EQ(unknown[0].description.find("does not start"), std::string::npos);
}

TEST(LoadInputs, AYarnFileWithAStrayMapredKeyIsAYarnFile) {
  TempDir dir;
  const Model m = testing::load_files(
      dir, {{"capacity-scheduler.xml",
             conf_xml({{"mapred.capacity-scheduler.queue.default.capacity", "100"},
                       {"yarn.scheduler.capacity.root.queues", "a"},
                       {"yarn.scheduler.capacity.root.a.capacity", "100"}})}});
  ASSERT_EQ(m.inputs.size(), 1u);
  EXPECT_EQ(m.inputs[0].kind, InputKind::kCapacity);
  EXPECT_TRUE(m.capacity.has_value());
}

// FLIP-366: Flink 1.19's config.yaml, known by its keys among a folder's files.
const std::string kFlinkConfigYaml =
    "jobmanager:\n  memory:\n    process.size: 1600m\n"
    "taskmanager:\n  memory:\n    flink.size: 1280m\n"
    "yarn.application.queue: a\n";

TEST(LoadInputs, FlinksConfigYamlIsAWorkloadAndAnotherConfigYamlIsNot) {
  TempDir dir;
  dir.write("conf/capacity-scheduler.xml", kCapacity);
  dir.write("conf/config.yaml", kFlinkConfigYaml);
  dir.write("other/capacity-scheduler.xml", kCapacity);
  dir.write("other/config.yaml", "server:\n  port: 8080\nparallelism: 4\n");
  InputRequest r;
  r.paths = {(dir.path() / "conf").string()};
  Model m = load_model(r);
  ASSERT_EQ(m.workloads.size(), 1u);
  EXPECT_EQ(m.workloads[0].framework, Framework::kFlink);
  EXPECT_EQ(m.workloads[0].name, "config.yaml");
  EXPECT_EQ(m.workloads[0].queue, "a");
  EXPECT_EQ(m.workloads[0].am.request.memory_mb(), 1600);
  EXPECT_EQ(m.workloads[0].roles[0].request.memory_mb(), 1728);  // 1280 + 256 + 192
  EXPECT_EQ(m.workloads[0].roles[0].loc.line, 6);
  r.paths = {(dir.path() / "other").string()};
  m = load_model(r);
  EXPECT_TRUE(m.workloads.empty());
  ASSERT_EQ(m.inputs.size(), 1u);  // someone else's config.yaml is no input
  // Named on its own, it is a file of no known kind.
  r.paths = {(dir.path() / "other" / "config.yaml").string()};
  EXPECT_NE(error_of(r).find("config.yaml:1: error: not an XML file"), std::string::npos)
      << error_of(r);
}

TEST(LoadInputs, AConfigYamlThatIsNotYamlIsUnreadableAtItsLine) {
  TempDir dir;
  const std::string path =
      dir.write("config.yaml", "taskmanager:\n  memory: [1g\njobmanager: {}\n");
  InputRequest r;
  r.paths = {path};
  EXPECT_EQ(error_of(r).rfind(path + ":3:", 0), 0u) << error_of(r);
  EXPECT_NE(error_of(r).find("error: not valid YAML"), std::string::npos);
}

// Flink 1.19 and 1.20 read flink-conf.yaml when the folder has one (FLIP-366).
TEST(LoadInputs, BesideFlinkConfYamlAConfigYamlIsNotRead) {
  TempDir dir;
  const Model m = testing::load_files(
      dir, {{"capacity-scheduler.xml", kCapacity},
            {"flink-conf.yaml",
             "jobmanager.memory.process.size: 2048m\n"
             "taskmanager.memory.process.size: 4096m\n"},
            {"config.yaml", kFlinkConfigYaml + "taskmanager.numberOfTaskSlots:\n"}});
  ASSERT_EQ(m.workloads.size(), 1u);
  EXPECT_EQ(m.workloads[0].name, "flink-conf.yaml");
  EXPECT_FALSE(m.workloads[0].client_fails);  // the null value of config.yaml is not read
  const auto ignored = testing::of_kind(m.reading_issues, ReadingIssueKind::kIgnoredValue);
  ASSERT_EQ(ignored.size(), 1u);
  EXPECT_EQ(ignored[0].loc.file, (dir.path() / "config.yaml").string());
  EXPECT_EQ(ignored[0].description,
            "this config.yaml is not read: Flink 1.19 and 1.20 read " +
                (dir.path() / "flink-conf.yaml").string() +
                " beside it instead (FLIP-366), and so does schedlint; Flink 2.0 reads "
                "config.yaml alone, so keep only one of the two");
  EXPECT_TRUE(testing::of_kind(m.reading_issues, ReadingIssueKind::kWorkloadValue).empty());
}

TEST(LoadInputs, ANullValueInConfigYamlFailsFlinksClient) {
  TempDir dir;
  const Model m =
      testing::load_files(dir, {{"capacity-scheduler.xml", kCapacity},
                                {"config.yaml", kFlinkConfigYaml + "parallelism.default:\n"}});
  ASSERT_EQ(m.workloads.size(), 1u);
  EXPECT_TRUE(m.workloads[0].client_fails);
  const auto refused = testing::of_kind(m.reading_issues, ReadingIssueKind::kWorkloadValue);
  ASSERT_EQ(refused.size(), 1u);
  EXPECT_EQ(refused[0].loc.line, 8);
}

}  // namespace load_inputs_test
}  // namespace schedlint
