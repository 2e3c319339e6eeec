#include "test_support.h"

#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>

#include "cli/app.h"
#include "parse/load_inputs.h"
#include "rules/runner.h"

namespace schedlint {
void PrintTo(const Resource& r, std::ostream* os) { *os << r.to_string(); }
void PrintTo(const Finding& f, std::ostream* os) {
  *os << f.loc.file << ":" << f.loc.line << ": " << severity_name(f.severity) << ": " << f.message
      << " [" << f.rule << "]";
}
}  // namespace schedlint

namespace schedlint::testing {

namespace fs = std::filesystem;

TempDir::TempDir() {
  std::random_device rd;
  path_ = fs::temp_directory_path() / ("schedlint-test-" + std::to_string(rd()) + std::to_string(rd()));
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

Model load_files(const TempDir& dir, const Files& files, const std::string& version) {
  InputRequest request;
  for (const auto& [name, content] : files) request.paths.push_back(dir.write(name, content));
  request.version = *HadoopVersion::parse(version);
  return load_model(request);
}

std::vector<Finding> run_rule(const Files& files, const std::string& rule,
                              const std::string& version) {
  TempDir dir;
  const Model model = load_files(dir, files, version);
  AnalysisOptions options;
  options.hadoop_version = model.hadoop_version;
  auto findings = of_rule(run_rules(model, options, RuleSelection{}), rule);
  // Paths are in a temp dir that is about to go: keep just the file name.
  for (auto& f : findings) f.loc.file = std::filesystem::path(f.loc.file).filename().string();
  return findings;
}

std::vector<Finding> of_rule(const std::vector<Finding>& findings, const std::string& rule) {
  std::vector<Finding> out;
  for (const auto& f : findings) {
    if (f.rule == rule) out.push_back(f);
  }
  return out;
}

CliResult run_cli_in_process(const std::vector<std::string>& args) {
  std::vector<const char*> argv{"schedlint"};
  for (const auto& a : args) argv.push_back(a.c_str());
  std::ostringstream out, err;
  CliResult r;
  r.code = run_cli(static_cast<int>(argv.size()), argv.data(), out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

std::string conf_xml(const std::vector<std::pair<std::string, std::string>>& properties) {
  std::string xml = "<configuration>\n";
  for (const auto& [name, value] : properties) {
    xml += "  <property><name>" + name + "</name><value>" + value + "</value></property>\n";
  }
  return xml + "</configuration>\n";
}

std::string source_dir() { return SCHEDLINT_SOURCE_DIR; }

std::filesystem::path corpus_dir() {
  namespace fs = std::filesystem;
  if (const char* env = std::getenv("SCHEDLINT_CORPUS")) return env;
  for (const fs::path& candidate : {fs::path(source_dir()) / ".." / "shared" / "corpus",
                                   fs::path("/work/shared/corpus")}) {
    if (fs::exists(candidate)) return candidate;
  }
  return {};
}

}  // namespace schedlint::testing
