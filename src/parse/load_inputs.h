#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/hadoop_version.h"
#include "model/model.h"
#include "model/timings.h"
#include "parse/text_file.h"

namespace schedlint {

/// A symbolic link among the inputs that leads outside the folder given (or holding the file
/// given): a pull request could point conf/yarn-site.xml at a secret file of the runner, whose
/// lines reports would then publish. Not read, unless InputRequest::follow_symlinks.
struct OutsideLink {
  std::string path;    ///< the link, as named
  std::string target;  ///< where it leads
};

/// A folder given by its files' content (a tree of a git revision): read as a directory on disk
/// is, its files' kinds decided by content and files of no known kind left out.
struct InputFolder {
  std::string name;
  std::vector<TextFile> files;  ///< the folder's candidate files (is_input_candidate), any order
  std::vector<OutsideLink> outside_links;  ///< links of it that lead outside it, not read
};

/// A file given by its content, its kind decided by how it was named (a --nodes file read from a
/// git revision).
struct KnownInput {
  InputKind kind;
  TextFile file;
};

/// What to read: paths (files or directories, kinds decided by content), files named with
/// --capacity/--fair/--yarn-site/--nodes (kind forced), and files and folders given by their
/// content (rule examples, tests, git revisions: read as a file or directory of that name would
/// be, without touching the disk).
struct InputRequest {
  std::vector<std::string> paths;
  std::vector<TextFile> contents;
  std::vector<InputFolder> folders;
  std::vector<KnownInput> known_contents;
  std::optional<std::string> capacity;
  std::optional<std::string> fair;
  std::optional<std::string> yarn_site;
  std::optional<std::string> nodes;     ///< wins over a nodes.yaml of a folder given
  std::optional<std::string> baseline;  ///< --baseline (a baseline among the paths counts too)
  /// --usage: a usage snapshot (one among the paths counts too)
  std::optional<std::string> usage;
  HadoopVersion version;
  int64_t node_count = 0;  ///< --node-count: nodes built from yarn-site's NodeManager resources
  /// --scheduler: the scheduler to analyze, whatever yarn.resourcemanager.scheduler.class says.
  std::optional<SchedulerType> scheduler;
  /// Suppressions from elsewhere than the files (.schedlint.yaml suppress: entries).
  std::vector<Suppression> suppressions;
  /// --follow-symlinks: read symbolic links that lead outside the folder given (never set by a
  /// settings file, which a pull request may write).
  bool follow_symlinks = false;
};

/// Whether a file of a folder may be an input: not hidden (.schedlint.yaml is not one), named
/// .xml, .yaml, .yml or .json.
bool is_input_candidate(const std::string& file_name);

/// Reads every input into a Model, as the ResourceManager layers them: yarn-site.xml files first,
/// capacity-scheduler.xml on top of them for the CapacityScheduler, the allocation file on its
/// own. Throws InputError for unreadable input and for an unusable set of files. With `timings`,
/// records "parse" (reading and parsing every file) and "model" (building the model from them).
Model load_model(const InputRequest& request, Timings* timings = nullptr);

}  // namespace schedlint
