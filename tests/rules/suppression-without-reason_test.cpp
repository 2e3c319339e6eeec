#include <gtest/gtest.h>

#include "rules/registry.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace suppression_without_reason_test {

constexpr const char* kRule = "suppression-without-reason";

std::vector<Finding> run(const std::string& comment) {
  return testing::run_rule(
      {{"capacity-scheduler.xml",
        "<configuration>\n  " + comment +
            "\n  <property><name>yarn.scheduler.capacity.root.queues</name><value>a</value>"
            "</property>\n</configuration>\n"}},
      kRule);
}

TEST(SuppressionWithoutReason, FiresForACommentThatDoesNotSayWhy) {
  const auto f = run("<!-- schedlint:disable parse-unknown-property -->");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_EQ(f[0].loc.line, 2);
  EXPECT_EQ(f[0].message,
            "this suppression gives no reason: end it with `-- why the finding is acceptable`");
}

TEST(SuppressionWithoutReason, SilentWhenItSaysWhy) {
  EXPECT_TRUE(
      run("<!-- schedlint:disable parse-unknown-property -- read by our plugin -->").empty());
  EXPECT_TRUE(
      run("<!-- schedlint:disable parse-unknown-property reason=\"our plugin\" -->").empty());
  EXPECT_TRUE(run("<!-- an ordinary comment -->").empty());
}

TEST(SuppressionWithoutReason, FiresForASuppressEntryWithoutReason) {
  Model model = testing::load_files({{"capacity-scheduler.xml", "<configuration/>\n"}});
  Suppression entry;
  entry.from_config = true;
  entry.rules = {"cs-no-elasticity"};
  entry.comment = {".schedlint.yaml", 2, 3};
  model.suppressions.push_back(entry);
  const auto f = testing::run_rule(model, kRule, AnalysisOptions{});
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, ".schedlint.yaml");
  EXPECT_EQ(f[0].message,
            "this suppress: entry gives no reason: add `reason:` saying why the finding is "
            "acceptable");
}

}  // namespace suppression_without_reason_test
}  // namespace schedlint
