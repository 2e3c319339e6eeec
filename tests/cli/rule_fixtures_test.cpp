// Every rule fixture (tests/fixtures/rules/<rule>/<case>/) run by the built binary: each finding
// its files expect, at its line, with its exact message, and no other finding of the rules under
// test. The rule catalog test checks that each rule has a case that fires and one that does not.
#include <cctype>

#include <gtest/gtest.h>

#include "support/fixture_harness.h"

namespace schedlint {
namespace rule_fixtures_test {

using testing::FixtureCase;

class RuleFixture : public ::testing::TestWithParam<FixtureCase> {};

TEST_P(RuleFixture, FindsExactlyWhatItsFilesExpect) {
  const FixtureCase& c = GetParam();
  const testing::FixtureOutcome outcome = testing::run_fixture(c.dir, c.rule);
  EXPECT_TRUE(outcome.matches()) << outcome.report(c.dir);
}

// gtest names: the rule and the case, each character gtest does not take made '_'.
std::string case_name(const ::testing::TestParamInfo<FixtureCase>& info) {
  std::string name = info.param.rule + "__" + info.param.name;
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Rules, RuleFixture, ::testing::ValuesIn(testing::fixture_cases()),
                         case_name);

}  // namespace rule_fixtures_test
}  // namespace schedlint
