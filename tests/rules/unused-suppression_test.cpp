#include <gtest/gtest.h>

#include "rules/registry.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace unused_suppression_test {

using testing::conf_xml;

// etl's maximum equals its capacity (cs-no-elasticity fires on line `line` + 1 when the comment is
// on `line`); the comment is the suppression under test.
std::string with_comment(const std::string& comment) {
  return "<configuration>\n"
         "  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value>"
         "</property>\n"
         "  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value>"
         "</property>\n"
         "  " +
         comment +
         "\n"
         "  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>80"
         "</value></property>\n"
         "  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value>"
         "</property>\n"
         "</configuration>\n";
}

// The findings of `ids` run together (the suppression rules judge what the others found).
std::vector<Finding> run(const std::string& xml, const std::vector<std::string>& ids) {
  std::vector<const Rule*> rules;
  for (const std::string& id : ids)
    rules.push_back(find_rule(id));
  const Model model = testing::load_files({{"capacity-scheduler.xml", xml}});
  return run_rules(rules, model, AnalysisOptions{}, RuleSelection{}, testing::FakeProver{})
      .findings;
}

std::vector<Finding> of(const std::vector<Finding>& all, const std::string& rule) {
  return testing::of_rule(all, rule);
}

TEST(UnusedSuppression, AMisspeltRuleIdSilencesNothingAndGetsADidYouMean) {
  const auto f = of(run(with_comment("<!-- schedlint:disable cs-no-elasticty -- sized for one job "
                                     "-->"),
                        {"cs-no-elasticity", "unused-suppression"}),
                    "unused-suppression");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_EQ(f[0].message,
            "this suppression silences nothing: 'cs-no-elasticty' is not a schedlint rule (did "
            "you mean 'cs-no-elasticity'?)");
}

TEST(UnusedSuppression, SilentWhenItSilencesAFinding) {
  const auto all = run(with_comment("<!-- schedlint:disable cs-no-elasticity -- sized for one job "
                                    "-->"),
                       {"cs-no-elasticity", "unused-suppression"});
  EXPECT_TRUE(all.empty());  // the finding silenced, and the suppression used
}

TEST(UnusedSuppression, FiresWhenItsRuleRanAndFoundNothingThere) {
  // The comment sits before adhoc's capacity, where cs-no-elasticity finds nothing.
  std::string xml = with_comment("");
  xml.insert(xml.find("  <property><name>yarn.scheduler.capacity.root.adhoc.capacity"),
             "  <!-- schedlint:disable cs-no-elasticity -- adhoc is sized for one job -->\n");
  const auto all = run(xml, {"cs-no-elasticity", "unused-suppression"});
  ASSERT_EQ(of(all, "unused-suppression").size(), 1u);
  EXPECT_EQ(of(all, "unused-suppression")[0].message,
            "this suppression silences nothing: no finding of cs-no-elasticity is left where it "
            "applies; remove it");
  EXPECT_EQ(of(all, "cs-no-elasticity").size(), 1u);  // etl's finding is not covered
}

TEST(UnusedSuppression, NotJudgedWhenItsRuleDidNotRun) {
  // --disable cs-no-elasticity, say: that it silenced nothing says nothing.
  EXPECT_TRUE(run(with_comment("<!-- schedlint:disable cs-no-elasticity -- sized for one job -->"),
                  {"unused-suppression"})
                  .empty());
}

TEST(UnusedSuppression, ASuppressEntryOfSchedlintYamlIsJudgedToo) {
  Model model = testing::load_files({{"capacity-scheduler.xml", with_comment("")}});
  Suppression entry;
  entry.from_config = true;
  entry.rules = {"cs-no-elasticity"};
  entry.queue = "root.adhoc";
  entry.reason = "adhoc is sized for one job";
  entry.comment = {".schedlint.yaml", 3, 5};
  model.suppressions.push_back(entry);
  const auto all = run_rules({find_rule("cs-no-elasticity"), find_rule("unused-suppression")},
                             model, AnalysisOptions{}, RuleSelection{}, testing::FakeProver{})
                       .findings;
  const auto f = of(all, "unused-suppression");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, ".schedlint.yaml");
  EXPECT_EQ(f[0].loc.line, 3);
}

}  // namespace unused_suppression_test
}  // namespace schedlint
