// The fixture format itself (tests/support/fixture_harness.h): how expectations are written and
// read, and that a case which does not match is reported as such.
#include <filesystem>
#include <stdexcept>

#include <gtest/gtest.h>

#include "support/fixture_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace fixture_harness_test {

using testing::FixtureFinding;
using testing::read_expectation_list;
using testing::read_expectations;
using testing::TempDir;

TEST(FixtureHarness, AnXmlExpectationIsOnTheLineItTrails) {
  const auto e = read_expectations("capacity-scheduler.xml", R"(<configuration>
  <property><name>a</name><value>1</value></property> <!-- expect: error cs-x "a is 1" -->
</configuration>
)");
  EXPECT_EQ(
      e, (std::vector<FixtureFinding>{{"capacity-scheduler.xml", 2, "error", "cs-x", "a is 1"}}));
}

TEST(FixtureHarness, SeveralFindingsOnOneLine) {
  const std::string line =
      R"(<a/> <!-- expect: error cs-x "one" --> <!-- expect: info cs-y "two" -->
<b/> <!-- expect: warning cs-x "three" info cs-z "four" -->)";
  EXPECT_EQ(read_expectations("f.xml", line),
            (std::vector<FixtureFinding>{{"f.xml", 1, "error", "cs-x", "one"},
                                         {"f.xml", 1, "info", "cs-y", "two"},
                                         {"f.xml", 2, "warning", "cs-x", "three"},
                                         {"f.xml", 2, "info", "cs-z", "four"}}));
}

TEST(FixtureHarness, ALongMessageWrapsAndEscapesQuotesBackslashesAndHyphens) {
  const auto e = read_expectations("f.xml", R"(<a/> <!-- expect: warning r "the \"first\"
         part, \\ and \-\-min-fit-nodes" -->
<b/>)");
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].line, 1);
  EXPECT_EQ(e[0].message, R"(the "first" part, \ and --min-fit-nodes)");
}

TEST(FixtureHarness, AFileExpectationHasNoLine) {
  const auto e = read_expectations("f.xml", "<a>\n<!-- expect-file: info r \"m\" -->\n</a>\n");
  EXPECT_EQ(e, (std::vector<FixtureFinding>{{"f.xml", 0, "info", "r", "m"}}));
}

TEST(FixtureHarness, OtherCommentsAreNotExpectations) {
  EXPECT_TRUE(read_expectations("f.xml", "<a/> <!-- BROKEN: why -- it is --> <!-- a -->").empty());
  EXPECT_TRUE(read_expectations("nodes.json", R"({"expect": "# expect: nothing"})").empty());
}

TEST(FixtureHarness, YamlExpectationsTrailTheirLineAndWrapInCommentLines) {
  const auto e = read_expectations("nodes.yaml", R"(nodes:
  - group: "a # b"  # expect: warning r "the first
  #   and second"  info s "third"
    count: 1 # expect-file: info t "fourth"
)");
  EXPECT_EQ(e,
            (std::vector<FixtureFinding>{{"nodes.yaml", 2, "warning", "r", "the first and second"},
                                         {"nodes.yaml", 2, "info", "s", "third"},
                                         {"nodes.yaml", 0, "info", "t", "fourth"}}));
}

TEST(FixtureHarness, AMalformedExpectationIsAnErrorAtItsLine) {
  for (const char* bad : {
           "<a/>\n<!-- expect warning r \"m\" -->",     // no colon
           "<a/>\n<!-- expected: warning r \"m\" -->",  // not the keyword
           "<a/>\n<!-- expect: fatal r \"m\" -->",      // no such severity
           "<a/>\n<!-- expect: warning R_1 \"m\" -->",  // not a rule id
           "<a/>\n<!-- expect: warning r m -->",        // unquoted
           "<a/>\n<!-- expect: warning r \"m -->",      // unclosed
           "<a/>\n<!-- expect: warning r \"\\n\" -->",  // an unknown escape
           "<a/>\n<!-- expect: -->",                    // nothing expected
       }) {
    try {
      read_expectations("f.xml", bad);
      ADD_FAILURE() << "accepted: " << bad;
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(std::string(e.what()).rfind("f.xml:2: ", 0), 0u) << e.what();
    }
  }
}

// Hadoop's XML parsers refuse "--" inside a comment: a fixture must stay a file Hadoop reads.
TEST(FixtureHarness, AnXmlExpectationMayNotHoldTwoHyphens) {
  EXPECT_THROW(read_expectations("f.xml", "<a/> <!-- expect: info r \"--node-count\" -->"),
               std::invalid_argument);
}

// Hadoop reads an element's first text node: a comment that splits the text changes it.
TEST(FixtureHarness, AnXmlExpectationMustSitBetweenElements) {
  for (const char* bad : {
           "<a>\n<value>1 <!-- expect: info r \"m\" --></value>\n</a>",
           "<a>\n<acl> <!-- expect: info r \"m\" -->\n alice\n</acl>\n</a>",
           "<a>\n<acl>alice<!-- expect: info r \"m\" --></acl>\n</a>",
       }) {
    try {
      read_expectations("f.xml", bad);
      ADD_FAILURE() << "accepted: " << bad;
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(std::string(e.what()).rfind("f.xml:2: an expectation inside an element's text", 0),
                0u)
          << e.what();
    }
  }
  EXPECT_EQ(
      read_expectations("f.xml", "<a>\n  <!-- expect: info r \"m\" --><acl>x</acl>\n</a>").size(),
      1u);
}

TEST(FixtureHarness, ExpectTxtIsForFilesWithoutCommentsAndForNoFile) {
  EXPECT_EQ(
      read_expectation_list("# findings in JSON files\n"
                            "baseline.json:3: info baseline-entry-stale \"gone\"\n"
                            "-:0: warning r \"nowhere\"\n"),
      (std::vector<FixtureFinding>{{"baseline.json", 3, "info", "baseline-entry-stale", "gone"},
                                   {"", 0, "warning", "r", "nowhere"}}));
  EXPECT_THROW(read_expectation_list("capacity-scheduler.xml:3: info r \"m\"\n"),
               std::invalid_argument);
  EXPECT_THROW(read_expectation_list("baseline.json: info r \"m\"\n"), std::invalid_argument);
}

// A symbolic link of the case holds no comment of its own (what it leads to is not the case's, and
// may lie outside it): its findings go in expect.txt, and the file it leads to is not read.
TEST(FixtureHarness, ASymbolicLinkIsExpectedInExpectTxtAndNotRead) {
  EXPECT_EQ(read_expectation_list("yarn-site.xml:0: warning r \"m\"\n", {"yarn-site.xml"}),
            (std::vector<FixtureFinding>{{"yarn-site.xml", 0, "warning", "r", "m"}}));
  EXPECT_THROW(read_expectation_list("yarn-site.xml:0: warning r \"m\"\n", {"other.xml"}),
               std::invalid_argument);

  TempDir dir;
  dir.write("common-yarn-site.xml",
            "<configuration> <!-- expect: info r \"not the case's\" --></configuration>\n");
  dir.write("case/capacity-scheduler.xml",
            "<configuration>\n"
            "  <property><name>yarn.scheduler.capacity.root.queues</name><value>a</value>"
            "</property>\n"
            "  <property><name>yarn.scheduler.capacity.root.a.capacity</name><value>100</value>"
            "</property>\n"
            "</configuration>\n");
  std::filesystem::create_symlink("../common-yarn-site.xml", dir.path() / "case" / "yarn-site.xml");
  const std::string message =
      "a symbolic link to ../common-yarn-site.xml, outside the folder it was given in: not read, "
      "so that no file outside what was given reaches a report (--follow-symlinks reads it)";
  dir.write("case/expect.txt",
            "yarn-site.xml:0: warning parse-symlink-leaves-folder \"" + message + "\"\n");
  EXPECT_EQ(testing::case_expectations(dir.path() / "case"),
            (std::vector<FixtureFinding>{
                {"yarn-site.xml", 0, "warning", "parse-symlink-leaves-folder", message}}));
  const auto outcome = testing::run_fixture(dir.path() / "case", "parse-symlink-leaves-folder");
  EXPECT_TRUE(outcome.matches()) << outcome.report(dir.path() / "case");
}

TEST(FixtureHarness, TheSuggestedCommentReadsBackAsTheFinding) {
  const FixtureFinding f{"capacity-scheduler.xml", 3, "warning", "r",
                         R"(a "quoted" --flag and a \ backslash)"};
  const std::string comment = testing::expectation_comment(f);
  EXPECT_EQ(comment.find("--", 4), comment.size() - 3) << comment;  // only the closing "-->"
  EXPECT_EQ(read_expectations(f.file, "\n\n<a/> " + comment + "\n"),
            std::vector<FixtureFinding>{f});
  const FixtureFinding y{"nodes.yaml", 0, "info", "r", "m"};
  EXPECT_EQ(read_expectations(y.file, "a: 1 " + testing::expectation_comment(y) + "\n"),
            std::vector<FixtureFinding>{y});
}

// A case whose files expect something else than what the run finds, and one that matches.
TEST(FixtureHarness, ACaseMatchesOnlyWhenEveryFindingOfTheRulesUnderTestIsExpected) {
  TempDir dir;
  const std::string property =
      "  <property><name>yarn.scheduler.capacity.root.a.maximum-capacty</name>"
      "<value>80</value></property>";
  const std::string message =
      "yarn.scheduler.capacity.root.a.maximum-capacty is not a CapacityScheduler property: Hadoop "
      "ignores it (did you mean 'yarn.scheduler.capacity.root.a.maximum-capacity'?)";
  const auto write = [&](const std::string& expectation) {
    dir.write("capacity-scheduler.xml",
              "<configuration>\n"
              "  <property><name>yarn.scheduler.capacity.root.queues</name><value>a</value>"
              "</property>\n"
              "  <property><name>yarn.scheduler.capacity.root.a.capacity</name><value>100</value>"
              "</property>\n" +
                  property + expectation + "\n</configuration>\n");
  };
  write(" <!-- expect: warning parse-unknown-property \"" + message + "\" -->");
  EXPECT_TRUE(testing::run_fixture(dir.path(), "parse-unknown-property").matches());

  write("");  // nothing expected: the finding is unexpected
  auto outcome = testing::run_fixture(dir.path(), "parse-unknown-property");
  ASSERT_EQ(outcome.unexpected.size(), 1u) << outcome.report(dir.path());
  EXPECT_EQ(outcome.unexpected[0], (FixtureFinding{"capacity-scheduler.xml", 4, "warning",
                                                   "parse-unknown-property", message}));
  EXPECT_TRUE(outcome.missing.empty());
  // ...but a rule not under test may find what it likes.
  EXPECT_TRUE(testing::run_fixture(dir.path(), "cs-children-capacity-sum").matches());

  write(" <!-- expect: warning parse-unknown-property \"" + message.substr(0, 40) + "\" -->");
  outcome = testing::run_fixture(dir.path(), "parse-unknown-property");
  EXPECT_EQ(outcome.missing.size(), 1u) << "a part of the message is not the message";
  EXPECT_EQ(outcome.unexpected.size(), 1u);

  write("\n <!-- expect: warning parse-unknown-property \"" + message + "\" -->");
  outcome = testing::run_fixture(dir.path(), "parse-unknown-property");
  ASSERT_EQ(outcome.missing.size(), 1u) << "on the next line is not on its line";
  EXPECT_EQ(outcome.missing[0].line, 5);
}

TEST(FixtureHarness, ARunThatFailsIsReported) {
  TempDir dir;
  dir.write("capacity-scheduler.xml", "<configuration><property>");  // not well-formed: exit 2
  const auto outcome = testing::run_fixture(dir.path(), "parse-invalid-value");
  EXPECT_FALSE(outcome.matches());
  EXPECT_EQ(outcome.failure.rfind("exit 2: ", 0), 0u) << outcome.failure;
}

}  // namespace fixture_harness_test
}  // namespace schedlint
