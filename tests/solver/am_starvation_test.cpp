// The am-starvation query on FairScheduler trees whose answer is known by arithmetic.
#include "solver/am_starvation.h"
#include "solver/budgeted_prover.h"

#include <random>

#include <gtest/gtest.h>

#include "solver/z3_prover.h"

#include "sched/cluster_resource.h"
#include "support/rule_harness.h"
#include "support/test_support.h"

namespace schedlint::smt {
namespace am_starvation_test {

const Z3Prover z3;  // these tests ask the real solver

const std::vector<std::string> kTypes{"memory-mb", "vcores"};

// An allocation file read as schedlint reads it, kept alive for the prover.
class Allocations {
 public:
  explicit Allocations(const std::string& xml, const std::string& version = "3.3")
      : model_(testing::load_files(dir_, {{"fair-scheduler.xml", xml}}, version)) {}
  const FairConfig& config() const { return *model_.fair; }
  HadoopVersion version() const { return model_.hadoop_version; }

 private:
  testing::TempDir dir_;
  Model model_;
};

// TestFairScheduler.testQueueMaxAMShare: one 20480 MB node, queue1 with maxAMShare 0.2. With an
// application in root.default too, queue1's fair share is 10240 MB and its AM limit about 2048
// MB (Hadoop 3 rounds ceil(10240 x 0.2f) up to 2049): a 3072 MB AM waits. Alone, queue1 has
// 20480 MB and a 4096 MB limit.
constexpr const char* kQueueMaxAmShare = R"(<allocations>
  <queue name="queue1"><maxAMShare>0.2</maxAMShare></queue>
</allocations>
)";

TEST(AmStarvation, TheOtherActiveQueueHalvesTheShareBelowOneAm) {
  const Allocations a(kQueueMaxAmShare);
  const AmStarvationAnalysis prover(a.config(), Resource(20480, 20), kTypes, a.version());
  const AmStarvationResult r = prover.prove("root.queue1", Resource(3072, 1), z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.query, "am-starvation.root.queue1.memory-mb");
  EXPECT_EQ(r.type, "memory-mb");
  EXPECT_EQ(r.active_queues, (std::vector<std::string>{"root.queue1", "root.default"}));
  EXPECT_EQ(r.fair_share, 10240);
  EXPECT_EQ(r.am_limit, 2049);
  EXPECT_EQ(r.am_needed, 3072);
  EXPECT_EQ(r.refuted_witnesses, 0);
  EXPECT_EQ(prover.recheck(r), "");
}

TEST(AmStarvation, Hadoop2TruncatesTheLimit) {
  // 2.7 and 2.8 truncate; 2.9 and 2.10 round up as 3.x does (YARN-6264 is on branch-2).
  const Allocations a(kQueueMaxAmShare, "2.8");
  const AmStarvationAnalysis prover(a.config(), Resource(20480, 20), kTypes, a.version());
  const AmStarvationResult r = prover.prove("root.queue1", Resource(3072, 1), z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.am_limit, 2048);
  const Allocations a210(kQueueMaxAmShare, "2.10");
  const AmStarvationAnalysis prover210(a210.config(), Resource(20480, 20), kTypes, a210.version());
  EXPECT_EQ(prover210.prove("root.queue1", Resource(3072, 1), z3, {}).am_limit, 2049);
}

TEST(AmStarvation, NoActiveSetStarvesAQueueWhoseHalfShareHoldsTheAm) {
  // 0.5 x 10240 MB = 5120 MB >= 3072 MB, and more active queues cannot exist here.
  const Allocations a(R"(<allocations>
  <queue name="queue1"><maxAMShare>0.5</maxAMShare></queue>
</allocations>
)");
  const AmStarvationAnalysis prover(a.config(), Resource(20480, 20), kTypes, a.version());
  const AmStarvationResult r = prover.prove("root.queue1", Resource(3072, 1), z3, {});
  EXPECT_EQ(r.status, Status::kUnsat) << r.reason;
  EXPECT_EQ(r.solver_calls, 0);  // the everyone-busy question, evaluated
  EXPECT_TRUE(r.active_queues.empty());
  const AmStarvationResult asked = prover.prove("root.queue1", Resource(3072, 1), z3, {},
                                                AmStarvationAnalysis::Settle::kSolverOnly);
  EXPECT_EQ(asked.status, Status::kUnsat);
  EXPECT_EQ(asked.solver_calls, 1);  // the same question, asked
}

// root: P (weight 1) holding q and r, s (max 10240 MB), default; 102400 MB. q's AM limit is half
// its share, and a 16384 MB AM needs a share of 32767 MB. q + r + default: P gets 51200 MB, q
// 25600 MB (limit 12800 MB). Every smaller set leaves q at least 46080 MB (q + s + default: s is
// capped at 10240 MB, P and default take 46080 MB each).
constexpr const char* kNested = R"(<allocations>
  <queue name="P">
    <queue name="q"><maxAMShare>0.5</maxAMShare></queue>
    <queue name="r"/>
  </queue>
  <queue name="s"><maxResources>10240 mb, 10 vcores</maxResources></queue>
</allocations>
)";

TEST(AmStarvation, TheWitnessIsAMinimalSetOfBusyQueues) {
  const Allocations a(kNested);
  const AmStarvationAnalysis prover(a.config(), Resource(102400, 100), kTypes, a.version());
  const AmStarvationResult r = prover.prove("root.P.q", Resource(16384, 1), z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.active_queues, (std::vector<std::string>{"root.P.q", "root.P.r", "root.default"}));
  EXPECT_EQ(r.fair_share, 25600);
  EXPECT_EQ(r.am_limit, 12800);
}

TEST(AmStarvation, AQueueThatCanRunNoApplicationNeverCompetes) {
  // r can never hold a runnable application, so at most q, s and default are busy: 46080 MB.
  std::string xml = kNested;
  xml.replace(xml.find("<queue name=\"r\"/>"), 17,
              "<queue name=\"r\"><maxRunningApps>0</maxRunningApps></queue>");
  const Allocations a(xml);
  const AmStarvationAnalysis prover(a.config(), Resource(102400, 100), kTypes, a.version());
  EXPECT_FALSE(prover.can_be_active("root.P.r"));
  const AmStarvationResult r = prover.prove("root.P.q", Resource(16384, 1), z3, {});
  EXPECT_EQ(r.status, Status::kUnsat) << r.reason;
}

TEST(AmStarvation, ATamperedWitnessFailsTheRecheck) {
  const Allocations a(kNested);
  const AmStarvationAnalysis prover(a.config(), Resource(102400, 100), kTypes, a.version());
  AmStarvationResult r = prover.prove("root.P.q", Resource(16384, 1), z3, {});
  ASSERT_EQ(r.status, Status::kSat);
  r.active_queues = {"root.P.q", "root.P.r"};  // P alone at the top: q gets 51200 MB
  EXPECT_EQ(prover.recheck(r),
            "the engine gives root.P.q a fair share of 51200 memory-mb, not 25600");
  r.fair_share = 51200;
  r.am_limit = 25600;
  EXPECT_EQ(prover.recheck(r),
            "root.P.q's AM limit of 25600 memory-mb holds one AM container (16384)");
  r.active_queues = {"root.P.q", "root.P"};
  EXPECT_EQ(prover.recheck(r), "root.P is not a leaf queue that can run applications");
}

TEST(AmStarvation, SameWitnessEveryRun) {
  const Allocations a(kNested);
  const AmStarvationAnalysis prover(a.config(), Resource(102400, 100), kTypes, a.version());
  const AmStarvationResult first = prover.prove("root.P.q", Resource(16384, 1), z3, {});
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(prover.prove("root.P.q", Resource(16384, 1), z3, {}).active_queues,
              first.active_queues);
}

TEST(AmStarvation, AQueueCappedBelowTwoAmVcoresStarvesAlone) {
  // The parent splits memory only, so the vcore share is 0 and computeMaxAMResource falls back
  // to min(available, max share) = 3 vcores x 0.3, rounded up to 1: a 2-vcore AM never starts.
  const Allocations a(R"(<allocations>
  <queue name="spark"><maxResources>40960 mb, 3 vcores</maxResources><maxAMShare>0.3</maxAMShare></queue>
</allocations>
)");
  const AmStarvationAnalysis prover(a.config(), Resource(102400, 100), kTypes, a.version());
  const AmStarvationResult r = prover.prove("root.spark", Resource(2048, 2), z3, {});
  ASSERT_EQ(r.status, Status::kSat) << r.reason;
  EXPECT_EQ(r.type, "vcores");
  EXPECT_EQ(r.active_queues, (std::vector<std::string>{"root.spark"}));
  EXPECT_EQ(r.fair_share, 0);
  EXPECT_EQ(r.am_limit, 1);
  EXPECT_EQ(r.solver_calls, 0);  // memory: evaluated unsat; vcores: decided by the engine alone
}

// 30 queues of 30 leaves: a query the solver needs well over a millisecond for.
std::string wide_tree() {
  std::string xml = "<allocations>\n";
  for (int p = 0; p < 30; ++p) {
    xml += "<queue name=\"p" + std::to_string(p) + "\"><weight>" + std::to_string(1 + p % 7) +
           "</weight>";
    for (int l = 0; l < 30; ++l) {
      xml += "<queue name=\"l" + std::to_string(l) + "\"><weight>" +
             std::to_string(1 + (p * l) % 5) + "</weight><maxResources>" +
             std::to_string(20480 + 1024 * l) + " mb, 100 vcores</maxResources>";
      if (l % 4 == 0)
        xml +=
            "<minResources>" + std::to_string(1024 * (1 + l % 3)) + " mb, 0 vcores</minResources>";
      xml += "</queue>";
    }
    xml += "</queue>\n";
  }
  return xml + "</allocations>\n";
}

TEST(AmStarvation, ATimeLimitGivesUnknownWithItsReason) {
  const Allocations a(wide_tree());
  const AmStarvationAnalysis prover(a.config(), Resource(1024000, 1000), kTypes, a.version());
  SolveOptions options;
  options.timeout_ms = 1;
  const AmStarvationResult r = prover.prove("root.p3.l7", Resource(2048, 1), z3, options,
                                            AmStarvationAnalysis::Settle::kSolverOnly);
  EXPECT_EQ(r.status, Status::kUnknown);
  EXPECT_EQ(r.reason, "time limit reached");
  EXPECT_EQ(r.query, "am-starvation.root.p3.l7.memory-mb");
  EXPECT_NE(prover.prove("root.p3.l7", Resource(2048, 1), z3, {}).status,
            Status::kUnknown);  // with time, an answer
}

// 20 node groups of 1 node, or of 500 (10,000 nodes), with an AM scaled alike: a (weight 1,
// maxAMShare 0.1) starves once b (weight 2) and c are busy (a gets a quarter); b and default
// (weight 0.5) leave it 1/3.5, which holds the AM.
TEST(AmStarvation, TenThousandNodesInTwentyGroupsCostNoMoreThanTwenty) {
  const Allocations a(R"(<allocations>
  <queue name="a"><maxAMShare>0.1</maxAMShare></queue>
  <queue name="b"><weight>2</weight></queue>
  <queue name="c"/>
  <queue name="default"><weight>0.5</weight></queue>
</allocations>
)");
  auto cluster_of = [](int64_t per_group) {
    NodeSpec nodes;
    for (int g = 0; g < 20; ++g) {
      NodeGroup group;
      group.count = per_group;
      group.resource = Resource(65536 + 4096 * g, 16 + g);
      nodes.groups.push_back(group);
    }
    return total_cluster_resource(nodes);
  };
  const Resource small = cluster_of(1);  // 2088960 MB
  const Resource big = cluster_of(500);
  const AmStarvationAnalysis few(a.config(), small, kTypes, a.version());
  const AmStarvationAnalysis many(a.config(), big, kTypes, a.version());
  const AmStarvationResult r20 = few.prove("root.a", Resource(55000, 1), z3, {});
  const AmStarvationResult r10k = many.prove("root.a", Resource(55000 * 500, 1), z3, {});
  ASSERT_EQ(r20.status, Status::kSat) << r20.reason;
  ASSERT_EQ(r10k.status, Status::kSat) << r10k.reason;
  EXPECT_EQ(r20.active_queues, (std::vector<std::string>{"root.a", "root.b", "root.c"}));
  EXPECT_EQ(r10k.active_queues, r20.active_queues);
  EXPECT_EQ(r20.fair_share, 522240);
  EXPECT_EQ(r10k.fair_share, 500 * 522240);
  EXPECT_EQ(r10k.variables, r20.variables);  // the query grows with queues, not nodes
  EXPECT_EQ(r10k.constraints, r20.constraints);
  EXPECT_EQ(r10k.solver_calls, r20.solver_calls);
  EXPECT_LT(r10k.millis, 20 * r20.millis + 1000);
}

// Random small trees: the query agrees with trying every active set on the exact engine.
class RandomTree {
 public:
  explicit RandomTree(uint32_t seed) : rng_(seed) {}

  std::string xml() {
    std::string out = "<allocations>\n";
    if (pick(0, 1) == 0)
      out += "<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>\n";
    for (int i = 0, n = pick(2, 3); i < n; ++i)
      out += queue(1);
    return out + "</allocations>\n";
  }

 private:
  int pick(int low, int high) {
    return low + static_cast<int>(rng_() % static_cast<uint32_t>(high - low + 1));
  }

  std::string queue(int depth) {
    std::string q = "<queue name=\"q" + std::to_string(next_++) + "\">";
    const char* weights[] = {"0.5", "1", "1", "2", "3"};
    q += "<weight>" + std::string(weights[pick(0, 4)]) + "</weight>";
    if (pick(0, 3) == 0)
      q += "<minResources>" + std::to_string(1024 * pick(1, 40)) + " mb, 1 vcores</minResources>";
    if (pick(0, 3) == 0)
      q += "<maxResources>" + std::to_string(1024 * pick(8, 60)) + " mb, " +
           std::to_string(pick(2, 100)) + " vcores</maxResources>";
    if (depth < 3 && pick(0, 2) == 0) {
      for (int i = 0, n = pick(1, 3); i < n; ++i)
        q += queue(depth + 1);
    } else {
      const char* shares[] = {"0.1", "0.2", "0.3", "0.5"};
      q += "<maxAMShare>" + std::string(shares[pick(0, 3)]) + "</maxAMShare>";
      if (pick(0, 7) == 0) q += "<maxRunningApps>0</maxRunningApps>";
    }
    return q + "</queue>\n";
  }

  std::mt19937 rng_;
  int next_ = 0;
};

// Whether the exact engine starves `queue` with exactly `active` leaves busy, in `type` or (by
// default) in any type Hadoop compares: before 3.0 a fair or fifo leaf compares memory alone.
bool starved(const Allocations& a, const Resource& cluster, const std::string& queue,
             const std::vector<std::string>& active, const Resource& am,
             const std::string& type = "") {
  const FairShares at =
      compute_fair_shares(a.config(), cluster, kTypes, {a.version(), active, std::nullopt});
  const FairQueueShare* q = at.find(queue);
  const bool vcores = a.version().at_least(3, 0) || q->policy == "drf";
  const bool memory_short = q->am_limit->memory_mb() < am.memory_mb();
  const bool vcores_short = vcores && q->am_limit->vcores() < am.vcores();
  if (type.empty()) return memory_short || vcores_short;
  return type == "memory-mb" ? memory_short : vcores_short;
}

// Whether some set of the leaves that can run applications, `queue` among them, starves it.
bool some_set_starves(const AmStarvationAnalysis& prover, const Allocations& a,
                      const Resource& cluster, const std::string& queue, const Resource& am) {
  std::vector<std::string> others;
  for (const FairQueueShare& q : prover.shares().queues) {
    if (q.leaf && q.path != queue && prover.can_be_active(q.path)) others.push_back(q.path);
  }
  for (uint32_t mask = 0; mask < (1u << others.size()); ++mask) {
    std::vector<std::string> active{queue};
    for (size_t i = 0; i < others.size(); ++i) {
      if (mask & (1u << i)) active.push_back(others[i]);
    }
    if (starved(a, cluster, queue, active, am)) return true;
  }
  return false;
}

TEST(AmStarvation, AgreesWithTryingEveryActiveSetOnSmallTrees) {
  const Resource cluster(102400, 100);
  int sat = 0;
  int unsat = 0;
  for (uint32_t seed = 1; seed <= 60; ++seed) {
    const Allocations a(RandomTree(seed).xml());
    for (const Resource& am : {Resource(2048, 1), Resource(6144, 3)}) {
      const AmStarvationAnalysis prover(a.config(), cluster, kTypes, a.version());
      for (const FairQueueShare& q : prover.shares().queues) {
        if (!q.leaf || !prover.can_be_active(q.path)) continue;
        const bool starves = some_set_starves(prover, a, cluster, q.path, am);
        const AmStarvationResult r = prover.prove(q.path, am, z3, {});
        SCOPED_TRACE("seed " + std::to_string(seed) + ", " + q.path + ", AM " + am.to_string());
        ASSERT_NE(r.status, Status::kUnknown) << r.reason;
        if (!starves) {
          EXPECT_EQ(r.status, Status::kUnsat);
          ++unsat;
          continue;
        }
        ASSERT_EQ(r.status, Status::kSat);
        EXPECT_EQ(prover.recheck(r), "");
        for (size_t i = 1; i < r.active_queues.size();
             ++i) {  // minimal: none of the others is spare
          std::vector<std::string> fewer = r.active_queues;
          fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
          EXPECT_FALSE(starved(a, cluster, q.path, fewer, am, r.type))
              << r.active_queues[i] << " is spare";
        }
        ++sat;
      }
    }
  }
  EXPECT_GT(sat, 20);  // both answers are exercised
  EXPECT_GT(unsat, 20);
}

TEST(AmStarvation, EvaluatingTheEveryoneBusyQueryAgreesWithAskingZ3) {
  // The first question leaves nothing to choose, so it is evaluated, and Z3 confirms the answer
  // (a disagreement would throw); asking Z3 alone must give every leaf the same answer, with at
  // least that one deciding solver call more.
  const Resource cluster(102400, 100);
  int saved = 0;
  for (uint32_t seed = 1; seed <= 12; ++seed) {
    const Allocations a(RandomTree(seed).xml());
    for (const Resource& am : {Resource(2048, 1), Resource(6144, 3)}) {
      const AmStarvationAnalysis prover(a.config(), cluster, kTypes, a.version());
      for (const FairQueueShare& q : prover.shares().queues) {
        if (!q.leaf || !prover.can_be_active(q.path)) continue;
        SCOPED_TRACE("seed " + std::to_string(seed) + ", " + q.path + ", AM " + am.to_string());
        const AmStarvationResult fast = prover.prove(q.path, am, z3, {});
        const AmStarvationResult plain =
            prover.prove(q.path, am, z3, {}, AmStarvationAnalysis::Settle::kSolverOnly);
        // Both witnesses are re-checked by prove; the search of step 3 may find another minimal
        // one, since the shared solver context remembers the extra question.
        ASSERT_EQ(fast.status, plain.status) << plain.reason;
        if (plain.solver_calls > 0) {
          EXPECT_LT(fast.solver_calls, plain.solver_calls);
          ++saved;
        }
        // Z3 confirmed every answer that has a query; the others the engine settles alone.
        if (fast.decided.by == DecidedBy::kArithmetic)
          EXPECT_EQ(fast.decided.why.rfind("no solver query: ", 0), 0u) << fast.decided.why;
      }
    }
  }
  EXPECT_GT(saved, 20);  // the first question was reached often
}

// One queue at half of the cluster: everyone busy, it holds the AM (evaluated, unsat).
const char* kHalfOfTheCluster = R"(<allocations>
  <queue name="queue1"><maxAMShare>0.5</maxAMShare></queue>
  <queue name="queue2"/>
</allocations>
)";

TEST(AmStarvation, WithoutASolverTheArithmeticAnswersAreLeftUnconfirmed) {
  const Allocations a(kHalfOfTheCluster);
  const AmStarvationAnalysis analysis(a.config(), Resource(20480, 20), kTypes, a.version());
  const AmStarvationResult confirmed = analysis.prove("root.queue1", Resource(3072, 1), z3, {});
  ASSERT_EQ(confirmed.status, Status::kUnsat);
  EXPECT_EQ(confirmed.decided.by, DecidedBy::kZ3);
  EXPECT_GT(confirmed.confirmations, 0);
  const BudgetedProver no_solver(z3, 10000, false);
  const AmStarvationResult alone = analysis.prove("root.queue1", Resource(3072, 1), no_solver, {});
  EXPECT_EQ(alone.status, Status::kUnsat);
  EXPECT_EQ(alone.decided.by, DecidedBy::kArithmetic);
  EXPECT_EQ(alone.decided.why, kNoSolver);
}

TEST(AmStarvation, ASpentConfirmationBudgetLeavesTheQueryUnbuiltAndUnasked) {
  // The same safe queue: the arithmetic answers, and with the confirmations' time spent the
  // confirming prover is never handed the query (on wide trees, building it cost more than the
  // arithmetic).
  const Allocations a(kHalfOfTheCluster);
  const AmStarvationAnalysis analysis(a.config(), Resource(20480, 20), kTypes, a.version());
  testing::FakeProver inner;
  const BudgetedProver spent(inner, 0, true, kConfirmBudgetSpent);
  const AmStarvationResult r =
      analysis.prove("root.queue1", Resource(3072, 1), inner, {},
                     AmStarvationAnalysis::Settle::kArithmeticFirst, &spent);
  EXPECT_EQ(r.status, Status::kUnsat);
  EXPECT_EQ(r.decided.by, DecidedBy::kArithmetic);
  EXPECT_EQ(r.decided.why, kConfirmBudgetSpent);
  EXPECT_EQ(r.confirmations, 0);
  EXPECT_TRUE(spent.cut().empty());
  EXPECT_TRUE(inner.asked().empty());
}

}  // namespace am_starvation_test
}  // namespace schedlint::smt
