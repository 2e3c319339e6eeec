#pragma once

#include <vector>

#include "parse/hadoop_conf.h"
#include "workload/framework_conf.h"

namespace schedlint {

/// mapred-site.xml, tez-site.xml or hive-site.xml (in the order given, for Hive all three) as the
/// framework's Configuration holds them: each name's effective value (a later one wins unless an
/// earlier one is final), ${var} expanded as Configuration.substituteVars does (an unresolved
/// variable stays literal), at the line of its <value>. For mapred-site.xml (`mapreduce_names`),
/// a deprecated name is loaded under its current one, as MapReduce's Configuration does, and
/// keeps the name written (FrameworkProperty::written_as).
FrameworkConf framework_conf_from_xml(const std::vector<ConfProperty>& properties,
                                      bool mapreduce_names = false);

}  // namespace schedlint
