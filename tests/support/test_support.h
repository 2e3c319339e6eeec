#pragma once

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "model/finding.h"
#include "model/resource.h"
#include "model/model.h"

namespace schedlint {
/// Readable gtest output for resources and findings.
void PrintTo(const Resource& r, std::ostream* os);
void PrintTo(const Finding& f, std::ostream* os);
}  // namespace schedlint

namespace schedlint::testing {

/// A fresh folder under the system temp dir, removed when the object goes away.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const std::filesystem::path& path() const { return path_; }
  /// Writes `content` to `name` (sub-folders are created) and returns the full path.
  std::string write(const std::string& name, const std::string& content) const;

 private:
  std::filesystem::path path_;
};

using Files = std::vector<std::pair<std::string, std::string>>;

/// Writes `files` into a temp dir and loads them all (by path) with `version`.
Model load_files(const TempDir& dir, const Files& files, const std::string& version = "3.3");

/// Loads `files` and runs every rule with default options; returns the findings of `rule`.
std::vector<Finding> run_rule(const Files& files, const std::string& rule,
                              const std::string& version = "3.3");

/// The findings of one rule among `findings`.
std::vector<Finding> of_rule(const std::vector<Finding>& findings, const std::string& rule);

/// Runs the CLI in-process.
struct CliResult {
  int code = 0;
  std::string out;
  std::string err;
};
CliResult run_cli_in_process(const std::vector<std::string>& args);

/// A Hadoop configuration file holding `properties` in order, one <property> per line after the
/// <configuration> line, so property i (0-based) sits on line i + 2.
std::string conf_xml(const std::vector<std::pair<std::string, std::string>>& properties);

/// The repository root (for samples/ and the corpus next to it).
std::string source_dir();

/// The corpus of real configurations: ../shared/corpus next to the checkout, or $SCHEDLINT_CORPUS;
/// empty when neither exists.
std::filesystem::path corpus_dir();

}  // namespace schedlint::testing
