#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_user_limit_admission_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-user-limit-admission";

std::vector<Finding> run(const std::string& percent, const std::string& acl,
                         const std::string& mappings = "") {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "etl"},
      {"yarn.scheduler.capacity.root.etl.capacity", "100"},
      {"yarn.scheduler.capacity.root.etl.minimum-user-limit-percent", percent},
      {"yarn.scheduler.capacity.root.etl.acl_submit_applications", acl}};
  if (!mappings.empty()) p.push_back({"yarn.scheduler.capacity.queue-mappings", mappings});
  return run_rule({{"capacity-scheduler.xml", conf_xml(p)}}, kRule);
}

TEST(CsUserLimitAdmission, SilentWhenEveryoneFitsOrOnlyGroupsAreNamed) {
  EXPECT_TRUE(run("33", "alice,bob,carol").empty());
  EXPECT_TRUE(run("50", " admins,etl-team").empty());
}

}  // namespace cs_user_limit_admission_test
}  // namespace schedlint
