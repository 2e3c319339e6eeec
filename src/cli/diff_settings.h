#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/diff_sides.h"
#include "cli/project_config.h"
#include "model/model.h"

namespace schedlint {

/// Which settings judge a change. The new version of a pull request is written by its author, its
/// .schedlint.yaml and inline suppressions included: the gate takes severities, suppressions and
/// options from the old version's settings (or from --config), never from the change it judges,
/// and reports what the new version's settings would change once merged.
struct DiffSettings {
  std::optional<ProjectConfig> trusted;  ///< what governs the run (none: defaults)
  std::string trusted_from;              ///< "--config", "the old version", or "" for none
  std::vector<std::string> changes;      ///< what the new version changes, applied once merged
};

/// The settings of `before` (a .schedlint.yaml found from it upward, in its git revision when it
/// is read from git) govern unless `config_flag` names a file; those of `after` are compared with
/// them. Throws InputError for a settings file that cannot be read.
DiffSettings find_diff_settings(const std::string& config_flag, const DiffSide& before,
                                const DiffSide& after);

/// Leaves out of `after` the inline suppressions the old version does not have too (the same file
/// name, rules, expiry and suppressed text): a change cannot silence what it brings. Each one left
/// out is described in `changes`.
void keep_trusted_inline_suppressions(const Model& before, Model& after,
                                      std::vector<std::string>& changes);

}  // namespace schedlint
