#include "parse/text_file.h"

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "parse/input_error.h"
#include "support/test_support.h"

namespace schedlint {
namespace text_file_test {

using testing::TempDir;

std::string error_of(const std::string& path) {
  try {
    read_text_file(path);
  } catch (const InputError& e) {
    return e.formatted();
  }
  return "no error";
}

TEST(ReadTextFile, MissingPathIsAnErrorAtLineOne) {
  TempDir dir;
  const std::string path = (dir.path() / "missing.xml").string();
  EXPECT_EQ(error_of(path), path + ": error: cannot read: no such file or directory");
}

TEST(ReadTextFile, DirectoryIsRefused) {
  TempDir dir;
  EXPECT_EQ(error_of(dir.path().string()),
            dir.path().string() + ": error: is a directory, expected a file");
}

TEST(ReadTextFile, BinaryDataIsRefusedAtTheLineOfTheNulByte) {
  TempDir dir;
  const std::string path = dir.write("garbage.xml", std::string("<a>\n\n<b>\0\x01\x02", 11));
  EXPECT_EQ(error_of(path), path + ":3: error: binary data (a NUL byte): expected a text file");
}

TEST(ReadTextFile, FilesOverTheSizeLimitAreRefusedWithoutReadingThem) {
  TempDir dir;
  const std::string path = (dir.path() / "huge.xml").string();
  std::ofstream(path).close();
  std::filesystem::resize_file(path, kMaxInputBytes + 1);  // sparse: no disk used
  EXPECT_EQ(error_of(path), path + ": error: file is larger than the 64 MiB limit for an input");
}

TEST(ReadTextFile, DropsAUtf8ByteOrderMark) {
  TempDir dir;
  const std::string path = dir.write("bom.xml", "\xEF\xBB\xBF<configuration/>");
  EXPECT_EQ(read_text_file(path).content, "<configuration/>");
}

}  // namespace text_file_test
}  // namespace schedlint
