#include "support/test_support.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <random>

#include "parse/capacity_parser.h"
#include "parse/hadoop_conf.h"
#include "parse/load_inputs.h"
#include "parse/text_file.h"
#include "parse/xml_document.h"

namespace schedlint {
void PrintTo(const Resource& r, std::ostream* os) {
  *os << r.to_string();
}
void PrintTo(const Finding& f, std::ostream* os) {
  *os << f.loc.file << ":" << f.loc.line << ": " << severity_name(f.severity) << ": " << f.message
      << " [" << f.rule << "]";
}
}  // namespace schedlint

namespace schedlint::testing {

namespace fs = std::filesystem;

TempDir::TempDir() {
  std::random_device rd;
  path_ =
      fs::temp_directory_path() / ("schedlint-test-" + std::to_string(rd()) + std::to_string(rd()));
  fs::create_directories(path_);
}

TempDir::~TempDir() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

std::string TempDir::write(const std::string& name, const std::string& content) const {
  const fs::path p = path_ / name;
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << content;
  return p.string();
}

Model load_files(const Files& files, const std::string& version) {
  InputRequest request;
  request.version = *HadoopVersion::parse(version);
  const bool links = std::any_of(files.begin(), files.end(),
                                 [](const auto& f) { return f.second.starts_with(kLinkPrefix); });
  if (links) {
    // Symbolic links exist only on disk: the files, as one folder.
    TempDir dir;
    for (const auto& [name, content] : files) {
      if (content.starts_with(kLinkPrefix)) {
        fs::create_symlink(content.substr(kLinkPrefix.size()), dir.path() / name);
      } else {
        dir.write(name, content);
      }
    }
    request.paths.push_back(dir.path().string());
    return load_model(request);
  }
  for (const auto& [name, content] : files) {
    request.contents.push_back(text_file_from_memory(name, content));
  }
  return load_model(request);
}

Model load_files(const TempDir& dir, const Files& files, const std::string& version) {
  InputRequest request;
  for (const auto& [name, content] : files)
    request.paths.push_back(dir.write(name, content));
  request.version = *HadoopVersion::parse(version);
  return load_model(request);
}

CapacityConfig read_capacity_xml(const std::string& xml, const HadoopVersion& version,
                                 std::vector<ReadingIssue>& issues,
                                 const std::vector<std::string>& resource_types) {
  const XmlDocument doc = XmlDocument::parse(text_file_from_memory("capacity-scheduler.xml", xml));
  HadoopConf conf;
  for (const auto& p : read_conf_properties(doc, version, issues))
    conf.load(p, &issues);
  return read_capacity_config(conf, "capacity-scheduler.xml", version, issues, resource_types);
}

std::vector<ReadingIssue> of_kind(const std::vector<ReadingIssue>& issues, ReadingIssueKind kind) {
  std::vector<ReadingIssue> out;
  for (const auto& issue : issues) {
    if (issue.kind == kind) out.push_back(issue);
  }
  return out;
}

std::vector<Finding> of_rule(const std::vector<Finding>& findings, const std::string& rule) {
  std::vector<Finding> out;
  for (const auto& f : findings) {
    if (f.rule == rule) out.push_back(f);
  }
  return out;
}

std::string conf_xml(const std::vector<std::pair<std::string, std::string>>& properties) {
  std::string xml = "<configuration>\n";
  for (const auto& [name, value] : properties) {
    xml += "  <property><name>" + name + "</name><value>" + value + "</value></property>\n";
  }
  return xml + "</configuration>\n";
}

std::string etl_and_ml_with_gpu(const std::vector<std::pair<std::string, std::string>>& extra) {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "etl,ml"},
      {"yarn.scheduler.capacity.root.accessible-node-labels.gpu.capacity", "100"},
      {"yarn.scheduler.capacity.root.etl.capacity", "60"},
      {"yarn.scheduler.capacity.root.ml.capacity", "40"},
      {"yarn.scheduler.capacity.root.ml.accessible-node-labels.gpu.capacity", "100"}};
  p.insert(p.end(), extra.begin(), extra.end());
  return conf_xml(p);
}

std::string source_dir() {
  return SCHEDLINT_SOURCE_DIR;
}

fs::path corpus_dir() {
  if (const char* env = std::getenv("SCHEDLINT_CORPUS")) return env;
  const fs::path beside = fs::path(source_dir()) / ".." / "shared" / "corpus";
  return fs::exists(beside) ? beside : fs::path();
}

}  // namespace schedlint::testing
