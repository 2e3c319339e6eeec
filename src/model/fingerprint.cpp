#include "model/fingerprint.h"

#include <cctype>
#include <cstdint>
#include <filesystem>

#include <fmt/format.h>

namespace schedlint {

namespace {

bool digit(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

bool ends_with(std::string_view text, std::string_view tail) {
  return text.size() >= tail.size() && text.substr(text.size() - tail.size()) == tail;
}

// Whether the digits at `at` are a line number: after "line ", or after "<file>.xml:" (and the
// other input kinds) as messages name another place.
bool line_number_at(std::string_view message, size_t at) {
  const std::string_view before = message.substr(0, at);
  if (ends_with(before, "line ") || ends_with(before, "lines ")) return true;
  for (std::string_view kind : {".xml:", ".yaml:", ".yml:", ".json:"}) {
    if (ends_with(before, kind)) return true;
  }
  return false;
}

uint64_t fnv1a(std::string_view text, uint64_t hash) {
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  return hash;
}

}  // namespace

std::string without_line_numbers(std::string_view message) {
  std::string out;
  for (size_t i = 0; i < message.size();) {
    if (digit(message[i]) && (i == 0 || !digit(message[i - 1])) && line_number_at(message, i)) {
      out += '#';
      while (i < message.size() && digit(message[i]))
        ++i;
      continue;
    }
    out += message[i++];
  }
  return out;
}

std::string finding_fingerprint(const Finding& f, std::string_view reported_path) {
  uint64_t hash = 14695981039346656037ull;
  const std::string message = without_line_numbers(f.message);
  // Each part ends with a byte no part holds, so "ab" + "c" and "a" + "bc" differ.
  for (std::string_view part : {std::string_view(f.rule), reported_path, std::string_view(f.queue),
                                std::string_view(message)}) {
    hash = fnv1a(part, hash);
    hash = fnv1a(std::string_view("\0", 1), hash);
  }
  return fmt::format("{:016x}", hash);
}

std::string path_from_root(const std::string& path, const std::string& root) {
  namespace fs = std::filesystem;
  if (root.empty()) return path;
  std::error_code ec;
  fs::path absolute = fs::absolute(path, ec).lexically_normal();
  if (ec) absolute = fs::path(path);
  const fs::path relative = absolute.lexically_relative(fs::path(root));
  if (relative.empty() || *relative.begin() == "..") return absolute.generic_string();
  return relative.generic_string();
}

}  // namespace schedlint
