#include "fuzz/generated_config.h"

#include <string>

#include <fmt/format.h>

namespace schedlint::fuzz {

namespace {

// Takes choices from the input, front to back; an exhausted input answers 0.
class Bytes {
 public:
  Bytes(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  uint8_t next() { return at_ < size_ ? data_[at_++] : 0; }
  size_t pick(size_t n) { return n == 0 ? 0 : next() % n; }
  template <size_t N>
  const char* one_of(const char* const (&options)[N]) {
    return options[pick(N)];
  }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t at_ = 0;
};

// Values chosen to sit on Hadoop's edges: zero, negatives, fractions, extremes, the three
// capacity syntaxes, units and malformed text.
const char* const kNumbers[] = {"0",        "1",
                                "-1",       "2",
                                "0.5",      "10",
                                "50",       "100",
                                "101",      "1e30",
                                "Infinity", "NaN",
                                "1.5",      "33.3",
                                "99.99",    "2147483647",
                                "-0",       "abc",
                                "",         "4096",
                                "65536",    "9223372036854775807"};
const char* const kCapacities[] = {"0",
                                   "10",
                                   "25",
                                   "50",
                                   "100",
                                   "33.3",
                                   "1w",
                                   "2w",
                                   "0w",
                                   "[memory=4096,vcores=4]",
                                   "[memory=1Gi,vcores=1]",
                                   "[memory=0,vcores=0]",
                                   "-5",
                                   "Infinity",
                                   "[memory=50%,vcores=2w]",
                                   "[memory=1w,vcores=4]",
                                   "[memory=100%,vcores=100%,yarn.io/gpu=1]",
                                   "[memory=4096m,vcores=1]",
                                   "[memory=Gi,vcores=1]",
                                   "50%"};
const char* const kFairResources[] = {"1024 mb, 1 vcores",   "50%",
                                      "10% memory, 20% cpu", "memory-mb=4096, vcores=4",
                                      "0 mb, 0 vcores",      "memory-mb=50%, vcores=100%",
                                      "-1 mb, 1 vcores",     "9223372036854775807 mb, 1 vcores"};
const char* const kCsKeys[] = {"capacity",
                               "maximum-capacity",
                               "user-limit-factor",
                               "minimum-user-limit-percent",
                               "maximum-am-resource-percent",
                               "maximum-applications",
                               "max-parallel-apps",
                               "state",
                               "accessible-node-labels",
                               "accessible-node-labels.gpu.capacity",
                               "accessible-node-labels.gpu.maximum-capacity",
                               "default-node-label-expression",
                               "ordering-policy",
                               "acl_submit_applications",
                               "acl_administer_queue",
                               "maximum-allocation-mb",
                               "maximum-allocation-vcores",
                               "reservable",
                               "auto-create-child-queue.enabled",
                               "user-settings.alice.weight",
                               "disable_preemption",
                               "intra-queue-preemption.disable_preemption"};
const char* const kFairElements[] = {"weight",
                                     "minResources",
                                     "maxResources",
                                     "maxChildResources",
                                     "maxRunningApps",
                                     "maxAMShare",
                                     "schedulingPolicy",
                                     "minSharePreemptionTimeout",
                                     "fairSharePreemptionThreshold",
                                     "allowPreemptionFrom",
                                     "aclSubmitApps",
                                     "reservation"};

std::string property(const std::string& name, const std::string& value) {
  return fmt::format("<property><name>{}</name><value>{}</value></property>\n", name, value);
}

struct Tree {
  std::vector<std::string> paths;             // every queue but root
  std::vector<std::vector<size_t>> children;  // per path index; root's children at the end
};

// Up to 12 queues below root, each under root or an earlier queue.
Tree make_tree(Bytes& in) {
  Tree t;
  const size_t count = 1 + in.pick(12);
  t.children.resize(count + 1);
  for (size_t i = 0; i < count; ++i) {
    const size_t parent = i == 0 ? count : in.pick(i + 1);  // == i: root
    const bool under_root = parent >= i;
    t.paths.push_back(fmt::format("{}.q{}", under_root ? "root" : t.paths[parent], i));
    t.children[under_root ? count : parent].push_back(i);
  }
  return t;
}

std::string children_list(const Tree& t, size_t index) {
  std::string list;
  for (size_t c : t.children[index]) {
    if (!list.empty()) list += ',';
    list += t.paths[c].substr(t.paths[c].rfind('.') + 1);
  }
  return list;
}

std::string capacity_file(Bytes& in, const Tree& t) {
  const std::string p = "yarn.scheduler.capacity.";
  std::string xml = "<configuration>\n";
  const size_t root = t.paths.size();
  xml += property(p + "root.queues", children_list(t, root));
  xml += property(p + "root.accessible-node-labels", "*");
  for (size_t i = 0; i < t.paths.size(); ++i) {
    if (!t.children[i].empty()) xml += property(p + t.paths[i] + ".queues", children_list(t, i));
    xml += property(p + t.paths[i] + ".capacity", in.one_of(kCapacities));
    for (size_t k = in.pick(4); k > 0; --k) {
      const std::string key = in.one_of(kCsKeys);
      const bool capacity_like = key.find("capacity") != std::string::npos;
      xml += property(p + t.paths[i] + "." + key,
                      capacity_like ? in.one_of(kCapacities) : in.one_of(kNumbers));
    }
  }
  if (in.pick(2)) {
    xml += property(p + "queue-mappings", "u:alice:q0,g:staff:%primary_group,u:%user:%user");
  }
  if (in.pick(2)) xml += property(p + "legacy-queue-mode.enabled", "false");
  if (in.pick(2)) xml += property(p + "root.auto-queue-creation-v2.enabled", "true");
  if (in.pick(2)) {
    xml += property(p + "resource-calculator",
                    "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator");
  }
  return xml + "</configuration>\n";
}

std::string fair_queue(Bytes& in, const Tree& t, size_t i) {
  std::string xml = fmt::format("<queue name=\"q{}\">", i);
  for (size_t k = in.pick(4); k > 0; --k) {
    const std::string element = in.one_of(kFairElements);
    const bool resource = element.find("Resources") != std::string::npos;
    xml += fmt::format("<{0}>{1}</{0}>", element,
                       resource ? in.one_of(kFairResources) : in.one_of(kNumbers));
  }
  for (size_t c : t.children[i])
    xml += fair_queue(in, t, c);
  return xml + "</queue>";
}

std::string fair_file(Bytes& in, const Tree& t) {
  std::string xml = "<allocations>\n";
  for (size_t c : t.children[t.paths.size()])
    xml += fair_queue(in, t, c);
  if (in.pick(2)) xml += "<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>";
  if (in.pick(2)) {
    xml += fmt::format("<queueMaxAMShareDefault>{}</queueMaxAMShareDefault>", in.one_of(kNumbers));
  }
  return xml + "</allocations>\n";
}

std::string nodes_file(Bytes& in) {
  std::string yaml = "nodes:\n";
  for (size_t g = 1 + in.pick(4); g > 0; --g) {
    yaml += fmt::format("  - group: g{}\n    count: {}\n    memory-mb: {}\n    vcores: {}\n", g,
                        1 + in.pick(20), 1024 * (1 + in.pick(64)), 1 + in.pick(32));
    yaml += fmt::format("    rack: /r{}\n", in.pick(3));
    if (in.pick(3) == 0) yaml += "    labels: [gpu]\n";
  }
  return yaml;
}

std::string yarn_site(Bytes& in, bool fair) {
  std::string xml = "<configuration>\n";
  xml +=
      property("yarn.resourcemanager.scheduler.class",
               fair ? "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler"
                    : "org.apache.hadoop.yarn.server.resourcemanager.scheduler.capacity."
                      "CapacityScheduler");
  xml += property("yarn.scheduler.maximum-allocation-mb", std::to_string(1024 * (1 + in.pick(64))));
  xml += property("yarn.scheduler.minimum-allocation-mb", in.one_of(kNumbers));
  if (in.pick(2)) xml += property("yarn.resourcemanager.scheduler.monitor.enable", "true");
  return xml + "</configuration>\n";
}

}  // namespace

GeneratedConfig generate_config(const uint8_t* data, size_t size) {
  Bytes in(data, size);
  const auto lines = supported_hadoop_lines();
  GeneratedConfig out;
  out.version = lines[in.pick(lines.size())];
  const bool fair = in.pick(2) == 1;
  const Tree tree = make_tree(in);
  out.files.push_back(
      fair ? text_file_from_memory("fair-scheduler.xml", fair_file(in, tree))
           : text_file_from_memory("capacity-scheduler.xml", capacity_file(in, tree)));
  out.files.push_back(text_file_from_memory("nodes.yaml", nodes_file(in)));
  out.files.push_back(text_file_from_memory("yarn-site.xml", yarn_site(in, fair)));
  return out;
}

}  // namespace schedlint::fuzz
