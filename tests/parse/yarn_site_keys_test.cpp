// yarn-site keys of the scheduler's namespaces: which release line reads which key, at each
// boundary of the table in src/parse/yarn_site_keys.cpp. The expectations are written from the
// JIRAs that added or removed each key (named beside it), not read back from the table.
#include <map>
#include <string>

#include <gtest/gtest.h>

#include "parse/yarn_site_keys.h"

namespace schedlint {
namespace yarn_site_keys_test {

// The first release of each branch that reads a key (kNone: none on that branch), and the first
// that no longer does.
constexpr int kNone = 1000;
struct Reads {
  int two_from;
  int three_from;
  int two_until = kNone;
  int three_until = kNone;
  bool in(const HadoopVersion& v) const {
    return v.major == 3 ? v.minor >= three_from && v.minor < three_until
                        : v.minor >= two_from && v.minor < two_until;
  }
};

HadoopVersion line(int major, int minor) {
  return *HadoopVersion::parse(std::to_string(major) + "." + std::to_string(minor));
}

TEST(YarnSiteKeys, EachKeyIsReadFromItsFirstReleaseOn) {
  const std::map<std::string, Reads> keys{
      {"yarn.scheduler.minimum-allocation-mb", {7, 0}},
      {"yarn.resourcemanager.scheduler.monitor.enable", {7, 0}},
      {"yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor", {7, 0}},
      {"yarn.scheduler.increment-allocation-vcores", {7, 0}},
      // YARN-4390 (2.8.0)
      {"yarn.resourcemanager.monitor.capacity.preemption.select_based_on_reserved_containers",
       {8, 0}},
      // YARN-4270 (2.8.0)
      {"yarn.scheduler.fair.reservable-nodes", {8, 0}},
      // YARN-2009, in branch-2.8
      {"yarn.resourcemanager.monitor.capacity.preemption.intra-queue-preemption.enabled", {8, 0}},
      // YARN-3635 (2.9.0, 3.0.0)
      {"yarn.scheduler.queue-placement-rules", {9, 0}},
      // YARN-5035: in 2.8.5's FairSchedulerConfiguration
      {"yarn.scheduler.fair.dynamic.max.assign", {8, 0}},
      // FairSchedulerConfiguration.EVENT_LOG_DIR is "eventlog.dir", outside the namespace
      {"yarn.scheduler.fair.event-log-dir", {kNone, kNone}},
      // YARN-5734: the configuration mutation API, merged into 2.9.0 and 3.1.0
      {"yarn.scheduler.configuration.store.class", {9, 1}},
      // YARN-6840 (3.1.0, 2.10.0)
      {"yarn.scheduler.configuration.zk-store.parent-path", {10, 1}},
      // YARN-8379
      {"yarn.resourcemanager.monitor.capacity.preemption."
       "preemption-to-balance-queue-after-satisfied.enabled",
       {10, 1}},
      // YARN-8292: not in 3.1.2's CapacitySchedulerConfiguration
      {"yarn.resourcemanager.monitor.capacity.preemption.conservative-drf", {kNone, 2}},
      // YARN-7117 (3.1.0)
      {"yarn.resourcemanager.monitor.capacity.queue-management.monitoring-interval", {kNone, 1}},
      // YARN-10625, after 3.3.0: 3.3 taken to read it (a doubtful boundary stays silent)
      {"yarn.scheduler.fair.am.preemption", {kNone, 3}},
      // YARN-9537 (3.3.0): per queue, by the queue's full name
      {"yarn.scheduler.fair.am.preemption.root.default", {kNone, 3}},
      {"yarn.scheduler.fair.am.preemption.root.etl.hourly-jobs", {kNone, 3}},
      // YARN-8016 (3.1.0); 2.10 taken to read it
      {"yarn.scheduler.queue-placement-rules.app-name", {10, 1}},
      // YARN-11026 (3.4.0); 3.3 taken to read it
      {"yarn.scheduler.app-placement-allocator.class", {kNone, 3}},
      // The fs2cs converter (3.3.0)
      {"yarn.scheduler.fair.migration.mode", {kNone, 3}},
      // Removed by the FairScheduler preemption rewrite, YARN-4752 (2.9.0, 3.0.0)
      {"yarn.scheduler.fair.preemptionInterval", {7, 0, 9, 0}},
      // FairSchedulerEventLog removed by YARN-7524 (3.0.1, 3.1.0): the 3.0 line is 3.0.3
      {"yarn.scheduler.fair.event-log-enabled", {7, 0, kNone, 0}},
  };
  for (const HadoopVersion& v : supported_hadoop_lines()) {
    for (const auto& [key, reads] : keys) {
      EXPECT_EQ(yarn_site_key_not_read(key, v).has_value(), !reads.in(v))
          << key << " read as Hadoop " << v.to_string();
    }
  }
}

TEST(YarnSiteKeys, AKeyOfAnotherReleaseSaysWhichReleasesReadIt) {
  EXPECT_EQ(yarn_site_key_not_read("yarn.scheduler.configuration.store.class", line(3, 0)),
            "yarn.scheduler.configuration.store.class is read from Hadoop 2.9 and 3.1 on; "
            "Hadoop 3.0 ignores it");
  EXPECT_EQ(yarn_site_key_not_read("yarn.scheduler.fair.am.preemption", line(2, 10)),
            "yarn.scheduler.fair.am.preemption is read from Hadoop 3.3 on; Hadoop 2.10 ignores it");
  EXPECT_EQ(yarn_site_key_not_read("yarn.scheduler.fair.preemptionInterval", line(3, 0)),
            "yarn.scheduler.fair.preemptionInterval is no longer read from Hadoop 2.9 on; Hadoop "
            "3.0 ignores it");
}

TEST(YarnSiteKeys, ATypoNamesTheReleaseAndTheClosestKeyItReads) {
  EXPECT_EQ(
      yarn_site_key_not_read(
          "yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factr", line(3, 3)),
      "yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factr is not a "
      "scheduler property of Hadoop 3.3: Hadoop ignores it (did you mean "
      "'yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor'?)");
  EXPECT_EQ(yarn_site_key_not_read("yarn.scheduler.maximum-allocation-vcore", line(2, 7)),
            "yarn.scheduler.maximum-allocation-vcore is not a scheduler property of Hadoop 2.7: "
            "Hadoop ignores it (did you mean 'yarn.scheduler.maximum-allocation-vcores'?)");
  // Only keys of the release analyzed are suggested: 2.7 has no dynamic.max.assign.
  EXPECT_EQ(yarn_site_key_not_read("yarn.scheduler.fair.dynamic.max.asign", line(2, 7)),
            "yarn.scheduler.fair.dynamic.max.asign is not a scheduler property of Hadoop 2.7: "
            "Hadoop ignores it");
  EXPECT_EQ(yarn_site_key_not_read("yarn.scheduler.fair.dynamic.max.asign", line(2, 8)),
            "yarn.scheduler.fair.dynamic.max.asign is not a scheduler property of Hadoop 2.8: "
            "Hadoop ignores it (did you mean 'yarn.scheduler.fair.dynamic.max.assign'?)");
}

TEST(YarnSiteKeys, PatternPartsMatchOneSegment) {
  // HAUtil: the per-RM address of HA setups.
  EXPECT_FALSE(yarn_site_key_not_read("yarn.resourcemanager.scheduler.address.rm1", line(3, 3)));
  EXPECT_TRUE(yarn_site_key_not_read("yarn.resourcemanager.scheduler.address.", line(3, 3)));
  EXPECT_TRUE(yarn_site_key_not_read("yarn.resourcemanager.scheduler.address.a.b", line(3, 3)));
}

TEST(YarnSiteKeys, AQueuePathPartMatchesTheRestOfTheKey) {
  // FSAppAttempt asks for yarn.scheduler.fair.am.preemption.<its queue's full name>.
  EXPECT_FALSE(yarn_site_key_not_read("yarn.scheduler.fair.am.preemption.root.a.b.c", line(3, 4)));
  EXPECT_EQ(yarn_site_key_not_read("yarn.scheduler.fair.am.preemption.root.a", line(3, 2)),
            "yarn.scheduler.fair.am.preemption.root.a is read from Hadoop 3.3 on; Hadoop 3.2 "
            "ignores it");
  // A queue's full name starts at root and has no empty part.
  EXPECT_TRUE(yarn_site_key_not_read("yarn.scheduler.fair.am.preemption.default", line(3, 3)));
  EXPECT_TRUE(yarn_site_key_not_read("yarn.scheduler.fair.am.preemption.root", line(3, 3)));
  EXPECT_TRUE(yarn_site_key_not_read("yarn.scheduler.fair.am.preemption.root.", line(3, 3)));
  EXPECT_TRUE(yarn_site_key_not_read("yarn.scheduler.fair.am.preemption.root.a..b", line(3, 3)));
  EXPECT_TRUE(yarn_site_key_not_read("yarn.scheduler.fair.am.preemption.root.a.", line(3, 3)));
}

TEST(YarnSiteKeys, OnlyTheSchedulerNamespacesAreJudged) {
  EXPECT_TRUE(in_yarn_site_scheduler_namespace("yarn.scheduler.fair.preemption"));
  EXPECT_TRUE(in_yarn_site_scheduler_namespace("yarn.resourcemanager.scheduler.class"));
  EXPECT_TRUE(in_yarn_site_scheduler_namespace("yarn.resourcemanager.monitor.anything"));
  EXPECT_FALSE(in_yarn_site_scheduler_namespace("yarn.scheduler.capacity.root.queues"));
  EXPECT_FALSE(in_yarn_site_scheduler_namespace("yarn.resource-types.gpu.maximum-allocation"));
  EXPECT_FALSE(in_yarn_site_scheduler_namespace("yarn.resourcemanager.hostname"));
  EXPECT_FALSE(in_yarn_site_scheduler_namespace("yarn.schedulerx"));
}

TEST(YarnSiteKeys, CapacityKeysOutsideTheCapacityFileFollowTheCapacityTable) {
  EXPECT_FALSE(capacity_key_not_read("yarn.scheduler.capacity.root.a.b.capacity", line(3, 3)));
  EXPECT_FALSE(capacity_key_not_read("yarn.scheduler.capacity.node-locality-delay", line(2, 7)));
  EXPECT_EQ(capacity_key_not_read("yarn.scheduler.capacity.root.a.max-parallel-apps", line(3, 2)),
            "yarn.scheduler.capacity.root.a.max-parallel-apps is read from Hadoop 3.3 on; Hadoop "
            "3.2 ignores it");
  EXPECT_EQ(capacity_key_not_read("yarn.scheduler.capacity.root.a.b.user-limit-factr", line(3, 3)),
            "yarn.scheduler.capacity.root.a.b.user-limit-factr is not a CapacityScheduler "
            "property: Hadoop ignores it (did you mean "
            "'yarn.scheduler.capacity.root.a.b.user-limit-factor'?)");
  EXPECT_EQ(capacity_key_not_read("yarn.scheduler.capacity.node-locality-dealy", line(3, 3)),
            "yarn.scheduler.capacity.node-locality-dealy is not a CapacityScheduler property: "
            "Hadoop ignores it (did you mean 'yarn.scheduler.capacity.node-locality-delay'?)");
  EXPECT_FALSE(capacity_key_not_read("yarn.scheduler.fair.preemption", line(3, 3)));
}

TEST(YarnSiteKeys, HostileKeysAreJudgedWithoutHarm) {
  // Each is reported as unknown, and none crashes.
  const std::string dots = "yarn.scheduler.capacity.root" + std::string(200000, '.');
  EXPECT_TRUE(capacity_key_not_read(dots, line(3, 3)));
  std::string levels = "yarn.scheduler.capacity.root";
  for (int i = 0; i < 20000; ++i)
    levels += ".capacity";
  EXPECT_TRUE(capacity_key_not_read(levels + "x", line(3, 3)));
  EXPECT_TRUE(yarn_site_key_not_read("yarn.scheduler." + std::string(100000, 'x'), line(3, 3)));
  EXPECT_TRUE(yarn_site_key_not_read(std::string("yarn.scheduler.\0\xff<x>", 20), line(3, 3)));
}

}  // namespace yarn_site_keys_test
}  // namespace schedlint
