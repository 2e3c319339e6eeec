// Configuration.getInt/getLong/getFloat/getBoolean as Hadoop applies them, and the issues
// schedlint makes of values they would reject.
#include "parse/conf_values.h"

#include <gtest/gtest.h>

#include "parse/text_file.h"
#include "support/test_support.h"

namespace schedlint {
namespace conf_values_test {

struct Reader {
  HadoopConf conf;
  std::vector<ReadingIssue> issues;
  explicit Reader(const std::vector<std::pair<std::string, std::string>>& props) {
    auto doc = XmlDocument::parse(text_file_from_memory("site.xml", testing::conf_xml(props)));
    for (const auto& p : read_conf_properties(doc, {3, 3}, issues))
      conf.load(p, &issues);
  }
  const ConfProperty& p(const std::string& name) { return *conf.find(name); }
};

TEST(ConfValues, GetIntTrimsAndReadsHex) {
  Reader r({{"a", " 42 "}, {"b", "0x10"}, {"c", "-0x10"}});
  ConfValues v(r.conf, r.issues);
  EXPECT_EQ(v.get_int(r.p("a"))->value, 42);
  EXPECT_EQ(v.get_int(r.p("b"))->value, 16);
  EXPECT_EQ(v.get_int(r.p("c"))->value, -16);
  EXPECT_TRUE(r.issues.empty());
}

TEST(ConfValues, NonNumbersAreErrorsAtTheValueLine) {
  Reader r({{"x", "1"}, {"yarn.scheduler.maximum-allocation-mb", "8g"}});
  ConfValues v(r.conf, r.issues);
  EXPECT_FALSE(v.get_int(r.p("yarn.scheduler.maximum-allocation-mb")));
  ASSERT_EQ(r.issues.size(), 1u);
  EXPECT_EQ(r.issues[0].kind, ReadingIssueKind::kRejectedValue);
  EXPECT_EQ(r.issues[0].loc.line, 3);
  EXPECT_EQ(r.issues[0].description,
            "'yarn.scheduler.maximum-allocation-mb' is '8g': Hadoop reads an integer here "
            "(-2147483648 to 2147483647) and fails with NumberFormatException");
}

TEST(ConfValues, IntegersBeyondInt32AreRejectedWhereHadoopStoresAnInt) {
  Reader r({{"n", "3000000000"}, {"m", "1"}});
  ConfValues v(r.conf, r.issues);
  EXPECT_FALSE(v.get_int(r.p("n")));
  EXPECT_EQ(v.get_long(r.p("n"))->value, 3000000000);
}

TEST(ConfValues, BooleansOtherThanTrueOrFalseAreIgnoredByHadoop) {
  Reader r({{"a", "TRUE"}, {"b", " false "}, {"c", "yes"}});
  ConfValues v(r.conf, r.issues);
  EXPECT_TRUE(v.get_boolean(r.p("a"))->value);
  EXPECT_FALSE(v.get_boolean(r.p("b"))->value);
  EXPECT_FALSE(v.get_boolean(r.p("c")));
  ASSERT_EQ(r.issues.size(), 1u);
  EXPECT_EQ(r.issues[0].kind, ReadingIssueKind::kIgnoredValue);
  EXPECT_EQ(r.issues[0].description,
            "'c' is 'yes': Hadoop accepts only true or false here and silently keeps the default");
}

TEST(ConfValues, UnresolvableVariableIsReportedNotGuessed) {
  Reader r({{"n", "${undefined}"}, {"m", "1"}});
  ConfValues v(r.conf, r.issues);
  EXPECT_FALSE(v.get_int(r.p("n")));
  ASSERT_EQ(r.issues.size(), 1u);
  EXPECT_EQ(r.issues[0].kind, ReadingIssueKind::kUnresolvedVariable);
}

TEST(ConfValues, FloatsAcceptJavaSyntax) {
  Reader r({{"f", "0.5f"}, {"g", "1e-1"}});
  ConfValues v(r.conf, r.issues);
  EXPECT_EQ(v.get_float(r.p("f"))->value, 0.5f);
  EXPECT_EQ(v.get_float(r.p("g"))->value, 0.1f);
}

}  // namespace conf_values_test
}  // namespace schedlint
