#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace schedlint {

/// A proof's witness: a small JSON-like tree of numbers, strings, lists and ordered objects,
/// so the model needs no JSON library and every report can render it.
class WitnessValue {
 public:
  using List = std::vector<WitnessValue>;
  using Object = std::vector<std::pair<std::string, WitnessValue>>;

  WitnessValue() : value_(std::monostate{}) {}
  WitnessValue(bool v) : value_(v) {}                                     // NOLINT
  WitnessValue(int v) : value_(static_cast<int64_t>(v)) {}                // NOLINT
  WitnessValue(int64_t v) : value_(v) {}                                  // NOLINT
  WitnessValue(double v) : value_(v) {}                                   // NOLINT
  WitnessValue(std::string v) : value_(std::move(v)) {}                   // NOLINT
  WitnessValue(const char* v) : value_(std::string(v)) {}                 // NOLINT
  WitnessValue(List v) : value_(std::make_shared<List>(std::move(v))) {}  // NOLINT

  static WitnessValue object() { return WitnessValue(std::make_shared<Object>()); }
  /// Adds `key` to an object (which this must be) and returns *this, for chaining.
  WitnessValue& set(std::string key, WitnessValue value);

  bool is_null() const { return std::holds_alternative<std::monostate>(value_); }
  const std::variant<std::monostate, bool, int64_t, double, std::string, std::shared_ptr<List>,
                     std::shared_ptr<Object>>&
  value() const {
    return value_;
  }
  /// The member `key` of an object, or nullptr.
  const WitnessValue* get(const std::string& key) const;

 private:
  explicit WitnessValue(std::shared_ptr<Object> o) : value_(std::move(o)) {}
  std::variant<std::monostate, bool, int64_t, double, std::string, std::shared_ptr<List>,
               std::shared_ptr<Object>>
      value_;
};

}  // namespace schedlint
