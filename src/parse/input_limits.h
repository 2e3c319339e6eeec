#pragma once

#include <cstddef>
#include <cstdint>

// What a hostile file could make schedlint exhaust, each bounded here and nowhere else. Past a
// limit, reading stops with "path:line: error: ..." and exit 2 (README.md, "Limits"). Each bound is
// far beyond any real cluster's configuration.
namespace schedlint::limits {

/// Any input file.
inline constexpr std::size_t kInputBytes = 64u * 1024u * 1024u;
/// Any one string in a file: an XML name, value, text or attribute, a YAML scalar, a JSON string.
inline constexpr std::size_t kStringBytes = 1024u * 1024u;
/// All input files together (each is read and kept for the reports' excerpts).
inline constexpr std::size_t kAllInputBytes = 256u * 1024u * 1024u;
/// Elements in one XML file (a property is three).
inline constexpr std::size_t kXmlElements = 1000000;
/// Nesting of XML elements: tinyxml2's own bound, which it reports as XML_ELEMENT_DEPTH_EXCEEDED.
inline constexpr int kXmlDepth = 100;
/// A value after ${var} substitution (Hadoop stops after 20 substitutions, each inserting up to a
/// whole value); what substitution produces over all values together is held to kInputBytes.
inline constexpr std::size_t kExpandedValueBytes = 1024u * 1024u;
/// Queues in one scheduler file (the depth below root is kMaxQueueDepth, model/queue_tree.h).
inline constexpr int kQueues = 100000;
/// Node groups, nodes in one group, and nodes in all.
inline constexpr std::size_t kNodeGroups = 100000;
inline constexpr int64_t kNodesPerGroup = 100000;
inline constexpr int64_t kNodes = 10000000;
/// The whole cluster's amount of any one resource: 2^53, so that the doubles of Hadoop's
/// arithmetic hold it exactly and no product with a percentage overflows a Java long.
inline constexpr int64_t kClusterAmount = int64_t{1} << 53;
/// YAML: nodes once aliases are expanded (an alias counts as a copy of its anchor), and depth.
inline constexpr std::size_t kYamlNodes = 1000000;
inline constexpr int kYamlDepth = 100;
/// Containers listed in one usage snapshot, once `count`s are expanded.
inline constexpr int64_t kSnapshotContainers = 1000000;
/// JSON nesting, and values in one JSON file (each takes about 120 bytes once read: a
/// ResourceManager dump of 40,000 nodes has some 2,000,000).
inline constexpr int kJsonDepth = 256;
inline constexpr std::size_t kJsonValues = 4000000;
/// Attributes on one XML element (tinyxml2 compares each with those before it: quadratic).
inline constexpr std::size_t kXmlAttributes = 64;

}  // namespace schedlint::limits
