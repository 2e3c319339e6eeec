// The HTML reports (check, shares, diff): one self-contained file, every string from a
// configuration shown as text, every queue and finding in it, and small enough at 5,000 queues.
// tests/browser/ renders them in Chromium.
#include <regex>
#include <set>
#include <sstream>
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
  EXPECT_NE(r.out.find("<em>proven</em> means that with these nodes and these settings no state"),
            std::string::npos);
  // The facts fold under that sentence.
  EXPECT_TRUE(std::regex_search(r.out, std::regex("<details><summary>[0-9]+ risks ruled out")));
  for (const char* name :
       {"healthy-capacity", "broken-capacity", "incident-reservation-deadlock", "healthy-fair"}) {
    const auto page = run_cli_in_process({"check", sample(name), "--format", "html"});
    EXPECT_FALSE(std::regex_search(page.out, std::regex("\\bsat\\b"))) << name;
    EXPECT_EQ(page.out.find("unsat"), std::string::npos) << name;
    // Witness keys in words, not as the JSON names them.
    for (const char* key : {"fit_groups", "min_fit_nodes", "could_host", "node_groups", "held_by"})
      EXPECT_EQ(page.out.find(key), std::string::npos) << name << " " << key;
  }
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
  // Coloured for the queue (more AM room is better), in words, not the JSON keys.
  EXPECT_NE(r.out.find("<div class=\"better\">AM limit on an idle cluster: 157287 MB, 39 vcores"),
            std::string::npos);
  EXPECT_NE(r.out.find("<div class=\"worse\">guaranteed after 1 node failure: "),
            std::string::npos);
  EXPECT_EQ(r.out.find("guaranteed_after_failures"), std::string::npos);
  EXPECT_EQ(r.out.find("am_limit"), std::string::npos);
  // The settings that changed, as the text says them.
  EXPECT_NE(r.out.find("<div class=\"setting neither\">weight 3 -&gt; 60.00%</div>"),
            std::string::npos);
  EXPECT_NE(r.out.find("change-scheduler-switched"), std::string::npos);
}

// Every id of a page once: the queue rows of each partition's tree, the findings, the sections.
void expect_unique_ids(const std::string& html, const std::string& what) {
  std::set<std::string> seen;
  const std::regex id("\\sid=\"([^\"]*)\"");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), id); it != std::sregex_iterator();
       ++it) {
    EXPECT_TRUE(seen.insert((*it)[1].str()).second)
        << what << ": id " << (*it)[1].str() << " twice";
  }
  EXPECT_GT(seen.size(), 5u) << what;
}

// The mark beside each queue: coloured by the worst of its findings, counting every finding about
// it, a typo in the queue's own key among them.
TEST(HtmlReport, QueueMarksCountEveryFindingAboutTheQueueColouredByTheWorst) {
  const auto r = run_cli_in_process({"check", sample("broken-capacity"), "--format", "html"});
  ASSERT_EQ(r.code, 1) << r.err;
  const auto mark_of = [&](const std::string& path) {
    const std::regex row("id=\"q-" + std::regex_replace(path, std::regex("\\."), "\\.") +
                         "\"><span class=\"name\">[^<]*<a class=\"mark (sev-[a-z]+)\"[^>]*>&#9888; "
                         "([0-9]+)</a>");
    std::smatch m;
    EXPECT_TRUE(std::regex_search(r.out, m, row)) << path;
    return m.size() == 3 ? m[1].str() + " " + m[2].str() : std::string();
  };
  // cs-queue-max-allocation-above-cluster (error, the queue's own), the typo
  // yarn.scheduler.capacity.root.prod.etl.maximum-capacty (parse-unknown-property: no queue set,
  // told from the key) and cs-user-limit-factor-caps-elasticity.
  EXPECT_EQ(mark_of("root.prod.etl"), "sev-error 3");
  // cs-children-capacity-sum names each child of root among its related places.
  EXPECT_EQ(mark_of("root.default"), "sev-error 2");
  EXPECT_EQ(mark_of("root.legacy"), "sev-error 3");
  expect_unique_ids(r.out, "broken-capacity");
  // The findings index by queue lists the typo under its queue.
  const size_t index = r.out.find("<table class=\"by-queue\">");
  ASSERT_NE(index, std::string::npos);
  const std::string table = r.out.substr(index, r.out.find("</table>", index) - index);
  EXPECT_NE(table.find("<tr><td>root.prod.etl</td><td class=\"num\">3</td>"), std::string::npos);
  EXPECT_NE(table.find("parse-unknown-property"), std::string::npos);
  const auto healthy =
      run_cli_in_process({"check", sample("healthy-capacity"), "--format", "html"});
  expect_unique_ids(healthy.out, "healthy-capacity");
}

// A warning-only queue is orange, an info-only one blue: not every mark is the same colour.
TEST(HtmlReport, AQueueWithOnlyInfosHasAnInfoMark) {
  TempDir dir;
  dir.write("capacity-scheduler.xml",
            conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                      {"yarn.scheduler.capacity.root.a.capacity", "50"},
                      {"yarn.scheduler.capacity.root.b.capacity", "50"},
                      {"yarn.scheduler.capacity.root.b.maximum-capacty", "60"}}));
  dir.write("nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n");
  const auto r = run_cli_in_process({"check", dir.path().string(), "--format", "html"});
  ASSERT_LE(r.code, 1) << r.err;
  EXPECT_TRUE(std::regex_search(
      r.out, std::regex("id=\"q-root\\.b\"><span class=\"name\">b<a class=\"mark sev-warning\"")))
      << "the typo in root.b's key is a warning about root.b";
}

// Bars of one tree on one axis: the name column narrows by one indent per level.
TEST(HtmlReport, NumbersAreTextBesideTheBarsOnOneAxis) {
  const auto r = run_cli_in_process({"check", sample("broken-capacity"), "--format", "html"});
  EXPECT_NE(r.out.find("style=\"--d:2\" id=\"q-root.prod.etl\""), std::string::npos);
  EXPECT_NE(r.out.find("calc(18em - var(--d, 0) * 1.2em)"), std::string::npos);
  // Guaranteed and maximum in words (percent of the partition and resources), not only in a
  // tooltip; the legend has a swatch for each.
  EXPECT_NE(r.out.find("<span class=\"nums\">guaranteed 10.00% &middot; 19660 MB, 4 vcores<br>"
                       "maximum 100.00% &middot; 196608 MB, 48 vcores</span>"),
            std::string::npos);
  EXPECT_NE(r.out.find("<p class=\"legend\"><svg"), std::string::npos);
  // The AM limit the AM-limit rules judge (at the guarantee, a busy cluster) beside the idle one.
  EXPECT_NE(r.out.find("AM limit 4096 MB, 1 vcores when busy (at its guarantee), 39936 MB, 1 "
                       "vcores idle"),
            std::string::npos);
}

TEST(HtmlReport, TheAssumptionsBoxSaysWhatTheAnswersRestOn) {
  const auto r = run_cli_in_process({"check", sample("broken-capacity"), "--format", "html",
                                     "--failure-budget", "2", "--am-mb", "3000"});
  const size_t box = r.out.find("<table class=\"assumptions\">");
  ASSERT_NE(box, std::string::npos);
  const std::string text = r.out.substr(box, r.out.find("</table>", box) - box);
  EXPECT_NE(text.find("--am-mb 3000"), std::string::npos);
  EXPECT_NE(text.find("2 node failures (--failure-budget)"), std::string::npos);
  EXPECT_NE(text.find("80% (--max-utilization 0.8)"), std::string::npos);
  EXPECT_NE(text.find("<th>Hadoop release</th><td>3.3</td>"), std::string::npos);
  EXPECT_NE(text.find("<th>schedlint</th>"), std::string::npos);
  EXPECT_TRUE(
      std::regex_search(text, std::regex("class=\"run-time\">[0-9]{4}-[0-9]{2}-[0-9]{2} ")));
  EXPECT_NE(text.find("<th>input revision</th>"), std::string::npos);
  // Outside any git work tree: no revision, and why.
  TempDir dir;
  dir.write("capacity-scheduler.xml",
            conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                      {"yarn.scheduler.capacity.root.a.capacity", "100"}}));
  const auto plain = run_cli_in_process({"check", dir.path().string(), "--format", "html"});
  EXPECT_NE(plain.out.find("none: the inputs are not in a git work tree"), std::string::npos);
}

TEST(HtmlReport, SuppressedFindingsAreCountedAndListed) {
  TempDir dir;
  dir.write("capacity-scheduler.xml",
            conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                      {"yarn.scheduler.capacity.root.a.capacity", "100"},
                      {"yarn.scheduler.capacity.root.a.maximum-capacty", "60"}}));
  dir.write(
      ".schedlint.yaml",
      "suppress:\n  - rule: parse-unknown-property\n    reason: \"<b>kept</b> on purpose\"\n");
  const auto r = run_cli_in_process({"check", dir.path().string(), "--format", "html"});
  ASSERT_LE(r.code, 1) << r.err;
  EXPECT_NE(r.out.find("1 suppressed"), std::string::npos);
  EXPECT_NE(r.out.find("1 finding suppressed"), std::string::npos);
  EXPECT_NE(r.out.find("&lt;b&gt;kept&lt;/b&gt; on purpose"), std::string::npos);
}

TEST(HtmlReport, SharesShowsTheNumbersAndTheRefusalNote) {
  const auto text = run_cli_in_process({"shares", sample("broken-capacity")});
  const auto r = run_cli_in_process({"shares", sample("broken-capacity"), "--format", "html"});
  ASSERT_EQ(r.code, 0) << r.err;
  expect_self_contained(r.out);
  EXPECT_NE(text.out.find("the ResourceManager would refuse this configuration (5 problem(s)"),
            std::string::npos);
  EXPECT_NE(r.out.find("the ResourceManager would refuse this configuration (5 problem(s)"),
            std::string::npos);
  for (const char* cell : {"AM LIMIT (AT GUARANTEE)", "<td class=\"num\">50.00%</td>",
                           "<td>117964 MB, 28 vcores</td>", "Partition fast (32768 MB, 8 vcores)"})
    EXPECT_NE(r.out.find(cell), std::string::npos) << cell;
  const auto healthy =
      run_cli_in_process({"shares", sample("healthy-capacity"), "--format", "html"});
  EXPECT_EQ(healthy.out.find("would refuse"), std::string::npos);
}

TEST(HtmlReport, ExplainWritesTheTextsStepsAsAPage) {
  const auto text = run_cli_in_process({"explain", "root.prod.etl", sample("broken-capacity")});
  const auto r = run_cli_in_process(
      {"explain", "root.prod.etl", sample("broken-capacity"), "--format", "html"});
  ASSERT_EQ(r.code, 0) << r.err;
  expect_self_contained(r.out);
  EXPECT_NE(r.out.find("<h2>Settings</h2>"), std::string::npos);
  EXPECT_NE(r.out.find("<h2>AM limit (maximum-am-resource-percent 0.2"), std::string::npos);
  // Every step of the text is a step of the page.
  std::istringstream lines(text.out);
  std::string line;
  int steps = 0;
  while (std::getline(lines, line)) {
    if (line.rfind("  ", 0) != 0) continue;
    const std::string step = line.substr(line.find_first_not_of(' '));
    std::string escaped;
    for (char c : step)
      escaped += c == '>'   ? std::string("&gt;")
                 : c == '<' ? std::string("&lt;")
                            : std::string(1, c);
    EXPECT_NE(r.out.find(">" + escaped + "</div>"), std::string::npos) << step;
    ++steps;
  }
  EXPECT_GT(steps, 10);
}

// Per-partition bars and the setting changes a person reads in the text: a label's guarantee
// cut, a queue stopped.
TEST(HtmlReport, TheDiffShowsSettingChangesAndBarsPerPartition) {
  TempDir before, after;
  const std::vector<std::pair<std::string, std::string>> common = {
      {"yarn.scheduler.capacity.root.queues", "a,b"},
      {"yarn.scheduler.capacity.root.accessible-node-labels", "gpu"},
      {"yarn.scheduler.capacity.root.accessible-node-labels.gpu.capacity", "100"},
      {"yarn.scheduler.capacity.root.a.accessible-node-labels", "gpu"},
      {"yarn.scheduler.capacity.root.b.accessible-node-labels", "gpu"}};
  auto conf = [&](const char* a_capacity, const char* a_gpu, const char* b_state) {
    auto p = common;
    p.push_back({"yarn.scheduler.capacity.root.a.capacity", a_capacity});
    p.push_back(
        {"yarn.scheduler.capacity.root.b.capacity", a_capacity == std::string("60") ? "40" : "50"});
    p.push_back({"yarn.scheduler.capacity.root.a.accessible-node-labels.gpu.capacity", a_gpu});
    p.push_back({"yarn.scheduler.capacity.root.b.accessible-node-labels.gpu.capacity",
                 a_gpu == std::string("70") ? "30" : "50"});
    p.push_back({"yarn.scheduler.capacity.root.b.state", b_state});
    return conf_xml(p);
  };
  const char* nodes =
      "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"
      "  - {group: g, count: 2, memory-mb: 65536, vcores: 16, labels: [gpu]}\n";
  before.write("capacity-scheduler.xml", conf("60", "70", "RUNNING"));
  after.write("capacity-scheduler.xml", conf("50", "50", "STOPPED"));
  before.write("nodes.yaml", nodes);
  after.write("nodes.yaml", nodes);
  const auto r = run_cli_in_process(
      {"diff", before.path().string(), after.path().string(), "--format", "html"});
  ASSERT_LE(r.code, 1) << r.err;
  EXPECT_NE(r.out.find("<div class=\"setting neither\">60.00% -&gt; 50.00%</div>"),
            std::string::npos);
  EXPECT_NE(r.out.find("<div class=\"setting worse\">RUNNING -&gt; STOPPED</div>"),
            std::string::npos);
  EXPECT_NE(r.out.find("partition gpu</span>"), std::string::npos);
  EXPECT_NE(r.out.find("before: guaranteed 70.00% &middot; 91750 MB"), std::string::npos);
  EXPECT_NE(r.out.find("after: guaranteed 50.00% &middot; 65536 MB"), std::string::npos);
  EXPECT_NE(r.out.find("<div class=\"worse\">guaranteed in partition gpu: "), std::string::npos);
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
