#include "parse/git_revision.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string_view>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include "parse/input_error.h"
#include "parse/input_limits.h"
#include "parse/load_inputs.h"

extern char** environ;

namespace schedlint {

namespace {

struct GitOutput {
  int exit_code = -1;
  std::string out;
  std::string err;
  bool out_too_long = false;
};

// Runs `git args...` without a shell (every argument is passed as is: names from a repository are
// hostile), reading its output up to `max_out` bytes (more stops it) and the start of its
// error output.
GitOutput run_git(const std::vector<std::string>& args, size_t max_out) {
  int out_pipe[2], err_pipe[2];
  if (pipe2(out_pipe, O_CLOEXEC) != 0) throw InputError({}, "cannot run git: no pipe");
  if (pipe2(err_pipe, O_CLOEXEC) != 0) {
    close(out_pipe[0]);
    close(out_pipe[1]);
    throw InputError({}, "cannot run git: no pipe");
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err_pipe[1], STDERR_FILENO);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  std::vector<std::string> argv_text{"git"};
  argv_text.insert(argv_text.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_text)
    argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, "git", &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(out_pipe[1]);
  close(err_pipe[1]);
  if (spawned != 0) {
    close(out_pipe[0]);
    close(err_pipe[0]);
    throw InputError({},
                     std::string("cannot run git to read a revision: ") + std::strerror(spawned));
  }
  GitOutput result;
  constexpr size_t kMaxErr = 4096;
  pollfd fds[2] = {{out_pipe[0], POLLIN, 0}, {err_pipe[0], POLLIN, 0}};
  char buffer[65536];
  while (fds[0].fd >= 0 || fds[1].fd >= 0) {
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || fds[i].revents == 0) continue;
      const ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
      if (n <= 0) {
        if (n < 0 && errno == EINTR) continue;
        close(fds[i].fd);
        fds[i].fd = -1;
        continue;
      }
      std::string& sink = i == 0 ? result.out : result.err;
      const size_t limit = i == 0 ? max_out : kMaxErr;
      if (sink.size() < limit + 1) sink.append(buffer, std::min(static_cast<size_t>(n), limit + 1));
      if (i == 0 && result.out.size() > max_out) {
        result.out_too_long = true;
        kill(pid, SIGKILL);
      }
    }
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

std::string first_line(std::string_view text) {
  const size_t end = text.find('\n');
  return std::string(text.substr(0, end));
}

struct TreeEntry {
  std::string type;  ///< blob, tree, commit (a submodule)
  std::string object;
  std::string mode;
  std::string name;  ///< relative to the current directory
};

// `git ls-tree -z -l` output: "<mode> <type> <object> <size>\t<name>\0" per entry.
std::vector<TreeEntry> list_tree(const GitPathSpec& spec, const std::string& path) {
  const GitOutput r = run_git({"ls-tree", "-z", "--end-of-options", spec.revision, "--", path},
                              limits::kInputBytes);
  if (r.exit_code != 0 || r.out_too_long) {
    const std::string why = r.out_too_long ? "the listing is too long" : first_line(r.err);
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
    if (s1 == std::string_view::npos || s2 == std::string_view::npos) continue;
    entries.push_back({std::string(head.substr(s1 + 1, s2 - s1 - 1)),
                       std::string(head.substr(s2 + 1)), std::string(head.substr(0, s1)),
                       std::string(line.substr(tab + 1))});
  }
  return entries;
}

TextFile read_blob(const GitPathSpec& spec, const TreeEntry& entry) {
  const std::string name = spec.revision + ":" + entry.name;
  const GitOutput r = run_git({"cat-file", "blob", entry.object}, limits::kInputBytes);
  if (r.out_too_long)
    throw InputError({name, 0, 0}, "file is larger than the 64 MiB limit for an input");
  if (r.exit_code != 0)
    throw InputError({name, 0, 0}, "cannot read from git: " + first_line(r.err));
  return text_file_from_memory(name, r.out);
}

}  // namespace

std::optional<GitPathSpec> parse_git_path_spec(const std::string& text) {
  const size_t colon = text.find(':');
  if (colon == std::string::npos || colon == 0) return std::nullopt;
  GitPathSpec spec{text.substr(0, colon), text.substr(colon + 1)};
  if (spec.revision.front() == '-') {
    throw InputError({text, 0, 0}, "a git revision cannot start with '-'");
  }
  while (spec.path.size() > 1 && spec.path.back() == '/')
    spec.path.pop_back();
  if (spec.path.empty()) spec.path = ".";
  return spec;
}

GitTree read_git_path(const GitPathSpec& spec) {
  std::vector<TreeEntry> entries = list_tree(spec, spec.path);
  if (entries.empty()) {
    throw InputError({spec.display(), 0, 0},
                     fmt::format("no such path in {} (paths are relative to the current directory)",
                                 spec.revision));
  }
  GitTree tree;
  // ls-tree names a folder by itself; its files are listed with a trailing slash ("." lists the
  // current directory's files at once).
  if (entries.size() == 1 && entries[0].type == "tree" && spec.path != ".") {
    entries = list_tree(spec, spec.path + "/");
    tree.is_folder = true;
  } else if (entries.size() == 1 && entries[0].type == "blob" && spec.path != ".") {
    tree.files.push_back(read_blob(spec, entries[0]));
    return tree;
  } else {
    tree.is_folder = true;
  }
  for (const TreeEntry& e : entries) {
    // Files only (no symbolic links, mode 120000, nor submodules), as a directory is read.
    if (e.type != "blob" || e.mode == "120000") continue;
    if (!is_input_candidate(std::filesystem::path(e.name).filename().string())) continue;
    tree.files.push_back(read_blob(spec, e));
  }
  return tree;
}

}  // namespace schedlint
