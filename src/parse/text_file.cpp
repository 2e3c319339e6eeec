#include "parse/text_file.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <unistd.h>

#include "parse/input_error.h"

namespace schedlint {

namespace {

void check_content(const std::string& path, const std::string& content) {
  if (auto nul = content.find('\0'); nul != std::string::npos) {
    if (content.size() >= 2 && (content[0] == '\0' || content[1] == '\0')) {
      throw InputError({path, 0, 0},
                       "text in UTF-16 without a byte order mark: save it as UTF-8 (or as UTF-16 "
                       "with a byte order mark)");
    }
    throw InputError({path, line_of_offset(content, nul), 0},
                     "binary data (a NUL byte): expected a text file");
  }
}

void drop_bom(std::string& content) {
  if (content.rfind("\xEF\xBB\xBF", 0) == 0) content.erase(0, 3);
}

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// UTF-16 text (from `start`) as UTF-8; an unpaired surrogate becomes U+FFFD.
std::string utf16_to_utf8(std::string_view in, size_t start, bool little_endian) {
  std::string out;
  auto unit = [&](size_t i) -> uint32_t {
    const auto a = static_cast<unsigned char>(in[i]);
    const auto b = static_cast<unsigned char>(in[i + 1]);
    return little_endian ? (b << 8 | a) : (a << 8 | b);
  };
  for (size_t i = start; i + 1 < in.size(); i += 2) {
    uint32_t cp = unit(i);
    if (cp >= 0xD800 && cp <= 0xDBFF && i + 3 < in.size()) {
      const uint32_t low = unit(i + 2);
      if (low >= 0xDC00 && low <= 0xDFFF) {
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        i += 2;
      }
    }
    if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;
    append_utf8(out, cp);
  }
  return out;
}

// XML in UTF-16, as the XML parser Hadoop's Configuration uses reads it: with a byte order mark,
// or without one when the document starts with '<' (XML 1.0 appendix F). Read as UTF-8 text.
void decode_utf16(std::string& content) {
  if (content.rfind("\xFF\xFE", 0) == 0) {
    content = utf16_to_utf8(content, 2, true);
  } else if (content.rfind("\xFE\xFF", 0) == 0) {
    content = utf16_to_utf8(content, 2, false);
  } else if (content.size() >= 2 && content[0] == '<' && content[1] == '\0') {
    content = utf16_to_utf8(content, 0, true);
  } else if (content.size() >= 2 && content[0] == '\0' && content[1] == '<') {
    content = utf16_to_utf8(content, 0, false);
  }
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
  if (ec == std::errc::too_many_symbolic_link_levels) {
    throw InputError({path, 0, 0}, "cannot read: a loop of symbolic links");
  }
  if (ec || !fs::exists(status)) {
    throw InputError({path, 0, 0}, "cannot read: no such file or directory");
  }
  if (fs::is_directory(status)) throw InputError({path, 0, 0}, "is a directory, expected a file");
  // A device or socket is no configuration (/dev/zero would be read up to the size limit); a
  // FIFO is, as <(...) gives one.
  if (fs::is_character_file(status) || fs::is_block_file(status) || fs::is_socket(status)) {
    throw InputError({path, 0, 0}, "is a device or socket, expected a file");
  }
  auto size = fs::file_size(path, ec);
  if (!ec && size > limits::kInputBytes) {
    throw InputError({path, 0, 0}, "file is larger than the 64 MiB limit for an input");
  }
  // Opened without blocking, so a FIFO nobody writes to is an empty file rather than a hang;
  // then read as usual (a pipe with a writer, <(...) say, still works).
  const int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) throw InputError({path, 0, 0}, std::string("cannot read: ") + std::strerror(errno));
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  std::string content;
  // Read in chunks and stop one byte past the limit, so a file that grows (or a pipe) cannot
  // exhaust memory.
  char chunk[1 << 16];
  while (content.size() <= limits::kInputBytes) {
    const ssize_t n = read(fd, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const std::string reason = std::strerror(errno);
      close(fd);
      throw InputError({path, 0, 0}, "cannot read: " + reason);
    }
    if (n == 0) break;
    content.append(chunk, static_cast<std::size_t>(n));
  }
  close(fd);
  if (content.size() > limits::kInputBytes) {
    throw InputError({path, 0, 0}, "file is larger than the 64 MiB limit for an input");
  }
  return text_file_from_memory(path, std::move(content));
}

TextFile text_file_from_memory(std::string path, std::string content) {
  decode_utf16(content);
  drop_bom(content);
  check_content(path, content);
  return TextFile{std::move(path), std::move(content)};
}

}  // namespace schedlint
