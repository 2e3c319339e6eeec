#pragma once

#include "model/capacity_config.h"
#include "model/hadoop_version.h"
#include "model/reading_issue.h"

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "model/finding.h"
#include "model/model.h"
#include "model/resource.h"

namespace schedlint {
/// Readable gtest output for resources and findings.
void PrintTo(const Resource& r, std::ostream* os);
void PrintTo(const Finding& f, std::ostream* os);
}  // namespace schedlint

namespace schedlint::testing {

/// A fresh folder under the system temp dir, removed when the object goes away (for the tests of
/// reading real paths: directories, permissions, sizes).
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

/// Files as (name, content).
using Files = std::vector<std::pair<std::string, std::string>>;

/// The content of an example file that is a symbolic link: "-> TARGET".
inline constexpr std::string_view kLinkPrefix = "-> ";

/// Loads `files` from memory, each read as a file of its name would be, with `version`. When one
/// is a symbolic link (kLinkPrefix), they are written into a folder on disk and read as it.
Model load_files(const Files& files, const std::string& version = "3.3");

/// Writes `files` into `dir` and loads them all by path with `version`.
Model load_files(const TempDir& dir, const Files& files, const std::string& version = "3.3");

/// capacity-scheduler.xml text read as the CapacityScheduler reads it (its properties, then
/// read_capacity_config), for tests of the parser and the computations without a whole model.
CapacityConfig read_capacity_xml(const std::string& xml, const HadoopVersion& version,
                                 std::vector<ReadingIssue>& issues,
                                 const std::vector<std::string>& resource_types = {});

/// The reading issues of one kind among `issues`.
std::vector<ReadingIssue> of_kind(const std::vector<ReadingIssue>& issues, ReadingIssueKind kind);

/// The findings of one rule among `findings`.
std::vector<Finding> of_rule(const std::vector<Finding>& findings, const std::string& rule);

/// A Hadoop configuration file holding `properties` in order, one <property> per line after the
/// <configuration> line, so property i (0-based) sits on line i + 2.
std::string conf_xml(const std::vector<std::pair<std::string, std::string>>& properties);

/// A CapacityScheduler with a gpu partition: root.etl (60%) holds no capacity in it, root.ml
/// (40%) holds all of it; `extra` properties follow. ml may use gpu through root's "*" unless an
/// extra sets its accessible-node-labels.
std::string etl_and_ml_with_gpu(const std::vector<std::pair<std::string, std::string>>& extra = {});

/// The repository root (for samples/ and docs/).
std::string source_dir();

/// The corpus of real configurations: $SCHEDLINT_CORPUS, else ../shared/corpus next to the
/// checkout (where CI has it); empty when neither exists.
std::filesystem::path corpus_dir();

}  // namespace schedlint::testing
