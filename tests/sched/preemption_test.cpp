// ProportionalCapacityPreemptionPolicy: ideal assignment and amount to preempt in one round.
//
// Ported from Hadoop's TestProportionalCapacityPreemptionPolicy, in three stored versions whose
// expectations differ for the same qData:
// - 3.3 era (susheel-gupta/hadoop 016f41a6; effective min/max resources in the mock):
//   testProportionalPreemption appA 10, testPerQueueDisablePreemptionBroadHierarchical 27/23,
//   testOverCapacityImbalance never, testZeroGuarOverCap never (queueC at 100);
// - 2.9/3.0 era (qinchen123/hadoop 7c8ebef4): appA 10, 28/22;
// - 2.8 era (apache/hadoop 23923086): appA 16, 28/22, testOverCapacityImbalance appA 5,
//   testZeroGuarOverCap appC 15 (queueC at 99).
// The 3.x file is the reference; the others are asserted with version 3.0 and 2.8. Each Hadoop
// test builds mocked queues from compact qData arrays and counts MARK_CONTAINER_FOR_PREEMPTION
// events per application; here the same arrays become PreemptionQueue inputs, and the events
// are counted from the amount the round asks each leaf to give up by replaying the FIFO
// selector's container loop (CapacitySchedulerPreemptionUtils
// .tryPreemptContainerAndDeductResToObtain) over the leaf's equally sized containers.
// Also ported: TestPreemptionForQueueWithPriorities and
// TestProportionalCapacityPreemptionPolicyInterQueueWithDRF cases that need no container
// selection beyond that loop.
#include "sched/capacity/preemption.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <deque>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "sched/capacity/preemption_input.h"
#include "sched/capacity/preemption_policy.h"
#include "support/test_support.h"

namespace schedlint {
namespace preemption_test {

namespace rs = resources;

// The mocked queues of one Hadoop test, row by row as in qData.
struct QData {
  std::vector<int64_t> abs, max_cap, used, pending, reserved, apps, gran, subqueues;
};

// How the test's mock turns qData into queue capacities.
enum class Mock {
  // 3.x buildPolicy: effective min/max resources are <abs, 0> and <maxCap, 0>.
  kEffectiveResources,
  // 2.8 buildPolicy: absolute capacities abs/tot and maxCap/tot as Java floats, which the
  // policy multiplies back with the partition resource (truncating).
  kAbsoluteCapacities,
  // 2.7 buildPolicy: the same, and usage too is mocked as an absolute used capacity that
  // ProportionalCapacityPreemptionPolicy.cloneQueues multiplies back.
  kAbsoluteCapacitiesAndUsage,
};

struct Mocked {
  std::vector<PreemptionQueue> queues;
  Resource cluster;
  std::vector<int> app_queue;  // application id -> queue index
  std::vector<PreemptionApp> apps;
  std::vector<LeafAmShare> am_share;
};

// The test's setAMContainer and setAMResourcePercent: each application's first live container is
// its AM, and getMaxAMResourcePerQueuePercent returns the percent (Mockito's 0 when unset).
struct AmMock {
  bool am_container = false;
  float am_resource_percent = 0;
};

int64_t leaf_abs_capacities(const QData& d) {
  int64_t tot = 0;
  for (size_t i = 0; i < d.abs.size(); ++i) {
    if (d.subqueues[i] == 0) tot += d.abs[i];
  }
  return tot;
}

// Resources.multiply(tot, (float) value / tot): what the 2.x mock's capacities come back as.
int64_t via_absolute_capacity(int64_t value, int64_t tot) {
  const float capacity = static_cast<float>(value) / static_cast<float>(tot);
  return rs::multiply(Resource(tot, 0), capacity).memory_mb();
}

// TestProportionalCapacityPreemptionPolicy.mockApp: an application of leaf q gets
// divideAndCeil(reserved, apps) in reserved containers of `gran`, then divideAndCeil(used, apps)
// in live ones (the first its AM with priority 0 when `am_container`, the rest priority 1).
PreemptionApp mock_app(const QData& d, int q, int id, bool am_container) {
  PreemptionApp app;
  app.id = fmt::format("app{}", id);
  app.queue = q;
  const auto ceil_div = [](int64_t a, int64_t b) { return (a + b - 1) / b; };
  const int64_t gran = d.gran[q];
  for (int64_t r = 0; r < ceil_div(d.reserved[q], d.apps[q]); r += gran) {
    app.containers.push_back({.size = Resource(gran, 0), .priority = 1, .reserved = true});
  }
  for (int64_t u = 0, i = 0; u < ceil_div(d.used[q], d.apps[q]); u += gran, ++i) {
    const bool am = am_container && i == 0;
    app.containers.push_back({.size = Resource(gran, 0), .priority = am ? 0 : 1, .am = am});
  }
  return app;
}

// TestProportionalCapacityPreemptionPolicy.mockNested: queues are attached depth first to the
// last open parent slot; names are queueA, queueB, ... in qData order; applications are numbered
// across leaves left to right. `disabled` holds conf.setPreemptionDisabled(path, value) calls,
// which mockPreemptionStatus applies along each path (a child inherits unless set itself).
Mocked mock_nested(const QData& d, Mock mock, const std::map<std::string, bool>& disabled = {},
                   AmMock am = {}) {
  Mocked m;
  const int64_t tot = leaf_abs_capacities(d);
  m.cluster = Resource(tot, 0);
  const auto capacity = [&](int64_t value) {
    return Resource(mock == Mock::kEffectiveResources ? value : via_absolute_capacity(value, tot),
                    0);
  };
  const auto effective_disabled = [&disabled](const std::string& path) {
    bool off = false;
    std::string prefix;
    size_t start = 0;
    while (start <= path.size()) {
      const size_t dot = path.find('.', start);
      const size_t end = dot == std::string::npos ? path.size() : dot;
      prefix += (prefix.empty() ? "" : ".") + path.substr(start, end - start);
      auto it = disabled.find(prefix);
      if (it != disabled.end()) off = it->second;
      if (dot == std::string::npos) break;
      start = dot + 1;
    }
    return off;
  };

  std::deque<int> open_slots;
  int next_app = 0;
  for (size_t i = 0; i < d.abs.size(); ++i) {
    PreemptionQueue q;
    if (i == 0) {
      q.path = "root";
    } else {
      q.parent = open_slots.back();
      open_slots.pop_back();
      q.path = m.queues[q.parent].path + ".queue" + static_cast<char>('A' + i - 1);
      m.queues[q.parent].children.push_back(static_cast<int>(i));
    }
    q.guaranteed = capacity(d.abs[i]);
    q.maximum = capacity(d.max_cap[i]);
    q.used =
        Resource(mock == Mock::kAbsoluteCapacitiesAndUsage ? via_absolute_capacity(d.used[i], tot)
                                                           : d.used[i],
                 0);
    q.pending = Resource(d.pending[i], 0);
    q.reserved = Resource(d.reserved[i], 0);
    q.preemption_disabled = effective_disabled(q.path);
    for (int64_t s = 0; s < d.subqueues[i]; ++s)
      open_slots.push_back(static_cast<int>(i));
    if (d.subqueues[i] == 0) {
      for (int64_t a = 0; a < d.apps[i]; ++a, ++next_app) {
        m.app_queue.push_back(static_cast<int>(i));
        m.apps.push_back(mock_app(d, static_cast<int>(i), next_app, am.am_container));
      }
    }
    // q.getAbsoluteCapacity(): Resources.divide(rc, tot, abs[i], tot)
    m.am_share.push_back(
        {static_cast<float>(d.abs[i]) / static_cast<float>(tot), am.am_resource_percent});
    m.queues.push_back(std::move(q));
  }
  return m;
}

// The configuration TestProportionalCapacityPreemptionPolicy.setup() writes: "report ideal
// preempt" (total_preemption_per_round and natural_termination_factor 1.0), the rest default.
PreemptionRoundSettings hadoop_test_settings() {
  PreemptionRoundSettings s;
  s.total_preemption_per_round = 1.0f;
  s.natural_termination_factor = 1.0;
  return s;
}

// One editSchedule over the mocked queues and applications: the default partition's round, and
// what the FIFO selector marked.
struct Ran : PreemptionRound {
  PolicyOutcome policy;
};

Ran run(const Mocked& m, HadoopVersion version,
        PreemptionRoundSettings settings = hadoop_test_settings(),
        CalculatorKind kind = CalculatorKind::kDefault) {
  PolicyInput in;
  in.cluster = m.cluster;
  in.partitions = {""};
  in.partition_resources = {m.cluster};
  in.queues = {m.queues};
  in.am_share = m.am_share;
  in.apps = m.apps;
  in.calculator = kind;
  in.settings = settings;
  in.version = version;
  Ran ran;
  ran.policy = run_preemption_policy(in);
  static_cast<PreemptionRound&>(ran) = ran.policy.rounds.front();
  return ran;
}

// How many containers of application `app` the round marked
// (verify(mDisp, times(n)).handle(argThat(new IsPreemptionRequestFor(app)))).
int64_t marked(const PolicyOutcome& o, int app) {
  return std::count_if(o.selected.begin(), o.selected.end(),
                       [app](const SelectedContainer& s) { return s.app == app; });
}

// The events of a TestProportionalCapacityPreemptionPolicy test, by application letter.
class Events {
 public:
  Events(const QData& d, const Mocked& m, const Ran& r) : d_(d), m_(m), r_(r) {}

  // app: 'A' for appA ... The test declares appF with the same id as appE (TS, 4), so
  // IsPreemptionRequestFor(appF) counts appE's events.
  int64_t for_app(char app) const { return marked(r_.policy, app == 'F' ? 4 : app - 'A'); }

  int64_t total() const { return static_cast<int64_t>(r_.policy.selected.size()); }

 private:
  const QData& d_;
  const Mocked& m_;
  const Ran& r_;
};

PreemptionQueue queue(std::string path, int parent, std::vector<int> children, Resource guaranteed,
                      Resource maximum, Resource used, Resource pending) {
  PreemptionQueue q;
  q.path = std::move(path);
  q.parent = parent;
  q.children = std::move(children);
  q.guaranteed = std::move(guaranteed);
  q.maximum = std::move(maximum);
  q.used = std::move(used);
  q.pending = std::move(pending);
  return q;
}

// One editSchedule over hand-built queues of one partition and their applications.
PolicyOutcome policy_over(const std::vector<PreemptionQueue>& queues, const Resource& cluster,
                          CalculatorKind kind, const PreemptionRoundSettings& settings,
                          HadoopVersion version, std::vector<PreemptionApp> apps) {
  PolicyInput in;
  in.cluster = cluster;
  in.partitions = {""};
  in.partition_resources = {cluster};
  in.queues = {queues};
  in.apps = std::move(apps);
  in.calculator = kind;
  in.settings = settings;
  in.version = version;
  return run_preemption_policy(in);
}

// An application of ProportionalCapacityPreemptionPolicyMockFramework.mockContainers: `count`
// containers of `size` (priority 1), the first (containerId 1) its AM. The framework's leaves do
// not mock getAbsoluteCapacity, so they keep no AM resource (LeafAmShare{}).
PreemptionApp framework_app(int queue, Resource size, int64_t count) {
  PreemptionApp app;
  app.queue = queue;
  for (int64_t i = 0; i < count; ++i) {
    app.containers.push_back({.size = size, .priority = 1, .am = i == 0});
  }
  return app;
}

// The mock of the test file of each release: effective resources exist from 3.1.
Mock mock_of(HadoopVersion v) {
  if (!v.at_least(2, 8)) return Mock::kAbsoluteCapacitiesAndUsage;
  return v.at_least(3, 1) ? Mock::kEffectiveResources : Mock::kAbsoluteCapacities;
}

const HadoopVersion k33{3, 3};
const HadoopVersion k28{2, 8};
const HadoopVersion k30{3, 0};

// TestProportionalCapacityPreemptionPolicy.testIgnore
TEST(PreemptionRound, Ignore) {
  const QData d{
      .abs = {100, 40, 40, 20},
      .max_cap = {100, 100, 100, 100},
      .used = {100, 0, 60, 40},
      .pending = {0, 0, 0, 0},
      .reserved = {0, 0, 0, 0},
      .apps = {3, 1, 1, 1},
      .gran = {-1, 1, 1, 1},
      .subqueues = {3, 0, 0, 0},
  };
  for (HadoopVersion v : {k28, k30, k33}) {
    const Mocked m = mock_nested(d, mock_of(v));
    const Ran r = run(m, v);
    // don't correct imbalances without demand
    EXPECT_EQ(Events(d, m, r).total(), 0) << v.to_string();
    EXPECT_EQ(r.queues[2].ideal_assigned.memory_mb(), 60);
    EXPECT_EQ(r.queues[3].ideal_assigned.memory_mb(), 40);
  }
}

// TestProportionalCapacityPreemptionPolicy.testProportionalPreemption.
const QData kProportional{
    .abs = {100, 10, 40, 20, 30},
    .max_cap = {100, 100, 100, 100, 100},
    .used = {100, 30, 60, 10, 0},
    .pending = {45, 20, 5, 20, 0},
    .reserved = {0, 0, 0, 0, 0},
    .apps = {3, 1, 1, 1, 0},
    .gran = {-1, 1, 1, 1, 1},
    .subqueues = {4, 0, 0, 0, 0},
};

TEST(PreemptionRound, ProportionalPreemption) {
  const Mocked m = mock_nested(kProportional, Mock::kEffectiveResources);
  const Ran r = run(m, k33);
  // A will preempt guaranteed-allocated.
  EXPECT_EQ(Events(kProportional, m, r).for_app('A'), 10);
  // Ideal A 20, B 60, C 20, D 0; A keeps 20 of its 30
  EXPECT_EQ(r.queues[1].ideal_assigned.memory_mb(), 20);
  EXPECT_EQ(r.queues[2].ideal_assigned.memory_mb(), 60);
  EXPECT_EQ(r.queues[3].ideal_assigned.memory_mb(), 20);
  EXPECT_EQ(r.queues[4].ideal_assigned.memory_mb(), 0);
  EXPECT_EQ(r.queues[1].to_be_preempted.memory_mb(), 10);
  EXPECT_EQ(r.queues[1].to_preempt.memory_mb(), 10);
  EXPECT_EQ(Events(kProportional, m, r).total(), 10);
}

// The same qData before the leaf cap of YARN-5864: the 2.8 file asserts appA 16; the
// 2.9/3.0-era file already asserts 10.
TEST(PreemptionRound, ProportionalPreemptionAcrossReleases) {
  const Mocked legacy = mock_nested(kProportional, Mock::kAbsoluteCapacities);
  EXPECT_EQ(Events(kProportional, legacy, run(legacy, k28)).for_app('A'), 16);
  EXPECT_EQ(Events(kProportional, legacy, run(legacy, k30)).for_app('A'), 10);
}

// TestProportionalCapacityPreemptionPolicy.testMaxCap
TEST(PreemptionRound, MaxCap) {
  const QData d{
      .abs = {100, 40, 40, 20},
      .max_cap = {100, 100, 45, 100},
      .used = {100, 55, 45, 0},
      .pending = {20, 10, 10, 0},
      .reserved = {0, 0, 0, 0},
      .apps = {2, 1, 1, 0},
      .gran = {-1, 1, 1, 0},
      .subqueues = {3, 0, 0, 0},
  };
  for (HadoopVersion v : {k28, k33}) {
    const Mocked m = mock_nested(d, mock_of(v));
    const Ran r = run(m, v);
    // despite the imbalance, since B is at maxCap, do not correct
    EXPECT_EQ(Events(d, m, r).for_app('A'), 0) << v.to_string();
    EXPECT_EQ(r.queues[2].ideal_assigned, m.queues[2].maximum);
  }
}

// TestProportionalCapacityPreemptionPolicy.testPreemptCycle (testExpireKill's first round)
TEST(PreemptionRound, PreemptCycle) {
  const QData d{
      .abs = {100, 40, 40, 20},
      .max_cap = {100, 100, 100, 100},
      .used = {100, 0, 60, 40},
      .pending = {10, 10, 0, 0},
      .reserved = {0, 0, 0, 0},
      .apps = {3, 1, 1, 1},
      .gran = {-1, 1, 1, 1},
      .subqueues = {3, 0, 0, 0},
  };
  for (HadoopVersion v : {k28, k33}) {
    const Mocked m = mock_nested(d, mock_of(v));
    const Ran r = run(m, v);
    // ensure all pending rsrc from A get preempted from other queues
    EXPECT_EQ(Events(d, m, r).for_app('C'), 10) << v.to_string();
    EXPECT_EQ(Events(d, m, r).total(), 10);
  }
}

// TestProportionalCapacityPreemptionPolicy.testDeadzone
TEST(PreemptionRound, Deadzone) {
  const QData d{
      .abs = {100, 40, 40, 20},
      .max_cap = {100, 100, 100, 100},
      .used = {100, 39, 43, 21},
      .pending = {10, 10, 0, 0},
      .reserved = {0, 0, 0, 0},
      .apps = {3, 1, 1, 1},
      .gran = {-1, 1, 1, 1},
      .subqueues = {3, 0, 0, 0},
  };
  PreemptionRoundSettings s = hadoop_test_settings();
  s.max_ignored_over_capacity = 0.1;
  const Mocked m = mock_nested(d, Mock::kEffectiveResources);
  const Ran r = run(m, k33, s);
  // ignore 10% overcapacity to avoid jitter
  EXPECT_EQ(Events(d, m, r).total(), 0);
  // B and C are above their ideal, but within 10% of their guarantee
  EXPECT_GT(r.queues[2].to_be_preempted.memory_mb() + r.queues[3].to_be_preempted.memory_mb(), 0);
  EXPECT_EQ(r.queues[2].to_preempt, Resource(0, 0));
  EXPECT_EQ(r.queues[3].to_preempt, Resource(0, 0));

  // without the dead zone the same amounts are asked for
  s.max_ignored_over_capacity = 0.0;
  const Ran no_dead_zone = run(m, k33, s);
  EXPECT_GT(Events(d, m, no_dead_zone).total(), 0);
}

// TestProportionalCapacityPreemptionPolicy.testPerQueueDisablePreemption
TEST(PreemptionRound, PerQueueDisablePreemption) {
  const QData d{
      .abs = {100, 55, 25, 20},
      .max_cap = {100, 100, 100, 100},
      .used = {100, 0, 54, 46},
      .pending = {10, 10, 0, 0},
      .reserved = {0, 0, 0, 0},
      .apps = {3, 1, 1, 1},
      .gran = {-1, 1, 1, 1},
      .subqueues = {3, 0, 0, 0},
  };
  for (HadoopVersion v : {k28, k33}) {
    const Mocked off = mock_nested(d, mock_of(v), {{"root.queueB", true}});
    const Ran r = run(off, v);
    // Since queueB is not preemptable, get resources from queueC
    EXPECT_EQ(Events(d, off, r).for_app('C'), 10) << v.to_string();
    EXPECT_EQ(Events(d, off, r).for_app('B'), 0);
    EXPECT_EQ(r.queues[2].to_preempt, Resource(0, 0));

    // Since queueB is preemptable, resources will be preempted from both queueB and queueC.
    const Mocked on = mock_nested(d, mock_of(v), {{"root.queueB", false}});
    const Ran r2 = run(on, v);
    EXPECT_EQ(Events(d, on, r2).for_app('B'), 4) << v.to_string();
    EXPECT_EQ(Events(d, on, r2).for_app('C'), 6);
  }
}

// TestProportionalCapacityPreemptionPolicy.testPerQueueDisablePreemptionHierarchical
TEST(PreemptionRound, PerQueueDisablePreemptionHierarchical) {
  //  /    A              D
  //            B    C         E    F
  const QData d{
      .abs = {200, 100, 50, 50, 100, 10, 90},
      .max_cap = {200, 200, 200, 200, 200, 200, 200},
      .used = {200, 110, 60, 50, 90, 90, 0},
      .pending = {10, 0, 0, 0, 10, 0, 10},
      .reserved = {0, 0, 0, 0, 0, 0, 0},
      .apps = {4, 2, 1, 1, 2, 1, 1},
      .gran = {-1, -1, 1, 1, -1, 1, 1},
      .subqueues = {2, 2, 0, 0, 2, 0, 0},
  };
  for (HadoopVersion v : {k28, k33}) {
    const Mocked m = mock_nested(d, mock_of(v));
    ASSERT_EQ(m.queues[m.app_queue[0]].path, "root.queueA.queueB");  // appA runs on queueB
    // capacity taken from queueB (appA), not queueE (appC) despite queueE being far over its
    // absolute capacity because queueA (queueB's parent) is over capacity and queueD is not.
    EXPECT_EQ(Events(d, m, run(m, v)).for_app('A'), 10) << v.to_string();

    // Turn off preemption for queueB and its children
    const Mocked off = mock_nested(d, mock_of(v), {{"root.queueA.queueB", true}});
    const Ran r = run(off, v);
    ASSERT_EQ(off.queues[off.app_queue[1]].path, "root.queueA.queueC");  // appB on queueC
    ASSERT_EQ(off.queues[off.app_queue[2]].path, "root.queueD.queueE");  // appC on queueE
    EXPECT_EQ(Events(d, off, r).for_app('A'), 0) << v.to_string();
    EXPECT_EQ(Events(d, off, r).for_app('C'), 10);
    // queueB's extra is untouchable, and so is queueA's
    EXPECT_EQ(r.queues[2].untouchable_extra.memory_mb(), 10);
    EXPECT_EQ(r.queues[1].untouchable_extra.memory_mb(), 10);
  }
}

// TestProportionalCapacityPreemptionPolicy.testPerQueueDisablePreemptionBroadHierarchical
const QData kBroad{
    .abs = {1000, 350, 150, 200, 400, 200, 200, 250, 100, 150},
    .max_cap = {1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000},
    .used = {1000, 400, 200, 200, 400, 250, 150, 200, 150, 50},
    .pending = {50, 0, 0, 0, 50, 0, 50, 0, 0, 0},
    .reserved = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    .apps = {6, 2, 1, 1, 2, 1, 1, 2, 1, 1},
    .gran = {-1, -1, 1, 1, -1, 1, 1, -1, 1, 1},
    .subqueues = {3, 2, 0, 0, 2, 0, 0, 2, 0, 0},
};

TEST(PreemptionRound, PerQueueDisablePreemptionBroadHierarchical) {
  const Mocked m = mock_nested(kBroad, Mock::kEffectiveResources);
  const Ran r = run(m, k33);
  // queueF(appD) wants resources, Verify that resources come from queueE(appC) because it's a
  // sibling and queueB(appA) because queueA is over capacity.
  EXPECT_EQ(Events(kBroad, m, r).for_app('A'), 27);
  EXPECT_EQ(Events(kBroad, m, r).for_app('C'), 23);

  // Turn off preemption for queueB(appA)
  const Mocked b_off =
      mock_nested(kBroad, Mock::kEffectiveResources, {{"root.queueA.queueB", true}});
  const Ran r2 = run(b_off, k33);
  EXPECT_EQ(Events(kBroad, b_off, r2).for_app('C'), 50);
  EXPECT_EQ(Events(kBroad, b_off, r2).for_app('A'), 0);

  // Turn off preemption for two of the 3 queues with over-capacity: the request starves even
  // though queueH(appE) is over capacity, because queueG is not.
  const Mocked two_off = mock_nested(kBroad, Mock::kEffectiveResources,
                                     {{"root.queueD.queueE", true}, {"root.queueA.queueB", true}});
  const Ran r3 = run(two_off, k33);
  for (char app : {'A', 'B', 'C', 'E', 'F'}) {
    EXPECT_EQ(Events(kBroad, two_off, r3).for_app(app), 0) << app;
  }
}

// Same qData, older releases: 28 and 22 in the 2.8 file and in the 2.9/3.0-era file (ideal
// started at guaranteed + untouchable, one subtraction per round).
TEST(PreemptionRound, PerQueueDisablePreemptionBroadHierarchicalAcrossReleases) {
  const Mocked legacy = mock_nested(kBroad, Mock::kAbsoluteCapacities);
  for (HadoopVersion v : {k28, k30}) {
    const Ran r = run(legacy, v);
    EXPECT_EQ(Events(kBroad, legacy, r).for_app('A'), 28) << v.to_string();
    EXPECT_EQ(Events(kBroad, legacy, r).for_app('C'), 22) << v.to_string();
  }
}

// TestProportionalCapacityPreemptionPolicy.testPerQueueDisablePreemptionInheritParent
TEST(PreemptionRound, PerQueueDisablePreemptionInheritParent) {
  //  /    A                   E
  //            B    C    D         F    G    H
  const QData d{
      .abs = {1000, 500, 200, 200, 100, 500, 200, 200, 100},
      .max_cap = {1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000},
      .used = {1000, 700, 0, 350, 350, 300, 0, 200, 100},
      .pending = {200, 0, 0, 0, 0, 200, 200, 0, 0},
      .reserved = {0, 0, 0, 0, 0, 0, 0, 0, 0},
      .apps = {5, 2, 0, 1, 1, 3, 1, 1, 1},
      .gran = {-1, -1, 1, 1, 1, -1, 1, 1, 1},
      .subqueues = {2, 3, 0, 0, 0, 3, 0, 0, 0},
  };
  for (HadoopVersion v : {k28, k33}) {
    const Mocked m = mock_nested(d, mock_of(v));
    const Ran r = run(m, v);
    // taken more from queueD(appB) than queueC(appA): it is further over its capacity
    EXPECT_EQ(Events(d, m, r).for_app('A'), 17) << v.to_string();
    EXPECT_EQ(Events(d, m, r).for_app('B'), 183);

    // Turn off preemption for queueA and its children: queueF(appC)'s request starves.
    const Mocked off = mock_nested(d, mock_of(v), {{"root.queueA", true}});
    const Ran r2 = run(off, v);
    for (char app : {'A', 'B', 'D', 'E'}) {
      EXPECT_EQ(Events(d, off, r2).for_app(app), 0) << app << " " << v.to_string();
    }
  }
}

// TestProportionalCapacityPreemptionPolicy.testPerQueuePreemptionNotAllUntouchable
TEST(PreemptionRound, PerQueuePreemptionNotAllUntouchable) {
  const QData d{
      .abs = {2000, 1000, 800, 100, 100, 1000, 500, 300, 200},
      .max_cap = {2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000},
      .used = {2000, 1300, 300, 800, 200, 700, 500, 0, 200},
      .pending = {300, 0, 0, 0, 0, 300, 0, 300, 0},
      .reserved = {0, 0, 0, 0, 0, 0, 0, 0, 0},
      .apps = {6, 3, 1, 1, 1, 3, 1, 1, 1},
      .gran = {-1, -1, 1, 1, 1, -1, 1, 1, 1},
      .subqueues = {2, 3, 0, 0, 0, 3, 0, 0, 0},
  };
  for (HadoopVersion v : {k28, k33}) {
    const Mocked m = mock_nested(d, mock_of(v), {{"root.queueA.queueC", true}});
    const Ran r = run(m, v);
    // queueC(appB) is way over capacity but untouchable; queueD(appC) is preemptable.
    EXPECT_EQ(Events(d, m, r).for_app('C'), 100) << v.to_string();
    EXPECT_EQ(Events(d, m, r).for_app('B'), 0);
  }
}

// TestProportionalCapacityPreemptionPolicy.testPerQueueDisablePreemptionRootDisablesAll
TEST(PreemptionRound, PerQueueDisablePreemptionRootDisablesAll) {
  const QData d{
      .abs = {1000, 500, 250, 250, 250, 100, 150, 250, 100, 150},
      .max_cap = {1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000},
      .used = {1000, 20, 0, 20, 490, 240, 250, 490, 240, 250},
      .pending = {200, 200, 200, 0, 0, 0, 0, 0, 0, 0},
      .reserved = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
      .apps = {6, 2, 1, 1, 2, 1, 1, 2, 1, 1},
      .gran = {-1, -1, 1, 1, -1, 1, 1, -1, 1, 1},
      .subqueues = {3, 2, 0, 0, 2, 0, 0, 2, 0, 0},
  };
  const Mocked m = mock_nested(d, Mock::kEffectiveResources, {{"root", true}});
  const Ran r = run(m, k33);
  // All queues should be non-preemptable, so request should starve.
  EXPECT_EQ(Events(d, m, r).total(), 0);
  // queueD's and queueG's usage above their guarantee is untouchable, so it stays ideal
  EXPECT_EQ(r.queues[4].untouchable_extra.memory_mb(), 240);
  EXPECT_EQ(r.queues[7].untouchable_extra.memory_mb(), 240);
  for (const QueueOutcome& q : r.queues)
    EXPECT_EQ(q.to_preempt, Resource(0, 0)) << q.path;

  const Mocked enabled = mock_nested(d, Mock::kEffectiveResources);
  EXPECT_GT(Events(d, enabled, run(enabled, k33)).total(), 0);
}

// TestProportionalCapacityPreemptionPolicy.testPerQueueDisablePreemptionOverAbsMaxCapacity
TEST(PreemptionRound, PerQueueDisablePreemptionOverAbsMaxCapacity) {
  const QData d{
      .abs = {1000, 725, 360, 365, 275, 17, 258},
      .max_cap = {1000, 1000, 1000, 1000, 550, 109, 1000},
      .used = {1000, 741, 396, 345, 259, 110, 149},
      .pending = {40, 20, 0, 20, 20, 20, 0},
      .reserved = {0, 0, 0, 0, 0, 0, 0},
      .apps = {4, 2, 1, 1, 2, 1, 1},
      .gran = {-1, -1, 1, 1, -1, 1, 1},
      .subqueues = {2, 2, 0, 0, 2, 0, 0},
  };
  for (HadoopVersion v : {k28, k33}) {
    // QueueE inherits non-preemption from QueueD
    const Mocked m = mock_nested(d, mock_of(v), {{"root.queueD", true}});
    ASSERT_TRUE(m.queues[5].preemption_disabled);
    const Ran r = run(m, v);
    // appC runs on QueueE, over absMaxCap but not preemptable
    EXPECT_EQ(Events(d, m, r).for_app('C'), 0) << v.to_string();
  }
}

// TestProportionalCapacityPreemptionPolicy.testOverCapacityImbalance: "Will not preempt for over
// capacity queues" in 3.x; the 2.8 file asserts appA 5 ("correct imbalance between
// over-capacity queues").
TEST(PreemptionRound, OverCapacityImbalance) {
  const QData d{
      .abs = {100, 40, 40, 20},
      .max_cap = {100, 100, 100, 100},
      .used = {100, 55, 45, 0},
      .pending = {20, 10, 10, 0},
      .reserved = {0, 0, 0, 0},
      .apps = {2, 1, 1, 0},
      .gran = {-1, 1, 1, 0},
      .subqueues = {3, 0, 0, 0},
  };
  const Mocked m = mock_nested(d, Mock::kEffectiveResources);
  EXPECT_EQ(Events(d, m, run(m, k33)).for_app('A'), 0);
  EXPECT_EQ(Events(d, m, run(m, k30)).for_app('A'), 0);

  const Mocked legacy = mock_nested(d, Mock::kAbsoluteCapacities);
  EXPECT_EQ(Events(d, legacy, run(legacy, k28)).for_app('A'), 5);

  // The queue-balancing selector of 3.1+ (no leaf cap) corrects it again.
  PreemptionRoundSettings balance = hadoop_test_settings();
  balance.balance_queues_after_satisfied = true;
  EXPECT_EQ(Events(d, m, run(m, k33, balance)).for_app('A'), 5);
}

// YARN-8379 (Fix For 3.2.0, 3.1.1): the 3.1 line, modelled as 3.1.4, has the queue-balancing
// selector; 3.0.3 ignores preemption-to-balance-queue-after-satisfied.enabled. The same round as
// OverCapacityImbalance, with balancing asked for.
TEST(PreemptionRound, QueueBalancingIsThere31On) {
  const QData d{
      .abs = {100, 40, 40, 20},
      .max_cap = {100, 100, 100, 100},
      .used = {100, 55, 45, 0},
      .pending = {20, 10, 10, 0},
      .reserved = {0, 0, 0, 0},
      .apps = {2, 1, 1, 0},
      .gran = {-1, 1, 1, 0},
      .subqueues = {3, 0, 0, 0},
  };
  const Mocked m = mock_nested(d, Mock::kEffectiveResources);
  PreemptionRoundSettings balance = hadoop_test_settings();
  balance.balance_queues_after_satisfied = true;
  EXPECT_EQ(Events(d, m, run(m, k30, balance)).for_app('A'), 0);
  EXPECT_EQ(Events(d, m, run(m, HadoopVersion{3, 1}, balance)).for_app('A'), 5);
  // Read from the configuration: 3.0 leaves the key at its default, 3.1 reads it.
  PreemptionSettings configured;
  configured.balance_queues_after_satisfied = Setting<bool>{true, {}};
  EXPECT_FALSE(preemption_round_settings(configured, k30).balance_queues_after_satisfied);
  EXPECT_TRUE(
      preemption_round_settings(configured, HadoopVersion{3, 1}).balance_queues_after_satisfied);
}

// TestProportionalCapacityPreemptionPolicy.testNaturalTermination
TEST(PreemptionRound, NaturalTermination) {
  const QData d{
      .abs = {100, 40, 40, 20},
      .max_cap = {100, 100, 100, 100},
      .used = {100, 55, 45, 0},
      .pending = {20, 10, 10, 0},
      .reserved = {0, 0, 0, 0},
      .apps = {2, 1, 1, 0},
      .gran = {-1, 1, 1, 0},
      .subqueues = {3, 0, 0, 0},
  };
  PreemptionRoundSettings s = hadoop_test_settings();
  // conf.setFloat(..., (float) 0.1) stores "0.1", which the policy reads back with getDouble
  s.natural_termination_factor = 0.1;
  // ignore 10% imbalance between over-capacity queues
  const Mocked m = mock_nested(d, Mock::kEffectiveResources);
  EXPECT_EQ(Events(d, m, run(m, k33, s)).total(), 0);
  // 2.8: A must give up 5 before the factor; (long)(5 * 0.1) truncates to 0
  const Mocked legacy = mock_nested(d, Mock::kAbsoluteCapacities);
  const Ran r28 = run(legacy, k28, s);
  EXPECT_EQ(Events(d, legacy, r28).total(), 0);
  EXPECT_EQ(r28.queues[1].to_be_preempted.memory_mb(), 5);
  EXPECT_EQ(r28.queues[1].to_preempt.memory_mb(), 0);
}

// With a 3.x round that does ask for something, the factor is applied rounding half up
// (DefaultResourceCalculator.multiplyAndNormalizeUp), where 2.x truncated.
TEST(PreemptionRound, NaturalTerminationRoundsUpFrom3_1) {
  const Mocked m = mock_nested(kProportional, Mock::kEffectiveResources);
  PreemptionRoundSettings s = hadoop_test_settings();
  s.natural_termination_factor = 0.15;  // 10 * 0.15 = 1.5
  EXPECT_EQ(run(m, k33, s).queues[1].to_preempt.memory_mb(), 2);
  EXPECT_EQ(run(m, k30, s).queues[1].to_preempt.memory_mb(), 1);
}

// TestProportionalCapacityPreemptionPolicy.testObserveOnly: no events, but the round is computed.
TEST(PreemptionRound, ObserveOnly) {
  const QData d{
      .abs = {100, 40, 40, 20},
      .max_cap = {100, 100, 100, 100},
      .used = {100, 90, 10, 0},
      .pending = {80, 10, 20, 50},
      .reserved = {0, 0, 0, 0},
      .apps = {2, 1, 1, 0},
      .gran = {-1, 1, 1, 0},
      .subqueues = {3, 0, 0, 0},
  };
  PreemptionRoundSettings s = hadoop_test_settings();
  s.observe_only = true;
  const Mocked m = mock_nested(d, Mock::kEffectiveResources);
  const Ran observed = run(m, k33, s);
  // verify even severe imbalance not affected
  EXPECT_FALSE(observed.sends_events);
  const Ran acting = run(m, k33);
  EXPECT_TRUE(acting.sends_events);
  EXPECT_GT(Events(d, m, acting).for_app('A'), 0);
  for (size_t i = 0; i < acting.queues.size(); ++i) {
    EXPECT_EQ(observed.queues[i].to_preempt, acting.queues[i].to_preempt);
  }
}

// TestProportionalCapacityPreemptionPolicy.testHierarchical
const QData kHierarchical{
    .abs = {200, 100, 50, 50, 100, 10, 90},
    .max_cap = {200, 200, 200, 200, 200, 200, 200},
    .used = {200, 110, 60, 50, 90, 90, 0},
    .pending = {10, 0, 0, 0, 10, 0, 10},
    .reserved = {0, 0, 0, 0, 0, 0, 0},
    .apps = {4, 2, 1, 1, 2, 1, 1},
    .gran = {-1, -1, 1, 1, -1, 1, 1},
    .subqueues = {2, 2, 0, 0, 2, 0, 0},
};

TEST(PreemptionRound, Hierarchical) {
  for (HadoopVersion v : {k28, k33}) {
    const Mocked m = mock_nested(kHierarchical, mock_of(v));
    // verify capacity taken from A1, not B1 despite B1 being far over its absolute guaranteed
    EXPECT_EQ(Events(kHierarchical, m, run(m, v)).for_app('A'), 10) << v.to_string();
    EXPECT_EQ(Events(kHierarchical, m, run(m, v)).for_app('C'), 0);
  }
}

// TestProportionalCapacityPreemptionPolicy.testHierarchicalWithReserved (3.x): the same with
// reservations. appA's 15 reserved containers are marked first (reserved before live in
// FifoCandidatesSelector.preemptFrom), so 10 events, all of them reservations.
TEST(PreemptionRound, HierarchicalWithReserved) {
  QData d = kHierarchical;
  d.reserved = {40, 25, 15, 10, 15, 15, 0};
  const Mocked m = mock_nested(d, Mock::kEffectiveResources);
  const Ran r = run(m, k33);
  EXPECT_EQ(Events(d, m, r).for_app('A'), 10);
  for (const SelectedContainer& c : r.policy.selected) {
    EXPECT_TRUE(m.apps[c.app].containers[c.container].reserved);
  }
}

// TestProportionalCapacityPreemptionPolicy.testZeroGuar
TEST(PreemptionRound, ZeroGuar) {
  const QData d{
      .abs = {200, 100, 0, 99, 100, 10, 90},
      .max_cap = {200, 200, 200, 200, 200, 200, 200},
      .used = {170, 80, 60, 20, 90, 90, 0},
      .pending = {10, 0, 0, 0, 10, 0, 10},
      .reserved = {0, 0, 0, 0, 0, 0, 0},
      .apps = {4, 2, 1, 1, 2, 1, 1},
      .gran = {-1, -1, 1, 1, -1, 1, 1},
      .subqueues = {2, 2, 0, 0, 2, 0, 0},
  };
  for (HadoopVersion v : {k28, k33}) {
    const Mocked m = mock_nested(d, mock_of(v));
    EXPECT_EQ(Events(d, m, run(m, v)).for_app('A'), 0) << v.to_string();
  }
}

// TestProportionalCapacityPreemptionPolicy.testZeroGuarOverCap. The 3.x file changed the data
// (queueC 100 instead of 99) and asserts that zero-guarantee queues never preempt each other.
TEST(PreemptionRound, ZeroGuarOverCap) {
  //  /    A   B   C    D   E   F
  const QData d{
      .abs = {200, 100, 0, 100, 0, 100, 100},
      .max_cap = {200, 200, 200, 200, 200, 200, 200},
      .used = {170, 170, 60, 20, 90, 0, 0},
      .pending = {85, 50, 30, 10, 10, 20, 20},
      .reserved = {0, 0, 0, 0, 0, 0, 0},
      .apps = {4, 3, 1, 1, 1, 1, 1},
      .gran = {-1, -1, 1, 1, 1, -1, 1},
      .subqueues = {2, 3, 0, 0, 0, 1, 0},
  };
  const Mocked m = mock_nested(d, Mock::kEffectiveResources);
  const Ran r = run(m, k33);
  for (char app : {'A', 'B', 'C', 'D'})
    EXPECT_EQ(Events(d, m, r).for_app(app), 0) << app;
}

// The 2.8 file's data and assertion: C has priority over B and D (they have no guarantee) and
// B and D share their over capacity fairly, so D (appC) loses 15.
TEST(PreemptionRound, ZeroGuarOverCapIn2_8) {
  const QData d{
      .abs = {200, 100, 0, 99, 0, 100, 100},
      .max_cap = {200, 200, 200, 200, 200, 200, 200},
      .used = {170, 170, 60, 20, 90, 0, 0},
      .pending = {85, 50, 30, 10, 10, 20, 20},
      .reserved = {0, 0, 0, 0, 0, 0, 0},
      .apps = {4, 3, 1, 1, 1, 1, 1},
      .gran = {-1, -1, 1, 1, 1, -1, 1},
      .subqueues = {2, 3, 0, 0, 0, 1, 0},
  };
  const Mocked m = mock_nested(d, Mock::kAbsoluteCapacities);
  EXPECT_EQ(Events(d, m, run(m, k28)).for_app('C'), 15);
}

// The 2.7 file asserts 14 for the same data. 2.7's cloneQueues takes usage as an absolute used
// capacity too, so the mock's 60 comes back as 59 (60 / 199 in float, times 199); that input
// difference, not the algorithm, turns 2.8's 15 into 14.
TEST(PreemptionRound, ZeroGuarOverCapIn2_7) {
  const QData d{
      .abs = {200, 100, 0, 99, 0, 100, 100},
      .max_cap = {200, 200, 200, 200, 200, 200, 200},
      .used = {170, 170, 60, 20, 90, 0, 0},
      .pending = {85, 50, 30, 10, 10, 20, 20},
      .reserved = {0, 0, 0, 0, 0, 0, 0},
      .apps = {4, 3, 1, 1, 1, 1, 1},
      .gran = {-1, -1, 1, 1, 1, -1, 1},
      .subqueues = {2, 3, 0, 0, 0, 1, 0},
  };
  const Mocked m = mock_nested(d, Mock::kAbsoluteCapacitiesAndUsage);
  EXPECT_EQ(Events(d, m, run(m, HadoopVersion{2, 7})).for_app('C'), 14);
}

// TestProportionalCapacityPreemptionPolicy.testHierarchicalLarge
TEST(PreemptionRound, HierarchicalLarge) {
  const QData d{
      .abs = {400, 200, 60, 140, 100, 70, 30, 100, 10, 90},
      .max_cap = {400, 400, 400, 400, 400, 400, 400, 400, 400, 400},
      .used = {400, 210, 70, 140, 100, 50, 50, 90, 90, 0},
      .pending = {15, 0, 0, 0, 0, 0, 0, 0, 0, 15},
      .reserved = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
      .apps = {6, 2, 1, 1, 2, 1, 1, 2, 1, 1},
      .gran = {-1, -1, 1, 1, -1, 1, 1, -1, 1, 1},
      .subqueues = {3, 2, 0, 0, 2, 0, 0, 2, 0, 0},
  };
  // 3.x: effective resources; 2.8: absolute capacities (the "rounding error in
  // Resources.multiplyTo" the test comments on)
  const Mocked m = mock_nested(d, Mock::kEffectiveResources);
  const Mocked legacy = mock_nested(d, Mock::kAbsoluteCapacities);
  for (const auto& [mocked, v] : {std::pair{&m, k33}, std::pair{&legacy, k28}}) {
    const Ran r = run(*mocked, v);
    EXPECT_EQ(Events(d, *mocked, r).for_app('A'), 9) << v.to_string();
    EXPECT_EQ(Events(d, *mocked, r).for_app('E'), 6) << v.to_string();
  }
}

// TestProportionalCapacityPreemptionPolicy.testHierarchicalLarge3Levels and
// testHierarchicalLarge3LevelsWithReserved
const QData kLarge3{
    .abs = {400, 200, 60, 140, 100, 40, 100, 70, 30, 100, 10, 90},
    .max_cap = {400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400},
    .used = {400, 210, 60, 150, 100, 50, 100, 50, 50, 90, 10, 80},
    .pending = {10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10},
    .reserved = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    .apps = {7, 3, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1},
    .gran = {-1, -1, 1, -1, 1, 1, -1, 1, 1, -1, 1, 1},
    .subqueues = {3, 2, 0, 2, 0, 0, 2, 0, 0, 2, 0, 0},
};

TEST(PreemptionRound, HierarchicalLarge3Levels) {
  for (HadoopVersion v : {k28, k33}) {
    const Mocked m = mock_nested(kLarge3, mock_of(v));
    ASSERT_EQ(m.queues[5].path, "root.queueA.queueC.queueE");
    const Ran r = run(m, v);
    EXPECT_EQ(Events(kLarge3, m, r).for_app('C'), 9) << v.to_string();
    EXPECT_EQ(r.queues[5].preemptable_extra.memory_mb(), 10);
    // 2nd level child(E) preempts 10, but parent A has only 9 extra
    EXPECT_EQ(r.queues[1].untouchable_extra.memory_mb(), 0);
    EXPECT_EQ(r.queues[1].preemptable_extra.memory_mb(), 210 - 200);
  }
}

TEST(PreemptionRound, HierarchicalLarge3LevelsWithReserved) {
  QData d = kLarge3;
  d.reserved = {50, 30, 20, 10, 5, 5, 0, 0, 0, 10, 10, 0};
  const Mocked m = mock_nested(d, Mock::kEffectiveResources);
  const Ran r = run(m, k33);
  EXPECT_EQ(Events(d, m, r).for_app('C'), 9);
  EXPECT_EQ(r.queues[5].preemptable_extra.memory_mb(), 10);
  EXPECT_EQ(r.queues[1].untouchable_extra.memory_mb(), 0);
  EXPECT_EQ(r.queues[1].preemptable_extra.memory_mb(), 10);
  // appC's 5 reserved containers first, then 4 live ones
  int64_t reserved = 0;
  for (const SelectedContainer& c : r.policy.selected)
    reserved += m.apps[c.app].containers[c.container].reserved ? 1 : 0;
  EXPECT_EQ(reserved, 5);
  // The 2.8 file asserts 10: TempQueuePerPartition.offer (YARN-4390) offers queueA its used
  // minus reserved, which is below its guarantee, so A's ideal drops to 180 and queueE gives up
  // all of its 10 over guarantee.
  const Mocked legacy = mock_nested(d, Mock::kAbsoluteCapacities);
  const Ran r28 = run(legacy, k28);
  EXPECT_EQ(Events(d, legacy, r28).for_app('C'), 10);
  EXPECT_EQ(r28.queues[5].to_preempt.memory_mb(), 10);
}

// TestProportionalCapacityPreemptionPolicy.testPreemptionNotHappenForSingleReservedQueue
// (3.x only): reserved > pending in the only demanding queue.
TEST(PreemptionRound, PreemptionNotHappenForSingleReservedQueue) {
  const QData d{
      .abs = {100, 40, 40, 20},
      .max_cap = {100, 100, 100, 100},
      .used = {100, 70, 0, 0},
      .pending = {10, 30, 0, 0},
      .reserved = {0, 50, 0, 0},
      .apps = {1, 1, 0, 0},
      .gran = {-1, 1, 1, 1},
      .subqueues = {3, 0, 0, 0},
  };
  const Mocked m = mock_nested(d, Mock::kEffectiveResources);
  const Ran r = run(m, k33);
  EXPECT_EQ(Events(d, m, r).for_app('A'), 0);
  for (const QueueOutcome& q : r.queues)
    EXPECT_FALSE(q.selects_containers) << q.path;
}

// TestProportionalCapacityPreemptionPolicy.testSkipAMContainer: four applications of 25 unit
// containers in A (the first of each its AM); B asks for 50. The AM cases assert the same numbers
// in the 2.7-era file (selection in the policy itself, usage mocked as absolute capacity), the
// 2.8 and the 3.x files.
TEST(PreemptionRound, SkipAMContainer) {
  const QData d{
      .abs = {100, 50, 50},
      .max_cap = {100, 100, 100},
      .used = {100, 100, 0},
      .pending = {70, 20, 50},
      .reserved = {0, 0, 0},
      .apps = {5, 4, 1},
      .gran = {-1, 1, 1},
      .subqueues = {2, 0, 0},
  };
  for (HadoopVersion v : {HadoopVersion{2, 7}, k28, k33}) {
    const Mocked m = mock_nested(d, mock_of(v), {}, {.am_container = true});
    const Ran r = run(m, v);
    // By skipping AM Container, all other 24 containers of appD will be preempted
    EXPECT_EQ(Events(d, m, r).for_app('D'), 24) << v.to_string();
    // By skipping AM Container, all other 24 containers of appC will be preempted
    EXPECT_EQ(Events(d, m, r).for_app('C'), 24) << v.to_string();
    // Since AM containers of appC and appD are saved, 2 containers from appB has to be preempted.
    EXPECT_EQ(Events(d, m, r).for_app('B'), 2) << v.to_string();
    EXPECT_EQ(Events(d, m, r).for_app('A'), 0) << v.to_string();
    for (const SelectedContainer& c : r.policy.selected) {
      EXPECT_FALSE(m.apps[c.app].containers[c.container].am) << v.to_string();
    }
  }
}

// TestProportionalCapacityPreemptionPolicy.testPreemptSkippedAMContainers: A (guarantee 10) runs
// four applications of five containers of 5 (the first its AM); B asks for 90. The queue keeps
// no AM resource (getMaxAMResourcePerQueuePercent is Mockito's 0), so AM containers go last.
const QData kSkippedAm{
    .abs = {100, 10, 90},
    .max_cap = {100, 100, 100},
    .used = {100, 100, 0},
    .pending = {70, 20, 90},
    .reserved = {0, 0, 0},
    .apps = {5, 4, 1},
    .gran = {-1, 5, 5},
    .subqueues = {2, 0, 0},
};

TEST(PreemptionRound, PreemptSkippedAMContainers) {
  for (HadoopVersion v : {HadoopVersion{2, 7}, k28, k33}) {
    const Mocked m = mock_nested(kSkippedAm, mock_of(v), {}, {.am_container = true});
    const Ran r = run(m, v);
    // All 5 containers of appD will be preempted including AM container.
    EXPECT_EQ(Events(kSkippedAm, m, r).for_app('D'), 5) << v.to_string();
    // All 5 containers of appC will be preempted including AM container.
    EXPECT_EQ(Events(kSkippedAm, m, r).for_app('C'), 5) << v.to_string();
    // By skipping AM Container, all other 4 containers of appB will be preempted
    EXPECT_EQ(Events(kSkippedAm, m, r).for_app('B'), 4) << v.to_string();
    // By skipping AM Container, all other 4 containers of appA will be preempted
    EXPECT_EQ(Events(kSkippedAm, m, r).for_app('A'), 4) << v.to_string();
    // The AM containers go last: appD's, then appC's
    ASSERT_EQ(r.policy.selected.size(), 18u);
    const SelectedContainer& last = r.policy.selected.back();
    EXPECT_TRUE(m.apps[last.app].containers[last.container].am);
    EXPECT_EQ(last.app, 2);
  }
}

// TestProportionalCapacityPreemptionPolicy.testAMResourcePercentForSkippedAMContainers: the same
// with maximum-am-resource-percent 0.5. "AMResoucePercent is 50% of cluster and maxAMCapacity will
// be 5Gb. Total used AM container size is 20GB, hence 2 AM container has to be preempted as Queue
// Capacity is 10Gb."
TEST(PreemptionRound, AMResourcePercentForSkippedAMContainers) {
  for (HadoopVersion v : {HadoopVersion{2, 7}, k28, k33}) {
    const Mocked m = mock_nested(kSkippedAm, mock_of(v), {},
                                 {.am_container = true, .am_resource_percent = 0.5f});
    const Ran r = run(m, v);
    EXPECT_EQ(Events(kSkippedAm, m, r).for_app('D'), 5) << v.to_string();
    // Including AM Container, all other 4 containers of appC will be preempted
    EXPECT_EQ(Events(kSkippedAm, m, r).for_app('C'), 5) << v.to_string();
    // By skipping AM Container, all other 4 containers of appB will be preempted
    EXPECT_EQ(Events(kSkippedAm, m, r).for_app('B'), 4) << v.to_string();
    // By skipping AM Container, all other 4 containers of appA will be preempted
    EXPECT_EQ(Events(kSkippedAm, m, r).for_app('A'), 4) << v.to_string();
  }
}

// The AM share stops the AM containers: with queue A asked for more than its non-AM containers,
// maximum-am-resource-percent decides how many AMs it keeps. Derived from FifoCandidatesSelector
// .preemptAMContainers: A keeps AM containers while the skipped ones are at most
// cluster x 0.1 (absolute capacity) x percent.
TEST(PreemptionRound, TheAMShareKeepsAMContainers) {
  QData d = kSkippedAm;
  d.pending = {200, 20, 200};  // B asks for everything A has
  d.max_cap = {100, 100, 100};
  const auto am_marked = [&](float percent) {
    const Mocked m = mock_nested(d, Mock::kEffectiveResources, {},
                                 {.am_container = true, .am_resource_percent = percent});
    const Ran r = run(m, k33);
    int64_t ams = 0;
    for (const SelectedContainer& c : r.policy.selected)
      ams += m.apps[c.app].containers[c.container].am ? 1 : 0;
    return ams;
  };
  // A must give up 90: its 80 of non-AM containers, then 10 of its 20 of AM containers.
  EXPECT_EQ(am_marked(0.0f), 2);
  // 100 x 0.1 x 1.6 = 16 of AM resource may stay: after one AM 15 are left, then no more.
  EXPECT_EQ(am_marked(1.6f), 1);
  // 100 x 0.1 x 10.0 = 100 may stay: none is taken.
  EXPECT_EQ(am_marked(10.0f), 0);
}

// Without applications the AM resource a round reaches is estimated from the leaf's AM usage:
// A (AM usage 20 of 100) gives up 90, 80 of it from other containers; its AM share is
// 100 x 0.1 x 0.5 = 5, so 10 of the 15 above it go.
TEST(PreemptionRound, AmResourceReachedWithoutApplications) {
  Mocked m = mock_nested(kSkippedAm, Mock::kEffectiveResources, {},
                         {.am_container = false, .am_resource_percent = 0.5f});
  m.apps.clear();
  m.queues[1].am_used = Resource(20, 0);
  const Ran r = run(m, k33);
  ASSERT_EQ(r.queues[1].to_preempt.memory_mb(), 90);
  EXPECT_EQ(r.policy.am_reached[0][1].memory_mb(), 10);
  // with maximum-am-resource-percent 1.6, 16 of AM resource may stay: only 4 are reached
  m.am_share[1].max_am_resource_percent = 1.6f;
  EXPECT_EQ(run(m, k33).policy.am_reached[0][1].memory_mb(), 4);
  // an AM usage of 8 leaves 92 of other containers: no AM container is reached
  m.queues[1].am_used = Resource(8, 0);
  EXPECT_EQ(run(m, k33).policy.am_reached[0][1].memory_mb(), 0);
  // B gives up nothing: nothing is reached
  m.queues[2].am_used = Resource(0, 0);
  EXPECT_EQ(run(m, k33).policy.am_reached[0][2].memory_mb(), 0);
}

// TestProportionalCapacityPreemptionPolicy.testPreemptionWithVCoreResource (DRF): the 3.x mock
// gives every queue the maximum <maxCap, 0>.
TEST(PreemptionRound, PreemptionWithVCoreResource) {
  std::vector<PreemptionQueue> queues(3);
  queues[0] = queue("root", -1, {1, 2}, Resource(100, 100), Resource(100, 0), Resource(10, 100),
                    Resource(70, 20));
  queues[1] = queue("root.queueA", 0, {}, Resource(50, 50), Resource(100, 0), Resource(10, 100),
                    Resource(70, 20));
  queues[2] = queue("root.queueB", 0, {}, Resource(50, 50), Resource(100, 0), Resource(0, 0),
                    Resource(10, 100));
  // mockApp: appA runs 10 containers of <1, 10>; appB none
  PreemptionApp app_a;
  app_a.queue = 1;
  for (int i = 0; i < 10; ++i)
    app_a.containers.push_back({.size = Resource(1, 10), .priority = 1});
  PreemptionApp app_b;
  app_b.queue = 2;
  const PolicyOutcome o = policy_over(queues, Resource(100, 100), CalculatorKind::kDominant,
                                      hadoop_test_settings(), k33, {app_a, app_b});
  // 5 containers will be preempted here
  EXPECT_EQ(marked(o, 0), 5);
}

// TestProportionalCapacityPreemptionPolicyInterQueueWithDRF (ProportionalCapacityPreemptionPolicy
// MockFramework: queues given as [guaranteed max used pending]).
TEST(PreemptionRound, InterQueuePreemptionWithMultipleResource) {
  std::vector<PreemptionQueue> queues(3);
  queues[0] = queue("root", -1, {1, 2}, Resource(100, 200), Resource(100, 200), Resource(100, 200),
                    Resource(100, 200));
  queues[1] = queue("root.a", 0, {}, Resource(50, 100), Resource(100, 200), Resource(40, 80),
                    Resource(30, 70));
  queues[2] = queue("root.b", 0, {}, Resource(50, 100), Resource(100, 200), Resource(60, 120),
                    Resource(40, 50));
  const Resource cluster(100, 200);
  const PreemptionRound r = compute_preemption_round(queues, cluster, CalculatorKind::kDominant,
                                                     hadoop_test_settings(), k33);
  // Preemption should happen in Queue b, preempt <10,20> to Queue a. (The vcores come out as 20
  // or 19 depending on the order of two equally underserved queues, which Hadoop leaves to a
  // HashSet and a heap; the 5 containers do not depend on it.)
  EXPECT_EQ(r.queues[2].to_preempt.memory_mb(), 10);
  EXPECT_FALSE(r.queues[1].selects_containers);
  // app1 in a: 20 containers of <2, 4>; app2 in b: 30
  const PolicyOutcome o =
      policy_over(queues, cluster, CalculatorKind::kDominant, hadoop_test_settings(), k33,
                  {framework_app(1, Resource(2, 4), 20), framework_app(2, Resource(2, 4), 30)});
  EXPECT_EQ(marked(o, 0), 0);
  EXPECT_EQ(marked(o, 1), 5);
}

TEST(PreemptionRound, InterQueuePreemptionWithNaturalTerminationFactor) {
  std::vector<PreemptionQueue> queues(3);
  queues[0] = queue("root", -1, {1, 2}, Resource(100, 50), Resource(100, 50), Resource(50, 50),
                    Resource(0, 0));
  queues[1] =
      queue("root.a", 0, {}, Resource(50, 25), Resource(100, 50), Resource(50, 50), Resource(0, 0));
  queues[2] =
      queue("root.b", 0, {}, Resource(50, 25), Resource(50, 25), Resource(0, 0), Resource(2, 1));
  const Resource cluster(100, 50);
  PreemptionRoundSettings s = hadoop_test_settings();
  s.natural_termination_factor = 0.2;  // setFloat 0.2, read back with getDouble
  const PreemptionRound r =
      compute_preemption_round(queues, cluster, CalculatorKind::kDominant, s, k33);
  // Even though Queue B needs only 1 vcore, one container <2, 1> of app1 in Queue A goes.
  const std::vector<PreemptionApp> apps = {framework_app(1, Resource(2, 1), 50)};
  EXPECT_EQ(marked(policy_over(queues, cluster, CalculatorKind::kDominant, s, k33, apps), 0), 1);
  // ceil((float)(1 * 0.2)) keeps the vcore; before 3.1 (long)(1 * 0.2) dropped it
  EXPECT_EQ(r.queues[1].to_preempt.vcores(), 1);
  EXPECT_EQ(marked(policy_over(queues, cluster, CalculatorKind::kDominant, s, k30, apps), 0), 0);
}

// The stale-unassigned quirk of AbstractPreemptableResourceCalculator.computeFixpointAllocation
// (3.1+): after the first offer the method re-binds its local `unassigned`, so the caller still
// holds tot - initial ideals - first offer. Derived by hand from the source: A and B (guarantee
// 50, using 20, asking 30) take 30 each, leaving nothing; the caller still sees 30 and offers
// it to the zero-guarantee parent Z, whose leaf Z1 (using 60) is then asked for 30, not 60.
TEST(PreemptionRound, StaleUnassignedAfterTheFirstOffer) {
  std::vector<PreemptionQueue> queues;
  queues.push_back(queue("root", -1, {1, 2, 3}, Resource(100, 0), Resource(100, 0),
                         Resource(100, 0), Resource()));
  queues.push_back(
      queue("root.a", 0, {}, Resource(50, 0), Resource(100, 0), Resource(20, 0), Resource(30, 0)));
  queues.push_back(
      queue("root.b", 0, {}, Resource(50, 0), Resource(100, 0), Resource(20, 0), Resource(30, 0)));
  queues.push_back(
      queue("root.z", 0, {4}, Resource(0, 0), Resource(100, 0), Resource(60, 0), Resource()));
  queues.push_back(
      queue("root.z.z1", 3, {}, Resource(0, 0), Resource(100, 0), Resource(60, 0), Resource()));
  const Resource cluster(100, 0);
  const PreemptionRound r = compute_preemption_round(queues, cluster, CalculatorKind::kDefault,
                                                     hadoop_test_settings(), k33);
  EXPECT_EQ(r.queues[1].ideal_assigned.memory_mb(), 50);
  EXPECT_EQ(r.queues[2].ideal_assigned.memory_mb(), 50);
  EXPECT_EQ(r.queues[3].ideal_assigned.memory_mb(), 30);
  EXPECT_EQ(r.queues[4].to_preempt.memory_mb(), 30);
  // Before 3.1 the round's single subtraction leaves 0, so Z gets nothing and Z1 gives up 60.
  const PreemptionRound r30 = compute_preemption_round(queues, cluster, CalculatorKind::kDefault,
                                                       hadoop_test_settings(), k30);
  EXPECT_EQ(r30.queues[3].ideal_assigned.memory_mb(), 0);
  EXPECT_EQ(r30.queues[4].to_preempt.memory_mb(), 60);
}

// TempQueuePerPartition.offer from 2.9 offers a leaf its pending minus what it has reserved
// (pendingDeductReserved). Derived by hand from the source: A (guarantee 50, using 10, asking
// 40 with 30 reserved) only takes 10 more, so B (using 90) keeps 80 and gives up 10. 2.8 offers
// its used minus reserved plus pending (getUsedDeductReservd, YARN-4390): -20 + 40, the same 10
// here. 2.7 knows nothing of reservations: it offers A all 40 and takes 40 from B.
TEST(PreemptionRound, PendingMinusReservedFrom2_9) {
  std::vector<PreemptionQueue> queues;
  queues.push_back(
      queue("root", -1, {1, 2}, Resource(100, 0), Resource(100, 0), Resource(100, 0), Resource()));
  queues.push_back(
      queue("root.a", 0, {}, Resource(50, 0), Resource(100, 0), Resource(10, 0), Resource(40, 0)));
  queues[1].reserved = Resource(30, 0);
  queues.push_back(
      queue("root.b", 0, {}, Resource(50, 0), Resource(100, 0), Resource(90, 0), Resource()));
  const Resource cluster(100, 0);
  for (HadoopVersion v : {k30, k33}) {
    const PreemptionRound r = compute_preemption_round(queues, cluster, CalculatorKind::kDefault,
                                                       hadoop_test_settings(), v);
    EXPECT_EQ(r.queues[1].ideal_assigned.memory_mb(), 20) << v.to_string();
    EXPECT_EQ(r.queues[2].to_preempt.memory_mb(), 10) << v.to_string();
  }
  const PreemptionRound r28 = compute_preemption_round(queues, cluster, CalculatorKind::kDefault,
                                                       hadoop_test_settings(), k28);
  EXPECT_EQ(r28.queues[2].to_preempt.memory_mb(), 10);
  const PreemptionRound r27 = compute_preemption_round(queues, cluster, CalculatorKind::kDefault,
                                                       hadoop_test_settings(), HadoopVersion{2, 7});
  EXPECT_EQ(r27.queues[2].to_preempt.memory_mb(), 40);
  // additional_res_balance_based_on_reserved_containers offers the full pending again
  PreemptionRoundSettings reserved = hadoop_test_settings();
  reserved.consider_reserved_resource = true;
  EXPECT_EQ(compute_preemption_round(queues, cluster, CalculatorKind::kDefault, reserved, k33)
                .queues[2]
                .to_preempt.memory_mb(),
            40);
}

// DRF, derived by hand from the source: A's usage <60, 30> is above its guarantee <50, 50>
// (dominant share 0.6 > 0.5) and its maximum is its guarantee. From 3.1 the ideal starts at
// componentwiseMin(guaranteed, used) = <50, 30> (before: the guarantee); offer adds nothing
// (max - ideal is <0, 20>, the leaf wants <10, 0>). assignPreemption keeps
// max(min(used + pending, guaranteed), ideal) = <50, 50>, so <10, -20> is to be preempted.
TEST(PreemptionRound, IdealStartsFromMinOfGuaranteedAndUsedFrom3_1) {
  std::vector<PreemptionQueue> queues;
  queues.push_back(queue("root", -1, {1, 2}, Resource(100, 100), Resource(100, 100),
                         Resource(80, 50), Resource()));
  queues.push_back(
      queue("root.a", 0, {}, Resource(50, 50), Resource(50, 50), Resource(60, 30), Resource()));
  queues.push_back(
      queue("root.b", 0, {}, Resource(50, 50), Resource(100, 100), Resource(20, 20), Resource()));
  const Resource cluster(100, 100);
  const PreemptionRound r = compute_preemption_round(queues, cluster, CalculatorKind::kDominant,
                                                     hadoop_test_settings(), k33);
  EXPECT_EQ(r.queues[1].ideal_assigned, Resource(50, 30));
  EXPECT_EQ(r.queues[1].to_be_preempted, Resource(10, -20));
  EXPECT_EQ(r.queues[2].ideal_assigned, Resource(20, 20));
  const PreemptionRound r30 = compute_preemption_round(queues, cluster, CalculatorKind::kDominant,
                                                       hadoop_test_settings(), k30);
  EXPECT_EQ(r30.queues[1].ideal_assigned, Resource(50, 50));
  EXPECT_EQ(r30.queues[1].to_be_preempted, Resource(10, -20));
}

// TestPreemptionForQueueWithPriorities (ProportionalCapacityPreemptionPolicyMockFramework:
// [guaranteed max used pending]{priority=...} per queue, parents with the priority-utilization
// ordering policy, partition 100, one application of unit containers per leaf).
struct Prioritised {
  std::string path;
  int parent;
  int64_t guaranteed, used, pending;
  int priority;
  bool disabled = false;
};

// The round and what it marks, one application of unit containers (the first its AM) per leaf
// that uses anything, as the tests' appsConfig give them.
struct PrioritisedRun {
  PreemptionRound round;
  PolicyOutcome policy;
  std::map<int, int> app_of_leaf;
};

PrioritisedRun run_prioritised(const std::vector<Prioritised>& spec) {
  std::vector<PreemptionQueue> queues;
  for (const Prioritised& p : spec) {
    PreemptionQueue q = queue(p.path, p.parent, {}, Resource(p.guaranteed, 0), Resource(100, 0),
                              Resource(p.used, 0), Resource(p.pending, 0));
    q.priority = p.priority;
    q.preemption_disabled = p.disabled;
    if (p.parent >= 0) queues[p.parent].children.push_back(static_cast<int>(queues.size()));
    queues.push_back(std::move(q));
  }
  PrioritisedRun out;
  std::vector<PreemptionApp> apps;
  for (size_t i = 1; i < queues.size(); ++i) {
    if (!queues[i].children.empty() || spec[i].used == 0) continue;
    out.app_of_leaf[static_cast<int>(i)] = static_cast<int>(apps.size());
    apps.push_back(framework_app(static_cast<int>(i), Resource(1, 0), spec[i].used));
  }
  out.policy = policy_over(queues, Resource(100, 0), CalculatorKind::kDefault,
                           hadoop_test_settings(), k33, apps);
  out.round = out.policy.rounds.front();
  return out;
}

// Containers marked in leaf `q`'s application.
int64_t unit_marks(const PrioritisedRun& r, int q) {
  const auto it = r.app_of_leaf.find(q);
  return it == r.app_of_leaf.end() ? 0 : marked(r.policy, it->second);
}

TEST(PreemptionRound, PreemptionForHighestAndLowestPriorityUnderutilizedQueue) {
  // testPreemptionForHighestPriorityUnderutilizedQueue (c=2), then
  // testPreemptionForLowestPriorityUnderutilizedQueue (c=0): the same outcome
  for (int c_priority : {2, 0}) {
    const std::vector<Prioritised> spec = {{"root", -1, 100, 100, 100, 0},
                                           {"root.a", 0, 30, 40, 50, 1},
                                           {"root.b", 0, 30, 59, 50, 2},
                                           {"root.c", 0, 40, 1, 25, c_priority}};
    const PrioritisedRun r = run_prioritised(spec);
    // 10 preempted from app1, 15 preempted from app2, and nothing preempted from app3
    EXPECT_EQ(unit_marks(r, 1), 10) << c_priority;
    EXPECT_EQ(unit_marks(r, 2), 15) << c_priority;
    EXPECT_EQ(unit_marks(r, 3), 0) << c_priority;
  }
}

// TestPreemptionForQueueWithPriorities.testPreemptionWontHappenBetweenSatisfiedQueues
TEST(PreemptionRound, PreemptionWontHappenBetweenSatisfiedQueues) {
  const std::vector<Prioritised> spec = {{"root", -1, 100, 100, 100, 0},
                                         {"root.a", 0, 30, 0, 0, 1},
                                         {"root.b", 0, 30, 40, 50, 1},
                                         {"root.c", 0, 40, 60, 25, 2}};
  const PrioritisedRun r = run_prioritised(spec);
  EXPECT_EQ(unit_marks(r, 2), 0);
  EXPECT_EQ(unit_marks(r, 3), 0);
}

// TestPreemptionForQueueWithPriorities.testPreemptionForMultipleQueuesInTheSamePriorityBuckets
// and testPreemptionForPriorityAndDisablePreemption
TEST(PreemptionRound, PreemptionForMultipleQueuesInTheSamePriorityBuckets) {
  std::vector<Prioritised> spec = {{"root", -1, 100, 100, 100, 0}, {"root.a", 0, 10, 35, 50, 1},
                                   {"root.b", 0, 15, 25, 50, 1},   {"root.c", 0, 20, 39, 50, 2},
                                   {"root.d", 0, 25, 0, 0, 2},     {"root.e", 0, 30, 1, 99, 2}};
  PrioritisedRun r = run_prioritised(spec);
  EXPECT_EQ(unit_marks(r, 1), 23);
  EXPECT_EQ(unit_marks(r, 2), 6);
  EXPECT_EQ(unit_marks(r, 3), 0);
  EXPECT_EQ(unit_marks(r, 5), 0);

  // a disables preemption: some comes from b and some from c, despite c's higher priority
  spec[1].disabled = true;
  r = run_prioritised(spec);
  EXPECT_EQ(unit_marks(r, 1), 0);
  EXPECT_EQ(unit_marks(r, 2), 9);
  EXPECT_EQ(unit_marks(r, 3), 19);
  EXPECT_EQ(unit_marks(r, 5), 0);
}

// TestPreemptionForQueueWithPriorities.testPriorityPreemptionForHierarchicalOfQueues
TEST(PreemptionRound, PriorityPreemptionForHierarchicalOfQueues) {
  const std::vector<Prioritised> spec = {
      {"root", -1, 100, 100, 100, 0},  {"root.a", 0, 29, 40, 50, 1},
      {"root.a.a1", 1, 12, 20, 50, 1}, {"root.a.a2", 1, 17, 20, 50, 1},
      {"root.b", 0, 31, 59, 50, 1},    {"root.b.b1", 4, 16, 30, 50, 1},
      {"root.b.b2", 4, 15, 29, 50, 2}, {"root.c", 0, 40, 1, 30, 1}};
  const PrioritisedRun r = run_prioritised(spec);
  // b2 gets less preemption than b1 (because b2 has higher priority)
  EXPECT_EQ(unit_marks(r, 2), 6);
  EXPECT_EQ(unit_marks(r, 3), 1);
  EXPECT_EQ(unit_marks(r, 5), 13);
  EXPECT_EQ(unit_marks(r, 6), 10);
}

// Scaling by total_preemption_per_round: totalPreemptionAllowed = multiply(cluster, 0.1f) and
// every queue's share of the need is scaled by allowed / needed (float), truncating.
TEST(PreemptionRound, TotalPreemptionPerRoundScales) {
  const QData d{
      .abs = {100, 40, 40, 20},
      .max_cap = {100, 100, 100, 100},
      .used = {100, 0, 60, 40},
      .pending = {10, 10, 0, 0},
      .reserved = {0, 0, 0, 0},
      .apps = {3, 1, 1, 1},
      .gran = {-1, 1, 1, 1},
      .subqueues = {3, 0, 0, 0},
  };
  const Mocked m = mock_nested(d, Mock::kEffectiveResources);
  PreemptionRoundSettings s = hadoop_test_settings();
  s.total_preemption_per_round = 0.05f;
  const Ran r = run(m, k33, s);
  EXPECT_EQ(r.total_preemption_allowed.memory_mb(), 5);
  // C is 10 over its ideal; scaled by 5 / 10
  EXPECT_EQ(r.queues[3].to_be_preempted.memory_mb(), 5);
  EXPECT_EQ(r.queues[3].to_preempt.memory_mb(), 5);
}

TEST(PreemptionRound, RejectsMalformedHierarchies) {
  std::vector<PreemptionQueue> queues(2);
  queues[0].path = "root";
  queues[1].path = "root.a";
  queues[1].parent = 0;  // but root does not list it
  EXPECT_THROW(compute_preemption_round(queues, Resource(10, 10), CalculatorKind::kDefault,
                                        PreemptionRoundSettings{}, k33),
               std::invalid_argument);
  queues[0].children = {1, 1};
  EXPECT_THROW(compute_preemption_round(queues, Resource(10, 10), CalculatorKind::kDefault,
                                        PreemptionRoundSettings{}, k33),
               std::invalid_argument);
  queues[0].children = {1};
  EXPECT_NO_THROW(compute_preemption_round(queues, Resource(10, 10), CalculatorKind::kDefault,
                                           PreemptionRoundSettings{}, k33));
  EXPECT_THROW(compute_preemption_round({}, Resource(10, 10), CalculatorKind::kDefault,
                                        PreemptionRoundSettings{}, k33),
               std::invalid_argument);
}

}  // namespace preemption_test
}  // namespace schedlint
