// Every input a fuzzer crashed on (fuzz/regressions/<target>/) and every seed, through the same
// entry as the fuzz target: in this build, and under ASan and UBSan in the sanitizer build.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "fuzz/fuzz_entries.h"

namespace schedlint {
namespace fuzz_regressions_test {

namespace fs = std::filesystem;

std::string read_bytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Runs each file under fuzz/<folder>/<target>/ through its target's entry; returns how many.
int run_folder(const std::string& folder) {
  int ran = 0;
  const fs::path root = fs::path(SCHEDLINT_SOURCE_DIR) / "fuzz" / folder;
  for (const auto& target : fs::directory_iterator(root)) {
    if (!target.is_directory()) continue;
    const fuzz::Entry& entry = fuzz::entry(target.path().filename().string());
    for (const auto& input : fs::directory_iterator(target.path())) {
      SCOPED_TRACE(input.path().string());
      const std::string bytes = read_bytes(input.path());
      entry.run(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
      ++ran;
    }
  }
  return ran;
}

TEST(FuzzRegressions, EveryCrashingInputNowReadsCleanly) {
  EXPECT_GT(run_folder("regressions"), 0);
}

TEST(FuzzRegressions, EverySeedReadsCleanly) {
  EXPECT_GT(run_folder("seeds"), 0);
}

TEST(FuzzRegressions, EachTargetHasAnEntry) {
  // The names the build makes fuzz_<name> targets of, and the seed folders, all have entries.
  for (const auto& target : fs::directory_iterator(fs::path(SCHEDLINT_SOURCE_DIR) / "fuzz/seeds"))
    EXPECT_STREQ(fuzz::entry(target.path().filename().string()).name,
                 target.path().filename().string().c_str());
  EXPECT_EQ(fuzz::entries().size(), 11u);
}

}  // namespace fuzz_regressions_test
}  // namespace schedlint
