#include <gtest/gtest.h>

#include "parse/flink_conf.h"
#include "parse/framework_xml_conf.h"
#include "parse/properties_file.h"
#include "parse/xml_document.h"

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
