// The CapacityScheduler key space as CapacitySchedulerConfiguration reads it.
#include "parse/capacity_parser.h"

#include <optional>

#include <gtest/gtest.h>

#include "support/test_support.h"

namespace schedlint {
namespace capacity_parser_test {

using Props = std::vector<std::pair<std::string, std::string>>;

struct Parsed {
  CapacityConfig config;
  std::vector<ReadingIssue> issues;
  const CapacityQueueSettings& q(const std::string& path) const {
    const int i = config.queues.index_of(path);
    EXPECT_GE(i, 0) << path;
    return config.queues.at(i).settings;
  }
  std::vector<std::string> messages(std::optional<ReadingIssueKind> kind = std::nullopt) const {
    std::vector<std::string> out;
    for (const auto& issue : issues) {
      if (!kind || issue.kind == *kind) out.push_back(issue.description);
    }
    return out;
  }
};

// Properties are written with the yarn.scheduler.capacity. prefix added to names that start with
// "root" or a lowercase global key; property i sits on line i + 2.
Parsed parse(const Props& props, HadoopVersion version = {3, 3}) {
  Props full;
  for (const auto& [k, v] : props) {
    full.push_back({k.rfind("yarn.", 0) == 0 ? k : "yarn.scheduler.capacity." + k, v});
  }
  Parsed p;
  p.config = testing::read_capacity_xml(testing::conf_xml(full), version, p.issues);
  return p;
}

std::vector<std::string> paths(const CapacityConfig& c) {
  std::vector<std::string> out;
  for (int i : c.queues.preorder())
    out.push_back(c.queues.at(i).path);
  return out;
}

TEST(CapacityParser, BuildsTheHierarchyFromQueuesKeys) {
  // Names are split on ',' and trimmed (CapacitySchedulerConfiguration.getQueues).
  const Parsed p = parse({{"root.queues", " a ,b, c"},
                          {"root.a.queues", "a1,a2"},
                          {"root.a.capacity", "50"},
                          {"root.b.capacity", "30"},
                          {"root.c.capacity", "20"}});
  EXPECT_EQ(paths(p.config), (std::vector<std::string>{"root", "root.a", "root.a.a1", "root.a.a2",
                                                       "root.b", "root.c"}));
  EXPECT_TRUE(p.issues.empty()) << ::testing::PrintToString(p.messages());
  const auto& a1 = p.config.queues.at(p.config.queues.index_of("root.a.a1"));
  EXPECT_EQ(a1.loc.line, 3);  // declared by root.a.queues
  EXPECT_TRUE(a1.is_leaf());
}

TEST(CapacityParser, MissingRootQueuesStopsTheResourceManager) {
  const Parsed p = parse({{"maximum-applications", "100"}});
  ASSERT_EQ(p.issues.size(), 1u);
  EXPECT_EQ(p.issues[0].kind, ReadingIssueKind::kRootQueuesMissing);
}

TEST(CapacityParser, From34ARootThatCreatesItsChildrenMayListNone) {
  // CapacitySchedulerQueueManager.parseQueue (YARN-10918).
  const Props props{{"root.auto-queue-creation-v2.enabled", "true"}};
  EXPECT_TRUE(parse(props, {3, 4}).issues.empty());
  // 3.3 knows neither the v2 key nor the exemption.
  EXPECT_EQ(
      testing::of_kind(parse(props, {3, 3}).issues, ReadingIssueKind::kRootQueuesMissing).size(),
      1u);
}

TEST(CapacityParser, InvalidQueueListsAreErrors) {
  const Parsed p = parse({{"root.queues", "a, ,b,a,x.y"}});
  EXPECT_EQ(p.messages(ReadingIssueKind::kRejectedValue),
            (std::vector<std::string>{
                "root.queues lists an empty queue name", "queue 'a' is listed twice in root.queues",
                "queue name 'x.y' in root.queues contains '.': queue paths are dot-separated, so "
                "Hadoop cannot address it"}));
}

TEST(CapacityParser, ReadsTheThreeCapacitySyntaxes) {
  const Parsed p = parse({{"root.queues", "a,b,c"},
                          {"root.a.capacity", " 12.5 "},
                          {"root.b.capacity", "[memory=10Gi,vcores=4]"},
                          {"root.c.capacity", "2w"}},
                         {3, 4});
  EXPECT_TRUE(p.issues.empty()) << ::testing::PrintToString(p.messages());
  const auto& a = p.q("root.a").partitions.at("").capacity->value;
  EXPECT_EQ(a.mode, CapacityMode::kPercentage);
  EXPECT_FLOAT_EQ(a.percent, 12.5f);
  const auto& b = p.q("root.b").partitions.at("").capacity->value;
  EXPECT_EQ(b.mode, CapacityMode::kAbsolute);
  EXPECT_EQ(b.resource, Resource(10240, 4));
  const auto& c = p.q("root.c").partitions.at("").capacity->value;
  EXPECT_EQ(c.mode, CapacityMode::kWeight);
  EXPECT_FLOAT_EQ(c.weight, 2.0f);
}

TEST(CapacityParser, AbsoluteUnitsConvertAsUnitsConversionUtil) {
  const Parsed p = parse({{"root.queues", "a,b"},
                          {"root.a.capacity", "[memory=10G,vcores=2]"},  // 10^10 bytes in MiB
                          {"root.b.capacity", "[memory=1048576Ki,vcores=1]"}});
  EXPECT_EQ(p.q("root.a").partitions.at("").capacity->value.resource.memory_mb(), 9536);
  EXPECT_EQ(p.q("root.b").partitions.at("").capacity->value.resource.memory_mb(), 1024);
}

TEST(CapacityParser, WeightCapacitiesNeedHadoop34) {
  const Parsed p = parse({{"root.queues", "a"}, {"root.a.capacity", "2w"}}, {3, 3});
  EXPECT_EQ(p.messages(),
            std::vector<std::string>{
                "yarn.scheduler.capacity.root.a.capacity is '2w': weight capacities are "
                "read from Hadoop 3.4 on; Hadoop 3.3 fails with NumberFormatException"});
  EXPECT_EQ(p.issues[0].loc.line, 3);
}

TEST(CapacityParser, AbsoluteCapacitiesNeedHadoop31) {
  const Parsed p =
      parse({{"root.queues", "a"}, {"root.a.capacity", "[memory=1024,vcores=1]"}}, {2, 9});
  EXPECT_EQ(testing::of_kind(p.issues, ReadingIssueKind::kRejectedValue).size(), 1u);
}

TEST(CapacityParser, CapacitiesOutOfRangeAreRejectedAsHadoopDoes) {
  const Parsed p = parse({{"root.queues", "a,b,c"},
                          {"root.a.capacity", "120"},
                          {"root.b.maximum-capacity", "150"},  // not range-checked by Hadoop
                          {"root.c.accessible-node-labels.x.capacity", "-1"},
                          {"root.c.capacity", "abc"}});
  EXPECT_EQ(p.messages(),
            (std::vector<std::string>{
                "Illegal capacity of 120 for queue root.a",
                "Illegal capacity of -1 for node-label=x in queue=root.c, valid capacity should in "
                "range of [0, 100].",
                "yarn.scheduler.capacity.root.c.capacity is 'abc': Hadoop reads a percentage here "
                "and fails with NumberFormatException"}));
  EXPECT_FLOAT_EQ(p.q("root.b").partitions.at("").maximum_capacity->value.percent, 150.0f);
}

TEST(CapacityParser, MaximumCapacityMinusOneMeansUnset) {
  const Parsed p = parse({{"root.queues", "a"}, {"root.a.maximum-capacity", "-1"}});
  EXPECT_FLOAT_EQ(p.q("root.a").partitions.at("").maximum_capacity->value.percent, 100.0f);
}

TEST(CapacityParser, UnknownKeysGetADidYouMean) {
  const Parsed p = parse({{"root.queues", "default"},
                          {"root.default.maximum-capacty", "100"},
                          {"maximum-am-resource-precent", "0.2"},
                          {"root.default.accessible-node-labels.gpu.capacty", "10"},
                          {"default.user-limit-factor", "2"},
                          {"capacity", "10"}});
  EXPECT_EQ(p.messages(ReadingIssueKind::kUnknownProperty),
            (std::vector<std::string>{
                "yarn.scheduler.capacity.root.default.maximum-capacty is not a CapacityScheduler "
                "property: Hadoop ignores it (did you mean "
                "'yarn.scheduler.capacity.root.default.maximum-capacity'?)",
                "yarn.scheduler.capacity.maximum-am-resource-precent is not a CapacityScheduler "
                "property: Hadoop ignores it (did you mean "
                "'yarn.scheduler.capacity.maximum-am-resource-percent'?)",
                "yarn.scheduler.capacity.root.default.accessible-node-labels.gpu.capacty is not a "
                "CapacityScheduler property: Hadoop ignores it (did you mean "
                "'yarn.scheduler.capacity.root.default.accessible-node-labels.gpu.capacity'?)",
                "yarn.scheduler.capacity.default.user-limit-factor is not a CapacityScheduler "
                "property: Hadoop ignores it (queue paths start at root: "
                "yarn.scheduler.capacity.root.default.user-limit-factor)",
                "yarn.scheduler.capacity.capacity is not a CapacityScheduler property: Hadoop "
                "ignores it ('capacity' is a per-queue setting: write "
                "yarn.scheduler.capacity.<queue path>.capacity)"}));
  EXPECT_EQ(p.issues[0].loc.line, 3);
}

TEST(CapacityParser, KeysOfQueuesOutsideTheHierarchyAreOrphans) {
  const Parsed p = parse({{"root.queues", "a"},
                          {"root.a.capacity", "100"},
                          {"root.b.capacity", "10"},
                          {"root.b.accessible-node-labels.gpu.capacity", "10"}});
  EXPECT_EQ(p.messages(ReadingIssueKind::kUndeclaredQueueProperty),
            (std::vector<std::string>{
                "yarn.scheduler.capacity.root.b.capacity is for queue root.b, which is not in the "
                "hierarchy (no parent's .queues lists it): Hadoop ignores it",
                "yarn.scheduler.capacity.root.b.accessible-node-labels.gpu.capacity is for queue "
                "root.b, which is not in the hierarchy (no parent's .queues lists it): Hadoop "
                "ignores it"}));
  EXPECT_EQ(p.issues[0].queue, "root.b");
  EXPECT_FALSE(p.issues[0].queue_may_be_auto_created);
}

TEST(CapacityParser, KeysOfQueuesAParentMayAutoCreateAreOnlyInfo) {
  const Parsed p = parse({{"root.queues", "p"},
                          {"root.p.queues", "x"},
                          {"root.p.auto-create-child-queue.enabled", "true"},
                          {"root.p.alice.maximum-applications", "10"}});
  const auto orphans = testing::of_kind(p.issues, ReadingIssueKind::kUndeclaredQueueProperty);
  ASSERT_EQ(orphans.size(), 1u);
  EXPECT_TRUE(orphans[0].queue_may_be_auto_created);
}

TEST(CapacityParser, KeysNewerThanTheVersionAreUnknownToIt) {
  const Parsed p = parse({{"root.queues", "a"}, {"root.a.auto-queue-creation-v2.enabled", "true"}});
  EXPECT_EQ(p.messages(),
            std::vector<std::string>{
                "yarn.scheduler.capacity.root.a.auto-queue-creation-v2.enabled is read "
                "from Hadoop 3.4 on; Hadoop 3.3 ignores it"});
}

TEST(CapacityParser, TemplateKeysAreReadLikeQueueKeys) {
  const Parsed p = parse({{"root.queues", "p"},
                          {"root.p.auto-create-child-queue.enabled", "true"},
                          {"root.p.leaf-queue-template.capacity", "10"},
                          {"root.p.leaf-queue-template.maximum-capacty", "10"}});
  ASSERT_TRUE(p.q("root.p").leaf_queue_template);
  EXPECT_FLOAT_EQ(p.q("root.p").leaf_queue_template->partitions.at("").capacity->value.percent,
                  10.0f);
  EXPECT_EQ(p.messages(ReadingIssueKind::kUnknownProperty).size(), 1u);
}

TEST(CapacityParser, LabelledSettingsAreKeptPerPartition) {
  const Parsed p = parse({{"root.queues", "a"},
                          {"root.a.accessible-node-labels", "gpu, ,fast"},
                          {"root.a.accessible-node-labels.gpu.capacity", "100"},
                          {"root.a.accessible-node-labels.gpu.maximum-capacity", "100"},
                          {"root.a.accessible-node-labels.gpu.maximum-am-resource-percent", "0.5"},
                          {"root.a.default-node-label-expression", " gpu "}});
  EXPECT_TRUE(p.issues.empty()) << ::testing::PrintToString(p.messages());
  const auto& a = p.q("root.a");
  EXPECT_EQ(a.accessible_node_labels->value, (std::vector<std::string>{"gpu", "fast"}));
  EXPECT_FLOAT_EQ(a.partitions.at("gpu").capacity->value.percent, 100.0f);
  EXPECT_FLOAT_EQ(a.partitions.at("gpu").maximum_am_resource_percent->value, 0.5f);
  EXPECT_EQ(a.default_node_label_expression->value, "gpu");
}

TEST(CapacityParser, LabelKeyWithoutPropertyCrashesTheResourceManager) {
  const Parsed p = parse({{"root.queues", "a"}, {"root.a.accessible-node-labels.gpu", "100"}});
  ASSERT_EQ(p.issues.size(), 1u);
  EXPECT_EQ(p.issues[0].description,
            "yarn.scheduler.capacity.root.a.accessible-node-labels.gpu names label 'gpu' with "
            "nothing after it: the ResourceManager fails to start "
            "(StringIndexOutOfBoundsException)");
}

TEST(CapacityParser, StateMustBeRunningOrStopped) {
  const Parsed p = parse({{"root.queues", "a,b,c"},
                          {"root.a.state", "stopped"},
                          {"root.b.state", "DRAINING"},
                          {"root.c.state", "RUNNING "}});
  EXPECT_EQ(p.q("root.a").state->value, QueueState::kStopped);
  EXPECT_EQ(p.messages().size(),
            2u);  // DRAINING, and "RUNNING " (QueueState.valueOf does not trim)
}

TEST(CapacityParser, QueueMappingsAreParsedAndMalformedOnesRejected) {
  const Parsed p =
      parse({{"root.queues", "a"}, {"queue-mappings", "u:alice:a, g:eng:root.a ,x:y,u:bob"}});
  ASSERT_EQ(p.config.global.queue_mappings.size(), 2u);
  EXPECT_EQ(p.config.global.queue_mappings[1].type, 'g');
  EXPECT_EQ(p.config.global.queue_mappings[1].queue, "root.a");
  EXPECT_EQ(p.messages(),
            (std::vector<std::string>{
                "Illegal queue mapping x:y: expected u:<user>:<queue> or g:<group>:<queue>; the "
                "ResourceManager fails to start",
                "Illegal queue mapping u:bob: expected u:<user>:<queue> or g:<group>:<queue>; the "
                "ResourceManager fails to start"}));
}

TEST(CapacityParser, OrderingPolicyDependsOnQueueKindAndVersion) {
  const Props props{{"root.queues", "p"},
                    {"root.p.queues", "l"},
                    {"root.p.ordering-policy", "fifo"},
                    {"root.p.l.ordering-policy", "fair"}};
  EXPECT_EQ(
      parse(props).messages(),
      std::vector<std::string>{"yarn.scheduler.capacity.root.p.ordering-policy is 'fifo': not "
                               "an ordering policy for a parent queue in Hadoop 3.3 (it fails to "
                               "construct it)"});
  // Before 2.9 (YARN-5864) a parent has no ordering policy: the value is ignored, not refused.
  const Parsed old = parse(props, {2, 8});
  ASSERT_EQ(old.issues.size(), 1u);
  EXPECT_EQ(old.issues[0].kind, ReadingIssueKind::kIgnoredValue);
}

TEST(CapacityParser, ParentOrderingPolicyTakesNoClassName) {
  // getQueueOrderingPolicy knows utilization and priority-utilization, nothing else.
  const Props props{{"root.queues", "p"},
                    {"root.p.queues", "l"},
                    {"root.p.ordering-policy", "com.example.MyPolicy"}};
  EXPECT_EQ(testing::of_kind(parse(props).issues, ReadingIssueKind::kRejectedValue).size(), 1u);
  EXPECT_TRUE(parse({{"root.queues", "p"},
                     {"root.p.queues", "l"},
                     {"root.p.ordering-policy", "priority-utilization"}})
                  .issues.empty());
}

TEST(CapacityParser, LeafOrderingAliasesArriveWithYarn9730) {
  // fifo-with-partitions: YARN-9730, in 3.1.4 and 3.2.2 (lines modelled by their last release),
  // and 2.10 by its backport.
  const Props props{{"root.queues", "l"}, {"root.l.ordering-policy", "fifo-with-partitions"}};
  for (HadoopVersion v : {HadoopVersion{3, 0}, HadoopVersion{2, 9}}) {
    EXPECT_EQ(testing::of_kind(parse(props, v).issues, ReadingIssueKind::kRejectedValue).size(), 1u)
        << v.to_string();
  }
  for (HadoopVersion v : {HadoopVersion{3, 1}, HadoopVersion{3, 3}, HadoopVersion{2, 10}})
    EXPECT_TRUE(parse(props, v).issues.empty()) << v.to_string();
  // A class name is loaded with Class.forName: accepted.
  EXPECT_TRUE(
      parse({{"root.queues", "l"}, {"root.l.ordering-policy", "com.example.Policy"}}, {3, 0})
          .issues.empty());
}

TEST(CapacityParser, MinimumUserLimitPercentIsAnIntegerBefore34) {
  const Props props{{"root.queues", "a"}, {"root.a.minimum-user-limit-percent", "12.5"}};
  EXPECT_EQ(parse(props, {3, 3}).issues.size(), 1u);
  EXPECT_FLOAT_EQ(parse(props, {3, 4}).q("root.a").minimum_user_limit_percent->value, 12.5f);
}

TEST(CapacityParser, RootCapacityAndLabelsAreFixed) {
  const Parsed p =
      parse({{"root.queues", "a"}, {"root.capacity", "90"}, {"root.accessible-node-labels", "x"}});
  EXPECT_EQ(testing::of_kind(p.issues, ReadingIssueKind::kIgnoredValue).size(), 2u);
  EXPECT_TRUE(parse({{"root.queues", "a"}, {"root.capacity", "100"}}).issues.empty());
}

TEST(CapacityParser, PreemptionSettingsAreReadFromTheSchedulerConfiguration) {
  const Parsed p =
      parse({{"root.queues", "a"},
             {"yarn.resourcemanager.monitor.capacity.preemption.total_preemption_per_round", "0.5"},
             {"yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor", "1"}});
  EXPECT_FLOAT_EQ(p.config.global.preemption.total_preemption_per_round->value, 0.5f);
  EXPECT_DOUBLE_EQ(p.config.global.preemption.natural_termination_factor->value, 1.0);
}

TEST(CapacityParser, QueueNamedLikeASuffixIsStillFound) {
  const Parsed p = parse({{"root.queues", "capacity"}, {"root.capacity.capacity", "100"}});
  EXPECT_TRUE(p.issues.empty()) << ::testing::PrintToString(p.messages());
  EXPECT_FLOAT_EQ(p.q("root.capacity").partitions.at("").capacity->value.percent, 100.0f);
}

TEST(CapacityParser, AbsoluteValuesWithoutMemoryAreIgnored) {
  const Parsed p = parse({{"root.queues", "a"}, {"root.a.capacity", "[vcores=4]"}});
  EXPECT_FALSE(p.q("root.a").partitions.at("").capacity);
  EXPECT_EQ(testing::of_kind(p.issues, ReadingIssueKind::kIgnoredValue).size(), 1u);
}

// internalGetLabeledResourceRequirementForQueue per release: 3.3 trims each name (YARN-10503),
// so "[memory=16384, vcores=16]" sets 16 vcores; 3.1 looks up " vcores" and drops it.
TEST(CapacityParser, AbsoluteNamesAreTrimmedFrom33) {
  const Props props{{"root.queues", "a"}, {"root.a.capacity", "[memory=16384, vcores=16]"}};
  const Parsed v33 = parse(props, {3, 3});
  EXPECT_TRUE(v33.issues.empty()) << ::testing::PrintToString(v33.messages());
  EXPECT_EQ(v33.q("root.a").partitions.at("").capacity->value.resource, Resource(16384, 16));
  const Parsed v31 = parse(props, {3, 1});
  EXPECT_EQ(v31.q("root.a").partitions.at("").capacity->value.resource, Resource(16384, 0));
  EXPECT_EQ(testing::of_kind(v31.issues, ReadingIssueKind::kIgnoredValue).size(), 1u);
}

// 3.3 takes declared resource types by name; 3.1 only memory and vcores.
TEST(CapacityParser, AbsoluteCustomTypesFrom33) {
  const Props props{{"root.queues", "a"},
                    {"root.a.capacity", "[memory=1024,vcores=1,yarn.io/gpu=2]"}};
  auto read = [&](HadoopVersion v) {
    Parsed p;
    p.config = testing::read_capacity_xml(
        testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                           {"yarn.scheduler.capacity.root.a.capacity", props[1].second}}),
        v, p.issues, {"yarn.io/gpu"});
    return p;
  };
  const Parsed v33 = read({3, 3});
  EXPECT_EQ(v33.q("root.a").partitions.at("").capacity->value.resource.get("yarn.io/gpu"), 2);
  EXPECT_TRUE(v33.issues.empty());
  const Parsed v31 = read({3, 1});
  EXPECT_EQ(v31.q("root.a").partitions.at("").capacity->value.resource.get("yarn.io/gpu"), 0);
}

// "memory-mb", the resource type's own name: from 3.3 it passes the declared-types check and
// Resource.setResourceInformation sets it as the memory (units converted to Mi as for memory);
// 3.1 knows only "memory" and drops it, leaving no memory and so no absolute guarantee.
TEST(CapacityParser, AbsoluteMemoryMbIsTheMemoryFrom33) {
  const Props props{{"root.queues", "a"}, {"root.a.capacity", "[memory-mb=4Gi,vcores=2]"}};
  const Parsed v33 = parse(props, {3, 3});
  EXPECT_TRUE(v33.issues.empty()) << ::testing::PrintToString(v33.messages());
  EXPECT_EQ(v33.q("root.a").partitions.at("").capacity->value.resource, Resource(4096, 2));
  const Parsed v31 = parse(props, {3, 1});
  EXPECT_FALSE(v31.q("root.a").partitions.at("").capacity);
  EXPECT_EQ(testing::of_kind(v31.issues, ReadingIssueKind::kIgnoredValue).size(), 2u);
}

// An unknown unit: 3.1-3.3 fail in UnitsConversionUtil; 3.4 skips the pair.
TEST(CapacityParser, AbsoluteUnknownUnitsPerRelease) {
  const Props props{{"root.queues", "a"}, {"root.a.capacity", "[memory=16384,vcores=4x]"}};
  EXPECT_EQ(testing::of_kind(parse(props, {3, 3}).issues, ReadingIssueKind::kRejectedValue).size(),
            1u);
  const Parsed v34 = parse(props, {3, 4});
  EXPECT_TRUE(testing::of_kind(v34.issues, ReadingIssueKind::kRejectedValue).empty());
  EXPECT_EQ(v34.q("root.a").partitions.at("").capacity->value.resource, Resource(16384, 0));
}

// A fractional weight in a vector ("1.0w", TestMixedQueueResourceCalculation's
// [memory=1.0w, vcores=4]): 3.4's legacy reader of the same text (updateResourceValue) skips the
// pair for its unknown unit before it reads the number, where 3.3 fails on "1.0" first.
TEST(CapacityParser, AFractionalWeightIsSkippedIn34NotRefused) {
  const Props props{{"legacy-queue-mode.enabled", "false"},
                    {"root.queues", "a,b"},
                    {"root.a.capacity", "[memory=1.0w, vcores=4]"},
                    {"root.b.capacity", "0.5w"}};
  const Parsed v34 = parse(props, {3, 4});
  EXPECT_TRUE(testing::of_kind(v34.issues, ReadingIssueKind::kRejectedValue).empty())
      << v34.issues.front().description;
  EXPECT_EQ(parse({{"root.queues", "a"}, {"root.a.capacity", "[memory=1.0w,vcores=4]"}}, {3, 3})
                .messages(ReadingIssueKind::kRejectedValue)
                .size(),
            1u);
}

// From 3.4 the bracket syntax alone makes a queue absolute (checkConfigTypeIsAbsoluteResource):
// "[memory=0]" is an absolute capacity of none, not a missing capacity.
TEST(CapacityParser, AbsoluteWithoutMemoryStaysAbsoluteIn34) {
  const Parsed p =
      parse({{"root.queues", "a"}, {"root.a.capacity", "[memory=0,vcores=4]"}}, {3, 4});
  const auto& a = p.q("root.a").partitions.at("").capacity;
  ASSERT_TRUE(a);
  EXPECT_EQ(a->value.mode, CapacityMode::kAbsolute);
  EXPECT_EQ(a->value.resource.memory_mb(), 0);
}

// Legacy mode (the 3.4 default) reads a vector with '%' or 'w' as capacity 0: said once.
TEST(CapacityParser, CapacityVectorInLegacyModeReadsZero) {
  const Parsed p =
      parse({{"root.queues", "a"}, {"root.a.capacity", "[memory=50%,vcores=2w]"}}, {3, 4});
  EXPECT_TRUE(testing::of_kind(p.issues, ReadingIssueKind::kRejectedValue).empty());
  ASSERT_EQ(p.messages(ReadingIssueKind::kIgnoredValue).size(), 1u);
  EXPECT_NE(p.messages()[0].find("legacy-queue-mode.enabled is false"), std::string::npos);
  EXPECT_EQ(p.q("root.a").partitions.at("").capacity->value.percent, 0);
}

// Non-legacy mode: the vector is kept, and what the vector parser drops is said.
TEST(CapacityParser, NonLegacyModeKeepsTheVector) {
  const Parsed p = parse({{"legacy-queue-mode.enabled", "false"},
                          {"root.queues", "a,b"},
                          {"root.a.capacity", "[memory=50%,vcores=2w]"},
                          {"root.b.capacity", "50%"}},
                         {3, 4});
  const CapacityVector& a = p.q("root.a").partitions.at("").capacity->value.vector;
  EXPECT_EQ(a.entry("memory-mb")->unit, VectorUnit::kPercentage);
  EXPECT_EQ(a.entry("vcores")->unit, VectorUnit::kWeight);
  // "50%" is no uniform vector (and Float.parseFloat fails on it in the legacy getter).
  EXPECT_EQ(testing::of_kind(p.issues, ReadingIssueKind::kRejectedValue).size(), 1u);
}

TEST(CapacityParser, OutOfRangeNumbersAreErrors) {
  const Parsed p = parse({{"root.queues", "a,b,c"},
                          {"root.a.maximum-am-resource-percent", "10"},
                          {"root.b.user-limit-factor", "-2"},
                          {"root.c.user-limit-factor", "-1"},  // -1 means no limit
                          {"maximum-am-resource-percent", "NaN"}});
  // maximum-am-resource-percent has no range check in Hadoop: 10 is read as written
  // (cs-am-percent-out-of-range reports it).
  EXPECT_FLOAT_EQ(p.q("root.a").partitions.at("").maximum_am_resource_percent->value, 10.0f);
  EXPECT_EQ(
      p.messages(),
      (std::vector<std::string>{
          "yarn.scheduler.capacity.root.b.user-limit-factor is -2: a negative "
          "user-limit-factor (other than -1, \"no limit\") leaves every user a limit below zero",
          "'yarn.scheduler.capacity.maximum-am-resource-percent' is 'NaN': Hadoop accepts it, "
          "but no setting works with a number that is not finite"}));
  EXPECT_FLOAT_EQ(p.q("root.c").user_limit_factor->value, -1.0f);
}

TEST(CapacityParser, NestingDeeperThan64LevelsIsAnErrorNotARecursion) {
  Props props{{"root.queues", "q0"}};
  std::string path = "root.q0";
  for (int i = 1; i < 200; ++i) {
    props.push_back({path + ".queues", "q" + std::to_string(i)});
    path += ".q" + std::to_string(i);
  }
  const Parsed p = parse(props);
  ASSERT_EQ(p.issues.size(), 1u);
  EXPECT_EQ(p.issues[0].kind, ReadingIssueKind::kRejectedValue);
  EXPECT_EQ(p.issues[0].description,
            "queues are nested more than 64 levels deep below root; schedlint does not analyze "
            "deeper queues");
  EXPECT_EQ(p.config.queues.size(), 65u);  // root and 64 levels below it
}

}  // namespace capacity_parser_test
}  // namespace schedlint
