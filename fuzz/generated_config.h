#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "model/hadoop_version.h"
#include "parse/text_file.h"

namespace schedlint::fuzz {

/// A configuration built from fuzz bytes: a scheduler file (CapacityScheduler or FairScheduler)
/// with a queue tree and per-queue settings, a nodes.yaml and a yarn-site.xml, all well formed,
/// so that the bytes explore the analysis rather than the XML parser.
struct GeneratedConfig {
  std::vector<TextFile> files;
  HadoopVersion version;
};

GeneratedConfig generate_config(const uint8_t* data, size_t size);

}  // namespace schedlint::fuzz
