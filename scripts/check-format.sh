#!/usr/bin/env bash
# Fails when a C++ file of the repository differs from what clang-format (Debian 12's, 14) makes
# of it with the checked-in .clang-format. Run by the test suite; `--fix` rewrites the files.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.h' 2>/dev/null || find src rules solver reports tests -name '*.cpp' -o -name '*.h')
if [[ "${1:-}" == "--fix" ]]; then
  clang-format -i "${files[@]}"
else
  clang-format --dry-run --Werror "${files[@]}"
fi
