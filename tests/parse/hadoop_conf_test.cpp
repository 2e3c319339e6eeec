// Hadoop Configuration semantics (Configuration.Parser, loadProperty, substituteVars).
#include "parse/hadoop_conf.h"

#include <gtest/gtest.h>

#include "parse/text_file.h"
#include "support/test_support.h"

namespace schedlint {
namespace hadoop_conf_test {

struct Loaded {
  HadoopConf conf;
  std::vector<ReadingIssue> issues;
};

Loaded load(const std::string& xml, HadoopVersion version = {3, 3}) {
  Loaded out;
  auto doc = XmlDocument::parse(text_file_from_memory("site.xml", xml));
  for (const auto& p : read_conf_properties(doc, version, out.issues)) {
    out.conf.load(p, &out.issues);
  }
  return out;
}

std::string value_of(const HadoopConf& conf, const std::string& name) {
  const ConfProperty* p = conf.find(name);
  return p ? conf.expand(*p).text : "<unset>";
}

TEST(HadoopConf, TrimsNamesButNotValues) {
  auto l = load(
      "<configuration><property><name> a.b </name><value> 5 </value></property>"
      "</configuration>");
  ASSERT_NE(l.conf.find("a.b"), nullptr);
  EXPECT_EQ(*l.conf.find("a.b")->value, " 5 ");
}

TEST(HadoopConf, LaterDuplicateWinsAndIsReported) {
  auto l = load(testing::conf_xml({{"x", "1"}, {"x", "2"}}));
  EXPECT_EQ(value_of(l.conf, "x"), "2");
  ASSERT_EQ(l.issues.size(), 1u);
  EXPECT_EQ(l.issues[0].kind, ReadingIssueKind::kDuplicateSetting);
  EXPECT_EQ(l.issues[0].loc.line, 3);
  EXPECT_EQ(l.issues[0].description,
            "'x' is set more than once (also at line 2); this later value wins");
}

TEST(HadoopConf, FinalEarlierValueBlocksLaterOnes) {
  auto l = load(
      "<configuration>\n"
      "<property><name>x</name><value>1</value><final>true</final></property>\n"
      "<property><name>x</name><value>2</value></property>\n"
      "</configuration>\n");
  EXPECT_EQ(value_of(l.conf, "x"), "1");
  ASSERT_EQ(l.issues.size(), 1u);
  EXPECT_EQ(l.issues[0].loc.line, 3);
  EXPECT_EQ(l.issues[0].description,
            "'x' is set again, but it is final at line 2: Hadoop ignores this value");
}

TEST(HadoopConf, FinalMustBeExactlyTrue) {
  auto l = load(
      "<configuration>\n"
      "<property><name>x</name><value>1</value><final>TRUE</final></property>\n"
      "<property><name>x</name><value>2</value></property>\n"
      "</configuration>\n");
  EXPECT_EQ(value_of(l.conf, "x"), "2");
  EXPECT_EQ(testing::of_kind(l.issues, ReadingIssueKind::kIgnoredValue).size(), 1u);
}

TEST(HadoopConf, EmptyValueLeavesTheEarlierValueInForce) {
  auto l = load(
      "<configuration>\n"
      "<property><name>x</name><value>1</value></property>\n"
      "<property><name>x</name><value></value></property>\n"
      "</configuration>\n");
  EXPECT_EQ(value_of(l.conf, "x"), "1");
  ASSERT_EQ(l.issues.size(), 1u);
  EXPECT_EQ(l.issues[0].description,
            "'x' is set more than once (also at line 2); this empty value does not replace the "
            "earlier one");
}

TEST(HadoopConf, PropertyWithoutNameIsIgnored) {
  auto l = load("<configuration>\n<property><value>1</value></property>\n</configuration>\n");
  EXPECT_TRUE(l.conf.properties().empty());
  ASSERT_EQ(l.issues.size(), 1u);
  EXPECT_EQ(l.issues[0].description, "<property> without a <name>: Hadoop ignores it");
  EXPECT_EQ(l.issues[0].loc.line, 2);
}

TEST(HadoopConf, AttributeFormIsReadFromHadoop3Only) {
  const std::string xml = "<configuration><property name=\"x\" value=\"7\"/></configuration>";
  EXPECT_EQ(value_of(load(xml, {3, 3}).conf, "x"), "7");
  EXPECT_EQ(value_of(load(xml, {2, 7}).conf, "x"), "<unset>");
}

TEST(HadoopConf, PropertiesAreFoundAtAnyDepthIn3AndOnlyUnderConfigurationIn27) {
  const std::string xml =
      "<configuration><group><property><name>x</name><value>1</value></property></group>"
      "<configuration><property><name>y</name><value>2</value></property></configuration>"
      "</configuration>";
  auto v3 = load(xml, {3, 3});
  EXPECT_EQ(value_of(v3.conf, "x"), "1");
  EXPECT_EQ(value_of(v3.conf, "y"), "2");
  auto v27 = load(xml, {2, 7});
  EXPECT_EQ(value_of(v27.conf, "x"), "<unset>");  // <group> is read as a property without name
  EXPECT_EQ(value_of(v27.conf, "y"), "2");
}

TEST(HadoopConf, TheStreamingReaderCameWith29On2xAnd30On3x) {
  // HADOOP-14216 replaced Configuration's DOM reader with a StAX loop on trunk (3.0.0-alpha4)
  // and on branch-2 (2.9.0): a <property> nested in another element is read from 2.9 on; 2.8's
  // DOM reader still takes <group> itself for a property (without a name) and skips its child.
  const std::string xml =
      "<configuration><group><property><name>x</name><value>1</value></property></group>"
      "</configuration>";
  EXPECT_EQ(value_of(load(xml, {2, 8}).conf, "x"), "<unset>");
  EXPECT_EQ(value_of(load(xml, {2, 9}).conf, "x"), "1");
  EXPECT_EQ(value_of(load(xml, {2, 10}).conf, "x"), "1");
  EXPECT_EQ(value_of(load(xml, {3, 0}).conf, "x"), "1");
  // The attribute form (HADOOP-6964, trunk only) did not come with it.
  const std::string compact = "<configuration><property name=\"y\" value=\"2\"/></configuration>";
  EXPECT_EQ(value_of(load(compact, {2, 10}).conf, "y"), "<unset>");
  EXPECT_EQ(value_of(load(compact, {3, 0}).conf, "y"), "2");
}

TEST(HadoopConf, ExpandsVariablesFromOtherProperties) {
  auto l = load(testing::conf_xml({{"base", "/data"}, {"dir", "${base}/yarn"}}));
  EXPECT_EQ(value_of(l.conf, "dir"), "/data/yarn");
}

TEST(HadoopConf, UnresolvedVariablesStayLiteral) {
  auto l = load(testing::conf_xml({{"dir", "${user.name}/x"}}));
  const ExpandedValue v = l.conf.expand(*l.conf.find("dir"));
  EXPECT_EQ(v.text, "${user.name}/x");
  EXPECT_EQ(v.unresolved, std::vector<std::string>{"user.name"});
}

TEST(HadoopConf, SelfReferenceYieldsTheOriginalValue) {
  auto l = load(testing::conf_xml({{"a", "x${a}"}}));
  const ExpandedValue v = l.conf.expand(*l.conf.find("a"));
  EXPECT_EQ(v.text, "x${a}");
  EXPECT_FALSE(v.too_deep);
}

TEST(HadoopConf, SubstitutionDeeperThanTwentyIsFlagged) {
  std::vector<std::pair<std::string, std::string>> chain;
  for (int i = 0; i < 25; ++i)
    chain.push_back({"v" + std::to_string(i), "${v" + std::to_string(i + 1) + "}"});
  chain.push_back({"v25", "end"});
  auto l = load(testing::conf_xml(chain));
  EXPECT_TRUE(l.conf.expand(*l.conf.find("v0")).too_deep);
  EXPECT_EQ(l.conf.expand(*l.conf.find("v10")).text, "end");  // 15 substitutions
}

TEST(HadoopConf, BracesWithSpacesAreNotVariables) {
  auto l = load(testing::conf_xml({{"a", "${not a var}"}, {"b", "${}"}}));
  EXPECT_EQ(value_of(l.conf, "a"), "${not a var}");
  EXPECT_EQ(value_of(l.conf, "b"), "${}");
}

}  // namespace hadoop_conf_test
}  // namespace schedlint
