#pragma once

#include <random>
#include <string>
#include <vector>

#include "solver/guarantee_failure.h"

namespace schedlint::smt {

/// One or two random needs of a guarantee on `groups`, each of up to 125% of its type on every
/// node, met in full, as a truncating fraction (a CapacityScheduler guarantee) or in steps (a fair
/// share's rounding).
inline std::vector<GuaranteeNeed> random_guarantee_needs(std::mt19937& rng,
                                                         const FailureGroups& groups) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  std::vector<GuaranteeNeed> needs;
  for (int n = 0, count = pick(1, 2); n < count; ++n) {
    const std::string type = n == 0 || pick(0, 1) == 0 ? "memory-mb" : "vcores";
    const int64_t full = groups.of(type).full;
    GuaranteeNeed need{type, pick(0, static_cast<int>(full + full / 4)), nullptr};
    if (const int kind = pick(0, 2); kind == 1) {
      const double fraction = pick(1, 100) / 100.0;
      need.available = [fraction](int64_t r) {
        return static_cast<int64_t>(static_cast<double>(r) * fraction);
      };
    } else if (kind == 2) {
      const int64_t step = pick(1, 3000);
      need.available = [step](int64_t r) { return r / step * step; };
    }
    needs.push_back(std::move(need));
  }
  return needs;
}

}  // namespace schedlint::smt
