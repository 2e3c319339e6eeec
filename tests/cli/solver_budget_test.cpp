// --solver-budget-ms bounds the proofs' whole time, their arithmetic included: on a cluster whose
// proofs take seconds, a small budget ends them near it, and what was not decided is reported.
#include <chrono>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace solver_budget_test {

using testing::run_cli_in_process;

// 3,000 leaves directly under root, each with a maxAMShare (an am-starvation question each), a
// fifth with minResources (guarantees under node loss), on 200 node groups of 16 sizes: without a
// budget its proofs take seconds.
void write_flat_cluster(const testing::TempDir& dir) {
  std::ostringstream xml;
  xml << "<allocations>\n  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>\n";
  for (int i = 0; i < 3000; ++i) {
    xml << "  <queue name=\"q" << i << "\"><weight>" << 1 + i % 3 << "</weight><maxAMShare>0."
        << 1 + i % 5 << "</maxAMShare>";
    if (i % 5 == 0) xml << "<minResources>" << 1024 * (1 + i % 7) << " mb, 1 vcores</minResources>";
    xml << "</queue>\n";
  }
  xml << "</allocations>\n";
  dir.write("fair-scheduler.xml", xml.str());
  std::ostringstream nodes;
  nodes << "nodes:\n";
  for (int g = 0; g < 200; ++g) {
    nodes << "  - {group: g" << g << ", count: " << 100 + g << ", memory-mb: " << (65536 << (g % 4))
          << ", vcores: " << (16 << ((g / 4) % 4)) << "}\n";
  }
  dir.write("nodes.yaml", nodes.str());
}

// The proof rules' milliseconds, from the JSON report's timings.
double proof_millis(const nlohmann::json& doc) {
  double total = 0;
  for (const std::string rule : {"am-starvation", "guarantee-infeasible-after-failure",
                                 "reservation-deadlock", "container-unplaceable"}) {
    total += doc["timings"]["rules"].value(rule, 0.0);
  }
  return total;
}

// Checks the cluster with a 200 ms budget (and `extra` arguments): the proof rules end within the
// budget plus at most the one question under way when it ran out (generous: sanitizer builds run
// this test too), and a finding says which proofs were left undecided.
void expect_bounded(const std::vector<std::string>& extra) {
  testing::TempDir dir;
  write_flat_cluster(dir);
  std::vector<std::string> args = {"check",     dir.path().string(),  "--format",
                                   "json",      "--fail-on",          "never",
                                   "--timings", "--solver-budget-ms", "200"};
  args.insert(args.end(), extra.begin(), extra.end());
  const auto r = run_cli_in_process(args);
  ASSERT_EQ(r.code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  const double spent = proof_millis(doc);
  EXPECT_GT(spent, 0) << doc["timings"].dump();
  EXPECT_LT(spent, 200 + 4000) << doc["timings"].dump();
  bool reported = false;
  for (const auto& f : doc["findings"]) {
    const std::string message = f["message"];
    if (message.find("the proofs' time budget (--solver-budget-ms 200) ran out before") !=
        std::string::npos) {
      reported = true;
      EXPECT_EQ(f["severity"], "info");
    }
  }
  EXPECT_TRUE(reported) << "no finding says which proofs were left undecided";
}

TEST(SolverBudget, BoundsTheProofsWithTheirSolverQueries) {
  expect_bounded({});  // some 10 s of proofs without the budget
}

TEST(SolverBudget, BoundsTheProofsArithmeticWithoutTheSolver) {
  expect_bounded({"--no-solver"});  // some 10 s of am-starvation's arithmetic without the budget
}

TEST(SolverBudget, BoundsEachVersionsProofsInADiff) {
  // Two versions of the cluster, some 10 s of arithmetic each without the budget.
  testing::TempDir before;
  testing::TempDir after;
  write_flat_cluster(before);
  write_flat_cluster(after);
  const auto start = std::chrono::steady_clock::now();
  const auto r =
      run_cli_in_process({"diff", before.path().string(), after.path().string(), "--no-solver",
                          "--solver-budget-ms", "200", "--fail-on-new", "never"});
  const double millis =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(r.code, 0) << r.err;
  // Reading and modelling both versions, their non-proof rules, and twice the budget (plus the
  // question under way each time): generous, for sanitizer builds.
  EXPECT_LT(millis, 15000);
}

}  // namespace solver_budget_test
}  // namespace schedlint
