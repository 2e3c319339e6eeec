#include "model/resource.h"

#include <gtest/gtest.h>

namespace schedlint {
namespace resource_test {

TEST(Resource, AbsentTypesCountAsZero) {
  Resource r(1024, 2);
  EXPECT_EQ(r.memory_mb(), 1024);
  EXPECT_EQ(r.vcores(), 2);
  EXPECT_EQ(r.get("yarn.io/gpu"), 0);
  EXPECT_EQ(r, (Resource{{"memory-mb", 1024}, {"vcores", 2}, {"yarn.io/gpu", 0}}));
  EXPECT_NE(r, Resource(1024, 3));
}

TEST(Resource, MemoryAndVcoresComeFirstThenCustomTypesByName) {
  Resource r;
  r.set("yarn.io/gpu", 4);
  r.set("vcores", 8);
  r.set("a-custom", 1);
  r.set("memory-mb", 4096);
  std::vector<std::string> order;
  for (const auto& [type, amount] : r.amounts())
    order.push_back(type);
  EXPECT_EQ(order, (std::vector<std::string>{"memory-mb", "vcores", "a-custom", "yarn.io/gpu"}));
  EXPECT_EQ(r.to_string(), "<memory:4096, vCores:8, a-custom: 1, yarn.io/gpu: 4>");
}

}  // namespace resource_test
}  // namespace schedlint
