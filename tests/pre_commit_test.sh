#!/usr/bin/env bash
# pre-commit itself runs the hook that .pre-commit-hooks.yaml declares, on a repository holding a
# healthy configuration (the hook passes) and one holding a broken one (it fails and says why).
# Usage: pre_commit_test.sh SCHEDLINT_BINARY SOURCE_DIR. Exit 77 (skipped) without pre-commit.
set -euo pipefail
binary="$1"
source_dir="$2"
if ! command -v pre-commit >/dev/null || ! command -v git >/dev/null; then
  echo "pre-commit or git is not installed: skipped (scripts/test.sh installs them)"
  exit 77
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export PATH="$(dirname "$binary"):$PATH"  # language: system runs the schedlint on the PATH
export PRE_COMMIT_HOME="$work/cache"
export GIT_CONFIG_GLOBAL="$work/gitconfig"
git config --global user.email test@example.com
git config --global user.name test
git config --global init.defaultBranch main

# The hook repository: this checkout's hook declaration, committed.
mkdir "$work/hooks"
cp "$source_dir/.pre-commit-hooks.yaml" "$work/hooks/"
git -C "$work/hooks" init -q
git -C "$work/hooks" add .
git -C "$work/hooks" commit -qm hooks

# A repository with one sample's files under conf/, found through .schedlint.yaml; prints the
# hook's output and returns pre-commit's exit code.
try_sample() {
  local repo="$work/$1"
  mkdir -p "$repo/conf"
  cp "$source_dir/samples/$1/"*.xml "$source_dir/samples/$1/nodes.yaml" "$repo/conf/"
  printf 'paths: [conf]\n' >"$repo/.schedlint.yaml"
  git -C "$repo" init -q
  git -C "$repo" add .
  git -C "$repo" commit -qm config
  (cd "$repo" && pre-commit try-repo "$work/hooks" schedlint --all-files)
}

if ! healthy="$(try_sample healthy-capacity 2>&1)"; then
  echo "the hook failed on a healthy configuration:"
  echo "$healthy"
  exit 1
fi
echo "$healthy" | grep -q "schedlint (YARN scheduler configuration).*Passed" ||
  { echo "no passing schedlint hook in:"; echo "$healthy"; exit 1; }

if broken="$(try_sample broken-capacity 2>&1)"; then
  echo "the hook passed a broken configuration:"
  echo "$broken"
  exit 1
fi
echo "$broken" | grep -q "schedlint (YARN scheduler configuration).*Failed" ||
  { echo "no failing schedlint hook in:"; echo "$broken"; exit 1; }
echo "$broken" | grep -q "error: .*\[cs-children-capacity-sum\]" ||
  { echo "the failure does not show the findings:"; echo "$broken"; exit 1; }
echo "pre-commit ran the hook: passed on healthy-capacity, failed on broken-capacity"
