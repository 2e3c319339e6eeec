#include "model/fingerprint.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <tuple>

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

// Each part ends with a byte no part holds, so "ab" + "c" and "a" + "bc" differ.
std::string hashed(std::initializer_list<std::string_view> parts) {
  uint64_t hash = 14695981039346656037ull;
  for (std::string_view part : parts) {
    hash = fnv1a(part, hash);
    hash = fnv1a(std::string_view("\0", 1), hash);
  }
  return fmt::format("{:016x}", hash);
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
  const std::string occurrence = std::to_string(f.occurrence);
  return hashed({f.rule, reported_path, f.queue, f.about, occurrence});
}

void assign_identity(std::vector<Finding>& findings, const PropertyLines& property_lines) {
  for (Finding& f : findings) {
    if (!f.about.empty()) continue;
    if (auto file = property_lines.find(f.loc.file); file != property_lines.end()) {
      if (auto line = file->second.find(f.loc.line); line != file->second.end())
        f.about = line->second;
    }
  }
  std::vector<Finding*> order;
  for (Finding& f : findings)
    order.push_back(&f);
  const auto identity = [](const Finding* f) {
    return std::tie(f->rule, f->loc.file, f->queue, f->about);
  };
  std::stable_sort(order.begin(), order.end(), [&](const Finding* a, const Finding* b) {
    return std::tie(a->rule, a->loc.file, a->queue, a->about, a->loc.line, a->loc.column,
                    a->message) < std::tie(b->rule, b->loc.file, b->queue, b->about, b->loc.line,
                                           b->loc.column, b->message);
  });
  for (size_t i = 0; i < order.size(); ++i) {
    order[i]->occurrence =
        i > 0 && identity(order[i - 1]) == identity(order[i]) ? order[i - 1]->occurrence + 1 : 0;
  }
}

std::string message_fingerprint(const Finding& f, std::string_view reported_path) {
  return hashed({f.rule, reported_path, f.queue, without_line_numbers(f.message)});
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
