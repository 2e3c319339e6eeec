#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "parse/input_limits.h"

namespace schedlint {

/// A file's bytes as read from disk, under the name the user gave.
struct TextFile {
  std::string path;
  std::string content;
};

/// Reads `path`, refusing a missing or unreadable path, a directory, a file over
/// limits::kInputBytes and binary data (a NUL byte). A UTF-8 byte order mark is dropped, and UTF-16
/// (with a byte order mark, or XML starting with '<') is read as UTF-8 text. Throws InputError.
TextFile read_text_file(const std::string& path);

/// Builds a TextFile from memory with the same checks (used by tests and examples).
TextFile text_file_from_memory(std::string path, std::string content);

/// 1-based line number of byte `offset` in `text`.
int line_of_offset(std::string_view text, std::size_t offset);

}  // namespace schedlint
