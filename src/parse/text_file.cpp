#include "parse/text_file.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "parse/input_error.h"

namespace schedlint {

namespace {

void check_content(const std::string& path, const std::string& content) {
  if (auto nul = content.find('\0'); nul != std::string::npos) {
    throw InputError({path, line_of_offset(content, nul), 0},
                     "binary data (a NUL byte): expected a text file");
  }
}

void drop_bom(std::string& content) {
  if (content.rfind("\xEF\xBB\xBF", 0) == 0) content.erase(0, 3);
}

}  // namespace

int line_of_offset(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  return 1 +
         static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(offset), '\n'));
}

TextFile read_text_file(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  auto status = fs::status(path, ec);
  if (ec || !fs::exists(status)) {
    throw InputError({path, 0, 0}, "cannot read: no such file or directory");
  }
  if (fs::is_directory(status)) throw InputError({path, 0, 0}, "is a directory, expected a file");
  auto size = fs::file_size(path, ec);
  if (!ec && size > kMaxInputBytes) {
    throw InputError({path, 0, 0}, "file is larger than the 64 MiB limit for an input");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError({path, 0, 0}, std::string("cannot read: ") + std::strerror(errno));
  std::string content;
  // Read in chunks and stop one byte past the limit, so a file that grows (or a pipe) cannot
  // exhaust memory.
  char chunk[1 << 16];
  while (in && content.size() <= kMaxInputBytes) {
    in.read(chunk, sizeof chunk);
    content.append(chunk, static_cast<std::size_t>(in.gcount()));
  }
  if (content.size() > kMaxInputBytes) {
    throw InputError({path, 0, 0}, "file is larger than the 64 MiB limit for an input");
  }
  return text_file_from_memory(path, std::move(content));
}

TextFile text_file_from_memory(std::string path, std::string content) {
  drop_bom(content);
  check_content(path, content);
  return TextFile{std::move(path), std::move(content)};
}

}  // namespace schedlint
