// The one table of common options (src/cli/option_table): each option set in .schedlint.yaml
// lands where the same flag does, --help shows each default, and the README names each option.
#include "cli/option_table.h"

#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <CLI/CLI.hpp>

#include "cli/options.h"
#include "cli/project_config.h"
#include "support/test_support.h"

namespace schedlint {
namespace option_table_test {

constexpr unsigned kAllGroups = kInputOptions | kReportOptions | kVerdictOptions | kProofOptions |
                                kQueueOptions | kUsageOption | kBaselineOption;

// A value each option takes, as YAML and as a command-line argument.
struct Sample {
  std::string yaml;
  std::string arg;
};

Sample sample_for(const OptionSpec& spec) {
  static const std::map<std::string_view, std::string> kChoices{{"hadoop-version", "2.10"},
                                                                {"scheduler", "fair"},
                                                                {"format", "json"},
                                                                {"fail-on", "info"},
                                                                {"color", "never"}};
  switch (spec.kind) {
    case OptionKind::kText:
      return {"\"" + kChoices.at(spec.name) + "\"", kChoices.at(spec.name)};
    case OptionKind::kPath:
      return {"some/file", "some/file"};
    case OptionKind::kInt:
      return {"7", "7"};
    case OptionKind::kNumber:
      return {"0.5", "0.5"};
    case OptionKind::kFlag:
      return {"true", ""};
    case OptionKind::kRuleList:
      return {"[acl-syntax, acl-root-open]", "acl-syntax,acl-root-open"};
    case OptionKind::kQueueList:
      return {"[root.a, root.b]", "root.a,root.b"};
  }
  return {};
}

// The options after parsing `argv` and applying `settings` (null: none).
CommonOptions resolved(const std::vector<std::string>& argv, const ProjectConfig* settings) {
  CLI::App app;
  CommonOptions o;
  add_common_options(app, o, kAllGroups);
  offer_formats(app, o, {ReportFormat::kText, ReportFormat::kJson});
  std::vector<std::string> reversed(argv.rbegin(), argv.rend());
  app.parse(reversed);
  resolve_options(app, o, settings);
  return o;
}

// The value of `spec`'s field in `o`, as text.
std::string field_text(const OptionSpec& spec, const CommonOptions& o) {
  return std::visit(
      [&](auto field) {
        std::ostringstream out;
        const auto& value = o.*field;
        using T = std::decay_t<decltype(value)>;
        if constexpr (std::is_same_v<T, std::vector<std::string>>) {
          for (const std::string& item : value)
            out << item << ";";
        } else {
          out << value;
        }
        return out.str();
      },
      spec.field);
}

TEST(OptionTable, EachSettingLandsWhereItsFlagDoes) {
  testing::TempDir dir;
  for (const OptionSpec& spec : option_table()) {
    if (!spec.settings) continue;
    const Sample s = sample_for(spec);
    const std::string path =
        dir.write(".schedlint.yaml", std::string(spec.name) + ": " + s.yaml + "\n");
    const ProjectConfig settings = load_project_config(path);
    std::vector<std::string> argv{"--" + std::string(spec.name)};
    if (spec.kind != OptionKind::kFlag) argv.push_back(s.arg);
    const CommonOptions by_flag = resolved(argv, nullptr);
    const CommonOptions by_setting = resolved({}, &settings);
    const CommonOptions untouched = resolved({}, nullptr);
    const std::string want = field_text(spec, by_flag);
    EXPECT_NE(want, field_text(spec, untouched)) << spec.name << ": the sample is the default";
    if (spec.kind == OptionKind::kPath) {  // joined to the settings file's folder
      EXPECT_TRUE(field_text(spec, by_setting).ends_with(want)) << spec.name;
    } else {
      EXPECT_EQ(field_text(spec, by_setting), want) << spec.name;
    }
    EXPECT_EQ(by_setting.from_settings.count(std::string(spec.name)), 1u) << spec.name;
  }
}

TEST(OptionTable, WhatOnlyTheCommandLineMayDecideIsNoSettingsKey) {
  const auto& keys = project_config_keys();
  for (const OptionSpec& spec : option_table()) {
    const bool key = std::find(keys.begin(), keys.end(), spec.name) != keys.end();
    EXPECT_EQ(key, spec.settings) << spec.name;
  }
  // Not options: what only a settings file says.
  for (std::string_view extra : {"paths", "severity", "suppress"})
    EXPECT_NE(std::find(keys.begin(), keys.end(), extra), keys.end()) << extra;
  EXPECT_EQ(keys.size(),
            3 + static_cast<size_t>(std::count_if(option_table().begin(), option_table().end(),
                                                  [](const OptionSpec& s) { return s.settings; })));
}

TEST(OptionTable, HelpShowsEachDefault) {
  CLI::App app;
  CommonOptions o;
  add_common_options(app, o, kAllGroups);
  const std::string help = app.help();
  EXPECT_NE(help.find("time limit per Z3 query (default 2000)"), std::string::npos) << help;
  EXPECT_NE(help.find("AM container memory the AM limits assume (default 1536)"),
            std::string::npos);
  EXPECT_NE(help.find("Hadoop release line to follow (default 3.3)"), std::string::npos);
  EXPECT_EQ(default_text(*find_option("usage")), "");  // no default file
}

TEST(OptionTable, TheReadmeNamesEveryOption) {
  std::ifstream in(std::string(testing::source_dir()) + "/README.md");
  std::stringstream readme;
  readme << in.rdbuf();
  for (const OptionSpec& spec : option_table()) {
    const std::regex named("(^|[^-\\w])--" + std::string(spec.name) + "([^-\\w]|$)");
    EXPECT_TRUE(std::regex_search(readme.str(), named))
        << "README.md does not name --" << spec.name;
  }
}

}  // namespace option_table_test
}  // namespace schedlint
