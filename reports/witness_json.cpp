#include "reports/witness_json.h"

#include <type_traits>
#include <variant>

#include "reports/escape.h"

namespace schedlint {

nlohmann::ordered_json witness_json(const WitnessValue& w) {
  return std::visit(
      [](const auto& v) -> nlohmann::ordered_json {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::monostate>) {
          return nullptr;
        } else if constexpr (std::is_same_v<T, std::string>) {
          return valid_utf8(v);
        } else if constexpr (std::is_same_v<T, std::shared_ptr<WitnessValue::List>>) {
          nlohmann::ordered_json list = nlohmann::ordered_json::array();
          for (const auto& item : *v)
            list.push_back(witness_json(item));
          return list;
        } else if constexpr (std::is_same_v<T, std::shared_ptr<WitnessValue::Object>>) {
          nlohmann::ordered_json object = nlohmann::ordered_json::object();
          for (const auto& [key, item] : *v)
            object[valid_utf8(key)] = witness_json(item);
          return object;
        } else {
          return v;
        }
      },
      w.value());
}

}  // namespace schedlint
