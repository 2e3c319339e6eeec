#pragma once

#include <string>
#include <string_view>

namespace schedlint {

/// A witness key (the JSON reports' name: "min_fit_nodes") in words for people ("nodes a request
/// needs"): the one table of them. A key not in it reads with its underscores as spaces.
std::string witness_key_words(std::string_view key);

/// A witness value in words: a solver's answer (the value of a `..._status` key) "sat" is
/// "reachable", "unsat" "ruled out", "unknown" "undecided"; any other value as it is.
std::string_view witness_value_words(std::string_view key, std::string_view value);

}  // namespace schedlint
