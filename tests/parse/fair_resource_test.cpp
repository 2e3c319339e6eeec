// FairSchedulerConfiguration.parseResourceConfigValue. The vectors are Hadoop's own, from
// TestFairSchedulerConfiguration (testParseResourceConfigValue and the error tests), for the
// 3.3+ parser; older lines are covered by the cases that differ between them.
#include "parse/fair_resource.h"

#include <limits>

#include <gtest/gtest.h>

#include "sched/configurable_resource.h"

namespace schedlint {
namespace fair_resource_test {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
const std::vector<std::string> kTypes{"memory-mb", "vcores"};
const std::vector<std::string> kTypesWithTest1{"memory-mb", "vcores", "test1"};

ConfigurableResource parse(std::string_view value, int64_t missing = kMax,
                           const std::vector<std::string>& types = kTypes,
                           HadoopVersion version = {3, 3}) {
  auto r = parse_fair_resource(value, missing, types, version);
  if (auto* error = std::get_if<std::string>(&r)) {
    ADD_FAILURE() << "'" << value << "' failed: " << *error;
    return {};
  }
  return std::get<ConfigurableResource>(r);
}

std::string error(std::string_view value, HadoopVersion version = {3, 3},
                  const std::vector<std::string>& types = kTypes) {
  auto r = parse_fair_resource(value, kMax, types, version);
  if (auto* e = std::get_if<std::string>(&r)) return *e;
  return "no error";
}

Resource of(std::string_view value, const Resource& cluster) {
  return resolve_configurable(parse(value), cluster);
}

// TestFairSchedulerConfiguration.testParseResourceConfigValue, absolute forms.
TEST(FairResource, OldStyleAbsoluteForms) {
  for (const char* v :
       {"5120 mb 2 vcores", "2 vcores, 5120 mb", "5120 mb, 2 vcores", "2vcores,5120mb",
        "5120mb,2vcores", "5120mb   mb, 2    vcores", "5120 Mb, 2 vCores", "  5120 mb, 2 vcores  ",
        "  5120.3 mb, 2.35 vcores  ", "  5120. mb, 2. vcores  "}) {
    SCOPED_TRACE(v);
    const auto r = parse(v);
    EXPECT_FALSE(r.is_percentage);
    EXPECT_EQ(r.absolute, Resource(5120, 2));
  }
}

// testParseResourceConfigValue, percentages against a (10240 MB, 4 vcores) cluster.
TEST(FairResource, OldStylePercentages) {
  const Resource cluster(10240, 4);
  EXPECT_EQ(of("50% memory, 50% cpu", cluster), Resource(5120, 2));
  EXPECT_EQ(of("50% Memory, 50% CpU", cluster), Resource(5120, 2));
  EXPECT_EQ(of("50% memory, 100% cpu", cluster), Resource(5120, 4));
  EXPECT_EQ(of(" 100% cpu, 50% memory", cluster), Resource(5120, 4));
  EXPECT_EQ(of("50% memory, 0% cpu", cluster), Resource(5120, 0));
  EXPECT_EQ(of("50 % memory, 50 % cpu", cluster), Resource(5120, 2));
  EXPECT_EQ(of("50%memory,50%cpu", cluster), Resource(5120, 2));
  EXPECT_EQ(of("  50  %  memory,  50  %  cpu  ", cluster), Resource(5120, 2));
  EXPECT_EQ(of("50.% memory, 50.% cpu", cluster), Resource(5120, 2));
  EXPECT_EQ(of("10.9% memory, 50.6% cpu", cluster), Resource(1116, 2));  // (int)(10240 * 0.109)
  EXPECT_EQ(of("50%", cluster), Resource(5120, 2));
}

// testParseResourceConfigValue with the custom resource type test1.
TEST(FairResource, NewStyleWithCustomResourceTypes) {
  const Resource expected_max{{"memory-mb", 5120}, {"vcores", 2}, {"test1", kMax}};
  for (const char* v : {"vcores=2, memory-mb=5120", "memory-mb=5120, vcores=2",
                        "vcores=2,memory-mb=5120", " vcores = 2 , memory-mb = 5120 "}) {
    SCOPED_TRACE(v);
    EXPECT_EQ(parse(v, kMax, kTypesWithTest1).absolute, expected_max);
    EXPECT_EQ(parse(v, 0, kTypesWithTest1).absolute,
              (Resource{{"memory-mb", 5120}, {"vcores", 2}, {"test1", 0}}));
  }
  const Resource expected{{"memory-mb", 5120}, {"vcores", 2}, {"test1", 4}};
  for (const char* v : {"vcores=2, memory-mb=5120, test1=4", "test1=4, vcores=2, memory-mb=5120",
                        "memory-mb=5120, test1=4, vcores=2", "vcores=2,memory-mb=5120,test1=4",
                        " vcores = 2 , memory-mb = 5120 , test1 = 4 "}) {
    SCOPED_TRACE(v);
    EXPECT_EQ(parse(v, kMax, kTypesWithTest1).absolute, expected);
  }
  const Resource cluster{{"memory-mb", 10240}, {"vcores", 4}, {"test1", 8}};
  EXPECT_EQ(resolve_configurable(parse("50%", kMax, kTypesWithTest1), cluster), expected);
  for (const char* v : {"vcores=75%, memory-mb=40%", "memory-mb=40%, vcores=75%",
                        "vcores=75%,memory-mb=40%", " vcores = 75 % , memory-mb = 40 % "}) {
    SCOPED_TRACE(v);
    EXPECT_EQ(resolve_configurable(parse(v, kMax, kTypesWithTest1), cluster),
              (Resource{{"memory-mb", 4096}, {"vcores", 3}, {"test1", 8}}));
  }
  for (const char* v :
       {"vcores=75%, memory-mb=40%, test1=50%", "test1=50%, vcores=75%, memory-mb=40%",
        " vcores = 75 % , memory-mb = 40 % , test1 = 50 % "}) {
    SCOPED_TRACE(v);
    EXPECT_EQ(resolve_configurable(parse(v, kMax, kTypesWithTest1), cluster),
              (Resource{{"memory-mb", 4096}, {"vcores", 3}, {"test1", 4}}));
  }
}

// The error tests of TestFairSchedulerConfiguration (3.3+ parser): the message Hadoop's
// AllocationConfigurationException carries.
TEST(FairResource, ErrorsCarryHadoopsMessages) {
  EXPECT_EQ(error("1024"), "Cannot parse resource values from input: 1024");      // testNoUnits
  EXPECT_EQ(error("1024mb"), "Cannot parse resource values from input: 1024mb");  // testOnlyMemory
  EXPECT_EQ(error("1024vcores"),
            "Cannot parse resource values from input: 1024vcores");  // testOnlyCPU
  EXPECT_EQ(error("1o24vc0res"),
            "Cannot parse resource values from input: 1o24vc0res");  // testGibberish
  EXPECT_EQ(error("95%, 50% memory"), "Missing resource: cpu");      // testNoUnitsPercentage
  EXPECT_EQ(error("95A% cpu, 50% memory"),
            "Invalid percentage of cpu: 95a% cpu");  // testInvalidNumPercentage
  EXPECT_EQ(error("50% cpu, 1024 mb"),
            "Missing resource: memory");  // testCpuPercentageMemoryAbsolute
  EXPECT_EQ(error("50% memory, 2 vcores"),
            "Missing resource: cpu");  // testMemoryPercentageCpuAbsolute
  EXPECT_EQ(error("1024 mb, 2 4 vcores"),
            "Invalid value of vcores: 2 4 vcores");  // testDuplicateVcoresDefinitionAbsolute
  EXPECT_EQ(error("2048 1024 mb, 2 vcores"),
            "Invalid value of memory: 2048 1024 mb");  // testDuplicateMemoryDefinitionAbsolute
  EXPECT_EQ(error("50% memory, 50% 100%cpu"),
            "Invalid percentage of cpu: 50% 100%cpu");  // testDuplicateVcoresDefinitionPercentage
  EXPECT_EQ(error("50% 80% memory, 100%cpu"), "Invalid percentage of memory: 50% 80% memory");
  EXPECT_EQ(error("vcores = 75%, memory-mb = 40% 80%"),
            "Error reading resource config--invalid resource definition: vcores = 75%, memory-mb = "
            "40% 80%. The resource values must all be percentages. \"40% 80%\" is either not a "
            "non-negative number or does not include the '%' symbol.");
  EXPECT_EQ(error("-10% memory, 50% cpu"),
            "Invalid percentage: -10% memory, percentage should not be negative!");
  EXPECT_EQ(error("10% memory, -10% cpu"),
            "Invalid percentage: -10% cpu, percentage should not be negative!");
  EXPECT_EQ(error("-20% memory, -10% cpu"),
            "Invalid percentage: -20% memory, percentage should not be negative!");
  EXPECT_EQ(error("-50% cpu, 1024 mb"), "Missing resource: memory");
  EXPECT_EQ(error("-50% memory, 2 vcores"),
            "Invalid percentage: -50% memory, percentage should not be negative!");
  EXPECT_EQ(error("-2 vcores,5120 mb"),
            "Invalid value of vcores: -2, value should not be negative!");
  EXPECT_EQ(error("2 vcores,-5120 mb"),
            "Invalid value of memory: -5120, value should not be negative!");
  EXPECT_EQ(error("5120mb   mb, -2    vcores"),
            "Invalid value of vcores: -2, value should not be negative!");
  EXPECT_EQ(error("  -5120.3 mb, 2.35 vcores  "),
            "Invalid value of memory: -5120, value should not be negative!");
  EXPECT_EQ(error("2 vcores 5120 mb 555 mb"),
            "Cannot parse resource values from input: 2 vcores 5120 mb 555 mb");
  EXPECT_EQ(error("2 vcores 5120 MB 555 GB"),
            "Cannot parse resource values from input: 2 vcores 5120 MB 555 GB");
  EXPECT_EQ(error("memory-mb=-5120,vcores=2"),
            "Invalid value of memory-mb: -5120, value should not be negative!");
  EXPECT_EQ(error(" vcores = -2 ,  memory-mb = 5120 "),
            "Invalid value of vcores: -2, value should not be negative!");
  EXPECT_EQ(error("vcores=2,memory-mb=5120,test1=-4", {3, 3}, kTypesWithTest1),
            "Invalid value of test1: -4, value should not be negative!");
  EXPECT_EQ(
      error("vcores=-75%,memory-mb=40%"),
      "Error reading resource config--invalid resource definition: vcores=-75%,memory-mb=40%. "
      "The resource values must all be percentages. \"-75%\" is either not a non-negative "
      "number or does not include the '%' symbol.");
  EXPECT_EQ(error("   "), "Error reading resource config--the resource string is empty.");
}

TEST(FairResource, UnknownResourceNamesAndUnitsAreRejected) {
  EXPECT_EQ(
      error("memory=1024, vcores=2"),
      "Error reading resource config--invalid resource definition: memory=1024, vcores=2. The "
      "resource name, \"memory\" was not recognized. Please check the value of "
      "yarn.resource-types in the Resource Manager's configuration files.");
  EXPECT_EQ(error("memory-mb=2g, vcores=2"),
            "Error reading resource config--invalid resource definition: memory-mb=2g, vcores=2. "
            "The resource values must all be integers. \"2g\" is not an integer.");
  EXPECT_EQ(error("2 gb, 1 vcores"), "Missing resource: mb");
}

TEST(FairResource, OldStyleAbsoluteGivesCustomTypesZero) {
  EXPECT_EQ(parse("1024 mb, 2 vcores", kMax, kTypesWithTest1).absolute,
            (Resource{{"memory-mb", 1024}, {"vcores", 2}, {"test1", 0}}));
}

// The lines before 3.3 parse with find() and no negative checks (TestFairSchedulerConfiguration
// of those lines): the same inputs give different results.
TEST(FairResource, Hadoop32AndEarlierUseFindBasedPatterns) {
  EXPECT_EQ(parse("1024 mb, 2 4 vcores", kMax, kTypes, {3, 2}).absolute, Resource(1024, 4));
  EXPECT_EQ(parse("-1024 mb, 2 vcores", kMax, kTypes, {3, 2}).absolute, Resource(1024, 2));
  EXPECT_EQ(error("1024", {3, 2}), "Missing resource: mb");
  EXPECT_EQ(error("95A% cpu, 50% memory", {3, 2}), "Missing resource: cpu");
  EXPECT_EQ(resolve_configurable(parse("50% memory", kMax, kTypes, {3, 2}), Resource(10240, 4)),
            Resource(5120, 2));
}

// The name=value form came with YARN-7556 in 3.2.0, on trunk only: every 3.1.x release, like 3.0
// and 2.10, reads "memory-mb=..." with the old patterns and fails.
TEST(FairResource, NameValueFormFrom32) {
  EXPECT_EQ(parse("memory-mb=1024, vcores=2", kMax, kTypes, {3, 2}).absolute, Resource(1024, 2));
  for (const HadoopVersion v : {HadoopVersion{3, 1}, HadoopVersion{3, 0}, HadoopVersion{2, 10}})
    EXPECT_EQ(error("memory-mb=1024, vcores=2", v), "Missing resource: mb") << v.to_string();
}

TEST(FairResource, Hadoop27ReadsOnlyIntegerMegabytesAndVcores) {
  // "(\d+)\s*mb" finds "5 mb" in "1024.5 mb"; 2.8 skips the fraction.
  EXPECT_EQ(parse("1024.5 mb, 2 vcores", kMax, kTypes, {2, 7}).absolute, Resource(5, 2));
  EXPECT_EQ(parse("1024.5 mb, 2 vcores", kMax, kTypes, {2, 8}).absolute, Resource(1024, 2));
  EXPECT_EQ(error("50%", {2, 8}), "Missing resource: mb");
  EXPECT_EQ(error("memory-mb=1024, vcores=2", {2, 7}), "Missing resource: mb");
}

}  // namespace fair_resource_test
}  // namespace schedlint
