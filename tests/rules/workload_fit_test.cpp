// The workloads through the ResourceManager's pipeline (analysis/workload_fit.h): the worked
// examples of each scheduler's validation, normalization, placement and AM limit.
#include <memory>
#include <tuple>

#include <gtest/gtest.h>

#include "analysis/analysis_context.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace workload_fit_test {

constexpr const char* kNodes64 = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

// `files` loaded and analyzed as check does; the fits point into the model, kept with them.
struct FitRun {
  std::unique_ptr<Model> model;
  std::unique_ptr<AnalysisContext> context;
  const std::vector<WorkloadFit>& fits() const { return context->workload_fits(); }
};

FitRun run(const testing::Files& files, const std::string& version = "3.3") {
  static const testing::FakeProver prover;
  static const AnalysisOptions options;
  FitRun out;
  out.model = std::make_unique<Model>(testing::load_files(files, version));
  out.context = std::make_unique<AnalysisContext>(*out.model, options, prover);
  return out;
}

std::string capacity(const std::string& extra = "") {
  return "<configuration>\n"
         "  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value>"
         "</property>\n"
         "  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value>"
         "</property>\n"
         "  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value>"
         "</property>\n" +
         extra + "</configuration>\n";
}

std::string one_workload(const std::string& queue, int64_t am_mb, int64_t executor_mb,
                         int64_t vcores = 1) {
  return fmt::format(
      "workloads:\n  - name: w\n    queue: {}\n    am: {{memory-mb: {}}}\n    roles:\n      - "
      "{{name: executor, memory-mb: {}, vcores: {}}}\n",
      queue, am_mb, executor_mb, vcores);
}

TEST(WorkloadFit, CapacitySchedulerRoundsToTheMinimumAndPacksByMemory) {
  // Spark's 4g executor with its overhead: 4505 MB, granted 5120 (minimum allocation 1024); a
  // 64 GB node holds 12 of them, not the 14 the requests add up to.
  const FitRun r = run({{"capacity-scheduler.xml", capacity()},
                        {"nodes.yaml", kNodes64},
                        {"workloads.yaml", one_workload("etl", 1408, 4505)}});
  const auto& fits = r.fits();
  ASSERT_EQ(fits.size(), 1u);
  const WorkloadFit& fit = fits[0];
  EXPECT_EQ(fit.queue, "root.etl");
  EXPECT_EQ(*fit.am().normalized, Resource(2048, 1));
  const RoleFit& executor = fit.roles[1];
  EXPECT_FALSE(executor.refusal.has_value());
  EXPECT_EQ(*executor.normalized, Resource(5120, 1));
  ASSERT_EQ(executor.fits.size(), 1u);
  EXPECT_EQ(executor.fits[0].per_node, 12);
  EXPECT_EQ(executor.fits[0].group->name, "w");
  // The queue may use the whole cluster (maximum-capacity 100%): 262144 MB less the AM.
  EXPECT_EQ(executor.max_in_queue, (262144 - 2048) / 5120);
}

TEST(WorkloadFit, FairSchedulerRoundsToTheIncrement) {
  const std::string yarn_site =
      "<configuration>\n  <property><name>yarn.resourcemanager.scheduler.class</name><value>"
      "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value>"
      "</property>\n  <property><name>yarn.scheduler.increment-allocation-mb</name><value>512"
      "</value></property>\n</configuration>\n";
  const FitRun r = run({{"yarn-site.xml", yarn_site},
                        {"fair-scheduler.xml", "<allocations><queue name=\"etl\"/></allocations>"},
                        {"nodes.yaml", kNodes64},
                        {"workloads.yaml", one_workload("etl", 1408, 4505)}});
  const auto& fits = r.fits();
  ASSERT_EQ(fits.size(), 1u);
  EXPECT_EQ(fits[0].queue, "root.etl");
  EXPECT_EQ(*fits[0].roles[1].normalized, Resource(4608, 1));
  EXPECT_EQ(*fits[0].am().normalized, Resource(1536, 1));
}

TEST(WorkloadFit, AQueueMaximumAllocationRefusesAtAllocateAndAtSubmission) {
  const FitRun r =
      run({{"capacity-scheduler.xml",
            capacity("  <property><name>yarn.scheduler.capacity.root.etl.maximum-allocation-mb"
                     "</name><value>6144</value></property>\n")},
           {"nodes.yaml", kNodes64},
           {"workloads.yaml", one_workload("etl", 7168, 6758, 2)}});
  const auto& fits = r.fits();
  const WorkloadFit& fit = fits[0];
  EXPECT_EQ(fit.queue_maximum_allocation, Resource(6144, 4));
  ASSERT_TRUE(fit.am().refusal.has_value());
  EXPECT_EQ(fit.am().refusal->by, RefusedBy::kRmSubmission);
  ASSERT_TRUE(fit.roles[1].refusal.has_value());
  EXPECT_EQ(fit.roles[1].refusal->by, RefusedBy::kRmAllocate);
  EXPECT_FALSE(fit.roles[1].normalized.has_value());
}

TEST(WorkloadFit, TheLargestNodeLowersTheMaximum) {
  // yarn.scheduler.maximum-allocation-mb 8192 on 6144 MB nodes: ClusterNodeTracker allows 6144.
  const FitRun r = run({{"capacity-scheduler.xml", capacity()},
                        {"nodes.yaml",
                         "nodes:\n  - {group: w, count: 4, memory-mb: 6144, "
                         "vcores: 8}\n"},
                        {"workloads.yaml", one_workload("etl", 2048, 7168)}});
  const auto& fits = r.fits();
  EXPECT_EQ(fits[0].cluster_maximum, Resource(6144, 4));
  ASSERT_TRUE(fits[0].roles[1].refusal.has_value());
}

TEST(WorkloadFit, CapacitySchedulerAmLimitRunsOneAtATime) {
  // Capacity = maximum = 20% of 102400 MB: AM limit 0.1 x 20480 = 2048; a 3072 MB AM fits none,
  // and the first application still starts.
  const FitRun r =
      run({{"capacity-scheduler.xml",
            capacity("  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-capacity</name>"
                     "<value>20</value></property>\n")},
           {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 25600, vcores: 8}\n"},
           {"workloads.yaml", one_workload("adhoc", 3072, 4096)}});
  const auto& fits = r.fits();
  const WorkloadFit& fit = fits[0];
  ASSERT_TRUE(fit.am_limit.has_value());
  EXPECT_EQ(fit.am_limit->memory_mb(), 2048);
  EXPECT_EQ(fit.ams_in_limit, 0);
  EXPECT_EQ(fit.apps_at_once, 1);
}

TEST(WorkloadFit, FairSchedulerAmLimitOnTheLoneFairShareStartsNone) {
  // maxResources 8192 mb, maxAMShare 0.5: alone the queue's fair share is 8192, its AM limit 4096;
  // a 4505 MB AM (4608 granted) never starts.
  const std::string fair =
      "<allocations>\n  <queue name=\"etl\"><maxResources>8192 mb, 8 vcores</maxResources>"
      "<maxAMShare>0.5</maxAMShare></queue>\n  <queue name=\"other\"/>\n</allocations>\n";
  const std::string yarn_site =
      "<configuration><property><name>yarn.resourcemanager.scheduler.class</name><value>"
      "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value>"
      "</property><property><name>yarn.scheduler.increment-allocation-mb</name><value>512"
      "</value></property></configuration>\n";
  const FitRun r = run({{"yarn-site.xml", yarn_site},
                        {"fair-scheduler.xml", fair},
                        {"nodes.yaml", kNodes64},
                        {"workloads.yaml", one_workload("etl", 4505, 1024)}});
  const auto& fits = r.fits();
  const WorkloadFit& fit = fits[0];
  ASSERT_TRUE(fit.am_limit.has_value());
  EXPECT_EQ(fit.am_limit->memory_mb(), 4096);
  EXPECT_EQ(fit.ams_in_limit, 0);
  EXPECT_EQ(fit.apps_at_once, 0);
  EXPECT_EQ(fit.queue_maximum.memory_mb(), 8192);
}

// Four applications of one user, 2048 MB AMs. adhoc holds 20% of 131072 MB (26214 MB) with
// maximum-am-resource-percent 0.5: the queue's AM limit holds six. LeafQueue
// .getUserAMResourceLimitPerPartition gives alice alone 26214 x 0.5 x 100% x user-limit-factor
// 0.25 = 3276.75, normalized up to 4096 MB: two of her AMs.
TEST(WorkloadFit, AUsersOwnAmLimitBindsWhenTheWorkloadNamesItsUser) {
  const std::string adhoc =
      "  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-capacity</name>"
      "<value>20</value></property>\n"
      "  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-am-resource-percent</name>"
      "<value>0.5</value></property>\n"
      "  <property><name>yarn.scheduler.capacity.root.adhoc.user-limit-factor</name>"
      "<value>0.25</value></property>\n";
  const auto workload = [](const std::string& user) {
    return "workloads:\n  - name: reports\n    queue: adhoc\n" + user +
           "    concurrency: 4\n    am: {memory-mb: 2048}\n    roles:\n"
           "      - {name: task, memory-mb: 1024}\n";
  };
  const std::string nodes = "nodes:\n  - {group: w, count: 4, memory-mb: 32768, vcores: 16}\n";
  const FitRun anyone = run({{"capacity-scheduler.xml", capacity(adhoc)},
                             {"nodes.yaml", nodes},
                             {"workloads.yaml", workload("")}});
  ASSERT_TRUE(anyone.fits()[0].am_limit.has_value());
  EXPECT_EQ(anyone.fits()[0].am_limit->memory_mb(), 13312);
  EXPECT_FALSE(anyone.fits()[0].am_limit_is_users);
  EXPECT_EQ(anyone.fits()[0].apps_at_once, 4);
  const FitRun alice = run({{"capacity-scheduler.xml", capacity(adhoc)},
                            {"nodes.yaml", nodes},
                            {"workloads.yaml", workload("    user: alice\n")}});
  const WorkloadFit& fit = alice.fits()[0];
  ASSERT_TRUE(fit.am_limit.has_value());
  EXPECT_EQ(fit.am_limit->memory_mb(), 4096);
  EXPECT_TRUE(fit.am_limit_is_users);
  EXPECT_EQ(fit.ams_in_limit, 2);
  EXPECT_EQ(fit.apps_at_once, 2);
}

// MaxRunningAppsEnforcer: a user's own maxRunningApps, else userMaxAppsDefault, holds how many of
// the user's applications run.
TEST(WorkloadFit, FairSchedulerHoldsAUserToTheUsersMaxRunningApps) {
  const std::string fair =
      "<allocations>\n  <queue name=\"etl\"/>\n  <userMaxAppsDefault>1</userMaxAppsDefault>\n"
      "  <user name=\"alice\"><maxRunningApps>3</maxRunningApps></user>\n</allocations>\n";
  const std::string yarn_site =
      "<configuration><property><name>yarn.resourcemanager.scheduler.class</name><value>"
      "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value>"
      "</property></configuration>\n";
  const auto at_once = [&](const std::string& user) {
    const FitRun r =
        run({{"yarn-site.xml", yarn_site},
             {"fair-scheduler.xml", fair},
             {"nodes.yaml", kNodes64},
             {"workloads.yaml", "workloads:\n  - name: w\n    queue: etl\n" + user +
                                    "    concurrency: 5\n    am: {memory-mb: 1024}\n"
                                    "    roles:\n      - {name: t, memory-mb: 1024}\n"}});
    return r.fits()[0].apps_at_once;
  };
  EXPECT_EQ(at_once(""), 5);
  EXPECT_EQ(at_once("    user: alice\n"), 3);
  EXPECT_EQ(at_once("    user: bob\n"), 1);
}

// A Tez task's heap comes from the container it is granted (AMContainerHelpers): 3000 MB is
// rounded to 3072, so Tez runs it with -Xmx(int)(3072 x 0.8) = 2457m, not 2400m.
TEST(WorkloadFit, ATezTaskHeapIsDerivedFromTheNormalizedContainer) {
  const FitRun r =
      run({{"capacity-scheduler.xml", capacity()},
           {"nodes.yaml", kNodes64},
           {"tez-site.xml",
            "<configuration>\n"
            "  <property><name>tez.task.resource.memory.mb</name><value>3000</value></property>\n"
            "  <property><name>tez.am.resource.memory.mb</name><value>3000</value></property>\n"
            "  <property><name>tez.queue.name</name><value>etl</value></property>\n"
            "</configuration>\n"}});
  ASSERT_EQ(r.fits().size(), 1u);
  const WorkloadFit& fit = r.fits()[0];
  EXPECT_EQ(*fit.roles[1].normalized, Resource(3072, 1));
  EXPECT_EQ(fit.roles[1].heap_mb, 2457);
  EXPECT_EQ(fit.am().heap_mb, 2400);  // the AM's from its request (constructAMLaunchOpts)
}

TEST(WorkloadFit, QueuesAreFoundByPathOrUniqueShortName) {
  const std::string nested =
      "<configuration>\n"
      "  <property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>\n"
      "  <property><name>yarn.scheduler.capacity.root.a.capacity</name><value>50</value>"
      "</property>\n"
      "  <property><name>yarn.scheduler.capacity.root.b.capacity</name><value>50</value>"
      "</property>\n"
      "  <property><name>yarn.scheduler.capacity.root.a.queues</name><value>x</value></property>\n"
      "  <property><name>yarn.scheduler.capacity.root.a.x.capacity</name><value>100</value>"
      "</property>\n"
      "  <property><name>yarn.scheduler.capacity.root.b.queues</name><value>x</value></property>\n"
      "  <property><name>yarn.scheduler.capacity.root.b.x.capacity</name><value>100</value>"
      "</property>\n"
      "</configuration>\n";
  for (const auto& [queue, path, problem] :
       {std::tuple<std::string, std::string, std::string>{"root.a.x", "root.a.x", ""},
        {"x", "",
         "x names two leaf queues (root.a.x and root.b.x): the ResourceManager rejects the "
         "application (\"submitted by user ... to ambiguous queue\"); submit with the full path"},
        {"root.a", "",
         "root.a is a parent queue: the ResourceManager rejects the application (\"submitted by "
         "user ... to non-leaf queue\")"},
        {"nope", "",
         "no queue nope in the CapacityScheduler configuration: the ResourceManager rejects the "
         "application (\"submitted by user ... to unknown queue: nope\")"}}) {
    const FitRun r = run({{"capacity-scheduler.xml", nested},
                          {"nodes.yaml", kNodes64},
                          {"workloads.yaml", one_workload(queue, 2048, 2048)}});
    const auto& fits = r.fits();
    EXPECT_EQ(fits[0].queue, path) << queue;
    EXPECT_EQ(fits[0].queue_problem, problem) << queue;
  }
}

}  // namespace workload_fit_test
}  // namespace schedlint
