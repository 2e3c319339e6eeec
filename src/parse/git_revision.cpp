#include "parse/git_revision.h"

#include <algorithm>
#include <filesystem>
#include <string_view>

#include <fmt/format.h>

#include "java/numbers.h"
#include "parse/git_command.h"
#include "parse/input_error.h"
#include "parse/input_limits.h"
#include "parse/load_inputs.h"

namespace schedlint {

namespace {

// The work tree REV:PATH is read from: the one the current folder is in.
WorkTree current_work_tree(const GitPathSpec& spec) {
  std::error_code ec;
  const auto tree = enclosing_work_tree(std::filesystem::current_path(ec));
  if (!tree) {
    throw InputError({spec.display(), 0, 0},
                     "cannot read a revision: the current folder is in no git work tree (a bare "
                     "repository is never read)");
  }
  return *tree;
}

// What git said went wrong: its first fatal or error line, else its first line.
std::string git_complaint(std::string_view text) {
  size_t start = 0;
  std::string_view first;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    if (line.starts_with("fatal:") || line.starts_with("error:")) return std::string(line);
    if (first.empty()) first = line;
    start = end + 1;
  }
  return std::string(first);
}

struct TreeEntry {
  std::string type;  ///< blob, tree, commit (a submodule)
  std::string object;
  std::string mode;
  std::string name;  ///< relative to the current directory
  size_t size = 0;   ///< a blob's bytes
};

// `git ls-tree -z -l` output: "<mode> <type> <object> <size>\t<name>\0" per entry.
std::vector<TreeEntry> list_tree(const WorkTree& tree, const GitPathSpec& spec,
                                 const std::string& path) {
  const GitOutput r =
      run_git(tree, {"ls-tree", "-z", "-l", "--end-of-options", spec.revision, "--", path},
              limits::kInputBytes);
  if (r.exit_code != 0 || r.out_too_long) {
    const std::string why = r.out_too_long ? "the listing is too long" : git_complaint(r.err);
    throw InputError({spec.display(), 0, 0}, "cannot read from git: " + why);
  }
  std::vector<TreeEntry> entries;
  size_t start = 0;
  while (start < r.out.size()) {
    size_t end = r.out.find('\0', start);
    if (end == std::string::npos) end = r.out.size();
    const std::string_view line(r.out.data() + start, end - start);
    start = end + 1;
    const size_t tab = line.find('\t');
    if (tab == std::string_view::npos) continue;
    const std::string_view head = line.substr(0, tab);
    const size_t s1 = head.find(' ');
    const size_t s2 = head.find(' ', s1 + 1);
    const size_t s3 = head.find(' ', s2 + 1);
    if (s1 == std::string_view::npos || s2 == std::string_view::npos ||
        s3 == std::string_view::npos) {
      continue;
    }
    std::string_view size = head.substr(s3 + 1);
    while (!size.empty() && size.front() == ' ')
      size.remove_prefix(1);
    entries.push_back({std::string(head.substr(s1 + 1, s2 - s1 - 1)),
                       std::string(head.substr(s2 + 1, s3 - s2 - 1)),
                       std::string(head.substr(0, s1)), std::string(line.substr(tab + 1)),
                       static_cast<size_t>(java::parse_long(size).value_or(0))});
  }
  return entries;
}

TextFile read_blob(const WorkTree& tree, const GitPathSpec& spec, const TreeEntry& entry) {
  const std::string name = spec.revision + ":" + entry.name;
  const GitOutput r = run_git(tree, {"cat-file", "blob", entry.object}, limits::kInputBytes);
  if (r.out_too_long)
    throw InputError({name, 0, 0}, "file is larger than the 64 MiB limit for an input");
  if (r.exit_code != 0)
    throw InputError({name, 0, 0}, "cannot read from git: " + git_complaint(r.err));
  return text_file_from_memory(name, r.out);
}

}  // namespace

std::optional<GitPathSpec> parse_git_path_spec(const std::string& text) {
  const size_t colon = text.find(':');
  if (colon == std::string::npos || colon == 0) return std::nullopt;
  return git_path_in_revision(text.substr(0, colon), text.substr(colon + 1));
}

GitPathSpec git_path_in_revision(const std::string& revision, const std::string& path) {
  GitPathSpec spec{revision, path};
  if (spec.revision.empty() || spec.revision.front() == '-') {
    throw InputError({spec.display(), 0, 0}, "a git revision cannot be empty or start with '-'");
  }
  while (spec.path.size() > 1 && spec.path.back() == '/')
    spec.path.pop_back();
  if (spec.path.empty()) spec.path = ".";
  return spec;
}

GitTree read_git_path(const GitPathSpec& spec) {
  const WorkTree work_tree = current_work_tree(spec);
  std::vector<TreeEntry> entries = list_tree(work_tree, spec, spec.path);
  if (entries.empty()) {
    throw InputError({spec.display(), 0, 0},
                     fmt::format("no such path in {} (paths are relative to the current directory)",
                                 spec.revision));
  }
  GitTree tree;
  // ls-tree names a folder by itself; its files are listed with a trailing slash ("." lists the
  // current directory's files at once).
  std::filesystem::path folder = spec.path;
  if (entries.size() == 1 && entries[0].type == "tree" && spec.path != ".") {
    entries = list_tree(work_tree, spec, spec.path + "/");
    tree.is_folder = true;
  } else if (entries.size() == 1 && entries[0].type == "blob" && spec.path != ".") {
    folder = folder.has_parent_path() ? folder.parent_path() : ".";  // one file: its folder
  } else {
    tree.is_folder = true;
  }
  size_t total = 0;  // limits::kAllInputBytes, before any blob is read
  for (const TreeEntry& e : entries) {
    // Files only (no submodules), as a directory is read.
    if (e.type != "blob") continue;
    if (tree.is_folder && !is_input_candidate(std::filesystem::path(e.name).filename().string()))
      continue;
    total += e.size;
    if (total > limits::kAllInputBytes) {
      throw InputError({spec.revision + ":" + e.name, 0, 0},
                       "the inputs add up to more than 256 MiB: schedlint reads no such "
                       "configuration");
    }
    if (e.mode != "120000") {
      tree.files.push_back(read_blob(work_tree, spec, e));
      continue;
    }
    // A symbolic link: its blob is where it leads. Inside the folder it is read from there, as
    // the folder reader follows such a link; outside it, never.
    const TextFile link = read_blob(work_tree, spec, e);
    const std::filesystem::path target =
        (std::filesystem::path(e.name).parent_path() / link.content).lexically_normal();
    const std::filesystem::path inside = target.lexically_relative(folder.lexically_normal());
    const bool leaves = std::filesystem::path(link.content).is_absolute() || inside.empty() ||
                        *inside.begin() == "..";
    if (leaves) {
      tree.outside_links.push_back({link.path, link.content});
      continue;
    }
    const bool listed = std::any_of(entries.begin(), entries.end(), [&](const TreeEntry& other) {
      return other.name == target.string() && other.mode != "120000";
    });
    if (listed) continue;  // the file it leads to is read under its own name
    const std::vector<TreeEntry> found = list_tree(work_tree, spec, target.string());
    if (found.size() == 1 && found[0].type == "blob" && found[0].mode != "120000") {
      TextFile file = read_blob(work_tree, spec, found[0]);
      file.path = link.path;  // named as the link is, as on disk
      tree.files.push_back(std::move(file));
    }
  }
  return tree;
}

std::optional<TextFile> read_git_file(const GitPathSpec& spec) {
  const WorkTree work_tree = current_work_tree(spec);
  const std::vector<TreeEntry> entries = list_tree(work_tree, spec, spec.path);
  if (entries.size() != 1 || entries[0].type != "blob" || entries[0].mode == "120000") {
    return std::nullopt;
  }
  return read_blob(work_tree, spec, entries[0]);
}

}  // namespace schedlint
