#include "sched/fair/fair_shares.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <set>

#include "java/casts.h"
#include "model/release_facts.h"
#include "sched/configurable_resource.h"

namespace schedlint {

namespace {

bool is_builtin(const std::string& policy) {
  return policy == "fair" || policy == "drf" || policy == "fifo";
}

// Resources.unbounded(): Long.MAX_VALUE for memory and custom types, Integer.MAX_VALUE for vcores
// (2.7: Integer.MAX_VALUE for both).
Resource unbounded(const std::vector<std::string>& types, const HadoopVersion& version) {
  Resource r;
  for (const auto& t : types) {
    const bool int_valued = t == kVcores || !has(version, ReleaseFact::kFsUnboundedMemoryLong);
    r.set(t,
          int_valued ? std::numeric_limits<int32_t>::max() : std::numeric_limits<int64_t>::max());
  }
  return r;
}

Resource componentwise_max(const Resource& a, const Resource& b,
                           const std::vector<std::string>& types) {
  Resource r;
  for (const auto& t : types)
    r.set(t, std::max(a.get(t), b.get(t)));
  return r;
}

// The positions of a parent's children in the order Hadoop created them, the order
// ComputeFairShares sees them in: QueueManager.initialize creates root.default before the
// allocation file is read, so it comes first under root wherever the file declares it. The
// order matters where the sum of max shares wraps (2.8, 2.9 and 3.0, before YARN-8833).
std::vector<size_t> creation_order(const std::vector<FairQueueShare>& queues,
                                   const FairQueueShare& p) {
  std::vector<size_t> order(p.children.size());
  std::iota(order.begin(), order.end(), size_t{0});
  if (p.path != "root") return order;
  std::stable_partition(order.begin(), order.end(), [&](size_t k) {
    const FairQueueShare& child = queues[static_cast<size_t>(p.children[k])];
    return child.path == "root.default" && child.leaf;
  });
  return order;
}

// A computation over inputs taken in `order` (positions of the children), put back in the
// children's own order.
ShareComputation in_child_order(ShareComputation c, const std::vector<size_t>& order) {
  if (std::is_sorted(order.begin(), order.end())) return c;  // every parent but root
  ShareComputation out = c;
  for (size_t i = 0; i < order.size(); ++i) {
    out.shares[order[i]] = c.shares[i];
    out.fixed[order[i]] = c.fixed[i];
    out.at_min[order[i]] = c.at_min[i];
    out.at_max[order[i]] = c.at_max[i];
  }
  if (c.max_sum_wrapped_at) out.max_sum_wrapped_at = order[*c.max_sum_wrapped_at];
  return out;
}

using MaxSetting = std::optional<Setting<ConfigurableResource>>;

// FSQueue.getMaxShare: the configured maximum resolved on the cluster (unbounded where unset),
// never below the min share. 2.7 and 2.8 (AllocationConfiguration.getMaxResources) keep a
// queue's own maxResources as it is, and use the min share instead of the default only when its
// memory is above the default's (DefaultResourceCalculator).
Resource max_share_of(const MaxSetting& raw, bool own, const Resource& min, const Resource& cluster,
                      const std::vector<std::string>& types, const HadoopVersion& version) {
  Resource max = unbounded(types, version);
  if (raw) {
    const Resource configured = resolve_configurable(raw->value, cluster);
    for (const auto& t : types) {
      if (configured.has(t)) max.set(t, configured.get(t));
    }
  }
  if (has(version, ReleaseFact::kFsMaxShareAtLeastMinShare)) {
    return componentwise_max(max, min, types);
  }
  return own || min.memory_mb() <= max.memory_mb() ? max : min;
}

// The maximum a queue is given: its maxResources, else queueMaxResourcesDefault; a queue created
// on submission takes its parent's maxChildResources when set
// (QueueManager.setChildResourceLimits).
const MaxSetting& max_setting_of(const FairConfig& config, const FairQueueSettings& own,
                                 const FairQueueSettings* parent_of_ad_hoc) {
  if (parent_of_ad_hoc != nullptr && parent_of_ad_hoc->max_child_resources)
    return parent_of_ad_hoc->max_child_resources;
  return own.max_resources ? own.max_resources : config.global.queue_max_resources_default;
}

// The types a parent's policy divides, of `types`.
std::vector<std::string> split_types(const std::string& policy,
                                     const std::vector<std::string>& types) {
  std::vector<std::string> out;
  for (const std::string& type : types) {
    if (policy_splits(policy, type)) out.push_back(type);
  }
  return out;
}

class Computation {
 public:
  Computation(const FairConfig& config, const Resource& cluster,
              const std::vector<std::string>& types, const FairShareOptions& options)
      : config_(config), options_(options) {
    out_.cluster = cluster;
    out_.types = types;
  }

  FairShares run() {
    build_queues();
    mark_active();
    for (auto& q : out_.queues) {
      for (const auto& t : out_.types) {
        q.steady_fair_share.set(t, 0);
        q.instantaneous_fair_share.set(t, 0);
      }
    }
    // Root's shares are the whole cluster whatever its own settings (FairScheduler.update).
    out_.queues[0].steady_fair_share = out_.cluster;
    out_.queues[0].instantaneous_fair_share = out_.cluster;
    for (size_t i = 0; i < out_.queues.size(); ++i) {
      if (!out_.queues[i].leaf) {
        split(static_cast<int>(i), true);
        split(static_cast<int>(i), false);
      }
    }
    for (auto& q : out_.queues) {
      if (q.leaf) q.am_limit = am_limit(q);
    }
    for (size_t i = 0; i < out_.queues.size(); ++i)
      out_.index_by_path.emplace(out_.queues[i].path, static_cast<int>(i));
    return std::move(out_);
  }

 private:
  void add_queue(FairQueueShare q) {
    const int index = static_cast<int>(out_.queues.size());
    if (q.parent >= 0) out_.queues[static_cast<size_t>(q.parent)].children.push_back(index);
    out_.queues.push_back(std::move(q));
  }

  FairQueueShare settings_of(const std::string& path, const FairQueueSettings& s, int parent) {
    const auto& g = config_.global;
    FairQueueShare q;
    q.path = path;
    q.parent = parent;
    q.weight = s.weight ? s.weight->value : 1.0f;
    q.policy = effective_policy(config_, s);
    q.min_share = s.min_resources ? s.min_resources->value.absolute : Resource{};
    for (const auto& t : out_.types)
      q.min_share.set(t, q.min_share.get(t));
    q.max_share = max_share_of(max_setting_of(config_, s, nullptr), s.max_resources.has_value(),
                               q.min_share, out_.cluster, out_.types, options_.version);
    const float share = s.max_am_share                 ? s.max_am_share->value
                        : g.queue_max_am_share_default ? g.queue_max_am_share_default->value
                                                       : 0.5f;
    q.max_am_share = std::min(share, 1.0f);  // AllocationFileQueueParser caps it at 1.0
    q.max_running_apps = s.max_running_apps         ? s.max_running_apps->value
                         : g.queue_max_apps_default ? g.queue_max_apps_default->value
                                                    : std::numeric_limits<int32_t>::max();
    return q;
  }

  // The queues Hadoop builds: every configured queue whose parent's policy allows its policy
  // (QueueManager.createNewQueues), and root.default, which QueueManager.initialize creates in
  // every release schedlint models (YARN-7769 removed it after 3.4).
  void build_queues() {
    const auto& tree = config_.queues;
    std::vector<int> mapped(tree.size(), -1);
    for (int i : tree.preorder()) {
      const auto& node = tree.at(i);
      const int parent = node.is_root() ? -1 : mapped[static_cast<size_t>(node.parent)];
      if (!node.is_root() && parent < 0) continue;  // an ancestor was not created
      FairQueueShare q = settings_of(node.path, node.settings, parent);
      q.config_index = i;
      q.leaf = !node.is_root() && node.is_leaf();  // root is always an FSParentQueue
      q.policy = applied_policy(q.policy, q.leaf, options_.version);
      if (parent >= 0) {
        const std::string& parent_policy = out_.queues[static_cast<size_t>(parent)].policy;
        if (!child_policy_allowed(parent_policy, q.policy, options_.version) ||
            (!q.leaf && q.policy == "fifo")) {
          out_.queues_not_created.push_back(node.path);
          continue;
        }
      }
      mapped[static_cast<size_t>(i)] = static_cast<int>(out_.queues.size());
      add_queue(std::move(q));
    }
    if (tree.index_of("root.default") < 0 &&
        child_policy_allowed(out_.queues[0].policy, effective_policy(config_, {}),
                             options_.version)) {
      FairQueueShare def = settings_of("root.default", FairQueueSettings{}, 0);
      def.implicit = true;
      add_queue(std::move(def));
    }
    add_ad_hoc_queues();
  }

  int index_of(const std::string& path) const {
    for (size_t i = 0; i < out_.queues.size(); ++i) {
      if (out_.queues[i].path == path) return static_cast<int>(i);
    }
    return -1;
  }

  // Leaves named by --active that the file does not declare, directly under a parent queue: the
  // queues a placement rule creates on submission (QueueManager.createQueue), with the defaults
  // and, as max share, the parent's maxChildResources (QueueManager.setChildResourceLimits).
  void add_ad_hoc_queues() {
    if (!options_.active_leaves) return;
    bool added = false;
    for (const auto& path : *options_.active_leaves) {
      const size_t dot = path.rfind('.');
      if (index_of(path) >= 0 || dot == std::string::npos) continue;
      const int parent = index_of(path.substr(0, dot));
      if (parent < 0 || out_.queues[static_cast<size_t>(parent)].leaf) continue;
      const FairQueueShare& p = out_.queues[static_cast<size_t>(parent)];
      FairQueueShare q = settings_of(path, FairQueueSettings{}, parent);
      q.ad_hoc = true;
      q.max_share =
          max_share_of(max_setting_of(config_, {}, &config_.queues.at(p.config_index).settings),
                       false, q.min_share, out_.cluster, out_.types, options_.version);
      if (!child_policy_allowed(p.policy, q.policy, options_.version)) {
        out_.queues_not_created.push_back(path);
        continue;
      }
      add_queue(std::move(q));
      added = true;
    }
    if (added) put_in_preorder();
  }

  // Reorders the queues depth first (each parent followed by its subtree), as the reports expect.
  void put_in_preorder() {
    std::vector<int> order;
    std::vector<int> stack{0};
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      order.push_back(i);
      const auto& children = out_.queues[static_cast<size_t>(i)].children;
      for (auto it = children.rbegin(); it != children.rend(); ++it)
        stack.push_back(*it);
    }
    std::vector<int> new_index(out_.queues.size(), -1);
    for (size_t k = 0; k < order.size(); ++k)
      new_index[static_cast<size_t>(order[k])] = static_cast<int>(k);
    std::vector<FairQueueShare> sorted;
    for (int i : order) {
      FairQueueShare q = std::move(out_.queues[static_cast<size_t>(i)]);
      if (q.parent >= 0) q.parent = new_index[static_cast<size_t>(q.parent)];
      for (int& c : q.children)
        c = new_index[static_cast<size_t>(c)];
      sorted.push_back(std::move(q));
    }
    out_.queues = std::move(sorted);
  }

  void mark_active() {
    std::set<std::string> active;
    if (options_.active_leaves)
      active.insert(options_.active_leaves->begin(), options_.active_leaves->end());
    for (auto it = out_.queues.rbegin(); it != out_.queues.rend(); ++it) {
      if (it->leaf) {
        it->active = !options_.active_leaves || active.count(it->path) > 0;
      } else {
        it->active = std::any_of(it->children.begin(), it->children.end(),
                                 [&](int c) { return out_.queues[static_cast<size_t>(c)].active; });
      }
    }
  }

  void split(int parent, bool steady) {
    FairQueueShare& p = out_.queues[static_cast<size_t>(parent)];
    const Resource parent_share = steady ? p.steady_fair_share : p.instantaneous_fair_share;
    auto& splits = steady ? out_.steady_splits[parent] : out_.instant_splits[parent];
    const std::vector<size_t> order = creation_order(out_.queues, p);
    for (const auto& type : split_types(p.policy, out_.types)) {
      std::vector<ShareInput> inputs;
      for (size_t k : order) {
        const auto& child = out_.queues[static_cast<size_t>(p.children[k])];
        inputs.push_back({static_cast<double>(child.weight), child.min_share.get(type),
                          child.max_share.get(type), child.active});
      }
      ShareComputation computed = in_child_order(
          compute_shares(inputs, parent_share.get(type), steady, options_.version), order);
      out_.diverges = out_.diverges || computed.diverges;
      for (size_t k = 0; k < p.children.size(); ++k) {
        auto& child = out_.queues[static_cast<size_t>(p.children[k])];
        (steady ? child.steady_fair_share : child.instantaneous_fair_share)
            .set(type, computed.shares[k]);
      }
      splits[type] = ShareSplit{parent_share, std::move(computed)};
    }
  }

  // FSLeafQueue.computeMaxAMResource (2.9+ and 3.x: a zero fair share falls back to what the root
  // has available, capped by the max share; rounding in fair_am_limit).
  std::optional<Resource> am_limit(const FairQueueShare& q) const {
    if (std::fabs(q.max_am_share - -1.0f) < 0.0001f) return std::nullopt;  // -1: no limit
    Resource limit;
    for (const auto& t : out_.types) {
      int64_t base = q.instantaneous_fair_share.get(t);
      if (has(options_.version, ReleaseFact::kFsAmShareZeroFallback) && base == 0 &&
          (t == kMemoryMb || t == kVcores)) {
        const Resource& available = options_.available ? *options_.available : out_.cluster;
        base = std::min(available.get(t), q.max_share.get(t));
      }
      limit.set(t, fair_am_limit(base, q.max_am_share, options_.version));
    }
    return limit;
  }

  const FairConfig& config_;
  const FairShareOptions& options_;
  FairShares out_;
};

// The indices from root down to `queue`.
std::vector<int> queues_from_root(const FairShares& shares, int queue) {
  std::vector<int> path;
  for (int i = queue; i >= 0; i = shares.queues[static_cast<size_t>(i)].parent)
    path.push_back(i);
  std::reverse(path.begin(), path.end());
  return path;
}

}  // namespace

int64_t fair_am_limit(int64_t share, float max_am_share, const HadoopVersion& version) {
  const double value = static_cast<double>(share) * static_cast<double>(max_am_share);
  return has(version, ReleaseFact::kFsAmShareRoundedUp) ? java::to_long(std::ceil(value))
                                                        : java::to_long(value);
}

const FairQueueShare* FairShares::find(std::string_view path) const {
  if (index_by_path.size() == queues.size()) {
    const auto it = index_by_path.find(path);
    return it == index_by_path.end() ? nullptr : &queues[static_cast<size_t>(it->second)];
  }
  for (const auto& q : queues) {
    if (q.path == path) return &q;
  }
  return nullptr;
}

std::string effective_policy(const FairConfig& config, const FairQueueSettings& settings) {
  if (settings.scheduling_policy) return settings.scheduling_policy->value;
  if (config.global.default_queue_scheduling_policy) {
    return config.global.default_queue_scheduling_policy->value;
  }
  return "fair";
}

bool child_policy_allowed(const std::string& parent, const std::string& child,
                          const HadoopVersion& version) {
  if (!has(version, ReleaseFact::kFsChildPolicyChecked)) return true;
  if (parent == "fifo") return false;           // FifoPolicy: no child queues at all
  if (parent == "fair") return child != "drf";  // FairSharePolicy.isChildPolicyAllowed
  if (!is_builtin(parent)) return true;         // a custom policy decides for itself
  return true;                                  // DominantResourceFairnessPolicy: any child
}

std::string applied_policy(const std::string& configured, bool leaf, const HadoopVersion& version) {
  if (!leaf && configured == "fifo" && !has(version, ReleaseFact::kFsChildPolicyChecked))
    return "fair";
  return configured;
}

FairShares compute_fair_shares(const FairConfig& config, const Resource& cluster,
                               const std::vector<std::string>& types,
                               const FairShareOptions& options) {
  return Computation(config, cluster, types, options).run();
}

SteadyShareCurve::SteadyShareCurve(const FairShares& shares, const FairConfig& config, int queue,
                                   const Resource& cluster, std::string type, HadoopVersion version)
    : shares_(&shares), cluster_(cluster), type_(std::move(type)), version_(std::move(version)) {
  const std::vector<int> path = queues_from_root(shares, queue);
  static const FairQueueSettings kUnconfigured;
  for (size_t level = 0; level + 1 < path.size(); ++level) {
    const FairQueueShare& parent = shares.queues[static_cast<size_t>(path[level])];
    Level l;
    if (!policy_splits(parent.policy, type_)) {
      l.divides = false;
      levels_.push_back(std::move(l));
      continue;
    }
    const std::vector<size_t> order = creation_order(shares.queues, parent);
    for (size_t k = 0; k < order.size(); ++k) {
      const int c = parent.children[order[k]];
      if (c == path[level + 1]) l.position = k;
      const FairQueueShare& child = shares.queues[static_cast<size_t>(c)];
      const FairQueueSettings& own =
          child.config_index >= 0 ? config.queues.at(child.config_index).settings : kUnconfigured;
      const FairQueueSettings* ad_hoc_parent =
          child.ad_hoc ? &config.queues.at(parent.config_index).settings : nullptr;
      const MaxSetting& max = max_setting_of(config, own, ad_hoc_parent);
      const bool own_max = own.max_resources.has_value();
      if (max && max->value.is_percentage)
        l.relative.push_back({k, &max, own_max, child.min_share});
      l.inputs.push_back(
          {static_cast<double>(child.weight), child.min_share.get(type_),
           max_share_of(max, own_max, child.min_share, cluster, shares.types, version_).get(type_),
           child.active});
    }
    levels_.push_back(std::move(l));
  }
}

int64_t SteadyShareCurve::operator()(int64_t amount) const {
  Resource cluster = cluster_;
  cluster.set(type_, amount);
  int64_t share = amount;  // root's steady share is the cluster (FairScheduler.update)
  for (const Level& level : levels_) {
    if (!level.divides) {
      share = 0;
      continue;
    }
    std::vector<ShareInput> inputs = level.inputs;
    for (const Level::Relative& r : level.relative) {
      inputs[r.child].max =
          max_share_of(*r.setting, r.own, r.min, cluster, shares_->types, version_).get(type_);
    }
    share = compute_shares(inputs, share, true, version_).shares[level.position];
  }
  return share;
}

int64_t lone_instantaneous_share(const FairShares& shares, int queue, const std::string& type,
                                 const HadoopVersion& version) {
  const std::vector<int> path = queues_from_root(shares, queue);
  int64_t share = shares.cluster.get(type);  // root's instantaneous share is the cluster
  for (size_t level = 0; level + 1 < path.size(); ++level) {
    const FairQueueShare& parent = shares.queues[static_cast<size_t>(path[level])];
    if (!policy_splits(parent.policy, type)) {
      share = 0;  // its children keep 0 of the type, which a drf parent below divides again
      continue;
    }
    std::vector<ShareInput> inputs;
    size_t position = 0;
    for (size_t k = 0; k < parent.children.size(); ++k) {
      const int c = parent.children[k];
      if (c == path[level + 1]) position = k;
      const FairQueueShare& child = shares.queues[static_cast<size_t>(c)];
      inputs.push_back({static_cast<double>(child.weight), child.min_share.get(type),
                        child.max_share.get(type), c == path[level + 1]});
    }
    share = compute_shares(inputs, share, false, version).shares[position];
  }
  return share;
}

const ShareSplit* memory_split_cut_by_wrap(const FairShares& shares, int parent) {
  const auto splits = shares.steady_splits.find(parent);
  if (splits == shares.steady_splits.end()) return nullptr;
  const auto memory = splits->second.find(std::string(kMemoryMb));
  if (memory == splits->second.end()) return nullptr;
  const ShareSplit& split = memory->second;
  const ShareComputation& c = split.computation;
  const int64_t available = split.parent_share.memory_mb() - c.taken_by_fixed;
  return c.max_sum_wrapped_at && c.distributed < available ? &split : nullptr;
}

Resource shown_max_share(const FairQueueShare& q, const Resource& cluster) {
  Resource r;
  for (const auto& [type, amount] : q.max_share.amounts())
    r.set(type, std::min(amount, cluster.get(type)));
  return r;
}

bool policy_splits(const std::string& policy, const std::string& type) {
  return type == kMemoryMb || policy == "drf";
}

bool split_down_to(const FairShares& shares, int parent, const std::string& type) {
  for (int i = parent; i >= 0; i = shares.queues[static_cast<size_t>(i)].parent) {
    if (!policy_splits(shares.queues[static_cast<size_t>(i)].policy, type)) return false;
  }
  return true;
}

}  // namespace schedlint
