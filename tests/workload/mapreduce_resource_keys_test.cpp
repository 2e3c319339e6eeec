// MapReduce's resource-type keys (YARN-6927): mapreduce.{map,reduce}.resource.<type> and
// yarn.app.mapreduce.am.resource.<type>, after TestTaskAttempt (testReducerMemoryRequest*,
// testReducerCpuRequest*, testMapperCustomResourceTypes) and TestUnitsConversionUtil.
#include <gtest/gtest.h>

#include "workload/framework_conf.h"
#include "workload/mapreduce_resource_keys.h"

namespace schedlint {
namespace mapreduce_resource_keys_test {

using workload::convert_units;

FrameworkConf conf_of(const std::vector<std::pair<std::string, std::string>>& entries) {
  FrameworkConf conf;
  int line = 1;
  for (const auto& [key, value] : entries)
    conf[key] = FrameworkProperty{value, SourceLocation{"mapred-site.xml", line++, 1}};
  return conf;
}

Workload read(const FrameworkConf& conf, std::vector<ReadingIssue>& issues, int major = 3,
              int minor = 3) {
  FrameworkOptions options;
  options.hadoop = HadoopVersion{major, minor};
  options.file = SourceLocation{"mapred-site.xml", 0, 0};
  return workload_from_conf(Framework::kMapReduce, conf, options, issues);
}

const WorkloadRole& role(const Workload& w, const std::string& name) {
  for (const WorkloadRole& r : w.roles)
    if (r.name == name) return r;
  ADD_FAILURE() << "no role " << name;
  return w.am;
}

TEST(UnitsConversion, AsUnitsConversionUtilConverts) {
  EXPECT_EQ(std::get<int64_t>(convert_units("Gi", "Mi", 4)), 4096);
  EXPECT_EQ(std::get<int64_t>(convert_units("G", "Mi", 4)), 3814);  // 4e9 / 2^20, truncated
  EXPECT_EQ(std::get<int64_t>(convert_units("Ki", "", 5)), 5 * 1024);
  EXPECT_EQ(std::get<int64_t>(convert_units("M", "G", 5000)), 5);
  EXPECT_EQ(std::get<int64_t>(convert_units("Mi", "Mi", 7)), 7);
  EXPECT_EQ(std::get<std::string>(convert_units("g", "Mi", 4)),
            "Unknown unit 'g'. Known units are [p, n, u, m, , k, M, G, T, P, Ki, Mi, Gi, Ti, Pi]");
  EXPECT_EQ(std::get<std::string>(convert_units("Pi", "Mi", 9223372036854775807LL)),
            "Converting 9223372036854775807 from 'Pi' to 'Mi' will result in an overflow of Long");
}

TEST(MapReduceResourceKeys, MemoryWithOrWithoutUnitsOverridesMemoryMb) {
  for (const char* name : {"memory", "memory-mb"}) {
    std::vector<ReadingIssue> issues;
    const Workload w = read(conf_of({{"mapreduce.reduce.memory.mb", "2048"},
                                     {std::string("mapreduce.reduce.resource.") + name, "3Gi"},
                                     {"mapreduce.map.resource.memory-mb", "2048"}}),
                            issues);
    EXPECT_TRUE(issues.empty()) << issues.front().description;
    const WorkloadRole& reduce = role(w, "reduce");
    EXPECT_EQ(reduce.request.memory_mb(), 3072) << name;  // testReducerMemoryRequestOverriding
    EXPECT_EQ(reduce.loc.line, 2);
    EXPECT_NE(reduce.derivation.back().find("overriding mapreduce.reduce.memory.mb"),
              std::string::npos)
        << reduce.derivation.back();
    // The heap still follows getMemoryRequired: ceil(2048 x 0.8).
    EXPECT_EQ(reduce.heap_mb, 1639);
    EXPECT_EQ(role(w, "map").request.memory_mb(), 2048);  // no units: MiB
  }
  std::vector<ReadingIssue> issues;
  const Workload decimal = read(conf_of({{"mapreduce.map.resource.memory", "4G"}}), issues);
  EXPECT_EQ(role(decimal, "map").request.memory_mb(), 3814);
}

TEST(MapReduceResourceKeys, VcoresAndOtherTypesReachTheRequest) {
  std::vector<ReadingIssue> issues;
  const Workload w = read(conf_of({{"mapreduce.reduce.cpu.vcores", "3"},
                                   {"mapreduce.reduce.resource.vcores", "5"},
                                   {"mapreduce.map.resource.yarn.io/gpu", "2"},
                                   {"yarn.app.mapreduce.am.resource.memory-mb", "4Gi"},
                                   {"yarn.app.mapreduce.am.resource.mb", "2048"}}),
                          issues);
  EXPECT_TRUE(issues.empty());
  EXPECT_EQ(role(w, "reduce").request.vcores(), 5);  // testReducerCpuRequestOverriding
  EXPECT_EQ(role(w, "map").request.get("yarn.io/gpu"), 2);
  EXPECT_EQ(w.am.request.memory_mb(), 4096);  // YARNRunner: the typed key wins over .mb
  EXPECT_EQ(w.am.loc.line, 4);
}

TEST(MapReduceResourceKeys, ReadFrom210And30OnYarnIoNamesFrom32) {
  const FrameworkConf conf = conf_of(
      {{"mapreduce.map.resource.memory-mb", "4096"}, {"mapreduce.map.resource.yarn.io/gpu", "1"}});
  std::vector<ReadingIssue> issues;
  // 2.9: YARN-6927 is not there; the keys are not read.
  EXPECT_EQ(role(read(conf, issues, 2, 9), "map").request.memory_mb(), 1024);
  EXPECT_EQ(role(read(conf, issues, 2, 10), "map").request.memory_mb(), 4096);
  EXPECT_EQ(role(read(conf, issues, 3, 0), "map").request.memory_mb(), 4096);
  // Before YARN-9444 (3.1.4 modelled) the key with a dot in its name does not match: no GPU.
  EXPECT_EQ(role(read(conf, issues, 3, 1), "map").request.get("yarn.io/gpu"), 0);
  EXPECT_EQ(role(read(conf, issues, 3, 2), "map").request.get("yarn.io/gpu"), 1);
  EXPECT_EQ(role(read(conf, issues, 2, 10), "map").request.get("yarn.io/gpu"), 1);
  EXPECT_TRUE(issues.empty());
}

TEST(MapReduceResourceKeys, ValuesHadoopRefusesFailTheJob) {
  std::vector<ReadingIssue> issues;
  Workload w = read(conf_of({{"mapreduce.map.resource.memory", "4.5Gi"}}), issues);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].description,
            "'mapreduce.map.resource.memory' is '4.5Gi': the job fails: Invalid resource request "
            "specified for property mapreduce.map.resource.memory: \"4.5Gi\", expected format is: "
            "value[ ][units]");
  EXPECT_TRUE(w.client_fails);
  issues.clear();
  w = read(conf_of({{"mapreduce.map.resource.memory", "4g"}}), issues);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_NE(issues[0].description.find("Unknown unit 'g'"), std::string::npos);
  issues.clear();
  // Both spellings of memory: TaskAttemptImpl throws.
  w = read(conf_of({{"mapreduce.map.resource.memory", "4096"},
                    {"mapreduce.map.resource.memory-mb", "2048"}}),
           issues);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_NE(issues[0].description.find("Only one of the following keys can be specified for a "
                                       "single job: memory-mb, memory"),
            std::string::npos);
  issues.clear();
  // The AM's own .mb is under the prefix too: its value must have the same shape (0x800, which
  // getInt reads, is refused first).
  w = read(conf_of({{"yarn.app.mapreduce.am.resource.mb", "0x800"}}), issues);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_NE(issues[0].description.find("Invalid resource request specified for property "
                                       "yarn.app.mapreduce.am.resource.mb"),
            std::string::npos);
}

}  // namespace mapreduce_resource_keys_test
}  // namespace schedlint
