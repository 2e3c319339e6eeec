// fs-root-max-resources-caps-cluster: what its fixtures
// (tests/fixtures/rules/fs-root-max-resources-caps-cluster/) do not show.
#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_root_max_resources_caps_cluster_test {

using testing::run_rule;

constexpr const char* kRule = "fs-root-max-resources-caps-cluster";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 32}\n";

// A percentage is of the whole cluster (AllocationFileQueueParser / ConfigurableResource), so
// 50% on root caps the cluster at half of itself, in every release that reads percentages (2.9+).
TEST(FsRootMaxResourcesCapsCluster, APercentageOnRootCapsTheClusterAtThatShare) {
  for (const char* version : {"2.10", "3.3"}) {
    const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="root"><maxResources>50%</maxResources><queue name="etl"/></queue>
</allocations>
)"},
                             {"nodes.yaml", kNodes}},
                            kRule, version);
    ASSERT_EQ(f.size(), 1u) << version;
    EXPECT_EQ(f[0].queue, "root");
    EXPECT_NE(f[0].message.find("at 131072 MB (50.0%), 64 vc (50.0%)"), std::string::npos)
        << f[0].message;
  }
}

// A root maximum at or above the cluster in every resource caps nothing today.
TEST(FsRootMaxResourcesCapsCluster, SilentWhenRootsMaximumHoldsTheCluster) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="root"><maxResources>300000 mb, 128 vcores</maxResources><queue name="etl"/></queue>
</allocations>
)"},
                        {"nodes.yaml", kNodes}},
                       kRule)
                  .empty());
}

// One resource below the cluster is enough: vcores run out first.
TEST(FsRootMaxResourcesCapsCluster, FiresWhenOneResourceIsBelowTheCluster) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="root"><maxResources>300000 mb, 100 vcores</maxResources><queue name="etl"/></queue>
</allocations>
)"},
                           {"nodes.yaml", kNodes}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 2);
}

}  // namespace fs_root_max_resources_caps_cluster_test
}  // namespace schedlint
