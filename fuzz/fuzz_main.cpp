// The libFuzzer target for one entry of fuzz_entries (the name comes from the build).
#include "fuzz/fuzz_entries.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const schedlint::fuzz::Entry& target = schedlint::fuzz::entry(SCHEDLINT_FUZZ_ENTRY);
  target.run(data, size);
  return 0;
}
