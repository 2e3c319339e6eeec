#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_max_am_share_above_one_test {

using testing::run_rule;

constexpr const char* kRule = "fs-max-am-share-above-one";

TEST(FsMaxAmShareAboveOne, FiresOnAPercentageWrittenAsAFraction) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="etl"><maxAMShare>50</maxAMShare></queue>
  <queueMaxAMShareDefault>1.5</queueMaxAMShareDefault>
</allocations>
)"}},
                          kRule);
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].queue, "root.etl");
}

TEST(FsMaxAmShareAboveOne, SilentForFractionsAndTheDisabledValue) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="etl"><maxAMShare>1.0</maxAMShare></queue>
  <queue name="adhoc"><maxAMShare>-1</maxAMShare></queue>
</allocations>
)"}},
                       kRule)
                  .empty());
}

}  // namespace fs_max_am_share_above_one_test
}  // namespace schedlint
