#!/usr/bin/env bash
# Quick start, part 2: set up, build with the test suites, and run them all.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/bootstrap.sh --tests
ctest --test-dir build --output-on-failure -j "$(nproc)"
