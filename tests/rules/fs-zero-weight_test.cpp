#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_zero_weight_test {

using testing::run_rule;

constexpr const char* kRule = "fs-zero-weight";

TEST(FsZeroWeight, FiresAtTheWeight) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="batch">
    <minResources>1024 mb, 1 vcores</minResources>
    <weight>0</weight>
  </queue>
</allocations>
)"}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.batch");
}

TEST(FsZeroWeight, SilentForSmallPositiveWeights) {
  EXPECT_TRUE(
      run_rule(
          {{"fair-scheduler.xml",
            "<allocations><queue name=\"batch\"><weight>0.01</weight></queue></allocations>\n"}},
          kRule)
          .empty());
}

}  // namespace fs_zero_weight_test
}  // namespace schedlint
