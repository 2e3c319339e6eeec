#pragma once

#include <functional>
#include <optional>
#include <string>

namespace schedlint {

/// Where the CI that runs schedlint shows the files it checked out, for links from a Markdown
/// comment to a finding's line: "{GITHUB_SERVER_URL}/{GITHUB_REPOSITORY}/blob/{GITHUB_SHA}/" on
/// GitHub Actions, "{CI_PROJECT_URL}/-/blob/{CI_COMMIT_SHA}/" on GitLab CI; "" elsewhere, or when
/// a value is not of the shape those CIs set (an http(s) URL of plain host and path characters, a
/// hex commit), so that nothing else can reach a link.
std::string ci_blob_url();

/// The same, from `variable` (the environment's values, nullopt when unset): for tests.
std::string ci_blob_url(const std::function<std::optional<std::string>(const char*)>& variable);

}  // namespace schedlint
