#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_mr_reduce_starves_maps_test {

using testing::run_rule;

constexpr const char* kRule = "wl-mr-reduce-starves-maps";

// root.default may use 3.125% of 262144 MB: 8192 MB. An AM of 2048 and a reducer of 4096 leave
// 2048, less than a map of 4096.
constexpr const char* kCapacity = R"(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>97</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>3</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-capacity</name><value>3.125</value></property>
</configuration>
)";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

std::string mapred(int reduce_mb, const std::string& extra = "") {
  return fmt::format(
      "<configuration>\n  <property><name>yarn.app.mapreduce.am.resource.mb</name><value>2048"
      "</value></property>\n  <property><name>mapreduce.map.memory.mb</name><value>4096</value>"
      "</property>\n  <property><name>mapreduce.reduce.memory.mb</name><value>{}</value>"
      "</property>\n{}</configuration>\n",
      reduce_mb, extra);
}

TEST(WlMrReduceStarvesMaps, NoRoomForAMapBesideTheAmAndOneReducer) {
  const auto f = run_rule({{"capacity-scheduler.xml", kCapacity},
                           {"nodes.yaml", kNodes},
                           {"mapred-site.xml", mapred(4096)}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_EQ(f[0].message,
            "mapred-site.xml's queue root.default holds its AM (2048 MB, 1 vcores) and one reducer "
            "(4096 MB, 1 vcores), and then no map (4096 MB, 1 vcores): with slow start at 0.05 "
            "the reducers start before the maps are done, and the AM preempts them for the maps "
            "again and again");
}

TEST(WlMrReduceStarvesMaps, SilentWithRoomForAMapOrReducesAfterTheMaps) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kCapacity},
                        {"nodes.yaml", kNodes},
                        {"mapred-site.xml", mapred(2048)}},
                       kRule)
                  .empty());
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kCapacity},
                        {"nodes.yaml", kNodes},
                        {"mapred-site.xml",
                         mapred(4096,
                                "  <property><name>mapreduce.job.reduce.slowstart.completedmaps"
                                "</name><value>1.0</value></property>\n")}},
                       kRule)
                  .empty());
}

}  // namespace wl_mr_reduce_starves_maps_test
}  // namespace schedlint
