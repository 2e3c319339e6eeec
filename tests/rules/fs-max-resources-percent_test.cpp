#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_max_resources_percent_test {

using testing::run_rule;

constexpr const char* kRule = "fs-max-resources-percent";

TEST(FsMaxResourcesPercent, SilentOnAbsoluteMaximums) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="adhoc"><maxResources>65536 mb, 16 vcores</maxResources></queue>
  <queueMaxResourcesDefault>memory-mb=8192, vcores=4</queueMaxResourcesDefault>
</allocations>
)"}},
                       kRule)
                  .empty());
}

}  // namespace fs_max_resources_percent_test
}  // namespace schedlint
