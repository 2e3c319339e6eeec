#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace schedlint {

inline constexpr std::string_view kMemoryMb = "memory-mb";
inline constexpr std::string_view kVcores = "vcores";

/// Orders resource type names as Hadoop's ResourceUtils does: memory-mb, vcores, then the rest.
struct ResourceTypeOrder {
  using is_transparent = void;
  bool operator()(std::string_view a, std::string_view b) const;
};

/// A vector of resource amounts keyed by resource type (memory-mb, vcores, custom types such as
/// yarn.io/gpu), as Hadoop's Resource holds them: signed 64-bit per type. A type that is absent
/// counts as 0.
class Resource {
 public:
  /// Sorted by ResourceTypeOrder. Kept flat: a Resource is copied and read far more often than
  /// a type is added to one, and nearly all hold memory-mb and vcores alone.
  using Amounts = std::vector<std::pair<std::string, int64_t>>;

  Resource() = default;
  Resource(int64_t memory_mb, int64_t vcores);
  Resource(std::initializer_list<std::pair<const std::string, int64_t>> amounts);

  int64_t memory_mb() const { return get(kMemoryMb); }
  int64_t vcores() const { return get(kVcores); }
  int64_t get(std::string_view type) const;
  bool has(std::string_view type) const { return find(type) != nullptr; }
  void set(std::string_view type, int64_t amount);
  const Amounts& amounts() const { return amounts_; }

  bool operator==(const Resource& other) const;

  /// "<memory:1024, vCores:2>" plus custom types, as Hadoop prints a Resource.
  std::string to_string() const;

 private:
  const std::pair<std::string, int64_t>* find(std::string_view type) const;

  Amounts amounts_;
};

}  // namespace schedlint
