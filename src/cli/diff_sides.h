#pragma once

#include <string>
#include <vector>

#include "model/model.h"
#include "parse/git_revision.h"
#include "parse/load_inputs.h"

namespace schedlint {

/// One side of `schedlint diff` as the user named it: a file or folder on disk, or REV:PATH read
/// from the git repository of the current directory.
struct DiffSide {
  std::string spec;                ///< as given: "origin/main:conf", "conf"
  InputRequest request;            ///< what to read for it
  std::vector<TextFile> from_git;  ///< the files read from git (empty for a side on disk)
  std::optional<GitPathSpec> git;  ///< where in git it was read (none: on disk)
  bool git_folder = false;         ///< git names a folder
};

/// The side `spec` names, with the options both sides share (--yarn-site, --nodes, --node-count,
/// --hadoop-version, --scheduler) from `common`. With `revision` (--old-rev, --new-rev), `spec` is
/// a path read from that git revision. Otherwise REV:PATH is read from git and anything else from
/// disk; a path starting with /, ./ or ../ is always on disk, and REV:PATH that is also a file or
/// folder on disk is refused as ambiguous (a pull request could add a folder named like the base
/// revision). Throws InputError (exit 2).
DiffSide diff_side(const std::string& spec, const InputRequest& common,
                   const std::string& revision = {});

/// The models of both sides. A node spec found on one side only is used for both: a configuration
/// change does not change the cluster it runs on. So are yarn-site files, when both sides hold the
/// same scheduler files (a yarn-site names the scheduler: a FairScheduler's must not turn an fs2cs
/// output into a FairScheduler).
struct DiffModels {
  Model before;
  Model after;
};
DiffModels load_diff_models(DiffSide& before, DiffSide& after);

}  // namespace schedlint
