#include <gtest/gtest.h>

#include "diff/finding_diff.h"

namespace schedlint {
namespace finding_diff_test {

Finding finding(std::string file, int line, std::string message, std::string rule = "cs-x") {
  Finding f;
  f.rule = std::move(rule);
  f.severity = Severity::kError;
  f.message = std::move(message);
  f.loc = {std::move(file), line, 3};
  f.queue = "root.a";
  return f;
}

const std::vector<InputFile> kOld{{"origin/main:conf/capacity-scheduler.xml", InputKind::kCapacity},
                                  {"origin/main:conf/yarn-site.xml", InputKind::kYarnSite}};
const std::vector<InputFile> kNew{{"conf/my-capacity.xml", InputKind::kCapacity},
                                  {"conf/yarn-site.xml", InputKind::kYarnSite}};

// The same problem read from a git revision and from the work tree, on another line, with other
// numbers: unchanged. A problem about another property is new, and the one it replaces fixed.
TEST(FindingDiff, MatchesByIdentityWhateverTheLinesNumbersAndWhereEachVersionWasRead) {
  std::vector<Finding> before{finding("origin/main:conf/capacity-scheduler.xml", 12,
                                      "capacity 40 (see origin/main:conf/yarn-site.xml:7)"),
                              finding("origin/main:conf/capacity-scheduler.xml", 20, "sum is 90")};
  before[0].about = "yarn.scheduler.capacity.root.a.capacity";
  before[1].about = "yarn.scheduler.capacity.root.a.maximum-capacity";
  std::vector<Finding> after{finding("conf/my-capacity.xml", 14, "capacity 45"),
                             finding("conf/my-capacity.xml", 22, "sum is 95")};
  after[0].about = "yarn.scheduler.capacity.root.a.capacity";
  after[1].about = "yarn.scheduler.capacity.root.a.user-limit-factor";
  const FindingChanges c = compare_findings(before, kOld, after, kNew);
  ASSERT_EQ(c.unchanged.size(), 1u);
  EXPECT_EQ(c.unchanged[0].loc.file, "conf/my-capacity.xml");  // as the new version reports it
  EXPECT_EQ(c.unchanged[0].message, "capacity 45");
  ASSERT_EQ(c.added.size(), 1u);
  EXPECT_EQ(c.added[0].message, "sum is 95");
  ASSERT_EQ(c.fixed.size(), 1u);
  EXPECT_EQ(c.fixed[0].message, "sum is 90");
}

// The second occurrence of a property is another finding than the first.
TEST(FindingDiff, TellsOccurrencesApart) {
  Finding first = finding("origin/main:conf/capacity-scheduler.xml", 3, "set twice");
  Finding second = first;
  second.occurrence = 1;
  Finding now = first;
  now.loc.file = "conf/my-capacity.xml";
  const FindingChanges c = compare_findings({first, second}, kOld, {now}, kNew);
  ASSERT_EQ(c.unchanged.size(), 1u);
  ASSERT_EQ(c.fixed.size(), 1u);
  EXPECT_EQ(c.fixed[0].occurrence, 1);
}

// Two identical findings before and one after: one is fixed.
TEST(FindingDiff, CountsEachFindingOnce) {
  const Finding f = finding("origin/main:conf/capacity-scheduler.xml", 1, "same");
  Finding g = f;
  g.loc.file = "conf/my-capacity.xml";
  const FindingChanges c = compare_findings({f, f}, kOld, {g}, kNew);
  EXPECT_EQ(c.unchanged.size(), 1u);
  EXPECT_EQ(c.fixed.size(), 1u);
  EXPECT_TRUE(c.added.empty());
}

}  // namespace finding_diff_test
}  // namespace schedlint
