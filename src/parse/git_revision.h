#pragma once

#include <optional>
#include <string>
#include <vector>

#include "parse/text_file.h"

namespace schedlint {

/// `REV:PATH` split at its first colon: a path as a git revision holds it (`origin/main:conf`).
struct GitPathSpec {
  std::string revision;
  std::string path;  ///< relative to the current directory, as `git ls-tree` reads it; "." if empty
  std::string display() const { return revision + ":" + path; }
};

/// Reads `text` as REV:PATH, or nullopt when it is not one (no colon, or an empty revision).
/// A revision starting with '-' is refused (InputError): git would read it as an option.
std::optional<GitPathSpec> parse_git_path_spec(const std::string& text);

/// What PATH is in REV, read with the git command of the repository the current directory is
/// in: a file, or a folder's files (its direct files that may be inputs, as a directory on disk
/// is read). Each file is named "REV:PATH/name" and checked as files read from disk are (size,
/// binary data). Throws InputError when git is missing, REV is not a revision, PATH is not in it,
/// or git fails.
struct GitTree {
  bool is_folder = false;
  std::vector<TextFile> files;
};
GitTree read_git_path(const GitPathSpec& spec);

}  // namespace schedlint
