#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_am_over_am_limit_test {

using testing::run_rule;

constexpr const char* kRule = "wl-am-over-am-limit";

constexpr const char* kCapacity = R"(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>30</value></property>
</configuration>
)";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

// One workload in root.etl: its AM, and one role of `role_mb` MB and `vcores` vcores.
std::string workload(int64_t am_mb, int64_t role_mb, int64_t vcores = 1,
                     const std::string& extra = "") {
  return fmt::format(
      "workloads:\n  - name: job\n    queue: etl\n    am: {{memory-mb: {}}}\n    roles:\n"
      "      - {{name: task, memory-mb: {}, vcores: {}{}}}\n",
      am_mb, role_mb, vcores, extra);
}

TEST(WlAmOverAmLimit, TheFairSchedulerNeverStartsIt) {
  const std::string yarn_site =
      "<configuration><property><name>yarn.resourcemanager.scheduler.class</name><value>"
      "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value>"
      "</property></configuration>\n";
  const std::string fair =
      "<allocations>\n  <queue name=\"etl\"><maxResources>8192 mb, 8 vcores</maxResources>"
      "<maxAMShare>0.5</maxAMShare></queue>\n</allocations>\n";
  const auto f = run_rule({{"yarn-site.xml", yarn_site},
                           {"fair-scheduler.xml", fair},
                           {"nodes.yaml", kNodes},
                           {"workloads.yaml", workload(5120, 1024)}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[0].message,
            "job's AM container 5120 MB, 1 vcores is larger than root.etl's AM limit "
            "4096 MB, 4 vcores even when it is the only active queue: the FairScheduler "
            "never starts its applications (they stay ACCEPTED)");
}

}  // namespace wl_am_over_am_limit_test
}  // namespace schedlint
