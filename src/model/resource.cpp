#include "model/resource.h"

#include <algorithm>

#include <fmt/format.h>

namespace schedlint {

namespace {
int type_rank(std::string_view name) {
  if (name == kMemoryMb) return 0;
  if (name == kVcores) return 1;
  return 2;
}
}  // namespace

bool ResourceTypeOrder::operator()(std::string_view a, std::string_view b) const {
  const int ra = type_rank(a);
  const int rb = type_rank(b);
  if (ra != rb) return ra < rb;
  return a < b;
}

Resource::Resource(int64_t memory_mb, int64_t vcores)
    : amounts_{{std::string(kMemoryMb), memory_mb}, {std::string(kVcores), vcores}} {}

Resource::Resource(std::initializer_list<std::pair<const std::string, int64_t>> amounts) {
  for (const auto& [type, amount] : amounts) {
    if (!has(type)) set(type, amount);  // the first of a type given twice, as std::map keeps
  }
}

const std::pair<std::string, int64_t>* Resource::find(std::string_view type) const {
  // memory-mb and vcores, asked for most, sort first: found without a search.
  for (size_t i = 0; i < 2 && i < amounts_.size(); ++i) {
    if (amounts_[i].first == type) return &amounts_[i];
  }
  const auto it = std::lower_bound(
      amounts_.begin(), amounts_.end(), type,
      [](const auto& amount, std::string_view t) { return ResourceTypeOrder{}(amount.first, t); });
  return it != amounts_.end() && it->first == type ? &*it : nullptr;
}

int64_t Resource::get(std::string_view type) const {
  const auto* amount = find(type);
  return amount == nullptr ? 0 : amount->second;
}

void Resource::set(std::string_view type, int64_t amount) {
  const auto it = std::lower_bound(
      amounts_.begin(), amounts_.end(), type,
      [](const auto& known, std::string_view t) { return ResourceTypeOrder{}(known.first, t); });
  if (it != amounts_.end() && it->first == type) {
    it->second = amount;
  } else {
    amounts_.emplace(it, std::string(type), amount);
  }
}

bool Resource::operator==(const Resource& other) const {
  // Absent and zero are the same amount.
  for (const auto& [type, amount] : amounts_) {
    if (other.get(type) != amount) return false;
  }
  for (const auto& [type, amount] : other.amounts_) {
    if (get(type) != amount) return false;
  }
  return true;
}

std::string Resource::to_string() const {
  std::string out = fmt::format("<memory:{}, vCores:{}", memory_mb(), vcores());
  for (const auto& [type, amount] : amounts_) {
    if (type_rank(type) == 2) out += fmt::format(", {}: {}", type, amount);
  }
  return out + ">";
}

}  // namespace schedlint
