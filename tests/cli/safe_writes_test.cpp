// What schedlint writes goes exactly where the user said, whatever the configuration's names hold:
// --dump-smt names made safe, reports through an exclusive temporary file.
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "io/atomic_file.h"
#include "parse/xml_document.h"
#include "support/cli_harness.h"
#include "support/rule_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace safe_writes_test {

namespace fs = std::filesystem;
using testing::run_cli_in_process;
using testing::TempDir;

std::string read_text(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(SafeWrites, FileNamesFromConfigurationTextStayOneNameAndApart) {
  EXPECT_EQ(safe_file_name("reservation-deadlock.64000mb-1vcores"),
            "reservation-deadlock.64000mb-1vcores");
  const std::string up = safe_file_name("../../etc/passwd");
  EXPECT_EQ(up.find('/'), std::string::npos);
  EXPECT_NE(up.front(), '.');
  EXPECT_NE(safe_file_name("a/b"), safe_file_name("a_b"));  // changed names keep a hash
  EXPECT_LE(safe_file_name(std::string(4096, 'q')).size(), 130u);
  EXPECT_EQ(safe_file_name("\x01\x7f").find_first_of("\x01\x7f"), std::string::npos);
}

TEST(SafeWrites, DumpSmtStaysInItsFolderWhateverTheGroupsAreNamed) {
  TempDir dir;
  dir.write("fair-scheduler.xml",
            "<allocations><queue name=\"a\"><minResources>9000 mb, 1 vcores</minResources>"
            "</queue></allocations>\n");
  dir.write("nodes.yaml",
            "nodes:\n"
            "  - {group: \"../../escaped\", count: 2, memory-mb: 8192, vcores: 8, rack: /r1}\n"
            "  - {group: \"/default-rack\", count: 2, memory-mb: 4096, vcores: 4, rack: /r2}\n");
  const fs::path dump = dir.path() / "dump";
  const auto r = run_cli_in_process(
      {"check", dir.path().string(), "--scheduler", "fair", "--dump-smt", dump.string()});
  EXPECT_LE(r.code, 1) << r.err;
  int files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(dir.path())) {
    if (entry.path().extension() != ".smt2") continue;
    ++files;
    EXPECT_EQ(entry.path().parent_path(), dump) << entry.path();
  }
  EXPECT_GT(files, 0);
  EXPECT_FALSE(fs::exists(dir.path().parent_path() / "escaped"));
}

// Queue, group, rack and label names with slashes, "..", control characters and 4 KB: every
// writer puts them inside its own file, escaped for its format, and nothing lands elsewhere.
TEST(SafeWrites, HostileNamesStayInsideEveryWritersFile) {
  TempDir dir;
  const std::string long_name(4096, 'q');
  dir.write("capacity-scheduler.xml",
            testing::conf_xml(
                {{"yarn.scheduler.capacity.root.queues", "a/b,ctl\x01\x1b[31m," + long_name},
                 {"yarn.scheduler.capacity.root.a/b.capacity", "50"},
                 {"yarn.scheduler.capacity.root.ctl\x01\x1b[31m.capacity", "25"},
                 {"yarn.scheduler.capacity.root." + long_name + ".capacity", "25"},
                 {"yarn.scheduler.capacity.root.a/b.accessible-node-labels", "../gpu"},
                 {"yarn.scheduler.capacity.root.a/b.maximum-am-resource-percent", "0.0001"}}));
  dir.write(
      "nodes.yaml",
      "nodes:\n"
      "  - {group: \"../../escaped\", count: 2, memory-mb: 8192, vcores: 8, rack: "
      "\"/../../etc\"}\n"
      "  - {group: \"a/b\\x07\\t\", count: 1, memory-mb: 4096, vcores: 4, rack: \"/r\\x1b\"}\n"
      "  - {group: \"" +
          long_name + "\", count: 1, memory-mb: 4096, vcores: 4}\n");
  const fs::path out = dir.path() / "out";
  const std::vector<std::string> written{"report.json", "report.sarif", "report.xml", "report.md",
                                         "baseline.json"};
  const auto r = run_cli_in_process(
      {"check", dir.path().string(), "--format", "json", "-o", (out / "report.json").string(),
       "--report", "sarif=" + (out / "report.sarif").string(), "--report",
       "junit=" + (out / "report.xml").string(), "--report",
       "markdown=" + (out / "report.md").string(), "--write-baseline",
       (out / "baseline.json").string(), "--dump-smt", (out / "smt").string()});
  ASSERT_LE(r.code, 1) << r.err;
  // Exactly the files asked for, and dumps only inside their folder, one plain name each.
  std::set<std::string> found;
  for (const auto& entry : fs::recursive_directory_iterator(out)) {
    const fs::path relative = fs::relative(entry.path(), out);
    if (relative.parent_path() == "smt") {
      const std::string name = relative.filename().string();
      EXPECT_LE(name.size(), 255u);
      EXPECT_EQ(name.find_first_of(std::string("\x01\x07\x1b\t", 4)), std::string::npos);
      continue;
    }
    found.insert(relative.string());
  }
  std::set<std::string> expected(written.begin(), written.end());
  if (fs::exists(out / "smt")) expected.insert("smt");
  EXPECT_EQ(found, expected);
  EXPECT_FALSE(fs::exists(dir.path().parent_path() / "escaped"));
  for (const std::string& name : written) {
    const std::string text = read_text(out / name);
    SCOPED_TRACE(name);
    // No raw control character other than the newline reaches any file.
    EXPECT_EQ(text.find_first_of(std::string("\x01\x07\x1b", 3)), std::string::npos);
    if (name.ends_with(".json") || name.ends_with(".sarif")) {
      EXPECT_NO_THROW(static_cast<void>(nlohmann::json::parse(text)));
    }
    if (name.ends_with(".xml")) {
      EXPECT_NO_THROW(XmlDocument::parse(text_file_from_memory("report.xml", text)));
    }
  }
  EXPECT_NE(read_text(out / "report.json").find(long_name), std::string::npos);
}

TEST(SafeWrites, AReportNeverWritesThroughAPlantedSymlink) {
  TempDir dir;
  const std::string config = dir.write("capacity-scheduler.xml", testing::conf_xml({}));
  const fs::path victim = dir.path() / "victim";
  std::ofstream(victim) << "keep me\n";
  const fs::path out = dir.path() / "report.txt";
  // The old predictable temporary name, planted as a symlink, and the target itself a symlink.
  fs::create_symlink(victim, dir.path() / "report.txt.schedlint-tmp");
  fs::create_symlink(victim, out);
  const auto r = run_cli_in_process({"check", config, "--node-count", "1", "-o", out.string()});
  EXPECT_LE(r.code, 1) << r.err;
  EXPECT_EQ(read_text(victim), "keep me\n");
  EXPECT_FALSE(fs::is_symlink(out));  // replaced by the report, not followed
  EXPECT_NE(read_text(out).find("errors,"), std::string::npos);
  // No temporary file is left behind.
  for (const auto& entry : fs::directory_iterator(dir.path()))
    EXPECT_EQ(entry.path().filename().string().rfind(".report.txt.", 0), std::string::npos);
}

TEST(SafeWrites, AnUnwritableReportIsExitTwoNamingThePath) {
  TempDir dir;
  const std::string config = dir.write("capacity-scheduler.xml", testing::conf_xml({}));
  const std::string blocked = dir.write("file", "x");  // a file where a folder should be
  const std::string out = blocked + "/report.txt";
  const auto r = run_cli_in_process({"check", config, "-o", out});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err.rfind(out + ": error: cannot write the report: ", 0), 0u) << r.err;
}

// Outputs replace only regular files: a device, a FIFO, or a link to one is written through.
TEST(SafeWrites, ADeviceAFifoOrALinkToOneIsWrittenThroughNeverReplaced) {
  TempDir dir;
  const std::string config = dir.write("capacity-scheduler.xml", testing::conf_xml({}));
  const auto r = run_cli_in_process({"check", config, "-o", "/dev/null", "--report",
                                     "sarif=/dev/null", "--write-baseline", "/dev/null"});
  EXPECT_LE(r.code, 1) << r.err;
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
  const fs::path link = dir.path() / "null.sarif";
  fs::create_symlink("/dev/null", link);
  EXPECT_LE(run_cli_in_process({"check", config, "--report", "sarif=" + link.string()}).code, 1);
  EXPECT_TRUE(fs::is_symlink(link));  // still the link, the device behind it untouched
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
  // A FIFO with a reader gets the report; one without is an error, not a hang nor a file.
  const fs::path fifo = dir.path() / "report.fifo";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  // The reader opens first (a small report fits the pipe's buffer), then the report is read.
  const int reader = open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
  ASSERT_GE(reader, 0);
  const auto through = run_cli_in_process({"check", config, "--format", "json", "-o", fifo});
  std::string received;
  char buffer[4096];
  for (ssize_t n; (n = read(reader, buffer, sizeof buffer)) > 0;)
    received.append(buffer, static_cast<size_t>(n));
  close(reader);
  EXPECT_LE(through.code, 1) << through.err;
  EXPECT_TRUE(fs::is_fifo(fifo));
  EXPECT_EQ(nlohmann::json::parse(received)["tool"]["name"], "schedlint");
  const auto unread = run_cli_in_process({"check", config, "-o", fifo});
  EXPECT_EQ(unread.code, 2);
  EXPECT_NE(unread.err.find("nothing reads the FIFO"), std::string::npos) << unread.err;
  EXPECT_TRUE(fs::is_fifo(fifo));
}

// A pull request cannot plant a passing report that an `if: always()` step publishes after a
// failed run: every report the run was asked to write is gone, whatever made it fail.
TEST(SafeWrites, AFailedRunLeavesNoReportBehind) {
  TempDir dir;
  const std::string config = dir.write("conf/capacity-scheduler.xml", testing::conf_xml({}));
  const fs::path victim = dir.path() / "victim";
  auto plant = [&] {
    for (const char* name : {"out.txt", "out.sarif", "out.md", "baseline.json"})
      std::ofstream(dir.path() / name) << "a passing report\n";
    std::ofstream(victim) << "keep me\n";
    fs::remove(dir.path() / "linked.xml");
    fs::create_symlink(victim, dir.path() / "linked.xml");
  };
  const std::vector<std::string> reports{"-o",
                                         (dir.path() / "out.txt").string(),
                                         "--report",
                                         "sarif=" + (dir.path() / "out.sarif").string(),
                                         "--report=markdown=" + (dir.path() / "out.md").string(),
                                         "--report",
                                         "junit=" + (dir.path() / "linked.xml").string(),
                                         "--write-baseline",
                                         (dir.path() / "baseline.json").string()};
  auto gone = [&](const std::string& why) {
    for (const char* name : {"out.txt", "out.sarif", "out.md", "baseline.json", "linked.xml"})
      EXPECT_FALSE(fs::exists(fs::symlink_status(dir.path() / name))) << why << ": " << name;
    EXPECT_EQ(read_text(victim), "keep me\n") << why;  // a link is removed, not followed
  };
  auto run = [&](std::vector<std::string> args) {
    args.insert(args.end(), reports.begin(), reports.end());
    return run_cli_in_process(args);
  };
  plant();
  EXPECT_EQ(run({"check", (dir.path() / "missing.xml").string()}).code, 2);
  gone("unreadable input");
  plant();
  EXPECT_EQ(run({"check", config, "--no-such-flag"}).code, 2);
  gone("a usage error");
  plant();
  dir.write("conf/.schedlint.yaml", "fail-on: sometimes\n");
  EXPECT_EQ(run({"check", config}).code, 2);
  gone("bad settings");
  fs::remove(dir.path() / "conf/.schedlint.yaml");
  // Internal errors (exit 3): a prover whose witness fails its own re-check.
  plant();
  testing::FakeProver prover;
  prover.answer("am-starvation", smt::Status::kSat);
  dir.write("fair/fair-scheduler.xml",
            "<allocations><defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>\n"
            "<queue name=\"spark\"><maxAMShare>0.5</maxAMShare></queue>\n"
            "<queue name=\"etl\"><minResources>8192 mb, 99 vcores</minResources></queue>\n"
            "<queue name=\"streaming\"><minResources>8192 mb, 60 vcores</minResources></queue>\n"
            "</allocations>\n");
  dir.write("fair/nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 25}\n");
  std::vector<std::string> args{
      "check", (dir.path() / "fair").string(), "--scheduler", "fair", "--am-vcores", "2"};
  args.insert(args.end(), reports.begin(), reports.end());
  EXPECT_EQ(run_cli_in_process(args, prover).code, 3);
  gone("an internal error");
  // The output settings name counts too, when the run gets as far as reading them.
  std::ofstream(dir.path() / "conf/settings.html") << "a passing report\n";
  dir.write("conf/.schedlint.yaml", "output: settings.html\n");
  EXPECT_EQ(run_cli_in_process({"check", config, "--nodes", "missing.yaml"}).code, 2);
  EXPECT_FALSE(fs::exists(dir.path() / "conf/settings.html"));
}

}  // namespace safe_writes_test
}  // namespace schedlint
