// Which scheduler is analyzed: the one ResourceManager.createScheduler instantiates.
#include "parse/scheduler_choice.h"

#include <gtest/gtest.h>

namespace schedlint {
namespace scheduler_choice_test {

const Setting<std::string> kFairClass{kFairSchedulerClass, {"yarn-site.xml", 3, 5}};

TEST(SchedulerOfClass, HadoopsThreeAndSubclassesNamedAfterThem) {
  EXPECT_EQ(scheduler_of_class(kCapacitySchedulerClass), SchedulerType::kCapacity);
  EXPECT_EQ(scheduler_of_class(kFairSchedulerClass), SchedulerType::kFair);
  EXPECT_EQ(scheduler_of_class(kFifoSchedulerClass), SchedulerType::kFifo);
  EXPECT_EQ(scheduler_of_class("com.example.yarn.PatchedFairScheduler"), SchedulerType::kFair);
  EXPECT_EQ(scheduler_of_class(" org.apache.hadoop.yarn.server.resourcemanager.scheduler.capacity."
                               "CapacityScheduler\n"),
            SchedulerType::kCapacity);
  EXPECT_EQ(scheduler_of_class("com.example.MyScheduler"), SchedulerType::kOther);
}

TEST(ChooseScheduler, TheClassYarnSiteNamesWinsOverTheFilesGiven) {
  const SchedulerChoice c = choose_scheduler(kFairClass, true, true, true, std::nullopt);
  EXPECT_EQ(c.type, SchedulerType::kFair);
  EXPECT_EQ(c.reason,
            "yarn.resourcemanager.scheduler.class names the FairScheduler (yarn-site.xml:3)");
  EXPECT_EQ(choose_scheduler(kFairClass, true, true, false, std::nullopt).type,
            SchedulerType::kFair);
}

TEST(ChooseScheduler, SchedulerOptionOverridesTheClass) {
  const SchedulerChoice c =
      choose_scheduler(kFairClass, true, true, true, SchedulerType::kCapacity);
  EXPECT_EQ(c.type, SchedulerType::kCapacity);
  EXPECT_TRUE(c.forced);
  EXPECT_EQ(c.reason, "--scheduler capacity was given");
}

TEST(ChooseScheduler, WithoutAClassTheOnlySchedulerFileElseHadoopsDefault) {
  EXPECT_EQ(choose_scheduler(std::nullopt, false, false, true, std::nullopt).type,
            SchedulerType::kFair);
  EXPECT_EQ(choose_scheduler(std::nullopt, false, true, false, std::nullopt).type,
            SchedulerType::kCapacity);
  // YarnConfiguration.DEFAULT_RM_SCHEDULER.
  const SchedulerChoice both = choose_scheduler(std::nullopt, false, true, true, std::nullopt);
  EXPECT_EQ(both.type, SchedulerType::kCapacity);
  EXPECT_EQ(both.reason,
            "no yarn-site.xml given names a scheduler, so the ResourceManager runs its default, "
            "the CapacityScheduler");
}

TEST(ChooseScheduler, AnAllocationFileWithAYarnSiteThatNamesNoSchedulerIsFlagged) {
  EXPECT_TRUE(
      choose_scheduler(std::nullopt, true, false, true, std::nullopt).fair_file_without_class);
  EXPECT_FALSE(
      choose_scheduler(std::nullopt, false, false, true, std::nullopt).fair_file_without_class);
  EXPECT_FALSE(
      choose_scheduler(kFairClass, true, false, true, std::nullopt).fair_file_without_class);
}

TEST(ChooseScheduler, AClassSchedlintCannotPlaceFallsBackToTheFilesAndSaysSo) {
  const Setting<std::string> custom{"com.example.MyScheduler", {"yarn-site.xml", 2, 5}};
  const SchedulerChoice c = choose_scheduler(custom, true, true, true, std::nullopt);
  EXPECT_EQ(c.type, SchedulerType::kCapacity);
  EXPECT_NE(c.reason.find("'com.example.MyScheduler', which is none of Hadoop's schedulers"),
            std::string::npos)
      << c.reason;
}

}  // namespace scheduler_choice_test
}  // namespace schedlint
