#include "model/did_you_mean.h"

#include <algorithm>
#include <cstdlib>

namespace schedlint {

int edit_distance(std::string_view a, std::string_view b) {
  const size_t n = a.size(), m = b.size();
  std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1, 0));
  for (size_t i = 0; i <= n; ++i)
    d[i][0] = static_cast<int>(i);
  for (size_t j = 0; j <= m; ++j)
    d[0][j] = static_cast<int>(j);
  for (size_t i = 1; i <= n; ++i) {
    for (size_t j = 1; j <= m; ++j) {
      const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[n][m];
}

std::optional<std::string> did_you_mean(std::string_view word,
                                        const std::vector<std::string_view>& candidates) {
  // No name schedlint suggests is this long, and the distance of two such strings costs their
  // product in time and memory (a 100 KB key once took 24 GB).
  if (word.size() > kLongestSuggestible) return std::nullopt;
  const int limit = std::max(1, std::min(3, static_cast<int>(word.size()) / 4));
  std::optional<std::string> best;
  int best_distance = limit + 1;
  for (std::string_view candidate : candidates) {
    // Cheap bound first: the length difference alone is a lower bound on the distance.
    const int length_gap = static_cast<int>(word.size()) - static_cast<int>(candidate.size());
    if (std::abs(length_gap) >= best_distance) continue;
    const int distance = edit_distance(word, candidate);
    if (distance < best_distance) {
      best_distance = distance;
      best = std::string(candidate);
    }
  }
  return best;
}

std::string did_you_mean_suffix(std::string_view word,
                                const std::vector<std::string_view>& candidates) {
  auto best = did_you_mean(word, candidates);
  return best ? " (did you mean '" + *best + "'?)" : "";
}

}  // namespace schedlint
