#include <gtest/gtest.h>

#include "diff/queue_diff.h"
#include "support/test_support.h"

namespace schedlint {
namespace queue_diff_test {

QueueFigures queue(std::string path, int64_t guaranteed_mb, std::string configured = "10%") {
  QueueFigures q{std::move(path), true, std::move(configured), "RUNNING", {}};
  q.figures.push_back(
      {FigureRole::kGuaranteed, "guaranteed", "", Resource(guaranteed_mb, 1), std::nullopt});
  return q;
}

std::vector<std::string> paths(const std::vector<QueueDiff>& diffs) {
  std::vector<std::string> out;
  for (const QueueDiff& d : diffs)
    out.push_back(d.path + ":" + std::string(queue_change_name(d.status)));
  return out;
}

TEST(QueueDiff, MatchesByPathAndKeepsRemovedQueuesWhereTheyWere) {
  const std::vector<QueueFigures> before{queue("root", 100), queue("root.a", 50),
                                         queue("root.gone", 20), queue("root.b", 30)};
  const std::vector<QueueFigures> after{queue("root", 100), queue("root.a", 60),
                                        queue("root.b", 30, "20%"), queue("root.new", 10)};
  EXPECT_EQ(paths(diff_queues(before, after)),
            (std::vector<std::string>{"root:unchanged", "root.a:changed", "root.gone:removed",
                                      "root.b:changed", "root.new:added"}));
  const QueueDiff a = diff_queues(before, after)[1];
  ASSERT_EQ(a.changes.size(), 1u);
  EXPECT_EQ(a.changes[0].before->resource->memory_mb(), 50);
  EXPECT_EQ(a.changes[0].after->resource->memory_mb(), 60);
  // root.b: only its configured size changed; no figure differs.
  EXPECT_TRUE(diff_queues(before, after)[3].changes.empty());
}

// fs2cs: a steady fair share faces the guarantee, whatever each scheduler calls it.
TEST(QueueDiff, FiguresMeetByRoleAcrossSchedulers) {
  QueueFigures fair{"root.a", true, "weight 1", "", {}};
  fair.figures.push_back(
      {FigureRole::kGuaranteed, "steady_fair_share", "", Resource(100, 10), std::nullopt});
  fair.figures.push_back({FigureRole::kMaxApplications, "max_running_apps", "", std::nullopt, 5});
  QueueFigures capacity = queue("root.a", 90);
  capacity.figures.push_back(
      {FigureRole::kMaxApplications, "max_applications", "", std::nullopt, 5});
  // The diff points into the figures: they outlive it.
  const std::vector<QueueFigures> before{fair}, after{capacity};
  const auto d = diff_queues(before, after);
  ASSERT_EQ(d[0].changes.size(), 1u);
  EXPECT_EQ(d[0].changes[0].name, "guaranteed");  // the version after's name
  EXPECT_EQ(d[0].changes[0].before->name, "steady_fair_share");
}

TEST(QueueDiff, DeltasArePerTypeWithPercentOfTheOldValue) {
  const auto d = resource_delta(Resource(400, 10), Resource(300, 10));
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].type, "memory-mb");
  EXPECT_EQ(d[0].delta, -100);
  EXPECT_DOUBLE_EQ(*d[0].percent, -25.0);
  EXPECT_EQ(d[1].delta, 0);
  EXPECT_FALSE(percent_change(0, 5).has_value());  // no percentage of nothing
}

TEST(QueueDiff, TheWorstFailuresTakeTheLargestNodesOfTheDefaultPartition) {
  NodeSpec nodes;
  nodes.groups.push_back({"small", 3, Resource(100, 40), kDefaultRack, "", {}});
  nodes.groups.push_back({"big", 1, Resource(400, 8), kDefaultRack, "", {}});
  nodes.groups.push_back({"gpu", 2, Resource(900, 90), kDefaultRack, "gpu", {}});
  // Memory: the big node first, then a small one; the gpu partition's nodes do not count.
  const NodeSpec memory = without_largest_nodes(nodes, "memory-mb", 2, true);
  ASSERT_EQ(memory.groups.size(), 2u);
  EXPECT_EQ(memory.groups[0].name, "small");
  EXPECT_EQ(memory.groups[0].count, 2);
  EXPECT_EQ(memory.groups[1].name, "gpu");
  // Vcores: two small nodes (40 vcores each) before the big one (8).
  const NodeSpec vcores = without_largest_nodes(nodes, "vcores", 2, true);
  EXPECT_EQ(vcores.groups[0].count, 1);
  EXPECT_EQ(vcores.groups[1].name, "big");
}

}  // namespace queue_diff_test
}  // namespace schedlint
