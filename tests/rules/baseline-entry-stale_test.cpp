#include <gtest/gtest.h>

#include "model/fingerprint.h"
#include "rules/registry.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace baseline_entry_stale_test {

using testing::conf_xml;

// etl's maximum equals its capacity: one cs-no-elasticity finding.
const std::string kCapacity = conf_xml({{"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
                                        {"yarn.scheduler.capacity.root.etl.capacity", "80"},
                                        {"yarn.scheduler.capacity.root.etl.maximum-capacity", "80"},
                                        {"yarn.scheduler.capacity.root.adhoc.capacity", "20"}});

std::string baseline(const std::string& fingerprint, int count) {
  return "{\n  \"schedlint_baseline\": 2,\n  \"findings\": [\n    {\"rule\": \"cs-no-elasticity\", "
         "\"path\": \"capacity-scheduler.xml\", \"message\": \"m\", \"fingerprint\": \"" +
         fingerprint + "\", \"count\": " + std::to_string(count) + "}\n  ]\n}\n";
}

// The fingerprint of the one cs-no-elasticity finding, as a baseline records it.
std::string elasticity_fingerprint() {
  const auto f = testing::run_rule({{"capacity-scheduler.xml", kCapacity}}, "cs-no-elasticity");
  EXPECT_EQ(f.size(), 1u);
  return finding_fingerprint(f.at(0), f.at(0).loc.file);
}

RuleRun run(const std::string& baseline_json) {
  const Model model = testing::load_files(
      {{"capacity-scheduler.xml", kCapacity}, {"schedlint-baseline.json", baseline_json}});
  return run_rules({find_rule("cs-no-elasticity"), find_rule("baseline-entry-stale")}, model,
                   AnalysisOptions{}, RuleSelection{}, testing::FakeProver{});
}

TEST(BaselineEntryStale, AMatchedEntryHidesItsFindingAndIsNotStale) {
  EXPECT_TRUE(run(baseline(elasticity_fingerprint(), 1)).findings.empty());
}

TEST(BaselineEntryStale, AnEntryMatchingNothingIsReportedOnceAtItsLine) {
  const RuleRun r = run(baseline("0123456789abcdef", 1));
  const auto stale = testing::of_rule(r.findings, "baseline-entry-stale");
  ASSERT_EQ(stale.size(), 1u);
  EXPECT_EQ(stale[0].severity, Severity::kInfo);
  EXPECT_EQ(stale[0].loc.line, 4);
  EXPECT_EQ(stale[0].message,
            "1 baseline entry matches no finding any more (fixed, or changed): write the baseline "
            "again with --write-baseline to prune it");
  EXPECT_EQ(testing::of_rule(r.findings, "cs-no-elasticity").size(), 1u);  // not accepted
}

TEST(BaselineEntryStale, ACountAboveWhatIsFoundLeavesTheRestStale) {
  const RuleRun r = run(baseline(elasticity_fingerprint(), 3));
  EXPECT_TRUE(testing::of_rule(r.findings, "cs-no-elasticity").empty());
  const auto stale = testing::of_rule(r.findings, "baseline-entry-stale");
  ASSERT_EQ(stale.size(), 1u);
  ASSERT_EQ(stale[0].details.size(), 1u);
  EXPECT_NE(stale[0].details[0].find(" x2 (cs-no-elasticity: m)"), std::string::npos)
      << stale[0].details[0];
}

}  // namespace baseline_entry_stale_test
}  // namespace schedlint
