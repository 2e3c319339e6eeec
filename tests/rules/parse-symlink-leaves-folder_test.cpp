#include <filesystem>

#include <gtest/gtest.h>

#include "support/rule_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace parse_symlink_leaves_folder_test {

namespace fs = std::filesystem;
using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "parse-symlink-leaves-folder";
const std::string kCapacity = conf_xml({{"yarn.scheduler.capacity.root.queues", "default"},
                                        {"yarn.scheduler.capacity.root.default.capacity", "100"}});

TEST(ParseSymlinkLeavesFolder, ALinkOutOfTheFolderIsAWarningAndIsNotRead) {
  testing::TempDir outside;
  const std::string secret = outside.write(
      "secret-site.xml", conf_xml({{"yarn.resourcemanager.zk-auth", "digest:admin:SECRET"}}));
  const auto f =
      run_rule({{"capacity-scheduler.xml", kCapacity}, {"yarn-site.xml", "-> " + secret}}, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_EQ(fs::path(f[0].loc.file).filename(), "yarn-site.xml");
  EXPECT_EQ(f[0].loc.line, 0);
  EXPECT_NE(f[0].message.find("a symbolic link to " + secret + ", outside the folder"),
            std::string::npos)
      << f[0].message;
  const Model model = testing::load_files(
      {{"capacity-scheduler.xml", kCapacity}, {"yarn-site.xml", "-> " + secret}});
  for (const auto& [path, text] : model.source_text)
    EXPECT_EQ(text.find("SECRET"), std::string::npos) << path;
}

TEST(ParseSymlinkLeavesFolder, ALinkThatStaysInsideIsReadAsItsTarget) {
  const Model model =
      testing::load_files({{"real-capacity-scheduler.xml", kCapacity},
                           {"capacity-scheduler.xml", "-> real-capacity-scheduler.xml"}});
  EXPECT_TRUE(model.capacity.has_value());
  EXPECT_TRUE(run_rule({{"real.xml", kCapacity}, {"capacity-scheduler.xml", "-> real.xml"}}, kRule)
                  .empty());
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kCapacity}}, kRule).empty());
}

}  // namespace parse_symlink_leaves_folder_test
}  // namespace schedlint
