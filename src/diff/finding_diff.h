#pragma once

#include <string>
#include <vector>

#include "model/finding.h"
#include "model/model.h"

namespace schedlint {

/// The findings of two versions, matched by fingerprint (model/fingerprint.h: rule, file, queue,
/// what else it is about and its occurrence; never by line or by a number in its message), as many
/// times as each side has them.
struct FindingChanges {
  std::vector<Finding> added;      ///< "new": only in the version after
  std::vector<Finding> fixed;      ///< only in the version before
  std::vector<Finding> unchanged;  ///< in both (as the version after reports it)
};

/// Compares the findings of two versions, each read from `*_inputs`. A file is known by what it
/// is (capacity-scheduler.xml, fair-scheduler.xml, nodes.yaml; yarn-site files by name), not by
/// where it was read, so `origin/main:conf/capacity-scheduler.xml` and `conf/my-capacity.xml`
/// hold the same findings.
FindingChanges compare_findings(const std::vector<Finding>& before,
                                const std::vector<InputFile>& before_inputs,
                                const std::vector<Finding>& after,
                                const std::vector<InputFile>& after_inputs);

/// The fingerprint of `finding` read from `inputs`, as compare_findings matches it.
std::string side_independent_fingerprint(const Finding& finding,
                                         const std::vector<InputFile>& inputs);

}  // namespace schedlint
