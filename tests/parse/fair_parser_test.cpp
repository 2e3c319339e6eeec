// The allocation file as AllocationFileLoaderService reads it. Cases and expectations are ported
// from Hadoop's TestAllocationFileLoaderService and TestQueuePlacementPolicy (3.3).
#include "parse/fair_parser.h"

#include <limits>

#include <gtest/gtest.h>

#include "parse/text_file.h"
#include "support/test_support.h"

namespace schedlint {
namespace fair_parser_test {

struct Parsed {
  FairConfig config;
  std::vector<ReadingIssue> issues;
  const FairQueueSettings& q(const std::string& path) const {
    return config.queues.at(config.queues.index_of(path)).settings;
  }
  std::vector<std::string> messages() const {
    std::vector<std::string> out;
    for (const auto& issue : issues)
      out.push_back(issue.description);
    return out;
  }
};

Parsed parse(const std::string& xml, HadoopVersion version = {3, 3},
             std::vector<std::string> types = {"memory-mb", "vcores"}) {
  Parsed p;
  auto doc = XmlDocument::parse(text_file_from_memory("fair-scheduler.xml", xml));
  p.config = parse_fair_config(doc, version, types, p.issues);
  return p;
}

std::vector<std::string> leaves(const FairConfig& c) {
  std::vector<std::string> out;
  for (const auto& q : c.queues.nodes()) {
    if (q.is_leaf()) out.push_back(q.path);
  }
  return out;
}

// TestAllocationFileLoaderService.testAllocationFileParsing: what the file sets, per queue.
TEST(FairParser, AllocationFileParsing) {
  const Parsed p = parse(R"(<allocations>
 <queue name="queueA"><minResources>1024mb,0vcores</minResources><maxResources>2048mb,10vcores</maxResources></queue>
 <queue name="queueB"><minResources>2048mb,0vcores</minResources><maxResources>5120mb,110vcores</maxResources>
   <aclAdministerApps>alice,bob admins</aclAdministerApps><schedulingPolicy>fair</schedulingPolicy></queue>
 <queue name="queueC"><minResources>5120mb,0vcores</minResources><aclSubmitApps>alice,bob admins</aclSubmitApps></queue>
 <queue name="queueD"><maxRunningApps>3</maxRunningApps><maxAMShare>0.4</maxAMShare></queue>
 <queue name="queueE"><minSharePreemptionTimeout>60</minSharePreemptionTimeout></queue>
 <queue name="queueF" type="parent"><maxChildResources>2048mb,64vcores</maxChildResources></queue>
 <queue name="queueG">
   <queue name="queueH"><fairSharePreemptionTimeout>180</fairSharePreemptionTimeout><minSharePreemptionTimeout>40</minSharePreemptionTimeout>
     <fairSharePreemptionThreshold>0.7</fairSharePreemptionThreshold><maxContainerAllocation>1024mb,8vcores</maxContainerAllocation></queue>
   <maxChildResources>2048mb,64vcores</maxChildResources><fairSharePreemptionTimeout>120</fairSharePreemptionTimeout>
   <minSharePreemptionTimeout>50</minSharePreemptionTimeout><fairSharePreemptionThreshold>0.6</fairSharePreemptionThreshold>
   <maxContainerAllocation>vcores=16, memory-mb=512, a-custom-resource=10</maxContainerAllocation></queue>
 <user name="user1"><maxRunningApps>10</maxRunningApps></user>
 <queueMaxAppsDefault>15</queueMaxAppsDefault><queueMaxResourcesDefault>4096mb,100vcores</queueMaxResourcesDefault>
 <userMaxAppsDefault>5</userMaxAppsDefault><queueMaxAMShareDefault>0.5</queueMaxAMShareDefault>
 <defaultMinSharePreemptionTimeout>120</defaultMinSharePreemptionTimeout>
 <defaultFairSharePreemptionTimeout>300</defaultFairSharePreemptionTimeout>
 <defaultFairSharePreemptionThreshold>0.4</defaultFairSharePreemptionThreshold>
 <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
</allocations>)",
                         {3, 3}, {"memory-mb", "vcores", "a-custom-resource"});
  EXPECT_TRUE(p.issues.empty()) << ::testing::PrintToString(p.messages());
  EXPECT_EQ(leaves(p.config),
            (std::vector<std::string>{"root.queueA", "root.queueB", "root.queueC", "root.queueD",
                                      "root.queueE", "root.queueG.queueH"}));
  EXPECT_EQ(p.q("root.queueA").min_resources->value.absolute.memory_mb(), 1024);
  EXPECT_EQ(p.q("root.queueA").max_resources->value.absolute,
            (Resource{{"memory-mb", 2048}, {"vcores", 10}, {"a-custom-resource", 0}}));
  EXPECT_EQ(p.q("root.queueB").max_resources->value.absolute.vcores(), 110);
  EXPECT_EQ(p.q("root.queueB").acl_administer_apps->value, "alice,bob admins");
  EXPECT_EQ(p.q("root.queueB").scheduling_policy->value, "fair");
  EXPECT_EQ(p.q("root.queueC").acl_submit_apps->value, "alice,bob admins");
  EXPECT_EQ(p.q("root.queueD").max_running_apps->value, 3);
  EXPECT_FLOAT_EQ(p.q("root.queueD").max_am_share->value, 0.4f);
  EXPECT_EQ(p.q("root.queueE").min_share_preemption_timeout_ms->value, 60000);
  EXPECT_TRUE(p.q("root.queueF").type_parent);
  EXPECT_EQ(p.q("root.queueF").max_child_resources->value.absolute.memory_mb(), 2048);
  EXPECT_EQ(p.q("root.queueG").max_container_allocation->value.absolute,
            (Resource{{"memory-mb", 512}, {"vcores", 16}, {"a-custom-resource", 10}}));
  EXPECT_EQ(p.q("root.queueG.queueH").max_container_allocation->value.absolute.memory_mb(), 1024);
  EXPECT_EQ(p.q("root.queueG").fair_share_preemption_timeout_ms->value, 120000);
  EXPECT_FLOAT_EQ(p.q("root.queueG.queueH").fair_share_preemption_threshold->value, 0.7f);
  const auto& g = p.config.global;
  EXPECT_EQ(g.users.at(0).name, "user1");
  EXPECT_EQ(g.users.at(0).max_running_apps->value, 10);
  EXPECT_EQ(g.queue_max_apps_default->value, 15);
  EXPECT_EQ(g.queue_max_resources_default->value.absolute.vcores(), 100);
  EXPECT_EQ(g.user_max_apps_default->value, 5);
  EXPECT_FLOAT_EQ(g.queue_max_am_share_default->value, 0.5f);
  EXPECT_EQ(g.default_min_share_preemption_timeout_ms->value, 120000);
  EXPECT_EQ(g.default_fair_share_preemption_timeout_ms->value, 300000);
  EXPECT_FLOAT_EQ(g.default_fair_share_preemption_threshold->value, 0.4f);
  EXPECT_EQ(g.default_queue_scheduling_policy->value, "drf");
  EXPECT_EQ(p.config.queues.at(p.config.queues.index_of("root.queueG.queueH")).loc.line, 10);
}

// testBackwardsCompatibleAllocationFileParsing: <pool> and the legacy top-level timeout.
TEST(FairParser, PoolsAndLegacyFairSharePreemptionTimeout) {
  const Parsed p = parse(R"(<allocations>
<pool name="queueA"><minResources>1024mb,0vcores</minResources></pool>
<pool name="queueD"><maxRunningApps>3</maxRunningApps></pool>
<fairSharePreemptionTimeout>300</fairSharePreemptionTimeout>
</allocations>)");
  EXPECT_TRUE(p.issues.empty());
  EXPECT_EQ(leaves(p.config), (std::vector<std::string>{"root.queueA", "root.queueD"}));
  EXPECT_EQ(p.config.global.legacy_fair_share_preemption_timeout_ms->value, 300000);
}

// testQueueNameContainingPeriods, testQueueNameContainingOnlyWhitespace,
// testQueueNameContainingNBWhitespace: Hadoop rejects the file; schedlint reports each.
TEST(FairParser, InvalidQueueNamesAreErrorsAtTheQueue) {
  const Parsed p = parse(
      "<allocations>\n<queue name=\"parent1.child1\"></queue>\n"
      "<queue name=\"      \"></queue>\n<queue name=\"\xC2\xA0\"></queue>\n</allocations>");
  ASSERT_EQ(p.issues.size(), 3u);
  EXPECT_EQ(p.issues[0].loc.line, 2);
  EXPECT_EQ(p.issues[0].description,
            "queue name 'parent1.child1' contains '.': Hadoop rejects the allocation file (\"queue "
            "name shouldn't contain period\")");
  EXPECT_EQ(p.issues[1].loc.line, 3);
  EXPECT_EQ(p.issues[1].description,
            "queue name is empty or only whitespace: Hadoop rejects the allocation file");
  EXPECT_EQ(p.issues[2].loc.line, 4);  // U+00A0 is whitespace to trimQueueName
  for (const auto& f : p.issues)
    EXPECT_EQ(f.kind, ReadingIssueKind::kRejectedValue);
}

TEST(FairParser, QueueNamesAreTrimmedOfUnicodeWhitespace) {
  EXPECT_EQ(trim_queue_name("\xE3\x80\x80 a b\xC2\xA0\t"), "a b");
  const Parsed p = parse("<allocations><queue name=\" a \"/></allocations>");
  EXPECT_GE(p.config.queues.index_of("root.a"), 0);
  // 2.7 reads the name as written.
  EXPECT_GE(parse("<allocations><queue name=\" a \"/></allocations>", {2, 7})
                .config.queues.index_of("root. a "),
            0);
}

// testQueueAlongsideRoot.
TEST(FairParser, RootMustStandAlone) {
  const Parsed p = parse(
      "<allocations><queue name=\"root\"></queue><queue name=\"other\"></queue></allocations>");
  ASSERT_EQ(p.issues.size(), 1u);
  EXPECT_EQ(p.issues[0].description,
            "If configuring root queue, no other queues can be placed alongside it.");
}

TEST(FairParser, DeclaredRootHoldsTheTopLevelQueues) {
  const Parsed p = parse(
      "<allocations><queue name=\"root\"><aclSubmitApps>yarn</aclSubmitApps>"
      "<queue name=\"a\"/></queue></allocations>");
  EXPECT_TRUE(p.config.root_declared);
  EXPECT_EQ(p.config.queues.root().settings.acl_submit_apps->value, "yarn");
  EXPECT_GE(p.config.queues.index_of("root.a"), 0);
}

// testParentTagWithReservation / testParentWithReservation: the exact message.
TEST(FairParser, ParentWithReservationIsRejected) {
  const std::string expected =
      "The configuration settings for root.parent are invalid. A queue element that contains "
      "child queue elements or that has the type='parent' attribute cannot also include a "
      "reservation element.";
  EXPECT_EQ(parse("<allocations><queue name=\"parent\" type=\"parent\"><reservation></reservation>"
                  "</queue></allocations>")
                .messages(),
            std::vector<std::string>{expected});
  EXPECT_EQ(parse("<allocations><queue name=\"parent\"><reservation></reservation> <queue "
                  "name=\"child\"> </queue></queue></allocations>")
                .messages(),
            std::vector<std::string>{expected});
}

// testParentTagWithChild: valid in 3.x and 2.10; 2.7 rejected type="parent" on any non-leaf
// (AllocationFileLoaderService.loadQueue), 2.10 only with a <reservation>.
TEST(FairParser, ParentTagWithChildIsValidFrom29) {
  const std::string xml =
      "<allocations><queue name=\"parent\" type=\"parent\"> <queue "
      "name=\"child\"> </queue></queue></allocations>";
  const Parsed p = parse(xml);
  EXPECT_TRUE(p.issues.empty());
  EXPECT_EQ(leaves(p.config), std::vector<std::string>{"root.parent.child"});
  EXPECT_EQ(parse(xml, {2, 7}).issues.size(), 1u);
  EXPECT_TRUE(parse(xml, {2, 10}).issues.empty());
}

// testParentTagWithMaxAMShare (the check exists from 3.3).
TEST(FairParser, ParentWithMaxAmShareIsRejectedFrom33) {
  const std::string xml =
      "<allocations><queue name=\"parent\" type=\"parent\"><maxAMShare>0.75"
      "</maxAMShare></queue></allocations>";
  EXPECT_EQ(parse(xml).messages(),
            std::vector<std::string>{"The configuration settings for root.parent are invalid. A "
                                     "queue element that contains child queue elements or that has "
                                     "the type='parent' attribute cannot also include a maxAMShare "
                                     "element."});
  EXPECT_TRUE(parse(xml, {3, 2}).issues.empty());
}

// testDefaultQueueSchedulingModeIsFIFO (2.9+; 2.7 accepted it).
TEST(FairParser, DefaultPolicyCannotBeFifo) {
  const std::string xml =
      "<allocations><defaultQueueSchedulingPolicy>fifo</defaultQueueSchedulingPolicy></"
      "allocations>";
  ASSERT_EQ(parse(xml).issues.size(), 1u);
  EXPECT_EQ(parse(xml).issues[0].kind, ReadingIssueKind::kRejectedValue);
  EXPECT_TRUE(parse(xml, {2, 7}).issues.empty());
}

TEST(FairParser, UnknownPolicyNamesAreErrorsWithASuggestion) {
  const Parsed p = parse(
      "<allocations><queue name=\"a\"><schedulingPolicy>dfr</schedulingPolicy>"
      "</queue></allocations>");
  ASSERT_EQ(p.issues.size(), 1u);
  EXPECT_EQ(p.issues[0].description,
            "<schedulingPolicy> 'dfr' is not a scheduling policy: Hadoop fails with \"dfr "
            "SchedulingPolicy class not found!\" (did you mean 'drf'?)");
}

// testReservableQueue.
TEST(FairParser, ReservableQueueIsAPlanQueue) {
  const Parsed p = parse(
      "<allocations><queue name=\"reservable\"><reservation></reservation></queue>"
      "<queue name=\"other\"></queue><reservation-agent>DummyAgentName"
      "</reservation-agent><reservation-policy>AnyAdmissionPolicy"
      "</reservation-policy></allocations>");
  EXPECT_TRUE(p.issues.empty());
  EXPECT_EQ(leaves(p.config), std::vector<std::string>{"root.other"});
  EXPECT_TRUE(p.q("root.reservable").reservation.has_value());
  EXPECT_EQ(p.config.global.reservation_agent->value, "DummyAgentName");
  EXPECT_EQ(p.config.global.reservation_policy->value, "AnyAdmissionPolicy");
}

TEST(FairParser, EmptyOrNonNumericValuesAreErrorsAtTheirElement) {
  const Parsed p = parse(
      "<allocations>\n<queue name=\"a\">\n<weight/>\n<maxRunningApps>x"
      "</maxRunningApps>\n<weight>NaN</weight>\n</queue>\n</allocations>");
  ASSERT_EQ(p.issues.size(), 3u);
  EXPECT_EQ(p.issues[0].loc.line, 3);
  EXPECT_EQ(p.issues[0].description,
            "<weight> is empty: Hadoop fails to load the allocation file (NullPointerException "
            "reading its text)");
  EXPECT_EQ(p.issues[1].loc.line, 4);
  EXPECT_EQ(p.issues[1].description,
            "<maxRunningApps> is 'x': Hadoop reads it with Integer.parseInt and fails to load the "
            "file (NumberFormatException)");
  EXPECT_EQ(p.issues[2].description,
            "<weight> is 'NaN': Hadoop accepts it, but its fair-share computation never terminates "
            "with a non-finite weight (docs/risks.md L2)");
}

TEST(FairParser, UnknownElementsAreWarningsWithSuggestions) {
  const Parsed p = parse(
      "<allocations>\n<queue name=\"a\">\n<wieght>2</wieght>\n<minMaps>3</minMaps>\n"
      "</queue>\n<userMaxAppDefault>3</userMaxAppDefault>\n<maxRunningApps>2"
      "</maxRunningApps>\n</allocations>");
  ASSERT_EQ(p.issues.size(), 4u);
  EXPECT_EQ(p.issues[0].kind, ReadingIssueKind::kUnknownElement);
  EXPECT_EQ(p.issues[0].loc.line, 3);
  EXPECT_EQ(
      p.issues[0].description,
      "<wieght> is not an allocation-file element: Hadoop ignores it inside a <queue> (did you "
      "mean 'weight'?)");
  EXPECT_EQ(p.issues[1].description,
            "<minMaps> is not an allocation-file element: Hadoop ignores it inside a <queue> (a "
            "Hadoop 1 fair scheduler element; YARN reads <minResources>)");
  EXPECT_EQ(
      p.issues[2].description,
      "<userMaxAppDefault> is not an allocation-file element: Hadoop ignores it (\"Bad element "
      "in allocations file\") (did you mean 'userMaxAppsDefault'?)");
  EXPECT_EQ(
      p.issues[3].description,
      "<maxRunningApps> is not an allocation-file element: Hadoop ignores it (\"Bad element in "
      "allocations file\") (it belongs inside a <queue>)");
}

TEST(FairParser, SuffixesOfQueueAreChildQueues) {
  // AllocationFileQueueParser treats any tag that "queue" ends with as a child queue.
  const Parsed p = parse("<allocations><queue name=\"a\"><ue name=\"b\"/></queue></allocations>");
  EXPECT_GE(p.config.queues.index_of("root.a.b"), 0);
  ASSERT_EQ(p.issues.size(), 1u);
  EXPECT_EQ(p.issues[0].description,
            "<ue> is read by Hadoop as a child queue (any ending of 'queue' is); write <queue>");
}

TEST(FairParser, ElementsNewerThanTheVersionAreIgnored) {
  const Parsed p = parse(
      "<allocations><queue name=\"a\"><maxContainerAllocation>1024 mb, 1 vcores"
      "</maxContainerAllocation></queue></allocations>",
      {2, 9});
  ASSERT_EQ(p.issues.size(), 1u);
  EXPECT_EQ(p.issues[0].description,
            "<maxContainerAllocation> is read from Hadoop 3.2 on; Hadoop 2.9 ignores it inside a "
            "<queue>");
}

TEST(FairParser, AclTextIsKeptAsWritten) {
  const Parsed p = parse(
      "<allocations><queue name=\"a\"><aclSubmitApps> </aclSubmitApps>"
      "<aclAdministerApps> admins</aclAdministerApps></queue></allocations>");
  EXPECT_EQ(p.q("root.a").acl_submit_apps->value, " ");
  EXPECT_EQ(p.q("root.a").acl_administer_apps->value, " admins");
}

TEST(FairParser, DefaultsAreNotParsedWhenRootSetsItsOwnValue) {
  // AllocationFileParser (YARN-7841, 3.1.0) reads the default only without a root value, so
  // Hadoop 3.1+ never sees the bad text; 2.x and 3.0.x parse it where they meet it.
  const std::string xml =
      "<allocations><queue name=\"root\"><minSharePreemptionTimeout>5"
      "</minSharePreemptionTimeout></queue><defaultMinSharePreemptionTimeout>abc"
      "</defaultMinSharePreemptionTimeout></allocations>";
  EXPECT_TRUE(parse(xml).issues.empty());
  EXPECT_TRUE(parse(xml, {3, 1}).issues.empty());
  EXPECT_EQ(parse(xml, {3, 0}).issues.size(), 1u);
  EXPECT_EQ(parse(xml, {2, 10}).issues.size(), 1u);
}

// TestQueuePlacementPolicy (3.3): parse-time errors.
TEST(FairParser, PlacementRuleErrors) {
  auto policy = [](const std::string& rules) {
    return parse("<allocations><queuePlacementPolicy>" + rules +
                 "</queuePlacementPolicy></allocations>");
  };
  EXPECT_EQ(policy("<rule name='nestedUserQueue'/>").messages(),
            std::vector<std::string>{"Rule 'nestedUserQueue' must have a parent rule set"});
  EXPECT_EQ(policy("<rule name='nestedUserQueue'><rule name='unknownRule'/></rule>").issues.size(),
            1u);
  EXPECT_EQ(policy("<rule name='nestedUserQueue'><rule name='reject'/></rule>").messages(),
            std::vector<std::string>{"Rule 'reject' is not allowed as a parent rule for any rule"});
  EXPECT_EQ(policy("<rule />").messages(),
            std::vector<std::string>{"placement <rule> without a name: Hadoop rejects the "
                                     "allocation file (\"No name provided for a rule element\")"});
  EXPECT_EQ(policy("<rule name='user'><rule /></rule>").issues.size(), 1u);
  // testBrokenRules: a policy without <rule> elements is ignored, not an error.
  auto ignored = policy("<notarule />");
  EXPECT_EQ(testing::of_kind(ignored.issues, ReadingIssueKind::kRejectedValue).size(), 0u);
  EXPECT_TRUE(policy("<rule name='user'><notarule /></rule>").issues.empty());
  EXPECT_EQ(policy("<rule name='specfied'/>").messages(),
            std::vector<std::string>{"no placement rule is named 'specfied': Hadoop rejects the "
                                     "allocation file (\"No rule class found for specfied\") (did "
                                     "you mean 'specified'?)"});
}

// testMultipleParentRules: the last parent rule is used.
TEST(FairParser, LastParentRuleWins) {
  const Parsed p = parse(
      "<allocations><queuePlacementPolicy><rule name='nestedUserQueue'>"
      "<rule name='primaryGroup'/><rule name='default'/></rule>"
      "</queuePlacementPolicy></allocations>");
  const auto& rules = p.config.global.placement_policy->rules;
  ASSERT_EQ(rules.size(), 1u);
  ASSERT_TRUE(rules[0].parent);
  EXPECT_EQ(rules[0].parent->name, "default");
  EXPECT_EQ(testing::of_kind(p.issues, ReadingIssueKind::kIgnoredValue).size(), 1u);
}

TEST(FairParser, CreateAttributeDependsOnTheVersion) {
  const std::string xml =
      "<allocations><queuePlacementPolicy><rule name='user' create=''/><rule name='default'/>"
      "</queuePlacementPolicy></allocations>";
  EXPECT_TRUE(parse(xml).config.global.placement_policy->rules[0].create);
  EXPECT_FALSE(parse(xml, {3, 2}).config.global.placement_policy->rules[0].create);
}

TEST(FairParser, NestingDeeperThan64LevelsIsAnErrorNotARecursion) {
  std::string xml = "<allocations>";
  for (int i = 0; i < 80; ++i)
    xml += "<queue name=\"q" + std::to_string(i) + "\">";
  for (int i = 0; i < 80; ++i)
    xml += "</queue>";
  xml += "</allocations>";
  const Parsed p = parse(xml);
  ASSERT_EQ(p.issues.size(), 1u);
  EXPECT_EQ(p.issues[0].description,
            "queues are nested more than 64 levels deep below root; schedlint does not analyze "
            "deeper queues");
  EXPECT_EQ(p.config.queues.size(), 65u);
}

TEST(FairParser, NegativeMaxAmShareOtherThanMinusOneIsAnError) {
  EXPECT_EQ(
      parse("<allocations><queue name=\"a\"><maxAMShare>-0.5</maxAMShare></queue></allocations>")
          .messages(),
      std::vector<std::string>{"<maxAMShare> is -0.5: a negative share (other than -1, which "
                               "turns the check off) lets no application master start"});
  EXPECT_TRUE(
      parse("<allocations><queue name=\"a\"><maxAMShare>-1</maxAMShare></queue></allocations>")
          .issues.empty());
}

}  // namespace fair_parser_test
}  // namespace schedlint
