// Which release line reads which key, element and default, at each boundary: the release before a
// key arrives flags it ("is read from Hadoop X on; Hadoop Y ignores it"), the release after reads
// it. The expectations are written from Hadoop's source of each release (the class and JIRA are
// in src/model/release_facts.cpp), not from schedlint's table: the table has to agree with them.
#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "model/release_facts.h"
#include "parse/fair_parser.h"
#include "parse/hadoop_conf.h"
#include "parse/scheduler_choice.h"
#include "parse/text_file.h"
#include "parse/xml_document.h"
#include "parse/yarn_site.h"
#include "support/test_support.h"

namespace schedlint {
namespace release_boundaries_test {

// The first release of each branch that reads a key: 2.x minor and 3.x minor (kNone: no such
// release on that branch).
constexpr int kNone = -1;
struct FirstRead {
  int two;
  int three;
  bool read_by(const HadoopVersion& v) const {
    return v.major == 3 ? three != kNone && v.minor >= three : two != kNone && v.minor >= two;
  }
};

std::string fixture(const std::string& name) {
  std::ifstream in(testing::source_dir() + "/tests/data/releases/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The keys flagged as read only from a later release.
std::set<std::string> flagged_keys(const std::string& xml, const HadoopVersion& version) {
  std::vector<ReadingIssue> issues;
  testing::read_capacity_xml(xml, version, issues);
  std::set<std::string> keys;
  for (const ReadingIssue& i : testing::of_kind(issues, ReadingIssueKind::kUnknownProperty)) {
    const size_t end = i.description.find(" is read from Hadoop ");
    if (end != std::string::npos) keys.insert(i.description.substr(0, end));
  }
  return keys;
}

void expect_boundaries(const std::string& file, const std::map<std::string, FirstRead>& keys) {
  const std::string xml = fixture(file);
  for (const HadoopVersion& v : supported_hadoop_lines()) {
    std::set<std::string> expected;
    for (const auto& [key, first] : keys) {
      if (!first.read_by(v)) expected.insert("yarn.scheduler.capacity." + key);
    }
    EXPECT_EQ(flagged_keys(xml, v), expected) << file << " read as Hadoop " << v.to_string();
  }
}

TEST(ReleaseBoundaries, KeysA210ClusterReadsAreReadFrom28Or29On) {
  // Every key here is read by 2.9.x and 2.10.x (and 3.x): none may be reported as ignored there.
  expect_boundaries(
      "capacity-scheduler-2.10.xml",
      {
          {"global-queue-max-application", {9, 0}},                      // YARN-5545
          {"rack-locality-full-reset", {8, 0}},                          // YARN-4287 (2.8.0)
          {"rack-locality-additional-delay", {9, 0}},                    // YARN-6344
          {"lazy-preemption-enabled", {8, 0}},                           // YARN-4108
          {"per-node-heartbeat.maximum-offswitch-assignments", {8, 0}},  // YARN-4963
          {"per-node-heartbeat.multiple-assignments-enabled", {9, 0}},   // YARN-4161
          {"schedule-asynchronously.maximum-threads", {9, 0}},           // YARN-5716
          {"ordering-policy.priority-utilization.underutilized-preemption.enabled",
           {9, 0}},                                                          // YARN-5864
          {"root.prod.priority", {9, 0}},                                    // YARN-5864
          {"root.prod.maximum-application-lifetime", {9, 0}},                // YARN-6600
          {"root.prod.default-application-lifetime", {9, 0}},                // YARN-6600
          {"root.prod.default-application-priority", {8, 0}},                // YARN-2003
          {"root.prod.acl_application_max_priority", {9, 0}},                // YARN-3955
          {"root.adhoc.user-settings.alice.weight", {8, 0}},                 // YARN-5892 (2.8.2)
          {"root.adhoc.intra-queue-preemption.disable_preemption", {8, 0}},  // YARN-7813 (2.8.4)
          {"root.adhoc.ordering-policy", {8, 0}},                            // YARN-3463
          {"root.adhoc.ordering-policy.fair.enable-size-based-weight", {8, 0}},
      });
}

TEST(ReleaseBoundaries, KeysOfThe3xLinesAndTheirBackports) {
  expect_boundaries("capacity-scheduler-3.x.xml",
                    {
                        // YARN-8212: 3.0.3 and 3.1.1, never on branch-2.
                        {"schedule-asynchronously.maximum-pending-backlogs", {kNone, 0}},
                        // 3.1.1; 3.0.3, the last 3.0 release, does not read it.
                        {"application.fail-fast", {kNone, 1}},
                        {"root.ml.auto-create-child-queue.enabled", {kNone, 1}},  // YARN-7117
                        {"multi-node-placement-enabled",
                         {kNone, 2}},  // YARN-7494
                                       // YARN-9760: in the changelogs of 2.10.0, 3.1.4 and 3.2.2.
                        {"workflow-priority-mappings", {10, 1}},
                        // YARN-9730: 3.1.4 and 3.2.2 (2.10 by the JIRA's backport).
                        {"root.etl.ordering-policy.exclusive-enforced-partitions", {10, 1}},
                        {"root.ml.maximum-allocation", {kNone, 3}},  // YARN-9116 (3.3.0)
                        {"root.etl.max-parallel-apps", {kNone, 3}},  // YARN-9930 (3.3.1)
                        {"skip-allocate-on-nodes-with-reserved-containers", {kNone, 4}},
                    });
}

TEST(ReleaseBoundaries, TheMessageNamesTheFirstReleaseOfEachBranch) {
  const std::string xml = fixture("capacity-scheduler-2.10.xml");
  std::vector<ReadingIssue> issues;
  testing::read_capacity_xml(xml, {2, 8}, issues);
  const auto unknown = testing::of_kind(issues, ReadingIssueKind::kUnknownProperty);
  auto message_of = [&](const std::string& key) {
    for (const ReadingIssue& i : unknown)
      if (i.description.starts_with("yarn.scheduler.capacity." + key + " ")) return i.description;
    return std::string("none");
  };
  // Read by 2.9, 2.10 and every 3.x: "from 2.9", with the line where the property is.
  EXPECT_EQ(message_of("root.prod.maximum-application-lifetime"),
            "yarn.scheduler.capacity.root.prod.maximum-application-lifetime is read from Hadoop "
            "2.9 on; Hadoop 2.8 ignores it");
  testing::read_capacity_xml(fixture("capacity-scheduler-3.x.xml"), {2, 9}, issues);
  bool found = false;
  for (const ReadingIssue& i : testing::of_kind(issues, ReadingIssueKind::kUnknownProperty)) {
    if (i.description.starts_with("yarn.scheduler.capacity.workflow-priority-mappings ")) {
      EXPECT_EQ(i.description,
                "yarn.scheduler.capacity.workflow-priority-mappings is read from Hadoop 2.10 and "
                "3.1 on; Hadoop 2.9 ignores it");
      EXPECT_EQ(i.loc.line, 18);
      found = true;
    }
  }
  EXPECT_TRUE(found);
}

TEST(ReleaseBoundaries, ParentOrderingPoliciesAreReadFrom29) {
  // YARN-5864 gave ParentQueue an ordering policy: 2.8 ignores it, 2.9 reads it.
  const std::string xml =
      testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                         {"yarn.scheduler.capacity.root.ordering-policy", "priority-utilization"},
                         {"yarn.scheduler.capacity.root.a.capacity", "50"},
                         {"yarn.scheduler.capacity.root.b.capacity", "50"}});
  for (const HadoopVersion& v : supported_hadoop_lines()) {
    std::vector<ReadingIssue> issues;
    const CapacityConfig config = testing::read_capacity_xml(xml, v, issues);
    const bool read = v.major == 3 || v.minor >= 9;
    EXPECT_EQ(config.queues.at(0).settings.ordering_policy.has_value(), read) << v.to_string();
    // 2.7 reads no ordering-policy key at all; 2.8 reads it for leaves only.
    EXPECT_EQ(testing::of_kind(issues, ReadingIssueKind::kIgnoredValue).size(),
              (v == HadoopVersion{2, 8}) ? 1u : 0u)
        << v.to_string();
  }
}

std::set<std::string> flagged_elements(const HadoopVersion& version) {
  const TextFile file{"fair-scheduler.xml", fixture("fair-scheduler.xml")};
  const XmlDocument doc = XmlDocument::parse(file);
  std::vector<ReadingIssue> issues;
  parse_fair_config(doc, version, {"memory-mb", "vcores"}, issues);
  std::set<std::string> elements;
  for (const ReadingIssue& i : testing::of_kind(issues, ReadingIssueKind::kUnknownElement)) {
    if (i.description.find(" is read from Hadoop ") == std::string::npos) continue;
    elements.insert(i.description.substr(0, i.description.find(' ')));
  }
  return elements;
}

TEST(ReleaseBoundaries, AllocationFileElementsAtTheirFirstRelease) {
  const std::map<std::string, FirstRead> elements{
      {"<queueMaxResourcesDefault>", {8, 0}},    // YARN-2913 (2.8.0)
      {"<aclSubmitReservations>", {8, 0}},       // YARN-2575 (2.8.0)
      {"<maxChildResources>", {9, 0}},           // YARN-4702 (2.9.0)
      {"<allowPreemptionFrom>", {9, 0}},         // YARN-4462 (2.9.0; absent from 2.8.5)
      {"<maxContainerAllocation>", {kNone, 2}},  // YARN-8468 (3.2.0)
  };
  for (const HadoopVersion& v : supported_hadoop_lines()) {
    std::set<std::string> expected;
    for (const auto& [element, first] : elements) {
      if (!first.read_by(v)) expected.insert(element);
    }
    EXPECT_EQ(flagged_elements(v), expected) << "read as Hadoop " << v.to_string();
  }
}

TEST(ReleaseBoundaries, MaximumAllocationVcoresDefaultsTo32Only27) {
  // yarn-default.xml: 32 in 2.7.7, 4 from 2.8.0 (YARN-3823), on every later line.
  const HadoopConf none;
  for (const HadoopVersion& v : supported_hadoop_lines()) {
    std::vector<ReadingIssue> issues;
    const ClusterSettings c = read_cluster_settings(none, v, SchedulerType::kCapacity, issues);
    EXPECT_EQ(c.maximum_allocation_vcores.value, (v == HadoopVersion{2, 7}) ? 32 : 4)
        << v.to_string();
    EXPECT_EQ(c.maximum_allocation_mb.value, 8192);
    EXPECT_EQ(c.minimum_allocation_mb.value, 1024);
    EXPECT_EQ(c.minimum_allocation_vcores.value, 1);
  }
}

TEST(ReleaseBoundaries, ResourceTypesFrom210And30) {
  // ResourceUtils: YARN-3926 (3.0.0), backported to 2.10 by YARN-8200; 2.9 has no resource types.
  HadoopConf conf;
  const std::string xml = testing::conf_xml({{"yarn.resource-types", "yarn.io/gpu"}});
  const XmlDocument doc = XmlDocument::parse({"yarn-site.xml", xml});
  std::vector<ReadingIssue> read_issues;
  for (const ConfProperty& p : read_conf_properties(doc, {3, 3}, read_issues))
    conf.load(p, nullptr);
  for (const HadoopVersion& v : supported_hadoop_lines()) {
    std::vector<ReadingIssue> issues;
    const ClusterSettings c = read_cluster_settings(conf, v, SchedulerType::kCapacity, issues);
    const bool read = v.major == 3 || v.minor >= 10;
    EXPECT_EQ(c.resource_types.size(), read ? 1u : 0u) << v.to_string();
    EXPECT_EQ(testing::of_kind(issues, ReadingIssueKind::kIgnoredValue).size(), read ? 0u : 1u)
        << v.to_string();
  }
}

TEST(ReleaseBoundaries, PerTypeAllocationLimitsFrom210And30) {
  // ResourceUtils reads yarn.resource-types.<type>.maximum-allocation over the scheduler key
  // wherever it exists: 3.0 on and 2.10 (YARN-8200).
  HadoopConf conf;
  const std::string xml =
      testing::conf_xml({{"yarn.scheduler.maximum-allocation-mb", "8192"},
                         {"yarn.resource-types.memory-mb.maximum-allocation", "16384"}});
  const XmlDocument doc = XmlDocument::parse({"yarn-site.xml", xml});
  std::vector<ReadingIssue> read_issues;
  for (const ConfProperty& p : read_conf_properties(doc, {3, 3}, read_issues))
    conf.load(p, nullptr);
  for (const HadoopVersion& v : supported_hadoop_lines()) {
    std::vector<ReadingIssue> issues;
    const ClusterSettings c = read_cluster_settings(conf, v, SchedulerType::kCapacity, issues);
    const bool read = v.major == 3 || v.minor >= 10;
    EXPECT_EQ(c.maximum_allocation_mb.value, read ? 16384 : 8192) << v.to_string();
  }
}

TEST(ReleaseFacts, EveryFactNamesItsSourceAndARelease) {
  for (const ReleaseFactRow& row : release_facts()) {
    if (row.fact == ReleaseFact::kEveryRelease) continue;
    EXPECT_FALSE(row.what.empty());
    EXPECT_FALSE(row.source.empty()) << row.what;
    // Some supported line lacks the fact, and some has it: otherwise it is no boundary.
    const auto lines = supported_hadoop_lines();
    EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [&](const HadoopVersion& v) {
      return has(v, row.fact);
    })) << row.what;
    EXPECT_FALSE(std::all_of(lines.begin(), lines.end(), [&](const HadoopVersion& v) {
      return has(v, row.fact);
    })) << row.what;
  }
}

}  // namespace release_boundaries_test
}  // namespace schedlint
