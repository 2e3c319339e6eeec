// `schedlint check` over every file of ../shared/corpus (real configurations from public
// repositories, malformed ones included on purpose), run as the real binary so a crash shows up
// as a crash: each must exit 0 or 1, and 2 only for the files that really are not well-formed
// XML (checked with xmllint and listed in the corpus's SOURCES.tsv notes).
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <set>

#include <gtest/gtest.h>

#include "support/test_support.h"

namespace schedlint {
namespace corpus_test {

namespace fs = std::filesystem;

const std::set<std::string> kMalformed{
    "capacity/anaBorja__hive-PowerBI-docker-cluster__config_capacity-scheduler.xml",
    "capacity/kris37__qyer-test-cluster__capacity-scheduler__at_44d2ad12.xml",
    "capacity/sunileman__MapReduce-Performance_Testing__capacity-scheduler.xml",
    "capacity/sunternet__hadoop_basic__capacity-scheduler.xml",
    "fair/apache__hadoop__hadoop-yarn-project_hadoop-yarn_hadoop-yarn-server_hadoop-yarn-server-"
    "resourcemanager_src_test_resources_fair-scheduler-invalid.xml",
    "fair/lepetitprinz__apache-hadoop__yarn_fair-scheduler.xml",
    "fair/saimadanmohan__HSparkCluster__HASparkSlave_files_fair-scheduler.xml",
    "fair/steidsen__TA-Hadoop__fair-scheduler.xml",
    "yarn-site/sunileman__MapReduce-Performance_Testing__yarn-site.xml",
};

struct BinaryRun {
  int status = -1;  // exit code, or -1 when killed by a signal
  std::string err;
};

BinaryRun run_binary(const std::string& file) {
  const std::string command = std::string(SCHEDLINT_BINARY) + " check '" + file +
                              "' --format json --fail-on error 2>&1 >/dev/null";
  BinaryRun run;
  FILE* pipe = popen(command.c_str(), "r");
  std::array<char, 4096> buffer{};
  size_t n;
  while ((n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
    run.err.append(buffer.data(), n);
  const int status = pclose(pipe);
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

TEST(Corpus, EveryFileIsReadWithoutCrashing) {
  const fs::path corpus = testing::corpus_dir();
  if (corpus.empty()) GTEST_SKIP() << "no ../shared/corpus next to the checkout";
  int files = 0;
  std::set<std::string> refused;
  for (const auto& entry : fs::recursive_directory_iterator(corpus)) {
    if (entry.path().extension() != ".xml") continue;
    ++files;
    const std::string relative = fs::relative(entry.path(), corpus).string();
    const BinaryRun run = run_binary(entry.path().string());
    ASSERT_NE(run.status, -1) << relative << " crashed: " << run.err;
    if (run.status == 2) {
      refused.insert(relative);
      // Unreadable input names the file and a line.
      EXPECT_EQ(run.err.rfind(entry.path().string() + ":", 0), 0u) << run.err;
      EXPECT_NE(run.err.find(": error: not well-formed XML"), std::string::npos) << run.err;
    } else {
      EXPECT_TRUE(run.status == 0 || run.status == 1) << relative << " exit " << run.status;
    }
  }
  EXPECT_EQ(files, 178);
  EXPECT_EQ(refused, kMalformed);
}

}  // namespace corpus_test
}  // namespace schedlint
