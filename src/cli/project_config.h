#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/finding.h"
#include "model/suppression.h"
#include "parse/text_file.h"

namespace schedlint {

/// The contents of a .schedlint.yaml: defaults for command-line options (a flag given on the
/// command line wins), plus rule selection. Relative paths are resolved against the file's
/// folder.
struct ProjectConfig {
  std::string path;
  std::map<std::string, std::string> scalars;             ///< option name -> value
  std::map<std::string, std::vector<std::string>> lists;  ///< paths, enable, disable, active
  std::map<std::string, Severity> severity;               ///< severity: {rule: level}
  std::map<std::string, int> lines;                       ///< option name -> line, for errors
  std::vector<Suppression> suppressions;                  ///< suppress: entries
};

/// Every key a .schedlint.yaml may hold.
const std::vector<std::string_view>& project_config_keys();

/// Reads and checks a .schedlint.yaml; any error is an InputError at its line.
ProjectConfig load_project_config(const std::string& path);

/// The same for a file already in memory (relative paths in it are relative to its folder).
ProjectConfig parse_project_config(const TextFile& file);

/// The nearest .schedlint.yaml in `start` or a folder above it, up to the top of the git
/// repository or the home folder (whichever comes first), else up to the root.
std::optional<std::string> find_project_config(const std::string& start);

}  // namespace schedlint
