// share_resource_of, the one-child path the node-loss guarantees rerun thousands of times, against
// share_resource's full pass: the same step for every child, on random levels mixing absolute,
// percentage and weight children, short and generous parents, managed or not.
#include "sched/capacity/resource_shares.h"

#include <algorithm>
#include <cmath>
#include <random>

#include <gtest/gtest.h>

namespace schedlint {
namespace resource_shares_test {

VectorEntry random_entry(std::mt19937& rng, bool allow_weight) {
  std::uniform_int_distribution<int> unit(0, allow_weight ? 2 : 1);
  std::uniform_real_distribution<double> value(0, 100);
  VectorEntry e{"memory-mb"};
  e.unit = static_cast<VectorUnit>(unit(rng));
  e.value = std::floor(value(rng) * (e.unit == VectorUnit::kAbsolute ? 100 : 1));
  return e;
}

// Equal, or both NaN (a parent with no minimum makes Hadoop divide 0 by 0 too).
bool same(double a, double b) {
  return a == b || (std::isnan(a) && std::isnan(b));
}

TEST(ResourceShares, OneChildsStepIsTheFullPasssStepOnRandomLevels) {
  std::mt19937 rng(20261127);
  std::uniform_int_distribution<int> count(1, 12);
  std::uniform_int_distribution<int64_t> amount(0, 200000);
  std::bernoulli_distribution coin(0.5);
  int compared = 0;
  for (int level = 0; level < 500; ++level) {
    ParentShareInput parent;
    parent.partition = static_cast<double>(amount(rng) + 1);
    parent.min = std::min<int64_t>(amount(rng), static_cast<int64_t>(parent.partition));
    parent.max = std::max<int64_t>(parent.min, amount(rng));
    parent.memory = coin(rng);
    parent.normalize = coin(rng);
    parent.managed = coin(rng);
    std::vector<ChildShareInput> children;
    const int n = count(rng);
    for (int c = 0; c < n; ++c) {
      ChildShareInput child;
      child.child = c * 3;  // the caller's own indices, not positions
      if (!coin(rng) || c == 0) child.min = random_entry(rng, true);
      child.max = random_entry(rng, false);
      child.memory_min = coin(rng) ? 0 : amount(rng);
      children.push_back(child);
    }
    const ResourceShares all = share_resource(parent, children);
    for (const ChildShareInput& c : children) {
      const std::optional<ShareStep> one = share_resource_of(parent, children, c.child);
      const auto full = std::find_if(all.steps.begin(), all.steps.end(),
                                     [&](const ShareStep& s) { return s.child == c.child; });
      ASSERT_EQ(one.has_value(), full != all.steps.end()) << "level " << level;
      if (!one) continue;
      EXPECT_TRUE(same(one->minimum, full->minimum)) << "level " << level << " child " << c.child;
      EXPECT_TRUE(same(one->maximum, full->maximum)) << "level " << level << " child " << c.child;
      EXPECT_TRUE(same(one->computed, full->computed)) << "level " << level << " child " << c.child;
      ++compared;
    }
  }
  EXPECT_GT(compared, 1500);
  EXPECT_FALSE(share_resource_of({}, {}, 0).has_value());
}

}  // namespace resource_shares_test
}  // namespace schedlint
