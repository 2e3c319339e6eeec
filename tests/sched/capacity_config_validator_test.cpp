// Load / refresh refusals of the CapacityScheduler queues. Expectations from Hadoop's
// TestCapacitySchedulerConfigValidator (named per case), and the version differences of the
// checks (against the Hadoop sources named in the code).
#include <gtest/gtest.h>

#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/capacity_validation.h"
#include "support/test_support.h"

namespace schedlint {
namespace capacity_config_validator_test {

using Props = std::vector<std::pair<std::string, std::string>>;
constexpr int64_t GB = 1024;

CapacityConfig parse_cs(const Props& props, const HadoopVersion& version) {
  Props full;
  for (const auto& [k, v] : props)
    full.push_back({"yarn.scheduler.capacity." + k, v});
  std::vector<ReadingIssue> issues;
  return testing::read_capacity_xml(testing::conf_xml(full), version, issues);
}

std::vector<CapacityViolation> validate(const Props& props, const HadoopVersion& version,
                                        const NodeSpec& nodes = {},
                                        const ClusterSettings& cluster = {}) {
  const CapacityConfig config = parse_cs(props, version);
  const CapacityHierarchy h = compute_capacity_hierarchy(config, cluster, nodes, {version});
  return validate_capacity_hierarchy(config, h, cluster, {version});
}

std::vector<std::string> messages(const std::vector<CapacityViolation>& found) {
  std::vector<std::string> out;
  for (const auto& v : found)
    out.push_back(v.message);
  return out;
}

// CapacitySchedulerConfigGeneratorForTest.createBasicCSConfiguration: test1 and test2 at 50%,
// both RUNNING.
Props basic(const Props& extra = {}) {
  Props p = {{"root.queues", "test1, test2"}, {"root.test1.capacity", "50"},
             {"root.test2.capacity", "50"},   {"root.test1.state", "RUNNING"},
             {"root.test2.state", "RUNNING"}, {"root.test2.maximum-capacity", "100"}};
  for (const auto& [k, v] : extra) {
    bool replaced = false;
    for (auto& [pk, pv] : p) {
      if (pk == k) {
        pv = v;
        replaced = true;
      }
    }
    if (!replaced) p.push_back({k, v});
  }
  return p;
}

// TestCapacitySchedulerConfigValidator.testValidateCSConfigStopALeafQueue
TEST(CapacityConfigValidator, StopALeafQueue) {
  EXPECT_TRUE(validate(basic({{"root.test1.state", "STOPPED"}}), {3, 3}).empty());
}

// TestCapacitySchedulerConfigValidator.testValidateCSConfigStopANonLeafQueueInvalid: a STOPPED
// parent cannot have a child configured RUNNING (AbstractCSQueue.initializeQueueState, YARN-5746:
// 2.9 and 3.0 on).
TEST(CapacityConfigValidator, StopANonLeafQueueInvalid) {
  const auto found = validate(basic({{"root.state", "STOPPED"}}), {3, 3});
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].kind, CapacityViolationKind::kRunningChildOfStoppedParent);
  EXPECT_EQ(found[0].setting, CapacitySettingKind::kState);
  EXPECT_EQ(
      found[0].message,
      "The parent queue:root cannot be STOPPED as the child queue:root.test1 is in RUNNING state.");
  EXPECT_EQ(validate(basic({{"root.state", "STOPPED"}}), {2, 9}).size(), 2u);
  EXPECT_EQ(validate(basic({{"root.state", "STOPPED"}}), {2, 10}).size(), 2u);
  EXPECT_TRUE(validate(basic({{"root.state", "STOPPED"}}), {2, 8}).empty());  // before YARN-5746
}

// TestCapacitySchedulerConfigValidator.testValidateCSConfigStopANonLeafQueue
TEST(CapacityConfigValidator, StopANonLeafQueue) {
  const Props p = basic({{"root.state", "STOPPED"},
                         {"root.test1.state", "STOPPED"},
                         {"root.test2.state", "STOPPED"}});
  EXPECT_TRUE(validate(p, {3, 3}).empty());
}

// TestCapacitySchedulerConfigValidator.testValidateCSConfigAddALeafQueueInvalid / Valid
TEST(CapacityConfigValidator, AddALeafQueue) {
  const Props invalid = basic({{"root.queues", "test1, test2, test3"},
                               {"root.test3.state", "RUNNING"},
                               {"root.test3.capacity", "30"}});
  const auto v33 = validate(invalid, {3, 3});
  ASSERT_EQ(v33.size(), 1u);
  EXPECT_EQ(v33[0].message, "Illegal capacity of 1.3 for children of queue root");
  const auto v34 = validate(invalid, {3, 4});
  ASSERT_EQ(v34.size(), 1u);
  EXPECT_EQ(v34[0].message,
            "Illegal capacity sum of 1.3 for children of queue root for label=. It should be "
            "either 0 or 1.0");
  Props valid = invalid;
  valid.push_back({"root.test1.capacity", "20"});
  EXPECT_TRUE(validate(basic(valid), {3, 3}).empty());
}

// TestCapacitySchedulerConfigValidator.testValidateCSConfigInvalidQueueDeletion2 /
// testValidateCSConfigValidQueueDeletion: test2 removed, test1 left at 50% (then 100%).
TEST(CapacityConfigValidator, QueueDeletion) {
  const Props removed = {
      {"root.queues", "test1"}, {"root.test1.capacity", "50"}, {"root.test1.state", "RUNNING"}};
  EXPECT_EQ(messages(validate(removed, {3, 3})),
            std::vector<std::string>{"Illegal capacity of 0.5 for children of queue root"});
  const Props rebalanced = {{"root.queues", "test1"}, {"root.test1.capacity", "100"}};
  EXPECT_TRUE(validate(rebalanced, {3, 3}).empty());
}

// TestCapacitySchedulerConfigValidator.setupCSConfiguration: three 16G nodes (8, 10, 12 vcores),
// parentA / parentB with absolute minimums and maxima.
Props absolute_setup(const std::string& leaf_a_max, bool dominant) {
  Props p = {{"root.queues", "parentA,parentB"},
             {"root.parentA.queues", "leafA"},
             {"root.parentB.queues", "leafB"},
             {"root.parentA.capacity", "[memory=16384,vcores=10]"},
             {"root.parentB.capacity", "[memory=32768,vcores=5]"},
             {"root.parentA.leafA.capacity", "[memory=16384,vcores=10]"},
             {"root.parentB.leafB.capacity", "[memory=32768,vcores=5]"},
             {"root.parentA.maximum-capacity", "[memory=16384,vcores=10]"},
             {"root.parentB.maximum-capacity", "[memory=49152,vcores=30]"},
             {"root.parentA.leafA.maximum-capacity", leaf_a_max},
             {"root.parentB.leafB.maximum-capacity", "[memory=49152,vcores=30]"}};
  if (dominant) {
    p.push_back(
        {"resource-calculator", "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator"});
  }
  return p;
}

NodeSpec three_nodes() {
  NodeSpec spec;
  for (int64_t vcores : {8, 10, 12}) {
    NodeGroup g;
    g.name = "h" + std::to_string(vcores);
    g.count = 1;
    g.resource = Resource(16 * GB, vcores);
    spec.groups.push_back(g);
  }
  return spec;
}

// TestCapacitySchedulerConfigValidator.testValidateCSConfig{DefaultRC,DominantRC}AbsoluteMode
// ParentMax{Memory,Vcore}Exceeded: DefaultResourceCalculator compares memory only.
TEST(CapacityConfigValidator, AbsoluteModeParentMaxExceeded) {
  for (bool dominant : {false, true}) {
    SCOPED_TRACE(dominant ? "DominantRC" : "DefaultRC");
    const auto memory =
        validate(absolute_setup("[memory=49152,vcores=30]", dominant), {3, 4}, three_nodes());
    ASSERT_EQ(memory.size(), 1u);
    EXPECT_EQ(memory[0].kind, CapacityViolationKind::kMaxResourceAboveParentMax);
    EXPECT_EQ(
        memory[0].message,
        "Max resource configuration <memory:49152, vCores:30> is greater than parents max value:"
        "<memory:16384, vCores:10> in queue:root.parentA.leafA");
    const auto vcores =
        validate(absolute_setup("[memory=16384,vcores=50]", dominant), {3, 4}, three_nodes());
    EXPECT_EQ(vcores.size(), dominant ? 1u : 0u);
  }
}

// TestCapacitySchedulerConfigValidator.testValidateCSConfigInvalidCapacity: 500% is refused by
// the parser (the range check, reported there); the queue then counts as 0% here.
TEST(CapacityConfigValidator, InvalidCapacityIsTheParsersJob) {
  EXPECT_EQ(messages(validate(basic({{"root.test1.capacity", "500"}}), {3, 3})),
            std::vector<std::string>{"Illegal capacity of 0.5 for children of queue root"});
}

// Queue maximum allocation above the cluster's (yarn.scheduler.maximum-allocation-mb 8192).
TEST(CapacityConfigValidator, MaximumAllocationAboveCluster) {
  const auto v33 = validate(basic({{"root.test1.maximum-allocation-mb", "16384"}}), {3, 3});
  ASSERT_EQ(v33.size(), 1u);
  EXPECT_EQ(v33[0].setting, CapacitySettingKind::kMaximumAllocationMb);
  EXPECT_EQ(
      v33[0].message,
      "Queue maximum allocation cannot be larger than the cluster setting for queue root.test1 max "
      "allocation per queue: <memory:16384, vCores:4> cluster setting: <memory:8192, vCores:4>");
  // From 3.2 a queue inherits its parent's maximum allocation (3.1: the cluster's).
  const Props inherited = {{"root.queues", "p,q"},    {"root.p.capacity", "50"},
                           {"root.q.capacity", "50"}, {"root.p.maximum-allocation-mb", "4096"},
                           {"root.p.queues", "x"},    {"root.p.x.capacity", "100"}};
  const ClusterSettings cluster;
  const CapacityConfig config = parse_cs(inherited, {3, 3});
  EXPECT_EQ(compute_capacity_hierarchy(config, cluster, NodeSpec{}, {{3, 3}})
                .find("root.p.x")
                ->maximum_allocation,
            Resource(4096, 4));
  EXPECT_EQ(compute_capacity_hierarchy(parse_cs(inherited, {3, 1}), cluster, NodeSpec{}, {{3, 1}})
                .find("root.p.x")
                ->maximum_allocation,
            Resource(8192, 4));
}

// Labels: a child of a restricted parent asking for "*" or for more labels; a default label
// the leaf cannot access.
TEST(CapacityConfigValidator, Labels) {
  const Props base = {{"root.queues", "a"},
                      {"root.a.capacity", "100"},
                      {"root.a.accessible-node-labels", "x"},
                      {"root.a.queues", "a1"},
                      {"root.a.a1.capacity", "100"}};
  Props any = base;
  any.push_back({"root.a.a1.accessible-node-labels", "*"});
  EXPECT_EQ(messages(validate(any, {3, 3})),
            std::vector<std::string>{
                "Parent's accessible queue is not ANY(*), but child's accessible queue is *"});
  Props more = base;
  more.push_back({"root.a.a1.accessible-node-labels", "x,y"});
  EXPECT_EQ(messages(validate(more, {2, 8})),
            std::vector<std::string>{
                "Some labels of child queue is not a subset of parent queue, these labels=[y]"});
  Props default_label = base;
  default_label.push_back({"root.a.default-node-label-expression", "z"});
  const auto found = validate(default_label, {3, 3});
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].kind, CapacityViolationKind::kDefaultLabelNotAccessible);
  EXPECT_EQ(found[0].queue_path, "root.a.a1");  // the leaf inherits a's expression
  EXPECT_EQ(found[0].message,
            "Invalid default label expression of  queue=root.a.a1 doesn't have permission to "
            "access all labels "
            "in default label expression. labelExpression of resource request=z. Queue labels=x");
}

// Reservable parents are refused; before 3.3 two leaves may not share a short name.
TEST(CapacityConfigValidator, ReservableParentAndDuplicateLeafNames) {
  const Props p = {{"root.queues", "a,b"},       {"root.a.capacity", "50"},
                   {"root.b.capacity", "50"},    {"root.a.queues", "x"},
                   {"root.b.queues", "x"},       {"root.a.x.capacity", "100"},
                   {"root.b.x.capacity", "100"}, {"root.a.reservable", "true"}};
  EXPECT_EQ(messages(validate(p, {3, 2})),
            (std::vector<std::string>{
                "Only Leaf Queues can be reservable for a",
                "Two leaf queues were named x. Leaf queue names must be distinct"}));
  EXPECT_EQ(messages(validate(p, {3, 3})),
            std::vector<std::string>{"Only Leaf Queues can be reservable for root.a"});
}

// user-settings.<user>.weight must lie in [0, 100 / minimum-user-limit-percent].
TEST(CapacityConfigValidator, UserWeightRange) {
  const Props p = basic({{"root.test1.minimum-user-limit-percent", "50"},
                         {"root.test1.user-settings.alice.weight", "3"},
                         {"root.test1.user-settings.bob.weight", "2"}});
  const auto found = validate(p, {3, 3});
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].user, "alice");
  EXPECT_EQ(found[0].setting, CapacitySettingKind::kUserWeight);
  EXPECT_EQ(found[0].message,
            "Weight (3.0) for user \"alice\" must be between 0 and 100 / 50 (= 2.0, the number "
            "of concurrent active users in root.test1)");
}

// 3.1-3.3: one queue mixing absolute and percentage across its labels.
TEST(CapacityConfigValidator, QueueMixesModesAcrossLabels) {
  const Props p = {{"root.queues", "a"},
                   {"root.accessible-node-labels.x.capacity", "100"},
                   {"root.a.capacity", "[memory=1024,vcores=1]"},
                   {"root.a.accessible-node-labels", "x"},
                   {"root.a.accessible-node-labels.x.capacity", "100"}};
  const auto found = validate(p, {3, 3});
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(found[0].kind, CapacityViolationKind::kQueueMixesCapacityModes);
  EXPECT_EQ(found[0].message,
            "Queue 'root.a' should use either percentage based capacity configuration or absolute "
            "resource.");
}

}  // namespace capacity_config_validator_test
}  // namespace schedlint
