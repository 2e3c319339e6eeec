// Values at the edges of what Java's types hold, which tripped UndefinedBehaviorSanitizer in C++
// arithmetic: every command reads them as Hadoop would, with no internal error, in every release.
// The sanitizer build (scripts/sanitize.sh) runs these with any undefined behaviour fatal.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "model/hadoop_version.h"
#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace extreme_values_test {

using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

const std::string P = "yarn.scheduler.capacity.";
std::vector<std::string> all_versions() {
  std::vector<std::string> out;
  for (const HadoopVersion& v : supported_hadoop_lines())
    out.push_back(v.to_string());
  return out;
}
const std::vector<std::string> kVersions = all_versions();

// The largest cluster the limits allow, nearly: 2^40 MB and 2^31 - 1 vcores per node, custom
// amounts of 2^50, in two partitions.
const std::string kHugeNodes =
    "nodes:\n"
    "  - {group: big, count: 7, memory-mb: 1099511627776, vcores: 2147483647,\n"
    "     resources: {yarn.io/gpu: 1125899906842624}}\n"
    "  - {group: labelled, count: 4095, memory-mb: 1099511627776, vcores: 2147483647,\n"
    "     resources: {yarn.io/gpu: 1}, labels: [gpu]}\n";

const std::string kSite = conf_xml({{"yarn.resource-types", "yarn.io/gpu"},
                                    {"yarn.nodemanager.resource.memory-mb", "9223372036854775807"},
                                    {"yarn.scheduler.maximum-allocation-mb", "2147483647"},
                                    {"yarn.scheduler.maximum-allocation-vcores", "2147483647"},
                                    {"yarn.scheduler.increment-allocation-mb", "2147483647"}});

// Every command over `files`, in every release: read and analyzed (exit 0 or 1), never an internal
// error, never a crash.
void run_everything(const testing::Files& files, const std::string& queue) {
  TempDir dir;
  for (const auto& [name, content] : files)
    dir.write(name, content);
  const std::string path = dir.path().string();
  for (const std::string& v : kVersions) {
    SCOPED_TRACE("Hadoop " + v);
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"check", path, "--format", "json"},
             {"check", path, "--am-mb", "1099511627776", "--failure-budget", "2147483647"},
             {"shares", path, "--format", "json"},
             {"explain", queue, path}}) {
      std::vector<std::string> full = args;
      full.insert(full.end(), {"--hadoop-version", v});
      const auto r = run_cli_in_process(full);
      EXPECT_LE(r.code, 1) << args[0] << ": " << r.err;
      EXPECT_EQ(r.err.find("internal error"), std::string::npos) << r.err;
    }
  }
}

TEST(ExtremeValues, NonFiniteAndHugeCapacities) {
  run_everything(
      {{"capacity-scheduler.xml", conf_xml({{P + "root.queues", "a,b,c"},
                                            {P + "root.a.capacity", "NaN"},
                                            {P + "root.b.capacity", "1e38"},
                                            {P + "root.c.capacity", "-0"},
                                            {P + "root.a.maximum-capacity", "Infinity"},
                                            {P + "root.b.maximum-capacity", "-Infinity"},
                                            {P + "root.c.maximum-capacity", "1e39"},
                                            {P + "root.a.maximum-am-resource-percent", "1e30"},
                                            {P + "root.b.maximum-applications", "2147483647"},
                                            {P + "maximum-applications", "2147483647"}})},
       {"yarn-site.xml", kSite},
       {"nodes.yaml", kHugeNodes}},
      "root.a");
}

TEST(ExtremeValues, UserLimitsAtTheEdges) {
  run_everything(
      {{"capacity-scheduler.xml", conf_xml({{P + "root.queues", "a,b"},
                                            {P + "root.a.capacity", "50"},
                                            {P + "root.b.capacity", "50"},
                                            {P + "root.a.user-limit-factor", "1e30"},
                                            {P + "root.b.user-limit-factor", "-1e30"},
                                            {P + "root.a.minimum-user-limit-percent", "2147483647"},
                                            {P + "root.b.minimum-user-limit-percent", "1"},
                                            {P + "root.a.user-settings.alice.weight", "3.4e38"},
                                            {P + "root.a.max-parallel-apps", "2147483647"}})},
       {"yarn-site.xml", kSite},
       {"nodes.yaml", kHugeNodes}},
      "root.b");
}

TEST(ExtremeValues, AbsoluteAndWeightCapacitiesAtTheEdges) {
  run_everything(
      {{"capacity-scheduler.xml",
        conf_xml(
            {{P + "root.queues", "a,b,w"},
             {P + "root.a.capacity", "[memory=9223372036854775807,vcores=2147483647]"},
             {P + "root.b.capacity", "[memory=9223372036854775807,vcores=9223372036854775807]"},
             {P + "root.a.maximum-capacity",
              "[memory=9223372036854775807,vcores=9223372036854775807,yarn.io/gpu="
              "9223372036854775807]"},
             {P + "root.w.capacity", "[memory=1,vcores=1]"},
             {P + "root.w.queues", "x,y"},
             {P + "root.w.x.capacity", "3.4e38w"},
             {P + "root.w.y.capacity", "1e-45w"}})},
       {"yarn-site.xml", kSite},
       {"nodes.yaml", kHugeNodes}},
      "root.a");
}

TEST(ExtremeValues, FairSchedulerAtTheEdges) {
  run_everything(
      {{"fair-scheduler.xml",
        "<allocations><queue name=\"a\"><weight>3.4e38</weight>"
        "<minResources>memory-mb=9223372036854775807, vcores=2147483647</minResources>"
        "<maxResources>memory-mb=9223372036854775807, vcores=9223372036854775807, "
        "yarn.io/gpu=9223372036854775807</maxResources><maxAMShare>1e30</maxAMShare>"
        "<maxRunningApps>2147483647</maxRunningApps></queue>"
        "<queue name=\"b\"><weight>1e-45</weight><minResources>100% memory, 100% cpu"
        "</minResources><maxChildResources>memory-mb=9223372036854775807, vcores=1"
        "</maxChildResources><queue name=\"c\"/></queue>"
        "<queueMaxAMShareDefault>-1e30</queueMaxAMShareDefault></allocations>"},
       {"yarn-site.xml",
        conf_xml({{"yarn.resource-types", "yarn.io/gpu"},
                  {"yarn.resourcemanager.scheduler.class",
                   "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler"},
                  {"yarn.scheduler.maximum-allocation-mb", "2147483647"},
                  {"yarn.scheduler.increment-allocation-mb", "2147483647"}})},
       {"nodes.yaml", kHugeNodes}},
      "root.a");
}

TEST(ExtremeValues, TheLargestNodeCountFromYarnSite) {
  // --node-count at its limit, with NodeManagers of 512 GB: 2^52 MB in all.
  TempDir dir;
  dir.write("capacity-scheduler.xml",
            conf_xml({{P + "root.queues", "a"}, {P + "root.a.capacity", "100"}}));
  dir.write("yarn-site.xml", conf_xml({{"yarn.nodemanager.resource.memory-mb", "524288"},
                                       {"yarn.nodemanager.resource.cpu-vcores", "128"}}));
  const auto r = run_cli_in_process({"check", dir.path().string(), "--node-count", "10000000"});
  EXPECT_LE(r.code, 1) << r.err;
}

}  // namespace extreme_values_test
}  // namespace schedlint
