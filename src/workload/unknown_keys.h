#pragma once

#include <vector>

#include "model/reading_issue.h"
#include "model/workload.h"
#include "workload/client_conf.h"
#include "workload/framework_conf.h"

namespace schedlint::workload {

/// Records a kUnknownWorkloadKey issue, at its line, for each key of `conf` that `framework`'s
/// client does not read but that is a likely typo of a key it read (`client.asked()`): the value
/// then sizes or places nothing, and the key it resembles is left at its default. Keys borrowed
/// from another framework's file, MapReduce names read under their new name, and the real keys of
/// the framework that happen to lie close to a key it read are not reported.
void report_unknown_keys(Framework framework, const FrameworkConf& conf, const ClientConf& client,
                         std::vector<ReadingIssue>& issues);

}  // namespace schedlint::workload
