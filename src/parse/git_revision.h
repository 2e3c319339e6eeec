#pragma once

#include <optional>
#include <string>
#include <vector>

#include "parse/load_inputs.h"
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

/// PATH in REVISION, given apart (--old-rev REVISION PATH); the same checks as REV:PATH.
GitPathSpec git_path_in_revision(const std::string& revision, const std::string& path);

/// What PATH is in REV, read by git (run_git: nothing of the repository's files runs) from the
/// work tree the current directory is in: a file, or a folder's files (its direct files that may be
/// inputs, as a directory on disk is read). Each file is named "REV:PATH/name" and checked as files
/// read from disk are (size, binary data). Throws InputError when git is missing, REV is not a
/// revision, PATH is not in it, or git fails.
struct GitTree {
  bool is_folder = false;
  std::vector<TextFile> files;
  /// Symbolic links leading outside the folder (or the file's folder): not read. One inside it is
  /// read from where it leads, under its own name.
  std::vector<OutsideLink> outside_links;
};
GitTree read_git_path(const GitPathSpec& spec);

/// The file PATH in REV, or nullopt when REV holds no file there (nothing, a folder or a symbolic
/// link). Throws InputError as read_git_path does.
std::optional<TextFile> read_git_file(const GitPathSpec& spec);

}  // namespace schedlint
