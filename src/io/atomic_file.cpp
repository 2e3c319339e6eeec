#include "io/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

namespace schedlint {

namespace {

namespace fs = std::filesystem;

std::string error_text(const std::string& what) {
  return fmt::format("{}: {}", what, std::strerror(errno));
}

bool under_system_folder(const std::string& path) {
  return path.starts_with("/dev/") || path.starts_with("/proc/");
}

bool written_through(mode_t mode) {
  return S_ISCHR(mode) || S_ISFIFO(mode);
}

// Writes `content` into what `path` already is (a device, a FIFO, a terminal): no temporary
// file, no rename. A FIFO nobody reads is an error, not a hang.
void write_through(const std::string& path, const std::string& content) {
  const int fd = open(path.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    throw std::runtime_error(
        error_text(errno == ENXIO ? "nothing reads the FIFO " + path : "cannot open " + path));
  }
  struct stat st {};
  if (fstat(fd, &st) != 0 || S_ISREG(st.st_mode) || S_ISDIR(st.st_mode)) {
    close(fd);  // swapped for a file meanwhile: never written into in place
    throw std::runtime_error("cannot write " + path + ": it changed while being opened");
  }
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  size_t written = 0;
  while (written < content.size()) {
    const ssize_t n = write(fd, content.data() + written, content.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      const std::string message = error_text("cannot write " + path);
      close(fd);
      throw std::runtime_error(message);
    }
    written += static_cast<size_t>(n);
  }
  close(fd);
}

}  // namespace

void write_file_atomically(const std::string& path, const std::string& content) {
  const fs::path target(path);
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec)
    throw std::runtime_error("cannot create the folder " + dir.string() + ": " + ec.message());
  const std::string base = target.filename().string();
  std::string pattern =
      (dir / ("." + base.substr(0, std::min<size_t>(base.size(), 100)) + ".XXXXXX")).string();
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  const int fd = mkstemp(name.data());
  if (fd < 0) throw std::runtime_error(error_text("cannot create a file in " + dir.string()));
  const std::string temp(name.data());
  auto fail = [&](const std::string& what) {
    const std::string message = error_text(what);
    close(fd);
    unlink(temp.c_str());
    throw std::runtime_error(message);
  };
  // mkstemp makes it private (0600); a report is an ordinary file.
  if (fchmod(fd, 0644) != 0) fail("cannot set the permissions of " + temp);
  size_t written = 0;
  while (written < content.size()) {
    const ssize_t n = write(fd, content.data() + written, content.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail("cannot write " + temp);
    }
    written += static_cast<size_t>(n);
  }
  if (close(fd) != 0) {
    const std::string message = error_text("cannot write " + temp);
    unlink(temp.c_str());
    throw std::runtime_error(message);
  }
  if (rename(temp.c_str(), path.c_str()) != 0) {
    const std::string message = error_text("cannot write " + path);
    unlink(temp.c_str());
    throw std::runtime_error(message);
  }
}

std::string make_private_temp_dir(const std::string& prefix) {
  const char* tmp = std::getenv("TMPDIR");
  const fs::path base = tmp != nullptr && *tmp != '\0' ? fs::path(tmp) : fs::path("/tmp");
  const std::string pattern = (base / (prefix + "-XXXXXX")).string();
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  if (mkdtemp(name.data()) == nullptr)
    throw std::runtime_error(error_text("cannot create a folder in " + base.string()));
  return std::string(name.data());
}

void write_report_file(const std::string& path, const std::string& content) {
  struct stat link {};
  if (lstat(path.c_str(), &link) != 0) {
    if (under_system_folder(path))
      throw std::runtime_error("cannot write " + path + ": no such device");
    write_file_atomically(path, content);
    return;
  }
  struct stat target {};
  const bool resolves = stat(path.c_str(), &target) == 0;
  if (under_system_folder(path) || written_through(link.st_mode) ||
      (S_ISLNK(link.st_mode) && resolves && written_through(target.st_mode))) {
    write_through(path, content);
    return;
  }
  if (S_ISDIR(link.st_mode)) throw std::runtime_error("cannot write " + path + ": a folder");
  if (!S_ISREG(link.st_mode) && !S_ISLNK(link.st_mode)) {
    throw std::runtime_error("cannot write " + path +
                             ": not a regular file, a character device or a FIFO");
  }
  write_file_atomically(path, content);
}

void discard_report_file(const std::string& path) {
  struct stat link {};
  if (path.empty() || under_system_folder(path) || lstat(path.c_str(), &link) != 0) return;
  if (S_ISREG(link.st_mode) || S_ISLNK(link.st_mode)) unlink(path.c_str());
}

std::string safe_file_name(const std::string& name) {
  std::string out;
  bool changed = false;
  for (char c : name) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                       c == '.' || c == '_' || c == '-';
    out += plain ? c : '_';
    changed = changed || !plain;
  }
  if (!out.empty() && out.front() == '.') {
    out.front() = '_';  // no hidden file, no "." or ".."
    changed = true;
  }
  if (out.empty()) {
    out = "_";
    changed = true;
  }
  if (out.size() > 120) {
    out.resize(120);
    changed = true;
  }
  if (!changed) return out;
  uint64_t hash = 14695981039346656037ull;  // FNV-1a of the original name
  for (unsigned char c : name) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  return fmt::format("{}-{:08x}", out, static_cast<uint32_t>(hash ^ (hash >> 32)));
}

}  // namespace schedlint
