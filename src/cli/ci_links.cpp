#include "cli/ci_links.h"

#include <cstdlib>
#include <regex>

namespace schedlint {

namespace {

bool url_like(const std::string& url) {
  static const std::regex kUrl(R"(https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[A-Za-z0-9._~-]+)*)");
  return std::regex_match(url, kUrl);
}

bool commit_like(const std::string& sha) {
  static const std::regex kSha("[0-9a-f]{40}|[0-9a-f]{64}");
  return std::regex_match(sha, kSha);
}

bool repository_like(const std::string& repo) {
  static const std::regex kRepo("[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+");
  return std::regex_match(repo, kRepo) && repo.find("..") == std::string::npos;
}

}  // namespace

std::string ci_blob_url(const std::function<std::optional<std::string>(const char*)>& variable) {
  const auto server = variable("GITHUB_SERVER_URL");
  const auto repository = variable("GITHUB_REPOSITORY");
  const auto sha = variable("GITHUB_SHA");
  if (server && repository && sha) {
    if (!url_like(*server) || !repository_like(*repository) || !commit_like(*sha)) return "";
    return *server + "/" + *repository + "/blob/" + *sha + "/";
  }
  const auto project = variable("CI_PROJECT_URL");
  const auto commit = variable("CI_COMMIT_SHA");
  if (project && commit && url_like(*project) && commit_like(*commit))
    return *project + "/-/blob/" + *commit + "/";
  return "";
}

std::string ci_blob_url() {
  return ci_blob_url([](const char* name) -> std::optional<std::string> {
    const char* value = std::getenv(name);
    if (value == nullptr) return std::nullopt;
    return std::string(value);
  });
}

}  // namespace schedlint
