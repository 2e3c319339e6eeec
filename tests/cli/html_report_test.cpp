// The HTML reports (check, shares, diff): one self-contained file, every string from a
// configuration shown as text, every queue and finding in it, and small enough at 5,000 queues.
// tests/browser/ renders them in Chromium.
#include <regex>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace html_report_test {

using nlohmann::json;
using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

std::string sample(const std::string& name) {
  return testing::source_dir() + "/samples/" + name;
}

size_t count_of(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
    ++n;
  return n;
}

// Nothing is loaded from anywhere: no script, no stylesheet or font link, no image source, and a
// Content-Security-Policy that forbids loading.
void expect_self_contained(const std::string& html) {
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(html.find("Content-Security-Policy\" content=\"default-src 'none'"), std::string::npos);
  for (const char* loading : {"<script", "<link", "url(", "@import", "<iframe", "<object", "<img"})
    EXPECT_EQ(html.find(loading), std::string::npos) << loading;
  // No element with a source attribute (attributes are quoted: an escaped name's "src=" inside
  // one is text).
  EXPECT_FALSE(
      std::regex_search(html, std::regex("<[a-zA-Z]+(\\s+[a-zA-Z-]+=\"[^\"]*\")*\\s+src=")));
  EXPECT_NE(html.find("@media print"), std::string::npos);
  EXPECT_NE(html.find("prefers-color-scheme: dark"), std::string::npos);
}

TEST(HtmlReport, AQueueNamedLikeMarkupIsText) {
  TempDir dir;
  dir.write("fair-scheduler.xml", R"(<allocations>
  <queue name="&lt;img src=x onerror=alert(1)&gt;"><minResources>999999999 mb, 1 vcores</minResources></queue>
</allocations>
)");
  dir.write("nodes.yaml",
            "nodes:\n  - {group: \"<b>w</b>\", count: 2, memory-mb: 8192, vcores: 4}\n");
  for (const char* command : {"check", "shares"}) {
    const auto r = run_cli_in_process({command, dir.path().string(), "--format", "html"});
    ASSERT_LE(r.code, 1) << r.err;
    expect_self_contained(r.out);
    EXPECT_EQ(r.out.find("<img"), std::string::npos) << command;
    EXPECT_EQ(r.out.find("<b>w"), std::string::npos) << command;
    EXPECT_NE(r.out.find("&lt;img src=x onerror=alert(1)&gt;"), std::string::npos) << command;
  }
}

// Every queue of `shares` has its row, every finding of `check --format json` its section.
TEST(HtmlReport, EveryQueueAndFindingOfEachSampleIsThere) {
  for (const char* name :
       {"broken-capacity", "healthy-capacity", "healthy-fair", "incident-reservation-deadlock"}) {
    const auto html = run_cli_in_process({"check", sample(name), "--format", "html"});
    ASSERT_LE(html.code, 1) << html.err;
    expect_self_contained(html.out);
    const json shares =
        json::parse(run_cli_in_process({"shares", sample(name), "--format", "json"}).out);
    for (const json& q : shares["queues"]) {
      EXPECT_NE(html.out.find("id=\"q-" + q["path"].get<std::string>() + "\""), std::string::npos)
          << name << " " << q["path"];
    }
    const json check =
        json::parse(run_cli_in_process({"check", sample(name), "--format", "json"}).out);
    EXPECT_EQ(count_of(html.out, "<section class=\"finding "), check["findings"].size()) << name;
    for (const json& f : check["findings"]) {
      EXPECT_NE(html.out.find("docs/rules/" + f["rule"].get<std::string>() + ".md"),
                std::string::npos)
          << name;
    }
  }
}

TEST(HtmlReport, AFindingShowsTheConfigurationAroundItsLine) {
  const auto r = run_cli_in_process({"check", sample("broken-capacity"), "--format", "html"});
  EXPECT_NE(r.out.find("<pre class=\"excerpt\">"), std::string::npos);
  EXPECT_NE(r.out.find("<span class=\"hit\">"), std::string::npos);
}

// reservation-deadlock's witness: each node group's memory used and the rest held by the
// reservation, drawn.
TEST(HtmlReport, TheDeadlockWitnessIsDrawnPerNodeGroup) {
  const auto r =
      run_cli_in_process({"check", sample("incident-reservation-deadlock"), "--format", "html"});
  EXPECT_EQ(count_of(r.out, "<rect class=\"held\""), 1u);
  EXPECT_NE(r.out.find("38912 MB used, 63488 MB free, held by a reservation for 64000 MB"),
            std::string::npos);
}

// The page says what its words mean, for the people who own the queues: no solver jargon.
TEST(HtmlReport, WitnessAndProvenAreSaidInPlainWords) {
  const auto r = run_cli_in_process({"check", sample("healthy-capacity"), "--format", "html"});
  EXPECT_NE(r.out.find("Risks schedlint looked for and ruled out"), std::string::npos);
  EXPECT_EQ(r.out.find(">sat<"), std::string::npos);
  EXPECT_EQ(r.out.find("unsat"), std::string::npos);
  const auto risky =
      run_cli_in_process({"check", sample("incident-reservation-deadlock"), "--format", "html"});
  EXPECT_NE(risky.out.find("a state that shows the risk, checkable by hand"), std::string::npos);
}

TEST(HtmlReport, TheDiffReportShowsBothVersionsBars) {
  const std::string data = testing::source_dir() + "/tests/data/fs2cs";
  const auto r =
      run_cli_in_process({"diff", data + "/fair", data + "/capacity", "--format", "html"});
  ASSERT_EQ(r.code, 1) << r.err;
  expect_self_contained(r.out);
  EXPECT_NE(r.out.find("id=\"q-root.prod\""), std::string::npos);
  EXPECT_NE(r.out.find("class=\"guarantee before\""), std::string::npos);
  EXPECT_NE(r.out.find("class=\"guarantee after\""), std::string::npos);
  EXPECT_NE(r.out.find("delta-up"), std::string::npos);
  EXPECT_NE(r.out.find("change-scheduler-switched"), std::string::npos);
}

// A 5,000-queue cluster: under 10 MB, subtrees folded (no element per node: groups only).
TEST(HtmlReport, FiveThousandQueuesStayUnderTenMegabytes) {
  TempDir dir;
  std::vector<std::pair<std::string, std::string>> p;
  std::string departments;
  for (int d = 0; d < 50; ++d) {
    const std::string dep = "d" + std::to_string(d);
    departments += (d ? "," : "") + dep;
    p.push_back({"yarn.scheduler.capacity.root." + dep + ".capacity", "2"});
    std::string leaves;
    for (int l = 0; l < 100; ++l) {
      const std::string leaf = "q" + std::to_string(l);
      leaves += (l ? "," : "") + leaf;
      p.push_back({"yarn.scheduler.capacity.root." + dep + "." + leaf + ".capacity", "1"});
    }
    p.push_back({"yarn.scheduler.capacity.root." + dep + ".queues", leaves});
  }
  p.push_back({"yarn.scheduler.capacity.root.queues", departments});
  dir.write("capacity-scheduler.xml", conf_xml(p));
  dir.write("nodes.yaml", "nodes:\n  - {group: w, count: 50000, memory-mb: 65536, vcores: 16}\n");
  const auto r =
      run_cli_in_process({"check", dir.path().string(), "--format", "html", "--no-solver"});
  ASSERT_LE(r.code, 1) << r.err;
  EXPECT_LT(r.out.size(), 10u * 1024 * 1024);
  EXPECT_EQ(count_of(r.out, "<div class=\"q\""), 5051u);
  EXPECT_GT(count_of(r.out, "<details><summary>"), 0u);  // large trees start folded
}

// Past its budgets the page degrades instead of growing: 12,000 queues (each with findings) draw
// 10,000 rows breadth first, the findings past 500 one line each and past 10,000 a count, and
// each cut says so.
TEST(HtmlReport, AHugeConfigurationDegradesWithNotesInsteadOfGrowing) {
  TempDir dir;
  std::vector<std::pair<std::string, std::string>> p;
  std::string queues;
  for (int q = 0; q < 12000; ++q) {
    const std::string name = "q" + std::to_string(q);
    queues += (q ? "," : "") + name;
    p.push_back({"yarn.scheduler.capacity.root." + name + ".capacity", "0.001"});
  }
  p.insert(p.begin(), {"yarn.scheduler.capacity.root.queues", queues});
  dir.write("capacity-scheduler.xml", conf_xml(p));
  dir.write("nodes.yaml", "nodes:\n  - {group: w, count: 10, memory-mb: 102400, vcores: 32}\n");
  const auto r =
      run_cli_in_process({"check", dir.path().string(), "--format", "html", "--no-solver"});
  ASSERT_EQ(r.code, 1) << r.err;
  expect_self_contained(r.out);
  EXPECT_LT(r.out.size(), 16u * 1024 * 1024);
  EXPECT_EQ(count_of(r.out, "<div class=\"q\""), 10000u);
  EXPECT_NE(r.out.find("&hellip; and 2001 more queues, not drawn"), std::string::npos);
  EXPECT_EQ(count_of(r.out, "<section class=\"finding"), 500u);
  EXPECT_NE(r.out.find("more findings, left out to keep the page readable"), std::string::npos);
}

}  // namespace html_report_test
}  // namespace schedlint
