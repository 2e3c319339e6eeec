#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace schedlint {

/// Edit distance with adjacent transpositions counted as one edit (optimal string alignment).
int edit_distance(std::string_view a, std::string_view b);

/// Words longer than this get no suggestion.
inline constexpr size_t kLongestSuggestible = 1024;

/// The candidate closest to `word` when it is close enough to be a likely typo, as ninja and
/// clang-tidy suggest names: at most max(1, min(3, |word| / 4)) edits away.
std::optional<std::string> did_you_mean(std::string_view word,
                                        const std::vector<std::string_view>& candidates);

/// " (did you mean 'x'?)" or "" when nothing is close.
std::string did_you_mean_suffix(std::string_view word,
                                const std::vector<std::string_view>& candidates);

}  // namespace schedlint
