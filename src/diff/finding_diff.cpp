#include "diff/finding_diff.h"

#include <algorithm>
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
      break;
  }
  return std::filesystem::path(file.path).filename().string();
}

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  if (from.empty()) return;
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

}  // namespace

std::string side_independent_fingerprint(const Finding& finding,
                                         const std::vector<InputFile>& inputs) {
  // Longest paths first, so "conf/yarn-site.xml" is replaced before a path it contains.
  std::vector<const InputFile*> by_length;
  for (const InputFile& f : inputs)
    by_length.push_back(&f);
  std::stable_sort(by_length.begin(), by_length.end(), [](const InputFile* a, const InputFile* b) {
    return a->path.size() > b->path.size();
  });
  Finding named = finding;
  // A file that is no input (a link not read, a settings file) by its name alone too.
  std::string file = std::filesystem::path(finding.loc.file).filename().string();
  for (const InputFile* f : by_length) {
    if (f->path == finding.loc.file) file = file_key(*f);
    replace_all(named.message, f->path, file_key(*f));
  }
  return finding_fingerprint(named, file);
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
