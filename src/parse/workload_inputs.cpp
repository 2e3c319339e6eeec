#include "parse/workload_inputs.h"

#include <algorithm>
#include <filesystem>
#include <set>

#include <fmt/format.h>

#include "parse/input_error.h"
#include "workload/mapreduce_names.h"

namespace schedlint {

namespace {

// The framework whose client reads a kind of file, and the kind its conf: must name.
Framework framework_of(InputKind kind) {
  switch (kind) {
    case InputKind::kMapredSite:
      return Framework::kMapReduce;
    case InputKind::kSparkDefaults:
      return Framework::kSpark;
    case InputKind::kTezSite:
      return Framework::kTez;
    case InputKind::kHiveSite:
      return Framework::kHive;
    default:
      return Framework::kFlink;
  }
}

const FrameworkFile* find_file(const std::vector<FrameworkFile>& files, const std::string& path) {
  const std::string wanted = std::filesystem::path(path).lexically_normal().string();
  for (const FrameworkFile& f : files) {
    if (std::filesystem::path(f.path).lexically_normal().string() == wanted) return &f;
  }
  return nullptr;
}

// Hive on Tez reads its task size from mapred-site.xml when hive.tez.container.size is unset,
// and runs Tez's AM: its configuration is all three files, hive-site.xml last.
FrameworkConf conf_for(Framework framework, const FrameworkFile& file,
                       const std::vector<FrameworkFile>& files) {
  if (framework != Framework::kHive) return file.conf;
  FrameworkConf merged;
  for (InputKind kind : {InputKind::kMapredSite, InputKind::kTezSite}) {
    for (const FrameworkFile& f : files) {
      if (f.kind == kind) {
        for (const auto& [key, p] : f.conf) {
          merged[key] = p;
          merged[key].borrowed = true;
        }
      }
    }
  }
  for (const auto& [key, p] : file.conf)
    merged[key] = p;
  return merged;
}

// A framework entry's set: over its configuration, as the client's Configuration.set would apply
// them one after the other: in line order, a MapReduce deprecated name under its current one.
void apply_overrides(const FrameworkBlock& block, FrameworkConf& conf) {
  std::vector<std::pair<std::string, FrameworkProperty>> in_order(block.set.begin(),
                                                                  block.set.end());
  std::stable_sort(in_order.begin(), in_order.end(),
                   [](const auto& a, const auto& b) { return a.second.loc < b.second.loc; });
  for (auto& [key, p] : in_order) {
    const std::string_view current = block.framework == Framework::kMapReduce
                                         ? workload::mapreduce_current_name(key)
                                         : std::string_view(key);
    if (current != key) p.written_as = key;
    conf[std::string(current)] = std::move(p);
  }
}

// A framework file's workload is named after the file: "mapred-site.xml".
std::string default_name(const FrameworkFile& file) {
  return std::filesystem::path(file.path).filename().string();
}

}  // namespace

std::vector<Workload> assemble_workloads(const std::vector<WorkloadEntry>& entries,
                                         const std::vector<FrameworkFile>& files,
                                         const HadoopVersion& version,
                                         const ClusterSettings& cluster,
                                         std::vector<ReadingIssue>& issues) {
  // What the framework's client reads besides its own file: Flink, the minimum allocation.
  const auto with_client_yarn_site = [&](Framework framework, FrameworkConf conf) {
    constexpr const char* kMinimum = "yarn.scheduler.minimum-allocation-mb";
    if (framework == Framework::kFlink && conf.count(kMinimum) == 0) {
      conf[kMinimum] = FrameworkProperty{std::to_string(cluster.minimum_allocation_mb.value),
                                         cluster.minimum_allocation_mb.loc, /*borrowed=*/true};
    }
    return conf;
  };
  std::vector<Workload> out;
  std::set<const FrameworkFile*> named;
  for (const WorkloadEntry& entry : entries) {
    if (!entry.framework) {
      out.push_back(entry.workload);
      continue;
    }
    const FrameworkBlock& block = *entry.framework;
    FrameworkConf conf;
    const FrameworkFile* file = nullptr;
    if (block.conf) {
      file = find_file(files, *block.conf);
      if (file == nullptr || framework_of(file->kind) != block.framework) {
        throw InputError(
            block.conf_loc,
            fmt::format("conf: {} is not a {} configuration among the inputs: give it as an "
                        "input too (a file named on the command line, or in the folder)",
                        *block.conf, framework_name(block.framework)));
      }
      named.insert(file);
      conf = conf_for(block.framework, *file, files);
    }
    apply_overrides(block, conf);
    FrameworkOptions options = block.options;
    options.file = entry.workload.loc;
    Workload w = workload_from_conf(
        block.framework, with_client_yarn_site(block.framework, std::move(conf)), options, issues);
    w.client_fails = w.client_fails || (file != nullptr && file->client_fails);
    // The entry says where and how often it runs; the framework only how big.
    w.name = entry.workload.name;
    w.queue = entry.workload.queue;
    w.queue_loc = entry.workload.queue_loc;
    w.user = entry.workload.user;
    w.partition = entry.workload.partition;
    w.concurrency = entry.workload.concurrency;
    w.loc = entry.workload.loc;
    out.push_back(std::move(w));
  }
  for (const FrameworkFile& file : files) {
    if (named.count(&file) != 0) continue;
    FrameworkOptions options;
    options.hadoop = version;
    options.file = {file.path, 1, 0};
    const Framework framework = framework_of(file.kind);
    Workload w = workload_from_conf(
        framework, with_client_yarn_site(framework, conf_for(framework, file, files)), options,
        issues);
    w.client_fails = w.client_fails || file.client_fails;
    w.name = default_name(file);
    out.push_back(std::move(w));
  }
  return out;
}

}  // namespace schedlint
