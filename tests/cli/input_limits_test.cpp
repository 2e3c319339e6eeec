// Hostile inputs: what a file could make schedlint exhaust is bounded (src/parse/input_limits.h),
// each past its limit an error at the file and line with exit 2, nothing written; and values of
// any length are read without recursion.
#include <cstdlib>
#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace input_limits_test {

using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

const std::string kQueuesA =
    "<property><name>yarn.scheduler.capacity.root.queues</name>"
    "<value>a</value></property>";

// `check` on the files of `dir`; the result of the run.
testing::CliResult check(const TempDir& dir, std::vector<std::string> extra = {}) {
  std::vector<std::string> args{"check", dir.path().string()};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_cli_in_process(args);
}

// Exit 2, nothing on stdout, and `message` at path:line on stderr.
void expect_refused(const testing::CliResult& r, const std::string& where,
                    const std::string& message) {
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find(where + ": error: " + message), std::string::npos) << r.err;
}

TEST(InputLimits, ValuesOfAnyLengthAreReadWithoutRecursion) {
  // std::regex recursed per character: each of these killed the run with SIGSEGV.
  TempDir dir;
  dir.write(
      "capacity-scheduler.xml",
      conf_xml(
          {{"yarn.scheduler.capacity.root.queues", "a"},
           {"yarn.scheduler.capacity.root.a.capacity", "[" + std::string(300000, 'a') + "]"},
           {"yarn.scheduler.capacity.root.a.user-settings." + std::string(300000, 'u') + ".weight",
            "2"}}));
  dir.write("yarn-site.xml", conf_xml({{"yarn.resource-types", std::string(300000, 'g') + "!"},
                                       {"yarn.resource-types.memory-mb.increment-allocation",
                                        std::string(300000, '1') + " Mi"}}));
  const auto capacity = check(dir);
  EXPECT_EQ(capacity.code, 1) << capacity.err;
  EXPECT_NE(capacity.out.find("is not a valid resource name"), std::string::npos);

  TempDir fair;
  fair.write("fair-scheduler.xml", "<allocations><queue name=\"a\"><maxResources>" +
                                       std::string(300000, '1') +
                                       "% memory</maxResources></queue></allocations>");
  for (const char* version : {"2.9", "3.2", "3.3"}) {
    const auto r = check(fair, {"--hadoop-version", version});
    EXPECT_NE(r.code, 2) << version << ": " << r.err;
  }
}

TEST(InputLimits, AKeyOfManyDotsIsReadInLinearTime) {
  // 100,000 segments, each a word that starts a queue key: every split used to be matched.
  TempDir dir;
  std::string key = "yarn.scheduler.capacity.root";
  for (int i = 0; i < 100000; ++i)
    key += ".capacity";
  dir.write("capacity-scheduler.xml",
            conf_xml({{"yarn.scheduler.capacity.root.queues", "a"}, {key, "1"}}));
  EXPECT_EQ(check(dir).code, 1);  // an orphan and a warning, quickly (no timing asserted)
}

TEST(InputLimits, AStringOverOneMebibyteIsRefused) {
  TempDir dir;
  const std::string path =
      dir.write("capacity-scheduler.xml", "<configuration>\n" + kQueuesA + "\n<property><name>x" +
                                              "</name><value>" + std::string(1100000, 'v') +
                                              "</value></property></configuration>");
  expect_refused(check(dir), path + ":3", "a text longer than 1 MiB");
}

TEST(InputLimits, MoreThanAMillionXmlElementsAreRefused) {
  TempDir dir;
  std::string xml = "<configuration>\n";
  for (int i = 0; i < 340000; ++i)
    xml += "<property><name>k</name><value>v</value></property>\n";
  const std::string path = dir.write("capacity-scheduler.xml", xml + "</configuration>");
  expect_refused(check(dir), path + ":333335", "more than 1,000,000 XML elements");
}

TEST(InputLimits, VariableExpansionIsBoundedPerValueAndInAll) {
  // Twenty substitutions of a 100 KB value: 2 MB from a 120-byte value.
  std::string twenty;
  for (int i = 0; i < 20; ++i)
    twenty += "${big}";
  TempDir one;
  const std::string path =
      one.write("capacity-scheduler.xml",
                conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                          {"yarn.scheduler.capacity.root.a.acl_submit_applications", twenty},
                          {"big", std::string(100000, 'x')}}));
  expect_refused(check(one), path + ":3",
                 "'yarn.scheduler.capacity.root.a.acl_submit_applications' grows past 1 MiB "
                 "through ${...} substitution");

  // 200 queues whose ACL is one 400 KB value: 80 MB of substitution in all.
  std::vector<std::pair<std::string, std::string>> props{
      {"big", std::string(400000, 'x')}, {"yarn.scheduler.capacity.root.queues", ""}};
  for (int i = 0; i < 200; ++i) {
    const std::string q = "q" + std::to_string(i);
    props[1].second += (i ? "," : "") + q;
    props.push_back({"yarn.scheduler.capacity.root." + q + ".acl_submit_applications", "${big}"});
  }
  TempDir all;
  all.write("capacity-scheduler.xml", conf_xml(props));
  const auto r = check(all);
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("${...} substitution has produced more than 64 MiB by"), std::string::npos)
      << r.err;
}

TEST(InputLimits, YamlAliasesThatExpandPastAMillionNodesAreRefused) {
  // A "billion laughs": nine lines, 9^9 nodes once the aliases are followed.
  std::string yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n";
  for (int i = 1; i < 9; ++i) {
    yaml += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [";
    for (int k = 0; k < 9; ++k)
      yaml += std::string(k ? ", " : "") + "*a" + std::to_string(i - 1);
    yaml += "]\n";
  }
  TempDir dir;
  dir.write("capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a"}}));
  const std::string nodes = dir.write("nodes.yaml", yaml);
  expect_refused(check(dir), nodes + ":7",
                 "more than 1,000,000 YAML nodes once aliases are expanded");
}

TEST(InputLimits, AYamlAliasInsideItsOwnAnchorIsRefusedAtTheAlias) {
  // Followed, `*a` never ends; the refusal points at the collection that holds it.
  TempDir dir;
  dir.write("capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a"}}));
  const std::string nodes = dir.write("nodes.yaml", "nodes:\n  - &a\n    more: [x, *a]\n");
  expect_refused(check(dir), nodes + ":3", "YAML nested more than 100 levels deep");
}

TEST(InputLimits, AYamlFileOfMoreThanAMillionNodesIsRefused) {
  // 1.5 million one-character items in 3 MB (a file this large is counted from its events, before
  // yaml-cpp builds a node for each).
  std::string yaml = "nodes: [";
  for (int i = 0; i < 1500000; ++i)
    yaml += i ? ",x" : "x";
  yaml += "]\n";
  TempDir dir;
  dir.write("capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a"}}));
  const std::string nodes = dir.write("nodes.yaml", yaml);
  expect_refused(check(dir), nodes + ":1",
                 "more than 1,000,000 YAML nodes once aliases are expanded");
}

TEST(InputLimits, YamlNestedPast100LevelsIsRefused) {
  TempDir dir;
  dir.write("capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a"}}));
  const std::string nodes =
      dir.write("nodes.yaml", "nodes: " + std::string(200, '[') + std::string(200, ']') + "\n");
  expect_refused(check(dir), nodes + ":1", "YAML nested more than 100 levels deep");
}

TEST(InputLimits, JsonStringsOverOneMebibyteAreRefused) {
  TempDir dir;
  dir.write("capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a"}}));
  const std::string nodes = dir.write(
      "nodes.json", "{\"nodes\": {\"node\": [\n{\"id\": \"" + std::string(1100000, 'h') + "\"}]}}");
  expect_refused(check(dir), nodes + ":2", "a JSON string longer than 1 MiB");
}

// tinyxml2 compares each attribute's name with those before it: 120,000 attributes (1.3 MB)
// would take minutes, so they are counted before it parses.
TEST(InputLimits, AnElementOfMoreThan64AttributesIsRefusedBeforeParsing) {
  std::string attributes;
  for (int i = 0; i < 120000; ++i)
    attributes += " a" + std::to_string(i) + "=\"x\"";
  TempDir dir;
  const std::string path = dir.write(
      "capacity-scheduler.xml", "<configuration>\n<!-- <x a=1 b=2> -->\n<property" + attributes +
                                    ">\n</property>\n"
                                    "</configuration>\n");
  expect_refused(check(dir), path + ":3", "an XML element with more than 64 attributes");
  std::string sixty_four;
  for (int i = 0; i < 64; ++i)
    sixty_four += " a" + std::to_string(i) + "='>='";  // quoted '>' and '=' are text
  dir.write("capacity-scheduler.xml",
            "<configuration><property" + sixty_four +
                "><name>yarn.scheduler.capacity.root."
                "queues</name><value>a</value></property></configuration>\n");
  EXPECT_NE(check(dir).code, 2);
}

TEST(InputLimits, JsonOfMoreThanFourMillionValuesIsRefused) {
  TempDir dir;
  dir.write("capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a"}}));
  std::string values = "[0";
  values.reserve(8000010);
  for (int i = 0; i < 4000000; ++i)
    values += ",0";
  const std::string nodes = dir.write("nodes.json", values + "]\n");
  expect_refused(check(dir), nodes + ":1", "more than 4,000,000 JSON values");
}

// Forty files just under 64 MiB each were read into memory together: the inputs together are held
// to 256 MiB, a folder's by the sizes of its files before any is read.
TEST(InputLimits, InputsAddingUpToMoreThan256MebibytesAreRefusedBeforeReading) {
  TempDir dir;
  for (int i = 1; i <= 5; ++i) {
    const std::string path = dir.write("yarn-site-" + std::to_string(i) + ".xml", "");
    std::filesystem::resize_file(path, 60u * 1024 * 1024);  // sparse: nothing is written
  }
  expect_refused(check(dir), (dir.path() / "yarn-site-5.xml").string(),
                 "the inputs add up to more than 256 MiB");
}

TEST(InputLimits, MoreThan100000QueuesAreRefused) {
  std::string xml = "<allocations>\n";
  for (int i = 0; i <= 100000; ++i)
    xml += "<queue name=\"q" + std::to_string(i) + "\"/>\n";
  TempDir dir;
  const std::string path = dir.write("fair-scheduler.xml", xml + "</allocations>");
  expect_refused(check(dir), path + ":100001", "more than 100,000 queues");
}

TEST(InputLimits, ClustersPastTheLimitsAreRefused) {
  TempDir dir;
  dir.write("capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a"}}));
  // 2^40 MB on each of 8,193 nodes: 2^53 MB and more.
  const std::string nodes =
      dir.write("nodes.yaml",
                "nodes:\n  - {group: a, count: 8192, memory-mb: 1099511627776, vcores: 1}\n"
                "  - {group: b, count: 1, memory-mb: 1099511627776, vcores: 1}\n");
  expect_refused(check(dir), nodes + ":3", "the cluster's memory-mb adds up past 2^53");

  std::string many = "nodes:\n";
  for (int i = 0; i <= 100; ++i)
    many += "  - {group: g" + std::to_string(i) + ", count: 100000, memory-mb: 1, vcores: 1}\n";
  const std::string crowded = dir.write("nodes.yaml", many);
  expect_refused(check(dir), crowded + ":102", "more than 10,000,000 nodes");

  TempDir site;
  site.write("capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a"}}));
  const auto r = run_cli_in_process({"check", site.path().string(), "--node-count", "2000000000"});
  expect_refused(r, "--node-count", "more than 10,000,000 nodes");
}

TEST(InputLimits, DevicesAndSymlinkLoopsAreRefusedByName) {
  expect_refused(run_cli_in_process({"check", "/dev/zero"}), "/dev/zero",
                 "is a device or socket, expected a file");
  TempDir dir;
  const auto a = dir.path() / "a.xml";
  const auto b = dir.path() / "b.xml";
  std::filesystem::create_symlink(b, a);
  std::filesystem::create_symlink(a, b);
  expect_refused(run_cli_in_process({"check", a.string()}), a.string(),
                 "cannot read: a loop of symbolic links");
}

TEST(InputLimits, NoInputMakesSchedlintReadAnotherFileOrTheEnvironment) {
  TempDir dir;
  const std::string secret = dir.write("secret", "SECRET-FILE-CONTENT");
  const std::string path =
      dir.write("capacity-scheduler.xml",
                "<?xml version=\"1.0\"?>\n<!DOCTYPE configuration [<!ENTITY x SYSTEM \"file://" +
                    secret + "\">]>\n<configuration>" + kQueuesA +
                    "<property><name>q</name><value>&x;</value>" + "</property></configuration>\n");
  const auto entity = check(dir);
  expect_refused(entity, path + ":2", "a DOCTYPE with declarations");
  EXPECT_EQ(entity.err.find("SECRET-FILE-CONTENT"), std::string::npos);

  ::setenv("SCHEDLINT_TEST_SECRET", "SECRET-ENV-VALUE", 1);
  TempDir env;
  env.write("capacity-scheduler.xml",
            conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                      {"yarn.scheduler.capacity.root.a.acl_submit_applications",
                       "${env.SCHEDLINT_TEST_SECRET}"}}));
  const auto r = check(env, {"--format", "json"});
  ::unsetenv("SCHEDLINT_TEST_SECRET");
  EXPECT_EQ(r.out.find("SECRET-ENV-VALUE"), std::string::npos);
  EXPECT_NE(r.out.find("parse-unresolved-variable"), std::string::npos);
}

}  // namespace input_limits_test
}  // namespace schedlint
