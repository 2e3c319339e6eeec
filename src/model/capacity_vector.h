#pragma once

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace schedlint {

/// QueueCapacityVector.ResourceUnitCapacityType: how one resource of a capacity vector is given.
/// The order is Hadoop's calculation order (ResourceCalculationDriver.CALCULATOR_PRECEDENCE).
enum class VectorUnit { kAbsolute, kPercentage, kWeight };

/// One resource of a capacity vector: "memory-mb=50%" is {memory-mb, kPercentage, 50}.
struct VectorEntry {
  std::string resource;
  VectorUnit unit = VectorUnit::kAbsolute;
  double value = 0;  ///< a float as Hadoop parses it, widened to double as the vector stores it
};

/// A capacity or maximum capacity as Hadoop 3.4 reads it for its non-legacy queue mode
/// (QueueCapacityVector, built by QueueCapacityConfigParser). Three shapes:
/// - empty: nothing defined (unset, or a string the parser does not match): the queue gets no
///   resource from its parent for any resource type;
/// - uniform ("50", "2w"): every resource type of the cluster in one unit;
/// - bracketed ("[memory=50%,vcores=2w]"): the resources named, and every other resource type
///   of the cluster absolute 0 (QueueCapacityVector.newInstance).
struct CapacityVector {
  enum class Shape { kEmpty, kUniform, kBracketed };
  Shape shape = Shape::kEmpty;
  VectorEntry uniform;                 ///< kUniform: the unit and value (resource unused)
  std::vector<VectorEntry> bracketed;  ///< kBracketed: as written ("memory" is memory-mb)

  static CapacityVector of(VectorUnit unit, double value) {
    CapacityVector v;
    v.shape = Shape::kUniform;
    v.uniform.unit = unit;
    v.uniform.value = value;
    return v;
  }

  bool empty() const { return shape == Shape::kEmpty; }

  /// The entry Hadoop holds for `resource` (getResource / isResourceOfType), nullopt when the
  /// vector defines nothing for it. `resource` is a type the cluster knows.
  std::optional<VectorEntry> entry(std::string_view resource) const {
    if (shape == Shape::kEmpty) return std::nullopt;
    if (shape == Shape::kUniform)
      return VectorEntry{std::string(resource), uniform.unit, uniform.value};
    for (auto it = bracketed.rbegin(); it != bracketed.rend(); ++it) {
      if (it->resource == resource) return *it;
    }
    return VectorEntry{std::string(resource), VectorUnit::kAbsolute, 0};
  }

  /// getDefinedCapacityTypes over the cluster's resource types and any other name written.
  std::set<VectorUnit> units(const std::vector<std::string>& known_resources) const {
    std::set<VectorUnit> out;
    if (shape == Shape::kEmpty) return out;
    for (const std::string& r : known_resources)
      out.insert(entry(r)->unit);
    for (const VectorEntry& e : bracketed)
      out.insert(entry(e.resource)->unit);
    return out;
  }

  /// isMixedCapacityVector: more than one unit in use.
  bool mixed(const std::vector<std::string>& known_resources) const {
    return units(known_resources).size() > 1;
  }
};

}  // namespace schedlint
