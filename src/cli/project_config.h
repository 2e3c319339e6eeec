#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/finding.h"
#include "model/suppression.h"
#include "parse/text_file.h"

namespace schedlint {

/// Where a settings file sits. It comes with a repository, and a pull request may write it: its
/// paths are relative to `dir` and must stay inside `root` (the git work tree holding it, else
/// its own folder) once `..` and symbolic links are followed.
struct SettingsPlace {
  std::filesystem::path dir;          ///< its folder, as named (what its paths are joined to)
  std::filesystem::path root;         ///< absolute, symbolic links resolved
  std::filesystem::path dir_in_root;  ///< its folder, relative to root
  std::string revision;  ///< read from this git revision: its input paths name files in it
};

/// The place of a settings file on disk.
SettingsPlace settings_place_on_disk(const std::string& path);

/// The contents of a .schedlint.yaml: defaults for command-line options (a flag given on the
/// command line wins), plus rule selection. Relative paths are resolved against the file's
/// folder.
struct ProjectConfig {
  std::string path;
  std::string revision;                        ///< read from this git revision ("" from disk)
  std::map<std::string, std::string> scalars;  ///< option name -> value
  std::map<std::string, std::vector<std::string>> lists;  ///< paths, enable, disable, active
  std::map<std::string, Severity> severity;               ///< severity: {rule: level}
  std::map<std::string, int> lines;                       ///< option name -> line, for errors
  std::vector<Suppression> suppressions;                  ///< suppress: entries
};

/// Every key a .schedlint.yaml may hold.
const std::vector<std::string_view>& project_config_keys();

/// Reads and checks a .schedlint.yaml on disk; any error is an InputError at its line.
ProjectConfig load_project_config(const std::string& path);

/// The same for a file already in memory, at `place` (by default: on disk, where its name says).
ProjectConfig parse_project_config(const TextFile& file);
ProjectConfig parse_project_config(const TextFile& file, const SettingsPlace& place);

/// The .schedlint.yaml that governs `start` (a file or folder; "" the current folder): the
/// nearest in its folder or above, up to the top of the git work tree it is in. Outside a work
/// tree only its own folder counts: a folder above belongs to someone else and must not steer
/// the run.
std::optional<std::string> find_project_config(const std::string& start);

}  // namespace schedlint
