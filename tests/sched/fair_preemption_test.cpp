// The FairScheduler's preemption settings per queue: the clamp of AllocationFileQueueParser and
// the inheritance of FSQueue.updatePreemptionVariables.
#include "sched/fair/fair_preemption.h"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "parse/fair_parser.h"
#include "parse/text_file.h"

namespace schedlint {
namespace fair_preemption_test {

FairConfig parse(const std::string& xml, HadoopVersion version = {3, 3}) {
  std::vector<ReadingIssue> issues;
  auto doc = XmlDocument::parse(text_file_from_memory("fair-scheduler.xml", xml));
  FairConfig config = parse_fair_config(doc, version, {"memory-mb", "vcores"}, issues);
  EXPECT_TRUE(issues.empty());
  return config;
}

const FairQueuePreemption& of(const FairConfig& config, const std::vector<FairQueuePreemption>& all,
                              const std::string& path) {
  const int index = config.queues.index_of(path);
  EXPECT_GE(index, 0) << path;
  return all.at(static_cast<size_t>(index < 0 ? 0 : index));
}

TEST(FairPreemption, ThresholdsAreClampedToZeroAndOne) {
  EXPECT_EQ(clamp_fair_share_preemption_threshold(60.0f), 1.0f);
  EXPECT_EQ(clamp_fair_share_preemption_threshold(1.0f), 1.0f);
  EXPECT_EQ(clamp_fair_share_preemption_threshold(0.7f), 0.7f);
  EXPECT_EQ(clamp_fair_share_preemption_threshold(-0.5f), 0.0f);
  EXPECT_EQ(clamp_fair_share_preemption_threshold(std::nanf("")), 0.0f);
}

// The raw values of TestAllocationFileLoaderService.testAllocationFileParsing (root threshold 0.4
// from defaultFairSharePreemptionThreshold, queueG 0.6 and 120 s, queueG.queueH 0.7 and 180 s),
// resolved down the tree as FSQueue.updatePreemptionVariables does.
TEST(FairPreemption, QueuesInheritTheirParentsEffectiveSettings) {
  for (HadoopVersion version : {HadoopVersion{2, 7}, HadoopVersion{3, 3}}) {
    const FairConfig config = parse(R"(<allocations>
  <defaultFairSharePreemptionThreshold>0.4</defaultFairSharePreemptionThreshold>
  <defaultMinSharePreemptionTimeout>300</defaultMinSharePreemptionTimeout>
  <queue name="queueA"/>
  <queue name="queueG">
    <fairSharePreemptionTimeout>120</fairSharePreemptionTimeout>
    <fairSharePreemptionThreshold>0.6</fairSharePreemptionThreshold>
    <queue name="queueH">
      <fairSharePreemptionTimeout>180</fairSharePreemptionTimeout>
      <fairSharePreemptionThreshold>0.7</fairSharePreemptionThreshold>
    </queue>
    <queue name="queueI"/>
  </queue>
</allocations>)",
                                    version);
    const auto all = fair_queue_preemption(config);
    constexpr int64_t kNever = std::numeric_limits<int64_t>::max();
    EXPECT_FLOAT_EQ(of(config, all, "root").fair_share_threshold, 0.4f);
    EXPECT_FLOAT_EQ(of(config, all, "root.queueA").fair_share_threshold, 0.4f);
    EXPECT_EQ(of(config, all, "root.queueA").fair_share_timeout_ms, kNever);
    EXPECT_EQ(of(config, all, "root.queueA").min_share_timeout_ms, 300000);
    EXPECT_FLOAT_EQ(of(config, all, "root.queueG.queueH").fair_share_threshold, 0.7f);
    EXPECT_EQ(of(config, all, "root.queueG.queueH").fair_share_timeout_ms, 180000);
    EXPECT_FLOAT_EQ(of(config, all, "root.queueG.queueI").fair_share_threshold, 0.6f);
    EXPECT_EQ(of(config, all, "root.queueG.queueI").fair_share_timeout_ms, 120000);
  }
}

TEST(FairPreemption, AClampedThresholdIsWhatTheChildrenInherit) {
  const FairConfig config = parse(R"(<allocations>
  <queue name="prod"><fairSharePreemptionThreshold>-2</fairSharePreemptionThreshold>
    <queue name="etl"/>
  </queue>
  <queue name="adhoc"><fairSharePreemptionThreshold>30</fairSharePreemptionThreshold></queue>
</allocations>)");
  const auto all = fair_queue_preemption(config);
  EXPECT_EQ(of(config, all, "root.prod.etl").fair_share_threshold, 0.0f);
  EXPECT_EQ(of(config, all, "root.adhoc").fair_share_threshold, 1.0f);
  EXPECT_EQ(of(config, all, "root").fair_share_threshold, 0.5f);
}

// The legacy top-level <fairSharePreemptionTimeout> counts only without
// defaultFairSharePreemptionTimeout (AllocationFileLoaderService).
TEST(FairPreemption, TheLegacyTopLevelTimeoutIsRootsDefault) {
  const FairConfig legacy = parse(R"(<allocations>
  <fairSharePreemptionTimeout>45</fairSharePreemptionTimeout>
  <queue name="etl"/>
</allocations>)");
  EXPECT_EQ(of(legacy, fair_queue_preemption(legacy), "root.etl").fair_share_timeout_ms, 45000);
  const FairConfig both = parse(R"(<allocations>
  <fairSharePreemptionTimeout>45</fairSharePreemptionTimeout>
  <defaultFairSharePreemptionTimeout>90</defaultFairSharePreemptionTimeout>
  <queue name="etl"/>
</allocations>)");
  EXPECT_EQ(of(both, fair_queue_preemption(both), "root.etl").fair_share_timeout_ms, 90000);
}

}  // namespace fair_preemption_test
}  // namespace schedlint
