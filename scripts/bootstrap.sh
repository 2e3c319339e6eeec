#!/usr/bin/env bash
# Installs what schedlint needs from Debian 12 packages (only what is missing) and builds it into
# build/ (Release, Ninja). Used by the README's Quick start and by CI.
#   scripts/bootstrap.sh           the schedlint binary only
#   scripts/bootstrap.sh --tests   also the test suites (and clang-format, which they run)
set -euo pipefail
cd "$(dirname "$0")/.."

tests=OFF
if [[ "${1:-}" == "--tests" ]]; then tests=ON; fi

sets=(build)
if [[ $tests == ON ]]; then sets+=(tests); fi
./scripts/install-packages.sh "${sets[@]}"

mkdir -p build
generator=()
# A build/ configured earlier keeps its generator (CMake refuses to switch it).
if [[ ! -f build/CMakeCache.txt ]]; then generator=(-G Ninja); fi
target=(--target schedlint)
if [[ $tests == ON ]]; then target=(); fi
echo "schedlint: building (log in build/build.log)" >&2
if ! { cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DSCHEDLINT_BUILD_TESTS=$tests &&
       cmake --build build -j "$(nproc)" "${target[@]}"; } >build/build.log 2>&1; then
  cat build/build.log >&2
  echo "schedlint: the build failed" >&2
  exit 1
fi
