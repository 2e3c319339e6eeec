#include <gtest/gtest.h>

#include "parse/flink_conf.h"
#include "parse/framework_xml_conf.h"
#include "parse/properties_file.h"
#include "parse/xml_document.h"
#include "parse/yaml_input.h"

namespace schedlint {
namespace framework_files_test {

FrameworkConf properties(const std::string& text, std::vector<ReadingIssue>& issues) {
  return read_properties_file(text_file_from_memory("spark-defaults.conf", text), issues);
}

// java.util.Properties.load (PropertiesTest in the JDK's tests covers the same grammar).
TEST(PropertiesFileTest, SeparatorsCommentsAndLines) {
  std::vector<ReadingIssue> issues;
  const FrameworkConf conf = properties(
      "# a comment\n"
      "! another\n"
      "\n"
      "spark.executor.memory   4g  \n"
      "spark.driver.memory=2g\n"
      "spark.yarn.queue : etl\n"
      "  spark.executor.cores\t2\r\n"
      "spark.empty\n"
      "spark.key\\ with\\:escapes = a\\tb\\u0041\n",
      issues);
  EXPECT_TRUE(issues.empty());
  EXPECT_EQ(conf.at("spark.executor.memory").value, "4g");  // Spark trims values
  EXPECT_EQ(conf.at("spark.executor.memory").loc, (SourceLocation{"spark-defaults.conf", 4, 1}));
  EXPECT_EQ(conf.at("spark.driver.memory").value, "2g");
  EXPECT_EQ(conf.at("spark.yarn.queue").value, "etl");
  EXPECT_EQ(conf.at("spark.executor.cores").value, "2");
  EXPECT_EQ(conf.at("spark.executor.cores").loc.line, 7);
  EXPECT_EQ(conf.at("spark.empty").value, "");
  EXPECT_EQ(conf.at("spark.key with:escapes").value, "a\tbA");
  EXPECT_EQ(conf.size(), 6u);
}

TEST(PropertiesFileTest, ContinuationsAndLastValueWins) {
  std::vector<ReadingIssue> issues;
  const FrameworkConf conf = properties(
      "spark.executor.extraJavaOptions -Da=1 \\\n"
      "    -Db=2\n"
      "spark.executor.memory 1g\n"
      "spark.executor.memory 8g\n"
      "spark.path C:\\\\\n"
      "spark.next x\n"
      "# comment \\\n"
      "spark.after.comment y\n",
      issues);
  EXPECT_EQ(conf.at("spark.executor.extraJavaOptions").value, "-Da=1 -Db=2");
  EXPECT_EQ(conf.at("spark.executor.extraJavaOptions").loc.line, 1);
  EXPECT_EQ(conf.at("spark.executor.memory").value, "8g");
  EXPECT_EQ(conf.at("spark.executor.memory").loc.line, 4);
  EXPECT_EQ(conf.at("spark.path").value, "C:\\");  // an even run of backslashes does not continue
  EXPECT_EQ(conf.at("spark.next").loc.line, 6);
  EXPECT_EQ(conf.at("spark.after.comment").loc.line, 8);  // comments never continue
}

TEST(PropertiesFileTest, MalformedUnicodeEscapeIsAnIssue) {
  std::vector<ReadingIssue> issues;
  const FrameworkConf conf = properties("spark.a \\u12G4\nspark.b ok\nspark.c \\u12", issues);
  ASSERT_EQ(issues.size(), 2u);
  EXPECT_EQ(issues[0].loc.line, 1);
  EXPECT_EQ(issues[1].loc.line, 3);
  EXPECT_EQ(conf.count("spark.a"), 0u);
  EXPECT_EQ(conf.at("spark.b").value, "ok");
}

FrameworkConf flink(const std::string& text, std::vector<ReadingIssue>& issues) {
  return read_flink_conf(text_file_from_memory("flink-conf.yaml", text), issues);
}

// GlobalConfiguration.loadYAMLResource (GlobalConfigurationTest#testConfigurationYAML).
TEST(FlinkConfTest, KeyColonSpaceValuePerLine) {
  std::vector<ReadingIssue> issues;
  const FrameworkConf conf = flink(
      "# comment\n"
      "jobmanager.memory.process.size: 1600m\n"
      "  taskmanager.memory.process.size:   1728m   # trailing comment\n"
      "yarn.application.queue:streaming\n"
      "empty.value: \n"
      "\r\n"
      "taskmanager.numberOfTaskSlots: 2\r\n"
      "taskmanager.numberOfTaskSlots: 4\n"
      "weird: a: b\n",
      issues);
  EXPECT_EQ(conf.at("jobmanager.memory.process.size").value, "1600m");
  EXPECT_EQ(conf.at("jobmanager.memory.process.size").loc.line, 2);
  EXPECT_EQ(conf.at("taskmanager.memory.process.size").value, "1728m");
  EXPECT_EQ(conf.at("taskmanager.numberOfTaskSlots").value, "4");
  EXPECT_EQ(conf.at("taskmanager.numberOfTaskSlots").loc.line, 8);
  EXPECT_EQ(conf.at("weird").value, "a: b");
  EXPECT_EQ(conf.count("yarn.application.queue"), 0u);  // no ": ": skipped
  EXPECT_EQ(conf.count("empty.value"), 0u);
  ASSERT_EQ(issues.size(), 2u);
  EXPECT_EQ(issues[0].loc.line, 4);
  EXPECT_EQ(issues[1].loc.line, 5);
}

FlinkConfigYaml flink_yaml(const std::string& text, std::vector<ReadingIssue>& issues) {
  return read_flink_config_yaml(
      "config.yaml", yaml_input::load(text_file_from_memory("config.yaml", text)), issues);
}

// GlobalConfiguration.flatten (GlobalConfigurationTest#testFlattenConfig: nested keys joined with
// '.'), each key at the line of its value.
TEST(FlinkConfigYamlTest, NestedKeysFlattenAtTheirValuesLine) {
  std::vector<ReadingIssue> issues;
  const FlinkConfigYaml read = flink_yaml(
      "# Flink 1.19\n"
      "taskmanager:\n"
      "  memory:\n"
      "    process:\n"
      "      size: 4g\n"
      "    jvm-metaspace.size: 512m   # a flat key inside a nested one\n"
      "  numberOfTaskSlots: 2\n"
      "jobmanager.memory.flink.size: 1280m\n"
      "yarn:\n"
      "  application: {queue: \"etl\"}\n"
      "high-availability.zookeeper.quorum: [zk1, zk2]\n"
      "env:\n"
      "  java.opts.all: >-\n"
      "    -XX:+UseG1GC\n"
      "    -Dx=1\n",
      issues);
  EXPECT_TRUE(issues.empty());
  EXPECT_FALSE(read.client_fails);
  const FrameworkConf& conf = read.conf;
  EXPECT_EQ(conf.at("taskmanager.memory.process.size").value, "4g");
  EXPECT_EQ(conf.at("taskmanager.memory.process.size").loc, (SourceLocation{"config.yaml", 5, 13}));
  EXPECT_EQ(conf.at("taskmanager.memory.jvm-metaspace.size").value, "512m");
  EXPECT_EQ(conf.at("taskmanager.memory.jvm-metaspace.size").loc.line, 6);
  EXPECT_EQ(conf.at("taskmanager.numberOfTaskSlots").value, "2");
  EXPECT_EQ(conf.at("jobmanager.memory.flink.size").loc.line, 8);
  EXPECT_EQ(conf.at("yarn.application.queue").value, "etl");
  EXPECT_EQ(conf.at("yarn.application.queue").loc.line, 10);
  EXPECT_EQ(conf.at("high-availability.zookeeper.quorum").value, "[zk1, zk2]");
  EXPECT_EQ(conf.at("env.java.opts.all").value, "-XX:+UseG1GC -Dx=1");
  EXPECT_EQ(conf.size(), 7u);
}

// SnakeYAML types plain scalars as YAML 1.1 does: an int is read as Java prints it, quoted text
// stays text; a later flattened key replaces an earlier one.
TEST(FlinkConfigYamlTest, PlainIntsAsSnakeYamlReadsThem) {
  std::vector<ReadingIssue> issues;
  const FrameworkConf conf = flink_yaml(
                                 "taskmanager.numberOfTaskSlots: 0x10\n"
                                 "yarn.appmaster.vcores: 010\n"
                                 "yarn.containers.vcores: \"010\"\n"
                                 "taskmanager.memory.process.size: 1_073_741_824\n"
                                 "jobmanager: {memory.process.size: 1600m}\n"
                                 "jobmanager.memory.process.size: 2g\n",
                                 issues)
                                 .conf;
  EXPECT_TRUE(issues.empty());
  EXPECT_EQ(conf.at("taskmanager.numberOfTaskSlots").value, "16");
  EXPECT_EQ(conf.at("yarn.appmaster.vcores").value, "8");
  EXPECT_EQ(conf.at("yarn.containers.vcores").value, "010");
  EXPECT_EQ(conf.at("taskmanager.memory.process.size").value, "1073741824");
  EXPECT_EQ(conf.at("jobmanager.memory.process.size").value, "2g");
  EXPECT_EQ(conf.at("jobmanager.memory.process.size").loc.line, 6);
}

// Configuration.setValueInternal refuses a null value and the flattening casts each key to
// String: either fails the whole file, which Flink then cannot load.
TEST(FlinkConfigYamlTest, NullValuesAndKeysThatAreNotStringsFailTheFile) {
  std::vector<ReadingIssue> issues;
  const FlinkConfigYaml read = flink_yaml(
      "taskmanager:\n"
      "  memory.process.size: 4g\n"
      "  numberOfTaskSlots:\n"
      "jobmanager.memory.process.size: ~\n"
      "yarn:\n"
      "  on: x\n"
      "  \"off\": y\n",
      issues);
  EXPECT_TRUE(read.client_fails);
  ASSERT_EQ(issues.size(), 3u);
  EXPECT_EQ(issues[0].loc.line, 3);
  EXPECT_EQ(issues[0].description,
            "'taskmanager.numberOfTaskSlots' has no value: Flink fails to load config.yaml "
            "(\"Value must not be null.\")");
  EXPECT_EQ(issues[1].loc.line, 4);
  EXPECT_EQ(issues[2].loc.line, 6);
  EXPECT_EQ(issues[2].description,
            "a key SnakeYAML does not read as a string ('on'): Flink fails to load config.yaml "
            "(\"Error parsing YAML configuration.\")");
  EXPECT_EQ(read.conf.at("yarn.off").value, "y");
  EXPECT_EQ(read.conf.at("taskmanager.memory.process.size").value, "4g");
}

TEST(FlinkConfigYamlTest, FlinksOnlyWithAJobManagerOrTaskManagerKey) {
  const auto root = [](const std::string& text) {
    return yaml_input::load(text_file_from_memory("config.yaml", text));
  };
  EXPECT_TRUE(is_flink_config_yaml(root("taskmanager:\n  numberOfTaskSlots: 2\n")));
  EXPECT_TRUE(is_flink_config_yaml(root("jobmanager.memory.process.size: 1600m\n")));
  EXPECT_FALSE(is_flink_config_yaml(root("server:\n  port: 8080\nparallelism: 4\n")));
  EXPECT_FALSE(is_flink_config_yaml(root("- taskmanager\n")));
  EXPECT_FALSE(is_flink_config_yaml(root("taskmanagers: 3\n")));
}

// Configuration: a later value replaces an earlier one unless that one is final; ${var} expands.
TEST(FrameworkXmlConfTest, EffectiveValuesExpanded) {
  const std::string xml =
      "<configuration>\n"
      "<property><name>base</name><value>2048</value></property>\n"
      "<property><name>mapreduce.map.memory.mb</name><value>${base}</value></property>\n"
      "<property><name>mapreduce.job.queuename</name><value>etl</value><final>true</final>"
      "</property>\n"
      "<property><name>mapreduce.job.queuename</name><value>adhoc</value></property>\n"
      "</configuration>\n";
  std::vector<ReadingIssue> issues;
  const XmlDocument doc = XmlDocument::parse(text_file_from_memory("mapred-site.xml", xml));
  const FrameworkConf conf =
      framework_conf_from_xml(read_conf_properties(doc, HadoopVersion{3, 3}, issues));
  EXPECT_EQ(conf.at("mapreduce.map.memory.mb").value, "2048");
  EXPECT_EQ(conf.at("mapreduce.map.memory.mb").loc.line, 3);
  EXPECT_EQ(conf.at("mapreduce.job.queuename").value, "etl");
}

}  // namespace framework_files_test
}  // namespace schedlint
