#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace change_max_allocation_decreased_test {

using testing::conf_xml;
using testing::run_change_rule;

constexpr const char* kRule = "change-max-allocation-decreased";

testing::Files change(const std::vector<std::pair<std::string, std::string>>& before,
                      const std::vector<std::pair<std::string, std::string>>& after) {
  std::vector<std::pair<std::string, std::string>> base{
      {"yarn.scheduler.capacity.root.queues", "prod"},
      {"yarn.scheduler.capacity.root.prod.capacity", "100"}};
  auto old_props = base, new_props = base;
  old_props.insert(old_props.end(), before.begin(), before.end());
  new_props.insert(new_props.end(), after.begin(), after.end());
  return {{"old/capacity-scheduler.xml", conf_xml(old_props)},
          {"new/capacity-scheduler.xml", conf_xml(new_props)}};
}

// LeafQueue.reinitialize: "the maximum allocation size can not be decreased!"; the default
// maximum is yarn.scheduler.maximum-allocation-mb, 8192 MB.
TEST(ChangeMaxAllocationDecreased, LoweringMemoryOrVcoresFails) {
  const auto f = run_change_rule(
      change({}, {{"yarn.scheduler.capacity.root.prod.maximum-allocation-mb", "4096"}}), kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 4);  // the new setting
  EXPECT_NE(f[0].message.find("8192 MB -> 4096 MB"), std::string::npos) << f[0].message;
  EXPECT_NE(f[0].details[0].find("Trying to reinitialize root.prod the maximum allocation size "
                                 "can not be decreased!"),
            std::string::npos);
  EXPECT_EQ(
      run_change_rule(
          change({}, {{"yarn.scheduler.capacity.root.prod.maximum-allocation-vcores", "2"}}), kRule)
          .size(),
      1u);
}

TEST(ChangeMaxAllocationDecreased, RaisingOrKeepingIsFine) {
  EXPECT_TRUE(
      run_change_rule(change({{"yarn.scheduler.capacity.root.prod.maximum-allocation-mb", "4096"}},
                             {{"yarn.scheduler.capacity.root.prod.maximum-allocation-mb", "8192"}}),
                      kRule)
          .empty());
  EXPECT_TRUE(run_change_rule(change({}, {}), kRule).empty());
}

}  // namespace change_max_allocation_decreased_test
}  // namespace schedlint
