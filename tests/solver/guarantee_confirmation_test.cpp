// Z3 confirms many guarantee-failure answers with one query per partition (and one for its
// racks), and still names the one answer that is wrong.
#include <atomic>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <gtest/gtest.h>

#include "solver/guarantee_failure.h"
#include "solver/z3_prover.h"

#include "random_guarantee_needs.h"

#include "support/test_support.h"

namespace schedlint::smt {
namespace guarantee_confirmation_test {

const Z3Prover z3;

// Counts the queries it passes on.
class CountingProver final : public Prover {
 public:
  Solution solve(const LinearModel& model, const SolveOptions& options) const override {
    ++queries;
    return z3.solve(model, options);
  }
  mutable std::atomic<int> queries{0};
};

// 1-5 groups of 1-4 nodes on up to 3 racks.
SharedFailureGroups random_groups(std::mt19937& rng) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  std::vector<FailureGroup> groups;
  const int racks = pick(0, 3);
  for (int g = 0, count = pick(1, 5); g < count; ++g) {
    groups.push_back({"g" + std::to_string(g), pick(1, 4), Resource(1024 * pick(1, 8), pick(1, 6)),
                      racks == 0 ? "" : "/r" + std::to_string(pick(1, racks))});
  }
  return share(std::move(groups));
}

// A guarantee on `groups` with random needs.
GuaranteeFailureQuery random_guarantee(std::mt19937& rng, const SharedFailureGroups& groups,
                                       int index) {
  GuaranteeFailureQuery q;
  q.name = "guarantee" + std::to_string(index);
  q.groups = groups;
  q.needs = random_guarantee_needs(rng, *groups);
  return q;
}

struct Batch {
  std::vector<GuaranteeFailureQuery> queries;
  std::vector<GuaranteeFailureResult> results;

  std::vector<GuaranteeAnswer> answers() const {
    std::vector<GuaranteeAnswer> out;
    for (size_t i = 0; i < queries.size(); ++i)
      out.push_back({&queries[i], &results[i]});
    return out;
  }
};

Batch decided(std::vector<GuaranteeFailureQuery> queries) {
  Batch b;
  b.queries = std::move(queries);
  for (const GuaranteeFailureQuery& q : b.queries)
    b.results.push_back(decide_guarantee_failure(q, {}));
  return b;
}

TEST(GuaranteeConfirmation, ABatchConfirmsWhatEachAnswerOnItsOwnDoes) {
  for (uint32_t seed = 1; seed <= 150; ++seed) {
    std::mt19937 rng(seed);
    const SharedFailureGroups first = random_groups(rng);
    const SharedFailureGroups second = random_groups(rng);
    std::vector<GuaranteeFailureQuery> queries;
    for (int i = 0, n = std::uniform_int_distribution<int>(1, 8)(rng); i < n; ++i)
      queries.push_back(random_guarantee(rng, i % 3 == 2 ? second : first, i));
    const Batch b = decided(std::move(queries));
    const std::vector<Confirmation> together = confirm_guarantee_failures(b.answers(), z3, {});
    ASSERT_EQ(together.size(), b.queries.size());
    for (size_t i = 0; i < b.queries.size(); ++i) {
      const Confirmation alone = confirm_guarantee_failure(b.queries[i], b.results[i], z3, {});
      EXPECT_EQ(alone.status, Status::kUnsat) << seed << " " << i << " " << alone.difference;
      EXPECT_EQ(together[i].status, Status::kUnsat) << seed << " " << i << together[i].difference;
      // Asked alone, asked together: only an answer that breaks with every node up (nothing
      // smaller to look for) may go unasked in a batch of such answers.
      if (!together[i].asked) {
        EXPECT_TRUE(!alone.asked || b.results[i].smallest.nodes == 0) << seed << " " << i;
      }
    }
  }
}

TEST(GuaranteeConfirmation, EveryWrongCountInARandomBatchIsFound) {
  // One answer claims one failure more than it takes: whatever the others claim, the batch finds
  // that answer wrong, and only that one.
  int tampered_batches = 0;
  for (uint32_t seed = 1; seed <= 150; ++seed) {
    std::mt19937 rng(seed);
    const SharedFailureGroups groups = random_groups(rng);
    std::vector<GuaranteeFailureQuery> queries;
    for (int i = 0, n = std::uniform_int_distribution<int>(2, 8)(rng); i < n; ++i)
      queries.push_back(random_guarantee(rng, groups, i));
    Batch b = decided(std::move(queries));
    std::vector<size_t> sat;
    for (size_t i = 0; i < b.results.size(); ++i) {
      if (b.results[i].status == Status::kSat) sat.push_back(i);
    }
    if (sat.empty()) continue;
    const size_t wrong = sat[seed % sat.size()];
    ++b.results[wrong].smallest.nodes;
    ++tampered_batches;
    const std::vector<Confirmation> c = confirm_guarantee_failures(b.answers(), z3, {});
    for (size_t i = 0; i < c.size(); ++i) {
      if (!c[i].asked) continue;
      EXPECT_EQ(c[i].status, i == wrong ? Status::kSat : Status::kUnsat) << seed << " " << i;
    }
    EXPECT_TRUE(c[wrong].asked) << seed;
  }
  EXPECT_GT(tampered_batches, 100);
}

// 12 nodes of 102400 MB: 1000000 MB breaks after 3 failures, 800000 MB after 5.
GuaranteeFailureQuery on_twelve(const SharedFailureGroups& groups, const std::string& name,
                                int64_t required) {
  GuaranteeFailureQuery q;
  q.name = name;
  q.groups = groups;
  q.needs = {{"memory-mb", required, nullptr}};
  return q;
}

TEST(GuaranteeConfirmation, AWrongAnswerInABatchIsNamedAndTheOthersStayConfirmed) {
  const SharedFailureGroups twelve = share({{"worker", 12, Resource(102400, 32), ""}});
  Batch b = decided({on_twelve(twelve, "a", 800000), on_twelve(twelve, "b", 1000000),
                     on_twelve(twelve, "c", 500000)});
  ASSERT_EQ(b.results[1].smallest.nodes, 3);
  b.results[1].smallest.nodes = 4;  // claims three failures leave enough
  const std::vector<Confirmation> c = confirm_guarantee_failures(b.answers(), z3, {});
  EXPECT_EQ(c[0].status, Status::kUnsat);
  EXPECT_EQ(c[1].status, Status::kSat);
  EXPECT_EQ(c[1].difference, "Z3 finds fewer than 4 failed nodes that break it");
  EXPECT_EQ(c[2].status, Status::kUnsat);
}

TEST(GuaranteeConfirmation, AWrongRackInABatchIsNamed) {
  // /r1 has 6 nodes, /r2 and /r3 4 each, of 10000 MB: 110000 MB breaks with /r2 (4 nodes) lost.
  const SharedFailureGroups racks = share({{"a", 6, Resource(10000, 4), "/r1"},
                                           {"b", 4, Resource(10000, 4), "/r2"},
                                           {"c", 4, Resource(10000, 4), "/r3"}});
  GuaranteeFailureQuery q{"racks", racks, {{"memory-mb", 110000, nullptr}}};
  GuaranteeFailureQuery held{"held", racks, {{"memory-mb", 50000, nullptr}}};
  Batch b = decided({held, q});
  ASSERT_EQ(b.results[1].rack, "/r2");
  b.results[1].rack = "/r1";  // also breaks it, but is the larger rack
  const std::vector<Confirmation> c = confirm_guarantee_failures(b.answers(), z3, {});
  EXPECT_EQ(c[0].status, Status::kUnsat);
  EXPECT_EQ(c[1].status, Status::kSat);
  EXPECT_EQ(c[1].difference, "Z3 finds a rack of fewer than 6 nodes whose loss breaks it");
}

TEST(GuaranteeConfirmation, OnePartitionIsTwoQueriesHoweverManyGuarantees) {
  // 200 groups of 4 sizes on 8 racks, and a second partition of 10 groups; 300 guarantees.
  std::vector<FailureGroup> big;
  for (int g = 0; g < 200; ++g) {
    big.push_back({"g" + std::to_string(g), 100 + g, Resource(65536 << (g % 4), 16),
                   "/rack" + std::to_string(g % 8)});
  }
  std::vector<FailureGroup> gpu;
  for (int g = 0; g < 10; ++g)
    gpu.push_back(
        {"gpu" + std::to_string(g), 10, Resource(262144, 64), "/rack" + std::to_string(g)});
  const SharedFailureGroups partition = share(std::move(big));
  const SharedFailureGroups gpus = share(std::move(gpu));
  std::vector<GuaranteeFailureQuery> queries;
  for (int i = 0; i < 300; ++i) {
    const SharedFailureGroups& groups = i % 10 == 0 ? gpus : partition;
    const int64_t full = groups->of("memory-mb").full;
    queries.push_back({"q" + std::to_string(i),
                       groups,
                       {{"memory-mb", full / 300 * (i + 1), nullptr},
                        {"vcores", groups->of("vcores").full / 400 * (i % 7 + 1), nullptr}}});
  }
  const Batch b = decided(std::move(queries));
  CountingProver counting;
  testing::TempDir dir;
  SolveOptions options;
  options.dump_dir = dir.path().string();
  const std::vector<Confirmation> c = confirm_guarantee_failures(b.answers(), counting, options);
  for (size_t i = 0; i < c.size(); ++i)
    EXPECT_EQ(c[i].status, Status::kUnsat) << i << c[i].difference;
  EXPECT_LE(counting.queries.load(), 4);
  // Nodes of one size are one unknown: 200 groups of 4 sizes ask about 4 numbers.
  std::ifstream in(dir.path() / "q1.with-269-more.better.smt2");
  std::stringstream text;
  text << in.rdbuf();
  int unknowns = 0;
  for (size_t at = text.str().find("declare-const"); at != std::string::npos;
       at = text.str().find("declare-const", at + 1))
    ++unknowns;
  EXPECT_EQ(unknowns, 4) << text.str().substr(0, 400);
}

}  // namespace guarantee_confirmation_test
}  // namespace schedlint::smt
