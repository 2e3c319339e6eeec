#!/usr/bin/env bash
# Every test suite under AddressSanitizer and UndefinedBehaviorSanitizer, any report failing the run.
# One clang build, build-sanitize/ (-O1, line tables only: -g1, which is what a report's stack
# needs), serves the suites and the libFuzzer targets (-DSCHEDLINT_FUZZ=ON): CI runs both from it
# (`ctest --test-dir build-sanitize -L fuzz-smoke` runs each target for 30 seconds), so the
# library is compiled once for the two.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-packages.sh build tests fuzz
mkdir -p build-sanitize
echo "schedlint: building with sanitizers (log in build-sanitize/build.log)" >&2
if ! { CC=clang CXX=clang++ cmake -S . -B build-sanitize -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
         -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DSCHEDLINT_FUZZ=ON \
         -DSCHEDLINT_BUILD_TESTS=ON &&
       cmake --build build-sanitize -j "$(nproc)"; } >build-sanitize/build.log 2>&1; then
  tail -50 build-sanitize/build.log >&2
  echo "schedlint: the sanitizer build failed" >&2
  exit 1
fi
# The format and pre-commit checks do not run schedlint's code: the ordinary build covers them.
# The fuzz targets run on their own (they take 30 seconds each).
export ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build-sanitize --output-on-failure -j "$(nproc)" -E '^(format|pre-commit)$' \
  -LE fuzz-smoke
