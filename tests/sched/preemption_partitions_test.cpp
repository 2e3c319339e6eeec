// The ProportionalCapacityPreemptionPolicy over node partitions and nodes, ported from Hadoop's
// TestProportionalCapacityPreemptionPolicyForNodePartitions (3.x, apache/hadoop ff993960) and
// TestProportionalCapacityPreemptionPolicyForReservedContainers (apache/hadoop 38b9d14b).
// Each Hadoop test describes its cluster in four strings that
// ProportionalCapacityPreemptionPolicyMockFramework parses into mocks; `Framework` below parses
// the same strings into a PolicyInput, so each case reads as the Hadoop test does:
//   labels  "=100,true;x=100,false"            partition=resource,exclusive
//   nodes   "n1=x;n2="                         node=partition[ res=resource]
//   queues  "root(=[100 100 100 100],x=[...]);-a(...){priority=1,disable_preemption=true}"
//           per partition [guaranteed max used pending (reserved)], depth by leading '-'
//   apps    "a\t(1,1,n1,x,80,false)(...);b\t..."
//           one application per entry: (priority,resource,host,expression,repeat,reserved)
// A resource is "memory" (vcores 1 when memory > 0, Resources.createResource) or "memory:vcores".
// The framework's conventions this port keeps: every application's first container
// (containerId 1) is its AM; a container whose expression is empty on a labelled node ignores
// partition exclusivity; leaves mock no absolute capacity, so they keep no AM resource; a queue's
// absolute capacities are its amounts over the partition plus 1e-6; "report ideal preempt"
// (total_preemption_per_round and natural_termination_factor 1.0).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "sched/capacity/preemption_policy.h"
#include "support/test_support.h"

namespace schedlint {
namespace preemption_partitions_test {

namespace rs = resources;

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t end = text.find(sep, start);
    out.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return out;
}

// parseResourceFromString
Resource parse_resource(const std::string& text) {
  const std::vector<std::string> parts = split(text, ':');
  if (parts.size() == 1) return rs::create_resource(std::stoll(parts[0]));
  Resource r(std::stoll(parts[0]), std::stoll(parts[1]));
  if (parts.size() > 2) r.set("res1", std::stoll(parts[2]));
  return r;
}

class Framework {
 public:
  Framework(const std::string& labels, const std::string& nodes, const std::string& queues,
            const std::string& apps, bool dominant = false,
            const std::set<std::string>& disabled = {}, bool reserved_selector = false) {
    in_.calculator = dominant ? CalculatorKind::kDominant : CalculatorKind::kDefault;
    in_.settings.total_preemption_per_round = 1.0f;
    in_.settings.natural_termination_factor = 1.0;
    in_.settings.select_based_on_reserved_containers = reserved_selector;
    in_.version = HadoopVersion{3, 3};
    mock_labels(labels);
    mock_nodes(nodes);
    mock_queues(queues, disabled);
    mock_apps(apps);
    outcome_ = run_preemption_policy(in_);
  }

  // getAppAttemptId(id): applications are numbered from 1 in appsConfig order.
  int64_t marked(int id) const {
    return std::count_if(outcome_.selected.begin(), outcome_.selected.end(),
                         [id](const SelectedContainer& s) { return s.app == id - 1; });
  }
  // IsPreemptionRequestForQueueAndNode(getAppAttemptId(id), queue, node)
  int64_t marked_on(int id, const std::string& node) const {
    return std::count_if(outcome_.selected.begin(), outcome_.selected.end(),
                         [&](const SelectedContainer& s) {
                           const PreemptionContainer& c = in_.apps[s.app].containers[s.container];
                           return s.app == id - 1 && c.node >= 0 && in_.nodes[c.node].name == node;
                         });
  }
  const PolicyOutcome& outcome() const { return outcome_; }
  const PolicyInput& input() const { return in_; }

 private:
  // mockNodeLabelsManager: partition=total_resource,exclusivity; the cluster is their sum.
  void mock_labels(const std::string& config) {
    in_.cluster = Resource(0, 0);
    for (const std::string& p : split(config, ';')) {
      if (p.empty()) continue;
      const size_t eq = p.find('='), comma = p.find(',');
      in_.partitions.push_back(p.substr(0, eq));
      in_.partition_resources.push_back(parse_resource(p.substr(eq + 1, comma - eq - 1)));
      exclusive_[in_.partitions.back()] = p.substr(comma + 1) == "true";
      in_.cluster = rs::add(in_.cluster, in_.partition_resources.back());
    }
  }

  // mockSchedulerNodes: host=partition[ res=resource]
  void mock_nodes(const std::string& config) {
    for (const std::string& n : split(config, ';')) {
      if (n.empty()) continue;
      const std::vector<std::string> arr = split(n, ' ');
      const size_t eq = arr[0].find('=');
      PreemptionNode node;
      node.name = arr[0].substr(0, eq);
      node.partition = arr[0].substr(eq + 1);
      node.total = Resource(0, 0);
      if (arr.size() > 1 && arr[1].rfind("res=", 0) == 0) {
        node.total = parse_resource(arr[1].substr(4));
      }
      in_.nodes.push_back(node);
    }
  }

  int node_index(const std::string& name) const {
    for (size_t i = 0; i < in_.nodes.size(); ++i) {
      if (in_.nodes[i].name == name) return static_cast<int>(i);
    }
    ADD_FAILURE() << "no node " << name;
    return -1;
  }

  static int level_of(const std::string& q) {
    int level = 0;
    while (level < static_cast<int>(q.size()) && q[level] == '-')
      ++level;
    return level;
  }

  // mockQueueHierarchy / setupQueue
  void mock_queues(const std::string& config, const std::set<std::string>& disabled) {
    const std::vector<std::string> exprs = split(config, ';');
    in_.queues.assign(in_.partitions.size(), {});
    std::vector<int> levels;
    for (const std::string& q : exprs) {
      if (q.empty()) continue;
      const int level = level_of(q);
      const std::string name = q.substr(level, q.find('(') - level);
      int parent = -1;
      for (int i = static_cast<int>(levels.size()) - 1; i >= 0; --i) {
        if (levels[i] < level) {
          parent = i;
          break;
        }
      }
      const int index = static_cast<int>(levels.size());
      levels.push_back(level);
      names_[name] = index;
      const std::string path = parent < 0 ? "root" : in_.queues[0][parent].path + "." + name;
      std::map<std::string, std::vector<Resource>> values;
      const std::string settings = q.substr(q.find('(') + 1, q.find(')') - q.find('(') - 1);
      for (const std::string& s : split(settings, ',')) {
        const std::string partition = s.substr(0, s.find('='));
        const std::string list = s.substr(s.find('[') + 1, s.find(']') - s.find('[') - 1);
        for (const std::string& v : split(list, ' '))
          values[partition].push_back(parse_resource(v));
      }
      std::map<std::string, std::string> other;
      if (const size_t brace = q.find('{'); brace != std::string::npos) {
        for (const std::string& kv : split(q.substr(brace + 1, q.find('}') - brace - 1), ',')) {
          other[kv.substr(0, kv.find('='))] = kv.substr(kv.find('=') + 1);
        }
      }
      for (size_t p = 0; p < in_.partitions.size(); ++p) {
        PreemptionQueue pq;
        pq.path = path;
        pq.parent = parent;
        pq.preemption_disabled = disabled.count(path) > 0 || other["disable_preemption"] == "true";
        if (other.count("priority")) pq.priority = std::stoi(other["priority"]);
        const Resource& total = in_.partition_resources[p];
        const auto it = values.find(in_.partitions[p]);
        // A partition the queue is not configured for: QueueCapacities answer 0 there.
        pq.absolute_maximum_capacity = 0;
        if (it != values.end()) {
          const std::vector<Resource>& v = it->second;
          const ResourceCalculator rc(in_.calculator);
          pq.guaranteed = v[0];
          pq.maximum = v[1];
          pq.used = v[2];
          pq.pending = v[3];
          if (v.size() == 5) pq.reserved = v[4];
          pq.absolute_capacity = rc.divide(total, v[0], total) + 1e-6f;
          pq.absolute_maximum_capacity = rc.divide(total, v[1], total) + 1e-6f;
        }
        // cloneQueues: a non-exclusive partition's absolute maximum is 1.0
        if (!exclusive_.at(in_.partitions[p])) pq.absolute_maximum_capacity = 1.0f;
        if (parent >= 0) in_.queues[p][parent].children.push_back(index);
        in_.queues[p].push_back(pq);
      }
    }
  }

  // mockApplications / mockContainers
  void mock_apps(const std::string& config) {
    for (const std::string& a : split(config, ';')) {
      if (a.empty()) continue;
      const std::vector<std::string> strs = split(a, '\t');
      PreemptionApp app;
      app.id = "app" + std::to_string(in_.apps.size() + 1);
      // newer tests name the queue by its path
      app.queue = names_.at(strs[0].substr(strs[0].rfind('.') + 1));
      int container_id = 1;
      size_t start = 0;
      while ((start = strs[1].find('(', start)) != std::string::npos) {
        const size_t end = strs[1].find(')', start);
        const std::vector<std::string> values =
            split(strs[1].substr(start + 1, end - start - 1), ',');
        start = end + 1;
        const int32_t priority = std::stoi(values[0]);
        const Resource size = parse_resource(values[1]);
        const int node = node_index(values[2]);
        const std::string& label = values[3];
        const int repeat = std::stoi(values[4]);
        const bool reserved = values[5] == "true";
        for (int i = 0; i < repeat; ++i, ++container_id) {
          PreemptionContainer c;
          c.size = size;
          c.node = node;
          c.partition = in_.nodes[node].partition;
          c.priority = priority;
          c.am = container_id == 1;
          c.reserved = reserved;
          c.ignores_exclusivity = label.empty() && !c.partition.empty();
          if (!reserved) {
            in_.nodes[node].allocated = rs::add(in_.nodes[node].allocated, size);
          }
          app.containers.push_back(c);
        }
      }
      in_.apps.push_back(app);
    }
  }

  PolicyInput in_;
  std::map<std::string, bool> exclusive_;
  std::map<std::string, int> names_;
  PolicyOutcome outcome_;
};

TEST(PreemptionPartitions, NodePartitionPreemptionRespectGuaranteedCapacity) {
  // Both a/b can access x, and guaranteed capacity of them is 50:50. app1 uses 80 x, app2 uses 20
  // NO_LABEL, app3 uses 20 x, app4 uses 80 NO_LABEL. Both a/b have 50 pending resource for x and
  // NO_LABEL.
  const Framework f("=100,true;x=100,true", "n1=x;n2=",
                    "root(=[100 100 100 100],x=[100 100 100 100]);"
                    "-a(=[50 100 20 50],x=[50 100 80 50]);"
                    "-b(=[50 100 80 50],x=[50 100 20 50])",
                    "a\t(1,1,n1,x,80,false);a\t(1,1,n2,,20,false);"
                    "b\t(1,1,n1,x,20,false);b\t(1,1,n2,,80,false)");
  // 30 preempted from app1, 30 preempted from app4, and nothing preempted from app2/app3
  EXPECT_EQ(f.marked(1), 30);
  EXPECT_EQ(f.marked(4), 30);
  EXPECT_EQ(f.marked(2), 0);
  EXPECT_EQ(f.marked(3), 0);
}

TEST(PreemptionPartitions, NodePartitionPreemptionNotHappenBetweenSatisfiedQueues) {
  // a/b/c can access x, guaranteed 80:10:10; c's max is 30. app1 in b uses 90x, app2 in c 10x.
  const Framework f("=100,true;x=100,true", "n1=x;n2=",
                    "root(=[100 100 100 100],x=[100 100 100 100]);"
                    "-a(=[80 80 0 0],x=[80 80 0 0]);"
                    "-b(=[10 100 0 0],x=[10 100 90 50]);"
                    "-c(=[10 100 0 0],x=[10 30 10 50])",
                    "b\t(1,1,n1,x,90,false);c\t(1,1,n1,x,10,false)");
  // No preemption happens
  EXPECT_EQ(f.marked(1), 0);
  EXPECT_EQ(f.marked(2), 0);
}

TEST(PreemptionPartitions, NodePartitionPreemptionOfIgnoreExclusivityAndRespectCapacity) {
  // x is non-exclusive. app1 uses 20x ignoring exclusivity (and its AM in x), app2 uses 80x;
  // b has 100 pending in x.
  const Framework f("=100,true;x=100,false", "n1=x;n2=",
                    "root(=[100 100 100 100],x=[100 100 100 100]);"
                    "-a(=[50 100 0 0],x=[50 100 100 50]);"
                    "-b(=[50 100 0 0],x=[50 100 0 100])",
                    "a\t(1,1,n1,x,1,false)(1,1,n1,,20,false);a\t(1,1,n1,x,79,false)");
  // 20 preempted from app1, 30 from app2
  EXPECT_EQ(f.marked(1), 20);
  EXPECT_EQ(f.marked(2), 30);
  // app1's ignore-exclusivity containers are the ones taken, its AM is kept
  for (const SelectedContainer& s : f.outcome().selected) {
    if (s.app != 0) continue;
    EXPECT_TRUE(f.input().apps[0].containers[s.container].ignores_exclusivity);
  }
}

TEST(PreemptionPartitions, NodePartitionPreemptionOfSkippingAMContainer) {
  // a (20 of x) runs app1..app5 of 20 each; b (80 of x) asks for 100.
  const Framework f("=100,true;x=100,true", "n1=x;n2=",
                    "root(=[100 100 100 100],x=[100 100 100 100]);"
                    "-a(=[50 100 0 0],x=[20 100 100 50]);"
                    "-b(=[50 100 0 0],x=[80 100 0 100])",
                    "a\t(1,1,n1,x,20,false);a\t(1,1,n1,x,20,false);a\t(1,1,n1,x,20,false);"
                    "a\t(1,1,n1,x,20,false);a\t(1,1,n1,x,20,false);");
  // 4 from app1, 19 from app2-app5
  EXPECT_EQ(f.marked(1), 4);
  for (int app = 2; app <= 5; ++app)
    EXPECT_EQ(f.marked(app), 19) << app;
}

TEST(PreemptionPartitions, NodePartitionPreemptionOfAMContainer) {
  // a (3 of x) runs app1..app5 of 20 each; b (97 of x) asks for 100: app4/app5's AM containers go.
  const Framework f("=100,true;x=100,true", "n1=x;n2=",
                    "root(=[100 100 100 100],x=[100 100 100 100]);"
                    "-a(=[50 100 0 0],x=[3 100 100 50]);"
                    "-b(=[50 100 0 0],x=[97 100 0 100])",
                    "a\t(1,1,n1,x,20,false);a\t(1,1,n1,x,20,false);a\t(1,1,n1,x,20,false);"
                    "a\t(1,1,n1,x,20,false);a\t(1,1,n1,x,20,false);");
  EXPECT_EQ(f.marked(1), 19);
  EXPECT_EQ(f.marked(2), 19);
  EXPECT_EQ(f.marked(3), 19);
  EXPECT_EQ(f.marked(4), 20);
  EXPECT_EQ(f.marked(5), 20);
}

TEST(PreemptionPartitions, NodePartitionDisablePreemptionForSingleLevelQueue) {
  // a/b/c have 40:20:40 of x; b disables preemption. app1 in a uses 50, app2 in b 30, app3 in c 20.
  const Framework f("=100,true;x=100,true", "n1=x;n2=",
                    "root(=[100 100 100 100],x=[100 100 100 100]);"
                    "-a(=[80 80 0 0],x=[40 100 50 50]);"
                    "-b(=[10 100 0 0],x=[20 100 30 0]);"
                    "-c(=[10 100 0 0],x=[40 100 20 50])",
                    "a\t(1,1,n1,x,50,false);b\t(1,1,n1,x,30,false);c\t(1,1,n1,x,20,false)", false,
                    {"root.b"});
  // 10 preempted from app1, nothing preempted from app2-app3
  EXPECT_EQ(f.marked(1), 10);
  EXPECT_EQ(f.marked(2), 0);
  EXPECT_EQ(f.marked(3), 0);
}

TEST(PreemptionPartitions, NodePartitionNonAccessibleQueuesSharePartitionedResource) {
  // a/b can access x (50:50), c/d cannot. a uses 0 and wants 30, b uses 30, c and d use 35 of x
  // (ignoring exclusivity) and want 50: the idle 40 is divided between c and d, 20 each.
  const Framework f("=100,true;x=100,false", "n1=x;n2=",
                    "root(=[100 100 100 100],x=[100 100 100 100]);"
                    "-a(=[25 100 0 0],x=[50 100 0 30]);"
                    "-b(=[25 100 0 0],x=[50 100 30 0]);"
                    "-c(=[25 100 1 0],x=[0 0 35 50]);"
                    "-d(=[25 100 1 0],x=[0 0 35 50])",
                    "b\t(1,1,n1,x,30,false);"
                    "c\t(1,1,n2,,1,false)(1,1,n1,,30,false);"
                    "d\t(1,1,n2,,1,false)(1,1,n1,,30,false)");
  // 15 will be preempted app2/app3
  EXPECT_EQ(f.marked(2), 15);
  EXPECT_EQ(f.marked(3), 15);
  EXPECT_EQ(f.marked(1), 0);
}

TEST(PreemptionPartitions, HierarchyPreemptionForMultiplePartitions) {
  // a1/a2/b1/b2 have 25x and 25y each. a1 uses 35x 25y, a2 25x 15y, b1 15x 25y, b2 25x 35y: a1
  // gives 10x to b1 and b2 gives 10y to a2.
  const Framework f("=100,true;x=100,true;y=100,true", "n1=x;n2=y;n3=",
                    "root(=[100 100 0 0],x=[100 100 100 100],y=[100 100 100 100]);"
                    "-a(=[50 100 0 0],x=[50 100 60 40],y=[50 100 40 40]);"
                    "--a1(=[25 100 0 0],x=[25 100 35 20],y=[25 100 25 20]);"
                    "--a2(=[25 100 0 0],x=[25 100 25 20],y=[25 100 15 20]);"
                    "-b(=[50 100 0 0],x=[50 100 40 40],y=[50 100 60 40]);"
                    "--b1(=[25 100 0 0],x=[25 100 15 20],y=[25 100 25 20]);"
                    "--b2(=[25 100 0 0],x=[25 100 25 20],y=[25 100 35 20])",
                    "a1\t(1,1,n1,x,35,false)(1,1,n2,y,25,false);"
                    "a2\t(1,1,n1,x,25,false)(1,1,n2,y,15,false);"
                    "b1\t(1,1,n1,x,15,false)(1,1,n2,y,25,false);"
                    "b2\t(1,1,n1,x,25,false)(1,1,n2,y,35,false)");
  // 10 will be preempted from app1 (a1) /app4 (b2)
  EXPECT_EQ(f.marked(1), 10);
  EXPECT_EQ(f.marked(4), 10);
  EXPECT_EQ(f.marked(2), 0);
  EXPECT_EQ(f.marked(3), 0);
  // a1 gives up x, b2 gives up y
  for (const SelectedContainer& s : f.outcome().selected) {
    EXPECT_EQ(f.input().apps[s.app].containers[s.container].partition, s.app == 0 ? "x" : "y");
  }
}

TEST(PreemptionPartitions, HierarchyPreemptionForDifferenceAcessibility) {
  // a can access x only, b y only; a1 uses 100x, b1 80y; a2 and b2 ask for 100.
  const Framework f("=100,true;x=100,true;y=100,true", "n1=x;n2=y;n3=",
                    "root(=[100 100 0 0],x=[100 100 100 100],y=[100 100 100 100]);"
                    "-a(=[50 100 0 0],x=[100 100 100 100]);"
                    "--a1(=[25 100 0 0],x=[50 100 100 0]);"
                    "--a2(=[25 100 0 0],x=[50 100 0 100]);"
                    "-b(=[50 100 0 0],y=[100 100 80 100]);"
                    "--b1(=[25 100 0 0],y=[50 100 80 0]);"
                    "--b2(=[25 100 0 0],y=[50 100 0 100])",
                    "a1\t(1,1,n1,x,100,false);b1\t(1,1,n2,y,80,false)");
  EXPECT_EQ(f.marked(1), 50);
  EXPECT_EQ(f.marked(2), 30);
}

TEST(PreemptionPartitions, NodePartitionPreemptionWithVCoreResource) {
  // As RespectGuaranteedCapacity, with <memory:vcores> resources and the
  // DominantResourceCalculator.
  const Framework f("=100:200,true;x=100:200,true", "n1=x;n2=",
                    "root(=[100:200 100:200 100:200 100:200],x=[100:200 100:200 100:200 100:200]);"
                    "-a(=[50:100 100:200 20:40 50:100],x=[50:100 100:200 80:160 50:100]);"
                    "-b(=[50:100 100:200 80:160 50:100],x=[50:100 100:200 20:40 50:100])",
                    "a\t(1,1:2,n1,x,80,false);a\t(1,1:2,n2,,20,false);"
                    "b\t(1,1:2,n1,x,20,false);b\t(1,1:2,n2,,80,false)",
                    true);
  EXPECT_EQ(f.marked(1), 30);
  EXPECT_EQ(f.marked(4), 30);
  EXPECT_EQ(f.marked(2), 0);
  EXPECT_EQ(f.marked(3), 0);
}

TEST(PreemptionPartitions, NormalizeGuaranteeWithMultipleResource) {
  // Three resource types (memory, vcores, res1). a1 and b2 use most; a2 and b1 are underserved,
  // and the demand of both counts when preempting.
  const Framework f("=100,true;", "n1=;",
                    "root(=[100:100:10 100:100:10 100:100:10 100:100:10]);"
                    "-a(=[50:80:4 100:100:10 80:90:10 30:20:4]);"
                    "--a1(=[25:30:2 100:50:10 80:90:10 0]);"
                    "--a2(=[25:50:2 100:50:10 0 30:20:4]);"
                    "-b(=[50:20:6 100:100:10 20:10 40:50:8]);"
                    "--b1(=[25:5:4 100:20:10 0 20:10:4]);"
                    "--b2(=[25:15:2 100:20:10 20:10 20:10:4])",
                    "a1\t(1,8:9:1,n1,,10,false);b2\t(1,2:1,n1,,10,false)");
  EXPECT_EQ(f.marked(1), 7);
}

// ---- TestProportionalCapacityPreemptionPolicyForReservedContainers:
// select_based_on_reserved_containers

TEST(PreemptionReservedContainers, PreemptionForSimpleReservedContainer) {
  // a has 45 unit containers on each node; b has its AM on n1 and reserves 9 there: 5 more on n1.
  const Framework f("=100,true;", "n1= res=50;n2= res=50",
                    "root(=[100 100 100 9 9]);-a(=[50 100 90 0]);-b(=[50 100 10 9 9])",
                    "root.a\t(1,1,n1,,45,false)(1,1,n2,,45,false);"
                    "root.b\t(1,1,n1,,1,false)(1,9,n1,,1,true)",
                    false, {}, true);
  // Total 5 preempted from app1 at n1, don't preempt container from other app/node
  EXPECT_EQ(f.marked(1), 5);
  EXPECT_EQ(f.marked_on(1, "n1"), 5);
  EXPECT_EQ(f.marked(2), 0);
}

TEST(PreemptionReservedContainers, UseReservedAndFifoSelectorTogether) {
  // a (30) has 35 on n2 and 10 on n1; b (70) has 5 on n2 and reserves 50 on n1, and asks 20 more:
  // 10 from n1 for the reservation, 5 from n2 for the rest.
  const Framework f("=100,true;", "n1= res=50;n2= res=50",
                    "root(=[100 100 100 70 10]);-a(=[30 100 45 0]);-b(=[70 100 55 70 50])",
                    "a\t(1,1,n2,,35,false)(1,1,n1,,10,false);"
                    "b\t(1,1,n2,,5,false)(1,50,n1,,1,true)",
                    false, {}, true);
  EXPECT_EQ(f.marked(1), 15);
  EXPECT_EQ(f.marked_on(1, "n1"), 10);
  EXPECT_EQ(f.marked_on(1, "n2"), 5);
  EXPECT_EQ(f.marked(2), 0);
}

TEST(PreemptionReservedContainers, ReservedSelectorSkipsAMContainer) {
  // The same, with a's AM (its first container) on n1: the reservation cannot fit there, so the
  // FIFO selector takes 15 from n2, where a's newer containers run.
  const Framework f("=100,true;", "n1= res=50;n2= res=50",
                    "root(=[100 100 100 70 10]);-a(=[30 100 45 0]);-b(=[70 100 55 70 50])",
                    "a\t(1,1,n1,,10,false)(1,1,n2,,35,false);"
                    "b\t(1,1,n2,,5,false)(1,50,n1,,1,true)",
                    false, {}, true);
  EXPECT_EQ(f.marked(1), 15);
  EXPECT_EQ(f.marked_on(1, "n1"), 0);
  EXPECT_EQ(f.marked_on(1, "n2"), 15);
  EXPECT_EQ(f.marked(2), 0);
}

TEST(PreemptionReservedContainers, PreemptionForReservedContainerRespectGuaranteedResource) {
  // a (85) would fall below its guarantee: nothing is preempted.
  const Framework f("=100,true;", "n1= res=50;n2= res=50",
                    "root(=[100 100 100 9 9]);-a(=[85 100 90 0]);-b(=[15 100 10 9 9])",
                    "a\t(1,1,n1,,45,false)(1,1,n2,,45,false);"
                    "b\t(1,1,n1,,1,false)(1,9,n1,,1,true)",
                    false, {}, true);
  EXPECT_EQ(f.marked(1), 0);
  EXPECT_EQ(f.marked(2), 0);
}

TEST(PreemptionReservedContainers, PreemptionForReservedContainerWhichHasAvailableResource) {
  // n1 has 5 free: 4 more make room for the 9 reserved.
  const Framework f("=100,true;", "n1= res=50;n2= res=50",
                    "root(=[100 100 99 9 9]);-a(=[50 100 90 0]);-b(=[50 100 9 9 9])",
                    "root.a\t(1,1,n1,,45,false)(1,1,n2,,45,false);root.b\t(1,9,n1,,1,true)", false,
                    {}, true);
  EXPECT_EQ(f.marked_on(1, "n1"), 4);
  EXPECT_EQ(f.marked_on(1, "n2"), 0);
}

TEST(PreemptionReservedContainers,
     PreemptionForReservedContainerWhichHasNondivisibleAvailableResource) {
  // Containers of 2, n1 has 2 free: 4 containers (8) for the 9 reserved, not 3.5.
  const Framework f("=100,true;", "n1= res=50;n2= res=50",
                    "root(=[100 100 99 9 9]);-a(=[50 100 90 0]);-b(=[50 100 9 9 9])",
                    "root.a\t(1,2,n1,,24,false)(1,2,n2,,23,false);b\t(1,9,n1,,1,true)", false, {},
                    true);
  EXPECT_EQ(f.marked_on(1, "n1"), 4);
  EXPECT_EQ(f.marked_on(1, "n2"), 0);
}

TEST(PreemptionReservedContainers, PreemptionForReservedContainerRespectAvailableResources) {
  // Four nodes of 25, a holds 20 on each: plenty is free, nothing is preempted.
  const Framework f("=100,true;", "n1= res=25;n2= res=25;n3= res=25;n4= res=25;",
                    "root(=[100 100 89 9 9]);-a(=[50 100 80 0]);-b(=[50 100 9 9 9])",
                    "a\t(1,2,n1,,10,false)(1,2,n2,,10,false)(1,2,n3,,10,false)"
                    "(1,2,n4,,10,false);b\t(1,9,n1,,1,true)",
                    false, {}, true);
  for (const char* node : {"n1", "n2", "n3", "n4"})
    EXPECT_EQ(f.marked_on(1, node), 0) << node;
}

}  // namespace preemption_partitions_test
}  // namespace schedlint
