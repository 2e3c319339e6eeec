#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_container_over_queue_max_test {

using testing::run_rule;

constexpr const char* kRule = "wl-container-over-queue-max";

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

TEST(WlContainerOverQueueMax, BesideTheAmIsAnErrorAndOneUsersLimitAWarning) {
  // etl may use 70% of 262144 MB (183500); with user-limit-factor 1 one user gets its
  // guarantee alone: 70%, the same. A user-limit-factor of 0.1 holds one user to 18350.
  const std::string yarn_site =
      "<configuration><property><name>yarn.scheduler.maximum-allocation-mb</name><value>65536"
      "</value></property></configuration>\n";
  const std::string capped = std::string(kCapacity).replace(
      std::string(kCapacity).find("</configuration>"), 16,
      "  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>70</value>"
      "</property>\n  <property><name>yarn.scheduler.capacity.root.etl.user-limit-factor</name>"
      "<value>0.1</value></property>\n</configuration>");
  const auto f = run_rule({{"yarn-site.xml", yarn_site},
                           {"capacity-scheduler.xml", capped},
                           {"nodes.yaml", kNodes},
                           {"workloads.yaml", workload(2048, 20480)}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_NE(f[0].message.find("does not fit in one user's limit in root.etl beside the AM"),
            std::string::npos)
      << f[0].message;
}

}  // namespace wl_container_over_queue_max_test
}  // namespace schedlint
