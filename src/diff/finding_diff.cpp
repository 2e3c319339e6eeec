#include "diff/finding_diff.h"

#include <filesystem>
#include <map>

#include "model/fingerprint.h"

namespace schedlint {

namespace {

// A file's name as both versions would give it: by its kind where a version has one of that kind.
std::string file_key(const InputFile& file) {
  switch (file.kind) {
    case InputKind::kCapacity:
      return "capacity-scheduler.xml";
    case InputKind::kFair:
      return "fair-scheduler.xml";
    case InputKind::kNodes:
      return "nodes.yaml";
    case InputKind::kNodesRest:
      return "nodes.json";
    case InputKind::kUsage:
      return "usage snapshot";
    case InputKind::kYarnSite:
    case InputKind::kBaseline:
    case InputKind::kHadoop1Capacity:
    case InputKind::kWorkloads:
    case InputKind::kMapredSite:
    case InputKind::kSparkDefaults:
    case InputKind::kTezSite:
    case InputKind::kHiveSite:
    case InputKind::kFlinkConf:
      break;
  }
  return std::filesystem::path(file.path).filename().string();
}

}  // namespace

std::string side_independent_fingerprint(const Finding& finding,
                                         const std::vector<InputFile>& inputs) {
  // A file that is no input (a link not read, a settings file) by its name alone.
  std::string file = std::filesystem::path(finding.loc.file).filename().string();
  for (const InputFile& f : inputs) {
    if (f.path == finding.loc.file) file = file_key(f);
  }
  return finding_fingerprint(finding, file);
}

FindingChanges compare_findings(const std::vector<Finding>& before,
                                const std::vector<InputFile>& before_inputs,
                                const std::vector<Finding>& after,
                                const std::vector<InputFile>& after_inputs) {
  std::multimap<std::string, size_t> old_by_print;
  for (size_t i = 0; i < before.size(); ++i)
    old_by_print.emplace(side_independent_fingerprint(before[i], before_inputs), i);
  std::vector<bool> matched(before.size(), false);
  FindingChanges out;
  for (const Finding& f : after) {
    const auto it = old_by_print.find(side_independent_fingerprint(f, after_inputs));
    if (it == old_by_print.end()) {
      out.added.push_back(f);
      continue;
    }
    matched[it->second] = true;
    old_by_print.erase(it);
    out.unchanged.push_back(f);
  }
  for (size_t i = 0; i < before.size(); ++i) {
    if (!matched[i]) out.fixed.push_back(before[i]);
  }
  return out;
}

}  // namespace schedlint
