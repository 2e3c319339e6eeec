#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/hadoop_version.h"
#include "model/reading_issue.h"
#include "parse/hadoop_conf.h"

namespace schedlint {

/// One key of the scheduler's namespaces in yarn-site.xml (yarn.scheduler.*,
/// yarn.resourcemanager.scheduler.*, yarn.resourcemanager.monitor.*; yarn.scheduler.capacity.*
/// has its own table, capacity_keys.h): its spelling, the releases that read it and where that
/// comes from (yarn-default.xml, or the class that reads a key yarn-default.xml does not list).
struct YarnSiteKey {
  std::string_view pattern;  ///< segments; <name> matches one segment, a last <name+> one or more
  ReleaseSince since;        ///< the first release of each branch that reads it
  std::string_view source;   ///< class and JIRA
  /// The first release of each branch that no longer reads it (never, for most keys).
  ReleaseSince until = {ReleaseSince::kNever, ReleaseSince::kNever};
};

/// Whether `key` is in a namespace whose keys the table lists: yarn.scheduler.* (other than
/// yarn.scheduler.capacity.*), yarn.resourcemanager.scheduler.*, yarn.resourcemanager.monitor.*.
bool in_yarn_site_scheduler_namespace(std::string_view key);

/// The row `key` matches, whatever the release; nullopt for a key no release reads.
const YarnSiteKey* match_yarn_site_key(std::string_view key);

/// Why `key` (in a namespace above) has no effect in `version`: a typo (with the closest key that
/// release reads), or a key of other releases. nullopt when `version` reads it.
std::optional<std::string> yarn_site_key_not_read(std::string_view key,
                                                  const HadoopVersion& version);

/// The same for a yarn.resourcemanager.monitor.capacity.preemption.* key set in
/// capacity-scheduler.xml, which the preemption policy reads from there as well from 2.8
/// (YARN-4822; before, read_by_resource_manager_only says the line has no effect). nullopt for any
/// other key.
std::optional<std::string> capacity_file_preemption_key_not_read(std::string_view key,
                                                                 const HadoopVersion& version);

/// The same for a yarn.scheduler.capacity.* key outside capacity-scheduler.xml, judged by the
/// capacity key table alone (no queue hierarchy: a per-queue suffix counts for any queue path).
std::optional<std::string> capacity_key_not_read(std::string_view key,
                                                 const HadoopVersion& version);

/// Records a kUnknownProperty issue for each key of a yarn-site file in the scheduler's
/// namespaces that `version` does not read. yarn.scheduler.capacity.* keys are left out when
/// `capacity_reader_checks_them`: the CapacityScheduler's configuration is yarn-site with
/// capacity-scheduler.xml on top, and its reader already reports every key of it.
void note_unread_yarn_site_keys(const std::vector<ConfProperty>& properties,
                                const HadoopVersion& version, bool capacity_reader_checks_them,
                                std::vector<ReadingIssue>& issues);

}  // namespace schedlint
