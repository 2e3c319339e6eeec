#pragma once

#include <compare>
#include <string>

namespace schedlint {

/// Where a value came from: the file as the user named it and a 1-based line and column.
/// An empty file means "not from any file" (a built-in default).
struct SourceLocation {
  std::string file;
  int line = 0;
  int column = 0;

  bool known() const { return !file.empty(); }
  bool operator==(const SourceLocation&) const = default;
  auto operator<=>(const SourceLocation&) const = default;  ///< by file, then line, then column
};

/// A value together with the place that set it. A default value has an unknown location.
template <class T>
struct Setting {
  T value{};
  SourceLocation loc;

  bool is_set() const { return loc.known(); }
};

}  // namespace schedlint
