#include "cli/diff_sides.h"

#include <algorithm>
#include <filesystem>

#include <fmt/format.h>

#include "parse/git_revision.h"
#include "parse/input_error.h"
#include "parse/text_file.h"

namespace schedlint {

namespace {

// An argument that starts as a path does (/, ./, ../) is a path on disk whatever it holds.
bool names_disk_path(const std::string& spec) {
  return spec.starts_with("/") || spec.starts_with("./") || spec.starts_with("../");
}

bool is_nodes(InputKind kind) {
  return kind == InputKind::kNodes || kind == InputKind::kNodesRest;
}

bool is_usage(InputKind kind) {
  return kind == InputKind::kUsage;
}

// The applications that run on the cluster: workloads.yaml and the frameworks' files.
bool is_workload_file(InputKind kind) {
  return kind == InputKind::kWorkloads || kind == InputKind::kMapredSite ||
         kind == InputKind::kSparkDefaults || kind == InputKind::kTezSite ||
         kind == InputKind::kHiveSite || kind == InputKind::kFlinkConf;
}

bool has_input(const Model& model, bool (*wanted)(InputKind)) {
  return std::any_of(model.inputs.begin(), model.inputs.end(),
                     [&](const InputFile& f) { return wanted(f.kind); });
}

// Gives `to` the files of `from` it lacks (`wanted` kinds), and says whether it took any.
bool share(const DiffSide& from, const Model& from_model, DiffSide& to, const Model& to_model,
           bool (*wanted)(InputKind)) {
  if (has_input(to_model, wanted) || !has_input(from_model, wanted)) return false;
  for (const InputFile& f : from_model.inputs) {
    if (!wanted(f.kind)) continue;
    const auto in_git = std::find_if(from.from_git.begin(), from.from_git.end(),
                                     [&](const TextFile& t) { return t.path == f.path; });
    to.request.contents.push_back(in_git != from.from_git.end() ? *in_git : read_text_file(f.path));
  }
  return true;
}

}  // namespace

DiffSide diff_side(const std::string& spec, const InputRequest& common,
                   const std::string& revision) {
  DiffSide side{spec, common, {}, std::nullopt, false};
  std::optional<GitPathSpec> git;
  if (!revision.empty()) {
    git = git_path_in_revision(revision, spec);
    side.spec = git->display();
  } else if (!names_disk_path(spec)) {
    git = parse_git_path_spec(spec);
    std::error_code ec;
    if (git && std::filesystem::exists(std::filesystem::symlink_status(spec, ec))) {
      // A pull request may add a folder named like the base revision: a revision is never read
      // from disk, and which one is meant is not guessed.
      throw InputError({spec, 0, 0},
                       fmt::format("names both a path in the git revision '{0}' and a file or "
                                   "folder on disk: write --old-rev {0} {1} (or --new-rev) for "
                                   "the revision, ./{2} for the one on disk",
                                   git->revision, git->path, spec));
    }
  }
  if (!git) {
    side.request.paths.push_back(spec);
    return side;
  }
  GitTree tree = read_git_path(*git);
  side.git = git;
  side.git_folder = tree.is_folder;
  side.from_git = tree.files;
  if (tree.is_folder || !tree.outside_links.empty()) {
    side.request.folders.push_back(
        {git->display(), std::move(tree.files), std::move(tree.outside_links)});
  } else {
    side.request.contents = std::move(tree.files);
  }
  return side;
}

DiffModels load_diff_models(DiffSide& before, DiffSide& after) {
  DiffModels models{load_model(before.request), load_model(after.request)};
  const auto is_yarn_site = [](InputKind k) { return k == InputKind::kYarnSite; };
  const auto is_scheduler_file = [](InputKind k) {
    return k == InputKind::kCapacity || k == InputKind::kFair;
  };
  const auto scheduler_files = [&](const Model& m) {
    std::vector<InputKind> kinds;
    for (const InputFile& f : m.inputs) {
      if (is_scheduler_file(f.kind)) kinds.push_back(f.kind);
    }
    return kinds;
  };
  // A yarn-site.xml names the scheduler: it serves both versions only when they hold the same
  // scheduler files (a FairScheduler's yarn-site must not make an fs2cs output a FairScheduler).
  const bool same_schedulers = scheduler_files(models.before) == scheduler_files(models.after);
  bool reload_before = false, reload_after = false;
  // The cluster (its nodes, a usage snapshot) and the applications it runs are the same for both
  // versions, unless the change gives its own.
  for (bool (*kind)(InputKind) : {+is_nodes, +is_usage, +is_workload_file, +is_yarn_site}) {
    if (kind == +is_yarn_site && !same_schedulers) continue;
    reload_before = share(after, models.after, before, models.before, kind) || reload_before;
    reload_after = share(before, models.before, after, models.after, kind) || reload_after;
  }
  if (reload_before) models.before = load_model(before.request);
  if (reload_after) models.after = load_model(after.request);
  return models;
}

}  // namespace schedlint
