#include "parse/load_inputs.h"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

#include <fmt/format.h>

#include "model/resource_text.h"
#include "parse/baseline.h"
#include "parse/capacity_keys.h"
#include "parse/capacity_parser.h"
#include "parse/fair_parser.h"
#include "parse/flink_conf.h"
#include "parse/framework_xml_conf.h"
#include "parse/hadoop1_capacity.h"
#include "parse/hadoop_conf.h"
#include "parse/input_error.h"
#include "parse/input_limits.h"
#include "parse/json_input.h"
#include "parse/nodes_rest.h"
#include "parse/nodes_yaml.h"
#include "parse/ordered_tasks.h"
#include "parse/properties_file.h"
#include "parse/resource_manager_keys.h"
#include "parse/scheduler_choice.h"
#include "parse/secret_properties.h"
#include "parse/text_file.h"
#include "parse/usage_snapshot.h"
#include "parse/workload_inputs.h"
#include "parse/workloads_yaml.h"
#include "parse/xml_document.h"
#include "parse/yaml_input.h"
#include "parse/yarn_site.h"
#include "parse/yarn_site_keys.h"
#include "sched/cluster_resource.h"

namespace schedlint {

namespace {

namespace fs = std::filesystem;

// A file read and parsed once, with the kind its content shows.
struct LoadedFile {
  std::string path;
  std::optional<InputKind> kind;
  std::optional<XmlDocument> xml;
  YAML::Node yaml;
  std::optional<JsonValue> json;
  std::vector<ConfProperty> properties;  ///< of a <configuration>, read once
  std::vector<ReadingIssue> property_issues;
  std::optional<UsageSnapshot> usage;
  std::vector<WorkloadEntry> workload_entries;
  std::optional<FrameworkConf> framework_conf;  ///< of a framework's configuration file
  bool framework_refuses_file = false;          ///< the framework's client refuses it whole
  std::string why_unknown;
  std::string text;  ///< as read (secret values hidden), for the excerpts around a finding
};

std::string file_name(const std::string& path) {
  return fs::path(path).filename().string();
}

bool name_contains(const std::string& path, std::string_view word) {
  return file_name(path).find(word) != std::string::npos;
}

// spark-defaults.conf, as Spark names it (a copy such as prod-spark-defaults.conf too).
bool is_spark_defaults_name(const std::string& path) {
  const std::string name = file_name(path);
  return name.ends_with(".conf") && name.find("spark-defaults") != std::string::npos;
}

// A <configuration> is a CapacityScheduler file when it holds yarn.scheduler.capacity. keys,
// yarn-site when it holds other yarn. keys (README.md, "Usage"). A yarn-site.xml that also sets a
// few capacity keys (Hadoop reads them too: the scheduler's configuration is yarn-site plus
// capacity-scheduler.xml) stays yarn-site unless it defines the hierarchy (root.queues).
std::optional<InputKind> configuration_kind(const std::vector<ConfProperty>& properties,
                                            const std::string& path) {
  if (is_hadoop1_capacity_file(properties)) return InputKind::kHadoop1Capacity;
  bool capacity = false, yarn = false, hierarchy = false, mapreduce = false, tez = false,
       hive = false;
  for (const ConfProperty& p : properties) {
    if (p.name.rfind(kCapacityPrefix, 0) == 0) {
      capacity = true;
      hierarchy = hierarchy || p.name == std::string(kCapacityPrefix) + "root.queues";
    } else if (p.name.rfind("yarn.app.mapreduce.", 0) == 0 || p.name.rfind("mapreduce.", 0) == 0 ||
               p.name.rfind("mapred.", 0) == 0) {
      mapreduce = true;  // yarn.app.mapreduce.* is MapReduce's, read from mapred-site.xml
    } else if (p.name.rfind("yarn.", 0) == 0) {
      yarn = true;
    } else if (p.name.rfind("tez.", 0) == 0) {
      tez = true;
    } else if (p.name.rfind("hive.", 0) == 0) {
      hive = true;
    }
  }
  if (capacity && (!yarn || hierarchy || name_contains(path, "capacity-scheduler"))) {
    return InputKind::kCapacity;
  }
  // A framework's file by its conventional name, whatever else it sets.
  if (name_contains(path, "mapred-site")) return InputKind::kMapredSite;
  if (name_contains(path, "tez-site")) return InputKind::kTezSite;
  if (name_contains(path, "hive-site")) return InputKind::kHiveSite;
  if (yarn) return InputKind::kYarnSite;
  if (hive) return InputKind::kHiveSite;
  if (tez) return InputKind::kTezSite;
  if (mapreduce) return InputKind::kMapredSite;
  // No yarn.* key at all (e.g. an empty stock file): the name is the only hint left.
  if (name_contains(path, "capacity-scheduler")) return InputKind::kCapacity;
  if (name_contains(path, "yarn-site")) return InputKind::kYarnSite;
  return std::nullopt;
}

LoadedFile load_text(const TextFile& text, std::optional<InputKind> forced,
                     const HadoopVersion& version) {
  const std::string& path = text.path;
  LoadedFile f;
  f.path = path;
  f.text = text.content;
  const size_t first = text.content.find_first_not_of(" \t\r\n");
  const char lead = first == std::string::npos ? '\0' : text.content[first];
  if (forced == InputKind::kUsage) {
    f.usage = parse_usage_snapshot(text);
    f.kind = InputKind::kUsage;
    return f;
  }
  // Two frameworks' files are known by their names: neither format says what it is.
  if (!forced && is_spark_defaults_name(path)) {
    f.framework_conf = read_properties_file(text, f.property_issues);
    f.kind = InputKind::kSparkDefaults;
    return f;
  }
  if (!forced && file_name(path) == "flink-conf.yaml") {
    f.framework_conf = read_flink_conf(text, f.property_issues);
    f.kind = InputKind::kFlinkConf;
    return f;
  }
  const bool wants_xml = forced
                             ? (*forced != InputKind::kNodes && *forced != InputKind::kNodesRest &&
                                *forced != InputKind::kBaseline && *forced != InputKind::kWorkloads)
                             : lead == '<';
  if (wants_xml || (!forced && lead == '\0' && fs::path(path).extension() == ".xml")) {
    f.xml = XmlDocument::parse(text);
    const std::string root = f.xml->root()->Name();
    if (root == "configuration") {
      f.properties = read_conf_properties(*f.xml, version, f.property_issues);
      f.text = without_secret_values(f.text, *f.xml);
    }
    if (forced) {
      const bool fair = *forced == InputKind::kFair;
      const char* expected = fair ? "allocations" : "configuration";
      if (root != expected) {
        throw InputError({path, f.xml->root()->GetLineNum(), 0},
                         fmt::format("root element is <{}>: expected <{}>", root, expected));
      }
      f.kind = forced;
      // --capacity naming an MRv1 file: say what it is rather than read it as YARN's.
      if (forced == InputKind::kCapacity && is_hadoop1_capacity_file(f.properties)) {
        f.kind = InputKind::kHadoop1Capacity;
      }
    } else if (root == "allocations") {
      f.kind = InputKind::kFair;
    } else if (root == "configuration") {
      f.kind = configuration_kind(f.properties, path);
      if (f.kind == InputKind::kMapredSite || f.kind == InputKind::kTezSite ||
          f.kind == InputKind::kHiveSite) {
        f.framework_conf = framework_conf_from_xml(f.properties, f.kind == InputKind::kMapredSite);
      }
      if (!f.kind) {
        f.why_unknown =
            "a Hadoop <configuration> without yarn.* properties: not a YARN scheduler "
            "file (name it with --capacity or --yarn-site)";
      }
    } else {
      f.why_unknown = fmt::format(
          "root element is <{}>: expected <allocations> (FairScheduler) or "
          "<configuration> (capacity-scheduler.xml, yarn-site.xml)",
          root);
    }
    return f;
  }
  if ((lead == '{' || lead == '[') && forced != InputKind::kWorkloads) {
    f.json = parse_json(text);
    if (forced == InputKind::kBaseline || (!forced && is_baseline(*f.json))) {
      f.kind = InputKind::kBaseline;
    } else if (!forced && is_rest_scheduler_dump(*f.json)) {
      f.usage = usage_from_rest_dump(path, *f.json);
      f.kind = InputKind::kUsage;
    } else if (forced || is_rest_nodes_dump(*f.json)) {
      f.kind = InputKind::kNodesRest;
    } else {
      f.why_unknown =
          "JSON that is not a /ws/v1/cluster/nodes or /ws/v1/cluster/scheduler dump or a "
          "schedlint baseline";
    }
    return f;
  }
  if (forced == InputKind::kBaseline) throw InputError({path, 1, 0}, "not a schedlint baseline");
  if (lead == '\0') throw InputError({path, 0, 0}, "empty file");
  f.yaml = yaml_input::load(text);
  // Flink 1.19's config.yaml: a generic name, so known by its keys.
  if (!forced && file_name(path) == "config.yaml" && is_flink_config_yaml(f.yaml)) {
    FlinkConfigYaml flink = read_flink_config_yaml(path, f.yaml, f.property_issues);
    f.framework_conf = std::move(flink.conf);
    f.framework_refuses_file = flink.client_fails;
    f.kind = InputKind::kFlinkConf;
  } else if (forced == InputKind::kWorkloads || (!forced && is_workloads_yaml(f.yaml))) {
    f.workload_entries = workloads_from_yaml(path, f.yaml, version);
    f.yaml = YAML::Node();  // freed here, on the thread that parsed it (OrderedTasks)
    f.kind = InputKind::kWorkloads;
  } else if (!forced && is_usage_yaml(f.yaml)) {
    f.usage = usage_from_yaml(path, f.yaml);
    f.kind = InputKind::kUsage;
  } else if (forced || is_nodes_yaml(f.yaml)) {
    f.kind = InputKind::kNodes;
  } else {
    f.why_unknown =
        "not an XML file, a node spec (nodes.yaml), a usage snapshot (usage.yaml), workloads "
        "(workloads.yaml) or a REST dump";
  }
  return f;
}

// What all inputs together may take (limits::kAllInputBytes): each file is kept for the reports'
// excerpts, and parsed, so forty files just under the limit of one would take gigabytes.
class InputBudget {
 public:
  // Files on disk about to be read, by their sizes, before any is: a folder of files that add up
  // to too much is refused before its first file takes memory. (A file over the limit of one is
  // left to read_text_file to refuse by name.)
  void check_sizes(const std::vector<std::string>& paths) const {
    size_t total = used_;
    for (const std::string& path : paths) {
      std::error_code ec;
      const auto size = std::filesystem::file_size(path, ec);
      if (ec || size > limits::kInputBytes) continue;
      total += static_cast<size_t>(size);
      if (total > limits::kAllInputBytes) refuse(path);
    }
  }
  // A file on disk, checked by its size before it is read, then by what it held.
  TextFile read(const std::string& path) {
    check_sizes({path});
    TextFile file = read_text_file(path);
    charge(file);
    return file;
  }
  // A file given by its content.
  void charge(const TextFile& file) {
    check(file.path, file.content.size());
    used_ += file.content.size();
  }

 private:
  void check(const std::string& path, size_t more) const {
    if (used_ + more > limits::kAllInputBytes) refuse(path);
  }
  [[noreturn]] static void refuse(const std::string& path) {
    throw InputError({path, 0, 0},
                     "the inputs add up to more than 256 MiB: schedlint reads no such "
                     "configuration");
  }
  size_t used_ = 0;
};

// Whether the symbolic link `link` leads outside `folder` once every link is followed.
bool leaves_folder(const fs::path& link, const fs::path& folder) {
  std::error_code ec;
  const fs::path target = fs::weakly_canonical(link, ec);
  if (ec) return false;  // a loop of links: reading it says so
  const fs::path root = fs::weakly_canonical(folder.empty() ? fs::path(".") : folder, ec);
  if (ec) return true;
  const fs::path inside = target.lexically_relative(root);
  return inside.empty() || *inside.begin() == "..";
}

// A link of the inputs that leads out of `folder`, unless links may be followed.
std::optional<OutsideLink> outside_link(const fs::path& path, const fs::path& folder, bool follow) {
  std::error_code ec;
  if (follow || !fs::is_symlink(path, ec) || !leaves_folder(path, folder)) return std::nullopt;
  return OutsideLink{path.string(), fs::read_symlink(path, ec).string()};
}

// Files of a directory that may be inputs, in name order; links out of it go to `outside`.
std::vector<std::string> directory_candidates(const std::string& dir, bool follow_links,
                                              std::vector<OutsideLink>& outside) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    if (!entry.is_regular_file(ec)) continue;
    if (!is_input_candidate(entry.path().filename().string())) continue;
    if (auto link = outside_link(entry.path(), dir, follow_links)) {
      outside.push_back(std::move(*link));
      continue;
    }
    out.push_back(entry.path().string());
  }
  if (ec) throw InputError({dir, 0, 0}, "cannot list directory: " + ec.message());
  std::sort(out.begin(), out.end());
  std::sort(outside.begin(), outside.end(),
            [](const OutsideLink& a, const OutsideLink& b) { return a.path < b.path; });
  return out;
}

bool is_node_spec(InputKind kind) {
  return kind == InputKind::kNodes || kind == InputKind::kNodesRest;
}

// --nodes: a REST dump by its .json extension, else a nodes.yaml.
InputKind node_spec_kind(const std::string& path) {
  return fs::path(path).extension() == ".json" ? InputKind::kNodesRest : InputKind::kNodes;
}

// What the inputs hold: the files read, and the links out of what was given, which were not.
struct Gathered {
  std::vector<LoadedFile> files;
  std::vector<OutsideLink> outside_links;
};

Gathered gather(const InputRequest& request) {
  Gathered gathered;
  std::vector<LoadedFile>& files = gathered.files;
  InputBudget budget;
  const auto load_file = [&](const std::string& path, std::optional<InputKind> forced) {
    return load_text(budget.read(path), forced, request.version);
  };
  const auto load_given = [&](const TextFile& text, std::optional<InputKind> forced) {
    budget.charge(text);
    return load_text(text, forced, request.version);
  };
  std::set<std::string> seen;
  auto add = [&](LoadedFile f) {
    std::error_code ec;
    auto canonical = fs::weakly_canonical(f.path, ec).string();
    if (!seen.insert(ec ? f.path : canonical).second) return;
    files.push_back(std::move(f));
  };
  // A file named outright that is a link out of its own folder is refused the same way.
  auto named = [&](const std::string& path) {
    auto link = outside_link(path, fs::path(path).parent_path(), request.follow_symlinks);
    if (link) gathered.outside_links.push_back(std::move(*link));
    return !link.has_value();
  };
  auto forced = [&](const std::optional<std::string>& path, InputKind kind) {
    if (path && named(*path)) add(load_file(*path, kind));
  };
  forced(request.yarn_site, InputKind::kYarnSite);
  forced(request.capacity, InputKind::kCapacity);
  forced(request.fair, InputKind::kFair);
  forced(request.baseline, InputKind::kBaseline);
  forced(request.usage, InputKind::kUsage);
  if (request.nodes && named(*request.nodes))
    add(load_file(*request.nodes, node_spec_kind(*request.nodes)));
  bool nodes_named = request.nodes.has_value();
  for (const KnownInput& known : request.known_contents) {
    nodes_named = nodes_named || is_node_spec(known.kind);
    add(load_given(known.file, known.kind));
  }
  // A nodes.yaml (or nodes.json) in a folder is the node spec, read as --nodes reads it, and a
  // usage.yaml (or usage.json) the usage snapshot: one of the wrong shape is an error, not a file
  // to skip; a node spec named (--nodes, nodes: in the settings) or a snapshot named (--usage)
  // takes its place. Files of no known kind are left out. Files are read one after another, in
  // order, and each is parsed on another thread while the next is read (OrderedTasks); a file
  // left out is dropped as soon as it is parsed, so that it takes no memory.
  auto add_folder = [&](const std::string& folder, size_t count,
                        const std::function<TextFile(size_t)>& text_of, size_t links) {
    size_t known = links;
    OrderedTasks<std::optional<LoadedFile>> parsed;
    for (size_t i = 0; i < count; ++i) {
      std::optional<TextFile> text;
      try {
        text = text_of(i);
      } catch (...) {
        parsed.rethrow_first_failure();
        throw;
      }
      const std::string stem = fs::path(text->path).stem().string();
      std::optional<InputKind> kind;
      if (stem == "nodes") kind = node_spec_kind(text->path);
      if (stem == "usage") kind = InputKind::kUsage;
      if (stem == "workloads") kind = InputKind::kWorkloads;
      if ((stem == "nodes" && nodes_named) || (stem == "usage" && request.usage)) {
        ++known;
        continue;
      }
      parsed.submit([text = std::move(*text), kind,
                     &version = request.version]() -> std::optional<LoadedFile> {
        LoadedFile f = load_text(text, kind, version);
        if (!f.kind) return std::nullopt;
        return f;
      });
    }
    for (std::optional<LoadedFile>& f : parsed.results()) {
      if (!f) continue;
      ++known;
      add(std::move(*f));
    }
    if (known == 0) {
      throw InputError(
          {folder, 0, 0},
          "no YARN scheduler files in this directory (expected capacity-scheduler.xml, "
          "fair-scheduler.xml, yarn-site.xml or nodes.yaml)");
    }
  };
  for (const std::string& path : request.paths) {
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
      std::vector<OutsideLink> outside;
      const std::vector<std::string> candidates =
          directory_candidates(path, request.follow_symlinks, outside);
      budget.check_sizes(candidates);
      add_folder(
          path, candidates.size(), [&](size_t i) { return budget.read(candidates[i]); },
          outside.size());
      for (OutsideLink& link : outside)
        gathered.outside_links.push_back(std::move(link));
      continue;
    }
    if (!named(path)) continue;
    LoadedFile f = load_file(path, std::nullopt);
    if (!f.kind) throw InputError({path, 1, 0}, f.why_unknown);
    add(std::move(f));
  }
  for (const InputFolder& folder : request.folders) {
    std::vector<const TextFile*> texts;
    for (const TextFile& text : folder.files)
      texts.push_back(&text);
    std::sort(texts.begin(), texts.end(),
              [](const TextFile* a, const TextFile* b) { return a->path < b->path; });
    add_folder(
        folder.name, texts.size(),
        [&](size_t i) {
          budget.charge(*texts[i]);
          return *texts[i];
        },
        folder.outside_links.size());
    gathered.outside_links.insert(gathered.outside_links.end(), folder.outside_links.begin(),
                                  folder.outside_links.end());
  }
  for (const TextFile& text : request.contents) {
    LoadedFile f = load_given(text, std::nullopt);
    if (!f.kind) throw InputError({text.path, 1, 0}, f.why_unknown);
    add(std::move(f));
  }
  return gathered;
}

const LoadedFile* only_one(const std::vector<LoadedFile>& files,
                           std::initializer_list<InputKind> kinds, std::string_view what) {
  const LoadedFile* found = nullptr;
  for (const auto& f : files) {
    if (std::find(kinds.begin(), kinds.end(), *f.kind) == kinds.end()) continue;
    if (found != nullptr) {
      throw InputError(
          {f.path, 0, 0},
          fmt::format("a second {} (the first is {}): give one per run", what, found->path));
    }
    found = &f;
  }
  return found;
}

void load_conf(HadoopConf& conf, const LoadedFile& file, Model& model) {
  for (const ConfProperty& p : file.properties)
    conf.load(p, &model.reading_issues);
}

// The file of a scheduler the ResourceManager does not run: not analyzed, and said so once.
void note_not_read(const LoadedFile& file, const SchedulerChoice& choice, Model& model) {
  const std::string scheduler = scheduler_name(
      *file.kind == InputKind::kFair ? SchedulerType::kFair : SchedulerType::kCapacity);
  const std::string why =
      choice.forced
          ? fmt::format("{}, so it was not analyzed", choice.reason)
          : fmt::format("{}: the ResourceManager does not read it, and it was not analyzed",
                        choice.reason);
  model.reading_issues.push_back({ReadingIssueKind::kSchedulerFileNotRead,
                                  {file.path, 1, 1},
                                  fmt::format("this file is for {}, but {}", scheduler, why)});
}

// With a <queuePlacementPolicy> the FairScheduler builds its placement from it alone
// (AllocationFileLoaderService; QueuePlacementPolicy.fromXml), so two yarn-site keys that shape
// the default policy are never read.
void note_keys_the_placement_policy_replaces(Model& model) {
  if (!model.fair || !model.fair->global.placement_policy) return;
  for (const auto& [key, setting] : {std::pair{"yarn.scheduler.fair.user-as-default-queue",
                                               &model.cluster.fair_user_as_default_queue},
                                     std::pair{"yarn.scheduler.fair.allow-undeclared-pools",
                                               &model.cluster.fair_allow_undeclared_pools}}) {
    if (!setting->is_set()) continue;
    model.reading_issues.push_back(
        {ReadingIssueKind::kReplacedByPlacementPolicy, setting->loc,
         fmt::format("{} is ignored: the allocation file has a <queuePlacementPolicy> (line {}), "
                     "which the FairScheduler uses instead; say there where applications go",
                     key, model.fair->global.placement_policy->loc.line)});
  }
}

// A run with no file of the configured scheduler checks yarn-site.xml and the nodes only: say so.
void note_no_scheduler_file(const std::vector<LoadedFile>& files, const SchedulerChoice& choice,
                            Model& model) {
  if (files.empty()) return;  // every input was a link out of its folder: said already
  const LoadedFile* where = &files.front();
  for (const LoadedFile& f : files) {
    if (*f.kind == InputKind::kYarnSite) {
      where = &f;
      break;
    }
  }
  std::string description;
  if (choice.type == SchedulerType::kCapacity || choice.type == SchedulerType::kFair) {
    const bool fair = choice.type == SchedulerType::kFair;
    description = fmt::format(
        "no {} was given ({}): only the yarn-site.xml settings and the nodes were checked",
        fair ? "FairScheduler allocation file (fair-scheduler.xml)"
             : "CapacityScheduler file (capacity-scheduler.xml)",
        choice.reason);
  } else {
    description = fmt::format(
        "{}, which has no queue configuration: only the yarn-site.xml settings and the nodes "
        "were checked",
        choice.reason);
  }
  model.reading_issues.push_back(
      {ReadingIssueKind::kNoSchedulerFile, {where->path, 1, 1}, std::move(description)});
}

// Nodes that never join the cluster (node_registers) are left out of it, each group said once.
void drop_unregistrable_nodes(Model& model) {
  const ClusterSettings& c = model.cluster;
  const Resource minimum(c.minimum_allocation_mb.value, c.minimum_allocation_vcores.value);
  std::vector<NodeGroup> kept;
  for (NodeGroup& g : model.nodes.groups) {
    if (node_registers(g.resource, c)) {
      kept.push_back(std::move(g));
      continue;
    }
    // Nodes sized by yarn-site's defaults have no line of their own: point at the minimum.
    const bool memory_short = g.resource.memory_mb() < minimum.memory_mb();
    const SourceLocation where = g.loc.known()  ? g.loc
                                 : memory_short ? c.minimum_allocation_mb.loc
                                                : c.minimum_allocation_vcores.loc;
    model.reading_issues.push_back(
        {ReadingIssueKind::kNodeBelowMinimum, where,
         fmt::format("{} node(s) of group {} offer {}, less than the minimum allocation {}: the "
                     "ResourceManager sends them SHUTDOWN when they register, so they never join "
                     "the cluster (and are left out of every number here)",
                     g.count, g.name, resource_text(g.resource), resource_text(minimum))});
  }
  model.nodes.groups = std::move(kept);
}

// The cluster against limits::, whichever way it was given: groups, nodes, and each resource's
// total, which Hadoop sums in a long (Resources.addTo) and schedlint multiplies further.
void check_cluster_size(const NodeSpec& nodes) {
  auto where = [&nodes](const NodeGroup& group) {
    return group.loc.file.empty()
               ? SourceLocation{nodes.file.empty() ? "--node-count" : nodes.file, 0, 0}
               : group.loc;
  };
  if (nodes.groups.size() > limits::kNodeGroups) {
    throw InputError(where(nodes.groups[limits::kNodeGroups]),
                     "more than 100,000 node groups: schedlint reads no such cluster");
  }
  int64_t count = 0;
  std::map<std::string, int64_t> totals;
  for (const NodeGroup& group : nodes.groups) {
    count += group.count;  // each at most limits::kNodesPerGroup: no overflow
    if (count > limits::kNodes) {
      throw InputError(where(group), "more than 10,000,000 nodes: schedlint reads no such cluster");
    }
    for (const auto& [type, amount] : group.resource.amounts()) {
      int64_t& total = totals[type];
      // amount <= kClusterAmount / count, without the product that could overflow.
      if (amount > 0 && (group.count > limits::kClusterAmount / amount ||
                         total > limits::kClusterAmount - amount * group.count)) {
        throw InputError(where(group),
                         fmt::format("the cluster's {} adds up past 2^53: schedlint reads no such "
                                     "cluster (Hadoop sums it in a Java long)",
                                     type));
      }
      total += amount * group.count;
    }
  }
}

NodeSpec nodes_from_yarn_site(const ClusterSettings& cluster, int64_t count) {
  NodeSpec spec;
  spec.origin = NodeSpec::Origin::kYarnSite;
  NodeGroup group;
  group.name = "yarn-site";
  group.count = count;
  group.resource = Resource(cluster.nodemanager_memory_mb.value, cluster.nodemanager_vcores.value);
  group.loc = cluster.nodemanager_memory_mb.loc;
  spec.file = group.loc.file;
  spec.groups.push_back(std::move(group));
  return spec;
}

// Flink 1.19 and 1.20 read the flink-conf.yaml of their conf folder when it has one, and its
// config.yaml only when it has none (FLIP-366); Flink 2.0 reads config.yaml alone. Beside a
// flink-conf.yaml a config.yaml is read as 1.19 and 1.20 read it, not at all, and said so.
void drop_config_yaml_beside_flink_conf(std::vector<LoadedFile>& files, Model& model) {
  const auto folder = [](const std::string& path) {
    return fs::path(path).parent_path().lexically_normal();
  };
  for (LoadedFile& f : files) {
    if (f.kind != InputKind::kFlinkConf || file_name(f.path) != "config.yaml") continue;
    const auto beside = std::find_if(files.begin(), files.end(), [&](const LoadedFile& other) {
      return other.kind == InputKind::kFlinkConf && file_name(other.path) == "flink-conf.yaml" &&
             folder(other.path) == folder(f.path);
    });
    if (beside == files.end()) continue;
    f.framework_conf.reset();
    f.property_issues.clear();
    model.reading_issues.push_back(
        {ReadingIssueKind::kIgnoredValue,
         {f.path, 1, 1},
         fmt::format("this config.yaml is not read: Flink 1.19 and 1.20 read {} beside it "
                     "instead (FLIP-366), and so does schedlint; Flink 2.0 reads config.yaml "
                     "alone, so keep only one of the two",
                     beside->path)});
  }
}

std::vector<Workload> workloads_of(const std::vector<LoadedFile>& files,
                                   const HadoopVersion& version, const ClusterSettings& cluster,
                                   std::vector<ReadingIssue>& issues) {
  std::vector<WorkloadEntry> entries;
  std::vector<FrameworkFile> frameworks;
  for (const LoadedFile& f : files) {
    if (*f.kind == InputKind::kWorkloads)
      entries.insert(entries.end(), f.workload_entries.begin(), f.workload_entries.end());
    if (f.framework_conf) {
      frameworks.push_back({f.path, *f.kind, *f.framework_conf, f.framework_refuses_file});
    }
  }
  return assemble_workloads(entries, frameworks, version, cluster, issues);
}

}  // namespace

bool is_input_candidate(const std::string& name) {
  if (name.empty() || name.front() == '.') return false;
  if (is_spark_defaults_name(name)) return true;
  const std::string ext = fs::path(name).extension().string();
  return ext == ".xml" || ext == ".yaml" || ext == ".yml" || ext == ".json";
}

Model load_model(const InputRequest& request, Timings* timings) {
  if (request.paths.empty() && request.contents.empty() && request.folders.empty() &&
      !request.capacity && !request.fair && !request.yarn_site) {
    throw InputError({},
                     "no input: give capacity-scheduler.xml, fair-scheduler.xml, yarn-site.xml "
                     "or a directory holding them");
  }
  Model model;
  model.hadoop_version = request.version;
  Gathered gathered;
  {
    ScopedTimer parse(timings, "parse");
    gathered = gather(request);
  }
  std::vector<LoadedFile>& files = gathered.files;
  for (const OutsideLink& link : gathered.outside_links) {
    model.reading_issues.push_back(
        {ReadingIssueKind::kInputLinkLeavesFolder,
         {link.path, 0, 0},
         fmt::format("a symbolic link to {}, outside the folder it was given in: not read, so "
                     "that no file outside what was given reaches a report (--follow-symlinks "
                     "reads it)",
                     link.target)});
  }
  ScopedTimer build(timings, "model");
  drop_config_yaml_beside_flink_conf(files, model);
  const LoadedFile* capacity = only_one(files, {InputKind::kCapacity}, "CapacityScheduler file");
  const LoadedFile* fair = only_one(files, {InputKind::kFair}, "FairScheduler allocation file");
  const LoadedFile* nodes =
      only_one(files, {InputKind::kNodes, InputKind::kNodesRest}, "node spec");
  if (const LoadedFile* baseline = only_one(files, {InputKind::kBaseline}, "baseline")) {
    model.baseline = read_baseline(baseline->path, *baseline->json);
  }
  only_one(files, {InputKind::kWorkloads}, "workloads file");
  if (const LoadedFile* usage = only_one(files, {InputKind::kUsage}, "usage snapshot")) {
    model.usage = *usage->usage;
  }

  HadoopConf yarn;
  bool yarn_site_given = false;
  for (const auto& f : files) {
    if (*f.kind != InputKind::kYarnSite) continue;
    yarn_site_given = true;
    load_conf(yarn, f, model);
  }
  std::optional<Setting<std::string>> scheduler_class;
  if (const ConfProperty* p = yarn.find("yarn.resourcemanager.scheduler.class")) {
    scheduler_class = Setting<std::string>{yarn.expand(*p).text, p->loc};
  }
  const SchedulerChoice choice = choose_scheduler(
      scheduler_class, yarn_site_given, capacity != nullptr, fair != nullptr, request.scheduler);
  // Only the configured scheduler's file is read, as in the ResourceManager: the other's is
  // reported once, and never merged into the model.
  const LoadedFile* unread = nullptr;
  if (capacity && choice.type != SchedulerType::kCapacity) {
    unread = capacity;
    capacity = nullptr;
  }
  if (fair && choice.type != SchedulerType::kFair) {
    note_not_read(*fair, choice, model);
    fair = nullptr;
  }
  if (unread != nullptr) note_not_read(*unread, choice, model);
  for (auto& f : files) {
    if (*f.kind != InputKind::kHadoop1Capacity) continue;
    model.reading_issues.push_back(hadoop1_capacity_issue(
        f.properties, choice.type == SchedulerType::kCapacity && capacity == nullptr));
  }
  for (auto& f : files) {
    model.inputs.push_back({f.path, *f.kind});
    model.source_text[f.path] = std::move(f.text);
    if (&f == unread) continue;
    if (*f.kind == InputKind::kHadoop1Capacity) {
      // Not read by YARN: only its inline suppressions count.
      const auto& s = f.xml->suppressions();
      model.suppressions.insert(model.suppressions.end(), s.begin(), s.end());
      continue;
    }
    model.reading_issues.insert(model.reading_issues.end(), f.property_issues.begin(),
                                f.property_issues.end());
    for (const ConfProperty& p : f.properties) {
      model.property_lines[p.loc.file][p.loc.line] = p.name;
      if (p.value_loc.known()) model.property_lines[p.value_loc.file][p.value_loc.line] = p.name;
      if (p.value_loc.known() && p.value_loc.line > p.loc.line)
        model.value_lines[p.loc.file][p.loc.line] = p.value_loc;
    }
    if (f.xml) {
      const auto& s = f.xml->suppressions();
      model.suppressions.insert(model.suppressions.end(), s.begin(), s.end());
    }
  }

  for (const auto& f : files) {
    if (*f.kind == InputKind::kYarnSite) {
      note_unread_yarn_site_keys(f.properties, request.version, capacity != nullptr,
                                 model.reading_issues);
    }
  }

  // CapacitySchedulerConfiguration copies the yarn configuration and adds capacity-scheduler.xml.
  HadoopConf scheduler_conf = yarn;
  if (capacity) {
    for (const ConfProperty& p : capacity->properties) {
      if (const auto why = read_by_resource_manager_only(p, yarn, request.version)) {
        model.reading_issues.push_back(
            {ReadingIssueKind::kIgnoredValue, p.loc, *why, "", false, p.name});
        continue;
      }
      if (auto why = capacity_file_preemption_key_not_read(p.name, request.version)) {
        model.reading_issues.push_back(
            {ReadingIssueKind::kUnknownProperty, p.loc, std::move(*why), "", false, p.name});
      }
      scheduler_conf.load(p, &model.reading_issues);
    }
  }
  model.cluster = read_cluster_settings(capacity ? scheduler_conf : yarn, request.version,
                                        choice.type, model.reading_issues);
  model.cluster.scheduler = choice.type;

  if (capacity) {
    std::vector<std::string> custom_types;
    for (const auto& t : model.cluster.resource_types)
      custom_types.push_back(t.name);
    model.capacity = read_capacity_config(scheduler_conf, capacity->path, request.version,
                                          model.reading_issues, custom_types);
  }
  if (fair) {
    std::vector<std::string> types{std::string(kMemoryMb), std::string(kVcores)};
    for (const auto& t : model.cluster.resource_types)
      types.push_back(t.name);
    model.fair = parse_fair_config(*fair->xml, request.version, types, model.reading_issues);
    note_keys_the_placement_policy_replaces(model);
    if (choice.fair_file_without_class) {
      model.reading_issues.push_back(
          {ReadingIssueKind::kAllocationFileUnselected, model.fair->allocations_loc,
           "no yarn-site.xml given sets yarn.resourcemanager.scheduler.class, so the "
           "ResourceManager runs its default, the CapacityScheduler, and never reads this "
           "allocation file (analyzed here as the FairScheduler would read it)"});
    }
  }
  if (!model.capacity && !model.fair) note_no_scheduler_file(files, choice, model);
  model.workloads = workloads_of(files, request.version, model.cluster, model.reading_issues);
  model.suppressions.insert(model.suppressions.end(), request.suppressions.begin(),
                            request.suppressions.end());
  if (nodes) {
    model.nodes = nodes->json ? nodes_from_rest_dump(nodes->path, *nodes->json)
                              : nodes_from_yaml(nodes->path, nodes->yaml);
  } else if (request.node_count > 0) {
    model.nodes = nodes_from_yarn_site(model.cluster, request.node_count);
  }
  check_cluster_size(model.nodes);
  drop_unregistrable_nodes(model);
  return model;
}

}  // namespace schedlint
