// The guarantee-failure query on clusters whose answer is known by arithmetic.
#include "solver/guarantee_failure.h"

#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <sstream>

#include <gtest/gtest.h>

#include "solver/z3_prover.h"

#include "random_guarantee_needs.h"

#include "support/test_support.h"

namespace schedlint::smt {
namespace guarantee_failure_test {

const Z3Prover z3;  // these tests ask the real solver

// 12 x 102400 MB; the queues need 1000000 MB: 10 nodes (1024000 MB) hold it, 9 do not.
GuaranteeFailureQuery twelve_workers() {
  GuaranteeFailureQuery q;
  q.name = "twelve";
  q.groups = share({{"worker", 12, Resource(102400, 32), ""}});
  q.needs = {{"memory-mb", 1000000, nullptr}};
  return q;
}

// Three racks of 10000 MB nodes: /r1 has 6, /r2 and /r3 have 4 each (140000 MB in all).
GuaranteeFailureQuery three_racks(int64_t required) {
  GuaranteeFailureQuery q;
  q.name = "racks";
  q.groups = share({{"a", 6, Resource(10000, 4), "/r1"},
                    {"b", 4, Resource(10000, 4), "/r2"},
                    {"c", 4, Resource(10000, 4), "/r3"}});
  q.needs = {{"memory-mb", required, nullptr}};
  return q;
}

int count_of(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
    ++n;
  return n;
}

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(GuaranteeFailure, ThreeFailuresBreakWhatTenNodesHold) {
  const GuaranteeFailureQuery q = twelve_workers();
  const auto r = prove_guarantee_failure(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.smallest.nodes, 3);
  EXPECT_EQ(r.smallest.failed, std::vector<int64_t>{3});
  EXPECT_EQ(r.smallest.need, 0);
  EXPECT_EQ(r.smallest.remaining, 9 * 102400);
  EXPECT_EQ(r.smallest.available, 9 * 102400);
  EXPECT_EQ(r.smallest.shortfall, 1000000 - 9 * 102400);
  EXPECT_FALSE(r.rack_status.has_value());  // no racks named
  EXPECT_EQ(r.queries, 1);
  EXPECT_EQ(recheck_guarantee_failure(q, r), "");
}

TEST(GuaranteeFailure, TheLargestNodesFailFirstAndTiesGoToEarlierGroups) {
  // 4 x 200000 MB and 10 x 50000 MB (1300000 MB); 900000 MB needed. Two failures leave at least
  // 900000 MB; three big ones leave 700000 MB, as do two big and one small (850000 MB): the tie
  // goes to the group listed first.
  GuaranteeFailureQuery q;
  q.name = "mixed";
  q.groups = share({{"big", 4, Resource(200000, 32), ""}, {"small", 10, Resource(50000, 8), ""}});
  q.needs = {{"memory-mb", 900000, nullptr}};
  const auto r = prove_guarantee_failure(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.smallest.nodes, 3);
  EXPECT_EQ(r.smallest.failed, (std::vector<int64_t>{3, 0}));
  EXPECT_EQ(r.smallest.shortfall, 200000);
}

TEST(GuaranteeFailure, AnyNeedBreaksTheGuarantee) {
  // Memory holds down to one node; vcores (12 x 32 = 384, 300 needed) break after 3 failures.
  GuaranteeFailureQuery q = twelve_workers();
  q.needs = {{"memory-mb", 1024, nullptr}, {"vcores", 300, nullptr}};
  const auto r = prove_guarantee_failure(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.smallest.nodes, 3);
  EXPECT_EQ(r.smallest.need, 1);
  EXPECT_EQ(r.smallest.remaining, 9 * 32);
  EXPECT_EQ(r.smallest.shortfall, 300 - 9 * 32);
}

TEST(GuaranteeFailure, HadoopArithmeticDecidesWhatTheQueueGets) {
  // A 10% queue on 8 x 4096 MB nodes gets (long)(remaining x 0.1): one AM (1536 MB) plus one
  // container (1024 MB) needs 25600 MB left. Six nodes (24576 MB) give it 2457 MB.
  GuaranteeFailureQuery q;
  q.name = "percent";
  q.groups = share({{"w", 8, Resource(4096, 4), ""}});
  q.needs = {{"memory-mb", 2560,
              [](int64_t r) { return static_cast<int64_t>(static_cast<double>(r) * 0.1); }}};
  const auto r = prove_guarantee_failure(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.smallest.nodes, 2);
  EXPECT_EQ(r.smallest.remaining, 24576);
  EXPECT_EQ(r.smallest.available, 2457);
  EXPECT_EQ(r.smallest.shortfall, 103);
}

TEST(GuaranteeFailure, AGuaranteeThatOneNodeHoldsIsNeverBroken) {
  GuaranteeFailureQuery q;
  q.name = "one-node";
  q.groups = share({{"w", 4, Resource(65536, 16), ""}});
  q.needs = {{"memory-mb", 60000, nullptr}};
  const auto r = prove_guarantee_failure(q, z3, {});
  EXPECT_EQ(r.status, Status::kUnsat);
  EXPECT_EQ(r.queries, 1);
  EXPECT_EQ(recheck_guarantee_failure(q, r), "");
}

TEST(GuaranteeFailure, NothingGuaranteedNeedsNoSolver) {
  GuaranteeFailureQuery q = twelve_workers();
  q.needs = {{"memory-mb", 0, nullptr}};
  const auto r = prove_guarantee_failure(q, z3, {});
  EXPECT_EQ(r.status, Status::kUnsat);
  EXPECT_EQ(r.reason, "nothing is guaranteed");
  EXPECT_EQ(r.queries, 0);
}

TEST(GuaranteeFailure, AGuaranteeAboveTheWholeClusterBreaksWithNoFailure) {
  GuaranteeFailureQuery q = twelve_workers();
  q.needs = {{"memory-mb", 2000000, nullptr}};
  const auto r = prove_guarantee_failure(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.smallest.nodes, 0);
  EXPECT_EQ(r.smallest.shortfall, 2000000 - 12 * 102400);
}

TEST(GuaranteeFailure, TheSmallestBreakingRackTiesByName) {
  // 110000 MB needed: losing 4 nodes (100000 MB left) breaks it; /r2 and /r3 have 4 nodes each.
  const GuaranteeFailureQuery q = three_racks(110000);
  const auto r = prove_guarantee_failure(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.smallest.nodes, 4);
  EXPECT_EQ(r.smallest.failed, (std::vector<int64_t>{4, 0, 0}));
  ASSERT_TRUE(r.rack_status.has_value());
  EXPECT_EQ(*r.rack_status, Status::kSat);
  EXPECT_EQ(r.rack, "/r2");
  EXPECT_EQ(r.rack_witness.failed, (std::vector<int64_t>{0, 4, 0}));
  EXPECT_EQ(r.rack_witness.remaining, 100000);
  EXPECT_EQ(r.queries, 2);
}

TEST(GuaranteeFailure, NoSingleRackBreaksWhatNineFailuresDo) {
  // 60000 MB needed: 9 failures (50000 MB left) break it, the largest rack holds 6 nodes.
  const auto r = prove_guarantee_failure(three_racks(60000), z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.smallest.nodes, 9);
  ASSERT_TRUE(r.rack_status.has_value());
  EXPECT_EQ(*r.rack_status, Status::kUnsat);
  EXPECT_EQ(r.rack, "");
}

TEST(GuaranteeFailure, LosingTheOnlyRackIsNotAsked) {
  // One rack holds every node: its loss leaves none up.
  GuaranteeFailureQuery q = twelve_workers();
  q.groups = share({{"worker", 12, Resource(102400, 32), "/only"}});
  const auto r = prove_guarantee_failure(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat);
  EXPECT_FALSE(r.rack_status.has_value());
  EXPECT_EQ(r.queries, 1);
}

TEST(GuaranteeFailure, ABigRackBreaksWhatASmallOneDoesNot) {
  // /big holds 11 of 12 nodes and /tiny one: losing /tiny leaves 1126400 MB for the 500000 MB
  // needed, losing /big leaves one node (102400 MB).
  GuaranteeFailureQuery q = twelve_workers();
  q.needs = {{"memory-mb", 500000, nullptr}};
  q.groups = share(
      {{"big", 11, Resource(102400, 32), "/big"}, {"tiny", 1, Resource(102400, 32), "/tiny"}});
  const auto r = prove_guarantee_failure(q, z3, {});
  ASSERT_EQ(r.status, Status::kSat);
  ASSERT_TRUE(r.rack_status.has_value());
  EXPECT_EQ(*r.rack_status, Status::kSat);
  EXPECT_EQ(r.rack, "/big");
  EXPECT_EQ(r.rack_witness.remaining, 102400);
}

TEST(GuaranteeFailure, TheRecheckCatchesATamperedWitness) {
  const GuaranteeFailureQuery q = twelve_workers();
  const auto good = prove_guarantee_failure(q, z3, {});
  ASSERT_EQ(good.status, Status::kSat);

  auto fewer = good;  // two failures leave 1024000 MB: the guarantee holds
  fewer.smallest.failed = {2};
  fewer.smallest.nodes = 2;
  fewer.smallest.remaining = fewer.smallest.available = 10 * 102400;
  fewer.smallest.shortfall = 1000000 - 10 * 102400;
  EXPECT_EQ(recheck_guarantee_failure(q, fewer),
            "the smallest failure set leaves 1024000 available of memory-mb, enough for the "
            "1000000 required");

  auto more = good;  // four failures do break it, but three already do
  more.smallest.failed = {4};
  more.smallest.nodes = 4;
  more.smallest.remaining = more.smallest.available = 8 * 102400;
  more.smallest.shortfall = 1000000 - 8 * 102400;
  EXPECT_EQ(recheck_guarantee_failure(q, more),
            "failing the 3 largest nodes by memory-mb already breaks the guarantee");

  auto misreported = good;
  misreported.smallest.shortfall = 1;
  EXPECT_NE(recheck_guarantee_failure(q, misreported).find("do not add up"), std::string::npos);
}

TEST(GuaranteeFailure, TheRecheckCatchesATamperedRack) {
  const GuaranteeFailureQuery q = three_racks(110000);
  auto r = prove_guarantee_failure(q, z3, {});
  ASSERT_EQ(r.rack, "/r2");
  r.rack = "/r1";  // also breaks it, but has more nodes than /r2
  r.rack_witness.failed = {6, 0, 0};
  r.rack_witness.nodes = 6;
  r.rack_witness.remaining = r.rack_witness.available = 80000;
  r.rack_witness.shortfall = 30000;
  EXPECT_EQ(recheck_guarantee_failure(q, r), "losing rack /r2 breaks the guarantee too");
}

TEST(GuaranteeFailure, SameWitnessEveryRun) {
  // Twenty identical groups: many smallest sets, one answer.
  GuaranteeFailureQuery q;
  q.name = "ties";
  std::vector<FailureGroup> groups;
  for (int g = 0; g < 20; ++g)
    groups.push_back({"g" + std::to_string(g), 3, Resource(8192, 8), ""});
  q.groups = share(std::move(groups));
  q.needs = {{"memory-mb", 60 * 8192 - 10 * 8192 + 1, nullptr}};
  const auto first = prove_guarantee_failure(q, z3, {});
  ASSERT_EQ(first.status, Status::kSat);
  EXPECT_EQ(first.smallest.nodes, 10);
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(prove_guarantee_failure(q, z3, {}).smallest.failed, first.smallest.failed);
  EXPECT_EQ(first.smallest.failed[0], 3);  // the earliest groups first
}

// Many groups of distinct sizes, several needs and racks: more work than a 1 ms limit allows.
GuaranteeFailureQuery hard_query() {
  GuaranteeFailureQuery q;
  q.name = "hard";
  int64_t memory = 0;
  int64_t vcores = 0;
  std::vector<FailureGroup> groups;
  for (int g = 0; g < 400; ++g) {
    const Resource node(40000 + 977 * g, 7 + (g * 13) % 61);
    groups.push_back({"g" + std::to_string(g), 3 + g % 17, node, "/rack" + std::to_string(g % 37)});
    memory += groups.back().count * node.memory_mb();
    vcores += groups.back().count * node.vcores();
  }
  q.groups = share(std::move(groups));
  q.needs = {{"memory-mb", memory / 3 * 2 + 12345, nullptr},
             {"vcores", vcores / 5 * 4 - 3, nullptr}};
  return q;
}

TEST(GuaranteeFailure, ATinyTimeLimitGivesUnknownWithItsReason) {
  SolveOptions options;
  options.timeout_ms = 1;
  const auto r = prove_guarantee_failure(hard_query(), z3, options);
  EXPECT_EQ(r.status, Status::kUnknown);
  EXPECT_EQ(r.reason, "time limit reached");
  EXPECT_EQ(recheck_guarantee_failure(hard_query(), r), "");  // nothing to re-check
}

TEST(GuaranteeFailure, TenThousandNodesInTwentyGroupsAskWhatTwentyNodesAsk) {
  // The same twenty node sizes, one node each or 500 each; the guarantee is the same fraction.
  GuaranteeFailureQuery small;
  GuaranteeFailureQuery big;
  small.name = "twenty";
  big.name = "ten-thousand";
  int64_t small_memory = 0;
  std::vector<FailureGroup> small_groups;
  std::vector<FailureGroup> big_groups;
  for (int g = 0; g < 20; ++g) {
    const Resource node(65536 + 4096 * g, 16 + g);
    small_groups.push_back({"g" + std::to_string(g), 1, node, "/rack" + std::to_string(g % 4)});
    big_groups.push_back({"g" + std::to_string(g), 500, node, "/rack" + std::to_string(g % 4)});
    small_memory += node.memory_mb();
  }
  small.groups = share(std::move(small_groups));
  big.groups = share(std::move(big_groups));
  small.needs = {{"memory-mb", small_memory / 2, nullptr}};
  big.needs = {{"memory-mb", 500 * small_memory / 2, nullptr}};
  testing::TempDir dir;
  SolveOptions options;
  options.dump_dir = dir.path().string();
  const auto a = prove_guarantee_failure(small, z3, options);
  const auto b = prove_guarantee_failure(big, z3, options);
  ASSERT_EQ(a.status, Status::kSat) << a.reason;
  ASSERT_EQ(b.status, Status::kSat) << b.reason;
  EXPECT_EQ(recheck_guarantee_failure(big, b), "");
  // The query does not grow with the nodes: as many unknowns and constraints either way.
  const std::string small_smt = read_text(dir.path() / "twenty.smt2");
  const std::string big_smt = read_text(dir.path() / "ten-thousand.smt2");
  EXPECT_EQ(count_of(small_smt, "declare-const"), 20);
  EXPECT_EQ(count_of(big_smt, "declare-const"), 20);
  EXPECT_EQ(count_of(small_smt, "assert"), count_of(big_smt, "assert"));
  EXPECT_EQ(count_of(read_text(dir.path() / "ten-thousand.racks.smt2"), "declare-const"), 4);
  // Loose timing: both well under the default limit, the big one not much slower than the small.
  EXPECT_LT(b.millis, 2000.0);
  EXPECT_LT(b.millis, 10 * a.millis + 200.0)
      << "20 nodes: " << a.millis << " ms, 10000: " << b.millis << " ms";
  std::cout << "20 nodes: " << a.millis << " ms; 10000 nodes: " << b.millis << " ms ("
            << b.smallest.nodes << " failures)\n";
}

// Random small queries: 1-4 groups of 1-4 nodes on up to 3 racks, one or two needs, each with
// an identity, a truncating fraction (a CapacityScheduler guarantee) or a stepped (a fair share's
// rounding) `available`.
GuaranteeFailureQuery random_query(uint32_t seed) {
  std::mt19937 rng(seed);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  GuaranteeFailureQuery q;
  q.name = "random" + std::to_string(seed);
  const int racks = pick(0, 3);
  std::vector<FailureGroup> groups;
  for (int g = 0, count = pick(1, 4); g < count; ++g) {
    const Resource node(1024 * pick(1, 8), pick(1, 6));
    groups.push_back({"g" + std::to_string(g), pick(1, 4), node,
                      racks == 0 ? "" : "/r" + std::to_string(pick(1, racks))});
  }
  q.groups = share(std::move(groups));
  q.needs = random_guarantee_needs(rng, *q.groups);
  return q;
}

// The fewest failed nodes that break some need, by trying every failure set that leaves a node
// up; -1 when none does.
int64_t brute_force_fewest(const GuaranteeFailureQuery& q) {
  int64_t best = -1;
  int64_t total = 0;
  const std::vector<FailureGroup>& groups = q.group_list();
  for (const FailureGroup& g : groups)
    total += g.count;
  std::vector<int64_t> failed(groups.size(), 0);
  std::function<void(size_t)> visit = [&](size_t g) {
    if (g == groups.size()) {
      int64_t nodes = 0;
      for (int64_t f : failed)
        nodes += f;
      if (nodes >= total) return;
      for (const GuaranteeNeed& need : q.needs) {
        int64_t remaining = 0;
        for (size_t i = 0; i < groups.size(); ++i)
          remaining += (groups[i].count - failed[i]) * groups[i].node.get(need.type);
        const int64_t available = need.available ? need.available(remaining) : remaining;
        if (available < need.required && (best < 0 || nodes < best)) best = nodes;
      }
      return;
    }
    for (failed[g] = 0; failed[g] <= groups[g].count; ++failed[g])
      visit(g + 1);
    failed[g] = 0;
  };
  visit(0);
  return best;
}

TEST(GuaranteeFailure, ArithmeticAgreesWithZ3AndWithTryingEveryFailureSet) {
  for (uint32_t seed = 1; seed <= 300; ++seed) {
    const GuaranteeFailureQuery q = random_query(seed);
    const auto fast = decide_guarantee_failure(q, {});  // re-checks its own witness, or throws
    const auto plain = prove_guarantee_failure(q, z3, {});
    ASSERT_NE(plain.status, Status::kUnknown) << seed;
    ASSERT_EQ(fast.status, plain.status) << seed;
    // The check runs make: Z3 finds no smaller failure set, nor a smaller rack.
    const Confirmation confirmed = confirm_guarantee_failure(q, fast, z3, {});
    if (confirmed.asked)
      EXPECT_EQ(confirmed.status, Status::kUnsat) << seed << confirmed.difference;
    const int64_t fewest = brute_force_fewest(q);
    if (fast.status == Status::kUnsat) {
      EXPECT_EQ(fewest, -1) << seed;
      continue;
    }
    EXPECT_EQ(fast.smallest.nodes, fewest) << seed;
    EXPECT_EQ(fast.smallest.nodes, plain.smallest.nodes) << seed;
    EXPECT_EQ(fast.rack_status, plain.rack_status) << seed;
    EXPECT_EQ(fast.rack, plain.rack) << seed;
  }
}

TEST(GuaranteeFailure, ArithmeticAnswersWhatZ3RunsOutOfTimeOn) {
  const GuaranteeFailureQuery q = hard_query();
  const auto r = decide_guarantee_failure(q, {});
  ASSERT_EQ(r.status, Status::kSat);
  EXPECT_EQ(recheck_guarantee_failure(q, r), "");
  EXPECT_GT(r.smallest.nodes, 0);
}

TEST(GuaranteeFailure, ArithmeticStillDumpsTheQueryForZ3) {
  testing::TempDir dir;
  SolveOptions options;
  options.dump_dir = dir.path().string();
  const GuaranteeFailureQuery q = three_racks(120000);
  const auto r = decide_guarantee_failure(q, options);
  ASSERT_EQ(r.status, Status::kSat);
  // Z3 on the dumped query finds it satisfiable too (3 nodes is the least: 2 leave 120000 MB).
  const std::string answer = run_smtlib(read_text(dir.path() / "racks.smt2"));
  EXPECT_NE(answer.find("\nsat\n"), std::string::npos) << answer;
  EXPECT_EQ(answer.find("unsat"), std::string::npos) << answer;
  EXPECT_EQ(r.smallest.nodes, 3);
  EXPECT_TRUE(std::filesystem::exists(dir.path() / "racks.racks.smt2"));
}

}  // namespace guarantee_failure_test
}  // namespace schedlint::smt
