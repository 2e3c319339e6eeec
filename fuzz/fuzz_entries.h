#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

// One entry per reader schedlint has, each taking arbitrary bytes: the libFuzzer targets call
// them, and tests/cli/fuzz_regressions_test.cpp runs every input a fuzzer ever crashed on through
// them in the ordinary build. An entry returns normally for any input (an InputError is the
// expected answer to a bad file); anything else — a crash, undefined behaviour, an exception
// other than InputError, an internal error of a rule — is a bug.
namespace schedlint::fuzz {

struct Entry {
  const char* name;  ///< the target: fuzz_<name>, seeds and regressions under fuzz/*/<name>/
  void (*run)(const uint8_t* data, size_t size);
};

/// Every entry, in a fixed order.
const std::vector<Entry>& entries();

/// The entry named `name` (abort when there is none: a build mistake).
const Entry& entry(const std::string& name);

}  // namespace schedlint::fuzz
