#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_rounding_waste_test {

using testing::run_rule;

constexpr const char* kRule = "wl-rounding-waste";

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

TEST(WlRoundingWaste, TenPercentOrMoreIsAWarningLessAnInfo) {
  // Spark's 4g executor, 4505 MB: 615 MB of 5120 (12.0%), and 12 per 64 GB node instead of 14.
  const auto f = run_rule({{"capacity-scheduler.xml", kCapacity},
                           {"nodes.yaml", kNodes},
                           {"workloads.yaml", workload(2048, 4505)}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_EQ(f[0].message,
            "job's task asks for 4505 MB and is granted 5120 MB: 615 MB (12.0%) of each "
            "container is never used");
  EXPECT_EQ(f[0].details[1],
            "a node of group w holds 12 of them instead of the 14 their requests add up to");
  // The same executor on the FairScheduler with an increment of 512: 4608, 103 MB (2.2%): info.
  const std::string yarn_site =
      "<configuration><property><name>yarn.resourcemanager.scheduler.class</name><value>"
      "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value>"
      "</property><property><name>yarn.scheduler.increment-allocation-mb</name><value>512"
      "</value></property></configuration>\n";
  const auto fair =
      run_rule({{"yarn-site.xml", yarn_site},
                {"fair-scheduler.xml", "<allocations><queue name=\"etl\"/></allocations>"},
                {"nodes.yaml", kNodes},
                {"workloads.yaml", workload(2048, 4505)}},
               kRule);
  ASSERT_EQ(fair.size(), 1u);
  EXPECT_EQ(fair[0].severity, Severity::kInfo);
  EXPECT_EQ(fair[0].message,
            "job's task asks for 4505 MB and is granted 4608 MB: 103 MB (2.2%) of each container "
            "is never used");
}

TEST(WlRoundingWaste, TheMapReduceAmDefaultIsRoundedUpByAQuarter) {
  const auto f = run_rule({{"capacity-scheduler.xml", kCapacity},
                           {"nodes.yaml", kNodes},
                           {"workloads.yaml", workload(1536, 2048)}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message,
            "job's AM asks for 1536 MB and is granted 2048 MB: 512 MB (25.0%) of each container "
            "is never used");
}

}  // namespace wl_rounding_waste_test
}  // namespace schedlint
