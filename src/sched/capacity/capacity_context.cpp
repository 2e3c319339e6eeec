#include "sched/capacity/capacity_context.h"

namespace schedlint {

CalculatorKind calculator_of(const CapacityConfig& config) {
  const auto& setting = config.global.resource_calculator;
  return setting &&
                 setting->value == "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator"
             ? CalculatorKind::kDominant
             : CalculatorKind::kDefault;
}

}  // namespace schedlint
