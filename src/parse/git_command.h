#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace schedlint {

/// The git work tree a folder is in: the nearest folder at or above `start` holding a `.git`
/// (a folder, or the file a worktree or submodule has). A bare repository is never one: in a pull
/// request's checkout, a folder holding HEAD, config, objects/ and refs/ is ordinary files
/// (git's safe.bareRepository=explicit).
struct WorkTree {
  std::filesystem::path top;      ///< absolute, symbolic links resolved
  std::filesystem::path git_dir;  ///< top/.git
};
std::optional<WorkTree> enclosing_work_tree(const std::filesystem::path& start);

/// What git printed and returned.
struct GitOutput {
  int exit_code = -1;
  std::string out;
  std::string err;  ///< its first 4 KiB
  bool out_too_long = false;
};

/// Runs `git args...` in `tree` as a reader of objects only, whatever the repository's files
/// hold: the git found on PATH (absolute entries only), no shell, standard input from /dev/null,
/// a fixed environment (no system or global configuration, no pager, no prompt, no protocol
/// allowed, so no lazy fetch of a partial clone, literal pathspecs) and configuration given on
/// its command line (no fsmonitor, hooks, pager, external diff or attributes file). Reads its
/// output up to `max_out` bytes (more stops it). Throws InputError when git cannot be run.
GitOutput run_git(const WorkTree& tree, const std::vector<std::string>& args, size_t max_out);

}  // namespace schedlint
