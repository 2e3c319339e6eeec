#include "model/witness.h"

#include <stdexcept>

namespace schedlint {

WitnessValue& WitnessValue::set(std::string key, WitnessValue value) {
  auto* object = std::get_if<std::shared_ptr<Object>>(&value_);
  if (object == nullptr)
    throw std::logic_error("WitnessValue::set on a value that is not an object");
  (*object)->push_back({std::move(key), std::move(value)});
  return *this;
}

const WitnessValue* WitnessValue::get(const std::string& key) const {
  const auto* object = std::get_if<std::shared_ptr<Object>>(&value_);
  if (object == nullptr) return nullptr;
  for (const auto& [k, v] : **object) {
    if (k == key) return &v;
  }
  return nullptr;
}

}  // namespace schedlint
