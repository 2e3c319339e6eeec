#include "parse/git_command.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string_view>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "parse/input_error.h"

namespace schedlint {

namespace {

namespace fs = std::filesystem;

// The first "git" on PATH that can be run. Only absolute entries count: an empty or relative one
// would name a folder of the checkout, where a pull request could put a program called git.
std::string git_program() {
  const char* path = std::getenv("PATH");
  std::string_view rest = path != nullptr ? path : "/usr/local/bin:/usr/bin:/bin";
  while (true) {
    const size_t colon = rest.find(':');
    const std::string_view entry = rest.substr(0, colon);
    if (!entry.empty() && entry.front() == '/') {
      const std::string candidate = std::string(entry) + "/git";
      struct stat st {};
      if (stat(candidate.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
          access(candidate.c_str(), X_OK) == 0) {
        return candidate;
      }
    }
    if (colon == std::string_view::npos) break;
    rest.remove_prefix(colon + 1);
  }
  throw InputError({}, "cannot run git to read a revision: no git on PATH");
}

// Configuration on the command line wins over the repository's: nothing these commands could run
// or consult is left to it.
const std::vector<std::string>& fixed_configuration() {
  static const std::vector<std::string> kConfig{
      "core.fsmonitor=false",
      "core.hooksPath=/dev/null",
      "core.pager=cat",
      "core.attributesFile=/dev/null",
      "core.askPass=",
      "core.sshCommand=false",
      "core.alternateRefsCommand=",
      "credential.helper=",
      "diff.external=",
      "safe.bareRepository=explicit",
      "protocol.allow=never",
      "submodule.recurse=false",
  };
  return kConfig;
}

// The whole environment git gets: none of the caller's (GIT_DIR, GIT_EXTERNAL_DIFF, GIT_SSH...).
// No system or global configuration (HOME points nowhere for releases before GIT_CONFIG_GLOBAL);
// no protocol at all, so a partial clone's missing object is an error rather than a fetch that
// runs the remote's upload-pack command (GIT_NO_LAZY_FETCH says the same to git 2.44 on).
std::vector<std::string> git_environment(const std::string& program, const WorkTree& tree) {
  return {
      "PATH=" + fs::path(program).parent_path().string() + ":/usr/bin:/bin",
      "GIT_DIR=" + tree.git_dir.string(),
      "GIT_WORK_TREE=" + tree.top.string(),
      "GIT_CONFIG_NOSYSTEM=1",
      "GIT_CONFIG_SYSTEM=/dev/null",
      "GIT_CONFIG_GLOBAL=/dev/null",
      "HOME=/nonexistent",
      "XDG_CONFIG_HOME=/nonexistent",
      "GIT_ATTR_NOSYSTEM=1",
      "GIT_NO_LAZY_FETCH=1",
      "GIT_ALLOW_PROTOCOL=none",
      "GIT_PROTOCOL_FROM_USER=0",
      "GIT_TERMINAL_PROMPT=0",
      "GIT_PAGER=cat",
      "PAGER=cat",
      "GIT_OPTIONAL_LOCKS=0",
      "GIT_LITERAL_PATHSPECS=1",
      "LC_ALL=C",
  };
}

}  // namespace

std::optional<WorkTree> enclosing_work_tree(const fs::path& start) {
  std::error_code ec;
  fs::path dir = fs::weakly_canonical(fs::absolute(start, ec), ec);
  if (ec) return std::nullopt;
  if (!fs::is_directory(dir, ec)) dir = dir.parent_path();
  while (true) {
    const fs::path git = dir / ".git";
    const fs::file_status status = fs::status(git, ec);
    if (fs::is_directory(status) || fs::is_regular_file(status)) return WorkTree{dir, git};
    if (!dir.has_parent_path() || dir.parent_path() == dir) return std::nullopt;
    dir = dir.parent_path();
  }
}

GitOutput run_git(const WorkTree& tree, const std::vector<std::string>& args, size_t max_out) {
  const std::string program = git_program();
  std::vector<std::string> argv_text{"git", "--no-pager"};
  for (const std::string& c : fixed_configuration()) {
    argv_text.push_back("-c");
    argv_text.push_back(c);
  }
  argv_text.insert(argv_text.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_text)
    argv.push_back(a.data());
  argv.push_back(nullptr);
  std::vector<std::string> env_text = git_environment(program, tree);
  std::vector<char*> env;
  for (std::string& e : env_text)
    env.push_back(e.data());
  env.push_back(nullptr);

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
  pid_t pid = 0;
  // Every argument is passed as is, without a shell: names from a repository are hostile.
  const int spawned =
      posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), env.data());
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
  for (const pollfd& fd : fds) {
    if (fd.fd >= 0) close(fd.fd);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

}  // namespace schedlint
