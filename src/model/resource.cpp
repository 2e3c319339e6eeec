#include "model/resource.h"

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

Resource::Resource(int64_t memory_mb, int64_t vcores) {
  set(kMemoryMb, memory_mb);
  set(kVcores, vcores);
}

Resource::Resource(std::initializer_list<std::pair<const std::string, int64_t>> amounts)
    : amounts_(amounts) {}

int64_t Resource::get(std::string_view type) const {
  // memory-mb and vcores, asked for most, sort first: found without a search.
  auto it = amounts_.begin();
  for (int i = 0; i < 2 && it != amounts_.end(); ++i, ++it) {
    if (it->first == type) return it->second;
  }
  it = amounts_.find(type);
  return it == amounts_.end() ? 0 : it->second;
}

void Resource::set(std::string_view type, int64_t amount) {
  auto it = amounts_.find(type);
  if (it == amounts_.end()) {
    amounts_.emplace(std::string(type), amount);
  } else {
    it->second = amount;
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
