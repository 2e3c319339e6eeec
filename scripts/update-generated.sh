#!/usr/bin/env bash
# Writes again every generated file the repository keeps, then lists what changed: review it with
# `git diff` as you would code (docs/contributing.md, "Generated files").
#   1. the generated parts of docs/rules/*.md: each rule's examples, what schedlint reports on
#      them and how to silence it, from its RuleInfo (tools/rule_pages);
#   2. tests/golden/: every report format of every sample, and of the fs2cs diff
#      (tests/cli/golden_test.cpp).
# Usage: scripts/update-generated.sh [BUILD_DIR]   (default build/, configured with the tests as
# scripts/bootstrap.sh --tests does)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
if [[ ! -f "$build/CMakeCache.txt" ]]; then
  echo "update-generated: $build is not configured; run scripts/bootstrap.sh --tests first" >&2
  exit 2
fi
jobs=$(nproc)
cmake --build "$build" -j "$jobs" --target rule_pages
"$build/tools/rule_pages" docs/rules
# The binary embeds the pages (SARIF carries them as each rule's help): build it again first.
cmake --build "$build" -j "$jobs" --target schedlint cli_tests
rm -rf tests/golden/check tests/golden/diff
SCHEDLINT_UPDATE_GOLDENS=1 "$build/tests/cli_tests" --gtest_filter='Goldens/*' --gtest_brief=1
git status --short -- docs/rules tests/golden
