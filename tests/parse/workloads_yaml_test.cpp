// workloads.yaml: the entries as written, and every deviation from its shape refused at its line.
#include <gtest/gtest.h>

#include "parse/input_error.h"
#include "support/test_support.h"

namespace schedlint {
namespace workloads_yaml_test {

constexpr const char* kCapacity = R"(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>30</value></property>
</configuration>
)";

Model load_workloads(const std::string& yaml) {
  return testing::load_files({{"capacity-scheduler.xml", kCapacity}, {"workloads.yaml", yaml}});
}

// The InputError a workloads.yaml raises, as "line: message".
std::string refusal(const std::string& yaml) {
  try {
    load_workloads(yaml);
  } catch (const InputError& e) {
    return std::to_string(e.loc().line) + ": " + e.what();
  }
  return "accepted";
}

TEST(WorkloadsYaml, ReadsRolesAsWrittenWithTheirLines) {
  const Model model = load_workloads(R"(workloads:
  - name: nightly-etl
    queue: root.etl
    user: etl
    concurrency: 3
    am: {memory-mb: 1536, vcores: 1}
    roles:
      - name: map
        memory-mb: 3072
        heap-mb: 2458
        max-concurrent: 200
        total: 2000
      - {name: reduce, memory-mb: 6144, vcores: 2, resources: {yarn.io/gpu: 1}}
)");
  ASSERT_EQ(model.workloads.size(), 1u);
  const Workload& w = model.workloads[0];
  EXPECT_EQ(w.name, "nightly-etl");
  EXPECT_EQ(w.queue, "root.etl");
  EXPECT_EQ(w.queue_loc.line, 3);
  EXPECT_EQ(w.user, "etl");
  EXPECT_EQ(w.concurrency, 3);
  EXPECT_EQ(w.framework, Framework::kRoles);
  EXPECT_EQ(w.am.request, Resource(1536, 1));
  EXPECT_EQ(w.am.loc.line, 6);
  ASSERT_EQ(w.roles.size(), 2u);
  EXPECT_EQ(w.roles[0].name, "map");
  EXPECT_EQ(w.roles[0].request, Resource(3072, 1));  // vcores default to 1
  EXPECT_EQ(w.roles[0].heap_mb, 2458);
  EXPECT_EQ(w.roles[0].max_concurrent, 200);
  EXPECT_EQ(w.roles[0].total, 2000);
  EXPECT_EQ(w.roles[0].loc.line, 8);
  EXPECT_EQ(w.roles[1].request.get("yarn.io/gpu"), 1);
  EXPECT_EQ(w.roles[1].request.vcores(), 2);
}

TEST(WorkloadsYaml, KeepsNegativeAndZeroMemoryForTheRulesToJudge) {
  const Model model = load_workloads(R"(workloads:
  - name: launcher
    queue: etl
    am: {memory-mb: 0}
    roles:
      - {name: map, memory-mb: -1}
)");
  EXPECT_EQ(model.workloads[0].am.request.memory_mb(), 0);
  EXPECT_EQ(model.workloads[0].roles[0].request.memory_mb(), -1);
}

TEST(WorkloadsYaml, RefusesAShapeItDoesNotKnowAtItsLine) {
  EXPECT_EQ(refusal("workloads:\n  - name: a\n    queue: etl\n    am: {memory-mb: 1024}\n    "
                    "roles:\n      - {name: map, memory-mb: 4g}\n"),
            "6: 'memory-mb' must be an integer, got '4g'");
  EXPECT_EQ(refusal("workloads:\n  - name: a\n    queue: etl\n    roles: []\n"),
            "2: workloads[0] (a) lists roles: but no am: (the application master's container)");
  EXPECT_EQ(refusal("workloads:\n  - name: a\n    queue: etl\n"),
            "2: workloads[0] (a) says neither roles: nor a framework (spark:, mapreduce:, tez:, "
            "hive:, flink:)");
  EXPECT_EQ(refusal("workloads:\n  - name: a\n    queue: etl\n    am: {memory-mb: 1}\n    roles: "
                    "[]\n    spark: {}\n"),
            "2: workloads[0] (a) has both roles and spark: give exactly one");
  EXPECT_EQ(refusal("workloads:\n  - name: a\n    queue: etl\n    am: {memory-mb: 1}\n    "
                    "roles: []\n  - name: a\n    queue: etl\n    am: {memory-mb: 1}\n    roles: "
                    "[]\n"),
            "6: workload 'a' is defined twice");
  EXPECT_EQ(refusal("workloads:\n  - name: a\n    queue: etl\n    spark: {deploy-mode: yarn}\n"),
            "4: deploy-mode 'yarn': expected cluster or client");
}

TEST(WorkloadsYaml, SuggestsTheKeyMeant) {
  const std::string r = refusal(
      "workloads:\n  - name: a\n    queue: etl\n    am: {memory-mb: 1024}\n    roles:\n      - "
      "{name: map, memory_mb: 1024}\n");
  EXPECT_EQ(r.substr(0, 2), "6:");
  EXPECT_NE(r.find("memory-mb"), std::string::npos) << r;
}

TEST(WorkloadsYaml, AFrameworkConfNamingNoInputIsRefusedAtItsLine) {
  EXPECT_EQ(refusal("workloads:\n  - name: a\n    queue: etl\n    spark:\n      conf: "
                    "/etc/spark/spark-defaults.conf\n"),
            "5: conf: /etc/spark/spark-defaults.conf is not a spark configuration among the "
            "inputs: give it as an input too (a file named on the command line, or in the "
            "folder)");
}

}  // namespace workloads_yaml_test
}  // namespace schedlint
