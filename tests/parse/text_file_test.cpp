#include "parse/text_file.h"

#include <cstdint>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <sys/stat.h>

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

TEST(ReadTextFile, MissingPathIsAnErrorOfTheWholeFile) {
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
  std::filesystem::resize_file(path, limits::kInputBytes + 1);  // sparse: no disk used
  EXPECT_EQ(error_of(path), path + ": error: file is larger than the 64 MiB limit for an input");
}

TEST(ReadTextFile, DropsAUtf8ByteOrderMark) {
  TempDir dir;
  const std::string path = dir.write("bom.xml", "\xEF\xBB\xBF<configuration/>");
  EXPECT_EQ(read_text_file(path).content, "<configuration/>");
}

// "<a>é\n" in UTF-16, as Windows editors save XML.
std::string utf16(const std::string& ascii_prefix, bool little_endian, bool bom) {
  std::string out = bom ? (little_endian ? "\xFF\xFE" : "\xFE\xFF") : "";
  auto unit = [&](uint16_t u) {
    const char lo = static_cast<char>(u & 0xFF), hi = static_cast<char>(u >> 8);
    out += little_endian ? std::string{lo, hi} : std::string{hi, lo};
  };
  for (char c : ascii_prefix)
    unit(static_cast<uint16_t>(c));
  unit(0x00E9);  // é
  unit(0xD83D);  // U+1F600, a surrogate pair
  unit(0xDE00);
  unit('\n');
  return out;
}

TEST(TextFileFromMemory, Utf16WithAByteOrderMarkIsReadAsUtf8) {
  const std::string expected = "<a>\xC3\xA9\xF0\x9F\x98\x80\n";
  EXPECT_EQ(text_file_from_memory("a.xml", utf16("<a>", true, true)).content, expected);
  EXPECT_EQ(text_file_from_memory("a.xml", utf16("<a>", false, true)).content, expected);
}

TEST(TextFileFromMemory, Utf16XmlWithoutAByteOrderMarkIsRecognizedByItsFirstCharacter) {
  const std::string expected = "<a>\xC3\xA9\xF0\x9F\x98\x80\n";
  EXPECT_EQ(text_file_from_memory("a.xml", utf16("<a>", true, false)).content, expected);
  EXPECT_EQ(text_file_from_memory("a.xml", utf16("<a>", false, false)).content, expected);
}

TEST(TextFileFromMemory, OtherUtf16WithoutAByteOrderMarkIsRefusedAsUtf16NotBinary) {
  try {
    text_file_from_memory("nodes.yaml", utf16("nodes:", true, false));
    FAIL() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.formatted(),
              "nodes.yaml: error: text in UTF-16 without a byte order mark: save it as UTF-8 (or "
              "as UTF-16 with a byte order mark)");
  }
}

TEST(TextFileFromMemory, AUtf16SchedulerFileIsAnalyzedWithItsLineNumbers) {
  const std::string xml =
      "<configuration>\n"
      "<property><name>yarn.scheduler.capacity.root.queues</name><value>a</value></property>\n"
      "<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>abc</value>"
      "</property>\n</configuration>\n";
  std::string le = "\xFF\xFE";
  for (char c : xml)
    le += std::string{c, '\0'};
  const Model m = testing::load_files({{"capacity-scheduler.xml", le}});
  const auto rejected = testing::of_kind(m.reading_issues, ReadingIssueKind::kRejectedValue);
  ASSERT_EQ(rejected.size(), 1u);
  EXPECT_EQ(rejected[0].loc.line, 3);
}

TEST(ReadTextFile, AFifoNobodyWritesToIsReadAsEmptyNotWaitedOn) {
  TempDir dir;
  const std::string fifo = (dir.path() / "capacity-scheduler.xml").string();
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(read_text_file(fifo).content, "");  // opening it used to block for ever
}

}  // namespace text_file_test
}  // namespace schedlint
