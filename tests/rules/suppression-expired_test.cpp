#include <gtest/gtest.h>

#include "rules/registry.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace suppression_expired_test {

// etl's maximum equals its capacity: cs-no-elasticity fires on line 5, which the comment on
// line 4 suppresses until `expires`.
std::string config(const std::string& expires) {
  return "<configuration>\n"
         "  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value>"
         "</property>\n"
         "  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value>"
         "</property>\n"
         "  <!-- schedlint:disable cs-no-elasticity" +
         expires +
         " -- until the new nodes -->\n"
         "  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>80"
         "</value></property>\n"
         "  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value>"
         "</property>\n"
         "</configuration>\n";
}

std::vector<Finding> run(const std::string& expires, const std::string& today) {
  AnalysisOptions options;
  options.today = today;
  const Model model = testing::load_files({{"capacity-scheduler.xml", config(expires)}});
  return run_rules({find_rule("cs-no-elasticity"), find_rule("suppression-expired")}, model,
                   options, RuleSelection{}, testing::FakeProver{})
      .findings;
}

TEST(SuppressionExpired, PastItsDateItSilencesNothingAndSaysSo) {
  const auto all = run(" expires=2027-03-31", "2027-04-01");
  const auto expired = testing::of_rule(all, "suppression-expired");
  ASSERT_EQ(expired.size(), 1u);
  EXPECT_EQ(expired[0].loc.line, 4);
  EXPECT_EQ(expired[0].severity, Severity::kWarning);
  EXPECT_EQ(expired[0].message,
            "this suppression expired on 2027-03-31, so it silences nothing any more (it said: "
            "until the new nodes): fix what it silenced, or give it a new date");
  EXPECT_EQ(testing::of_rule(all, "cs-no-elasticity").size(), 1u);  // reported again
}

TEST(SuppressionExpired, SilencesThroughItsLastDay) {
  EXPECT_TRUE(run(" expires=2027-03-31", "2027-03-31").empty());
}

TEST(SuppressionExpired, ASuppressionWithoutADateNeverExpires) {
  EXPECT_TRUE(run("", "2999-01-01").empty());
}

}  // namespace suppression_expired_test
}  // namespace schedlint
