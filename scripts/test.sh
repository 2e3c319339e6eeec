#!/usr/bin/env bash
# Quick start, part 2: set up, build, and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/bootstrap.sh
ctest --test-dir build --output-on-failure -j "$(nproc)"
