#!/usr/bin/env bash
# pre-commit itself runs the hook that .pre-commit-hooks.yaml declares, on a repository holding a
# healthy configuration (the hook passes) and one holding a broken one (it fails and says why); a
# passing run still shows the warnings it found; changing only .schedlint.yaml, or only the
# baseline, runs the hook.
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

# A repository with one sample's files under conf/, found through .schedlint.yaml (which keeps
# the sample's own settings and adds SETTINGS); prints the hook's output and returns pre-commit's
# exit code.
try_sample() {
  local repo="$work/$1"
  mkdir -p "$repo/conf"
  cp "$source_dir/samples/$1/"*.xml "$source_dir/samples/$1/nodes.yaml" "$repo/conf/"
  { printf 'paths: [conf]\n%s\n' "${2:-}"
    cat "$source_dir/samples/$1/.schedlint.yaml" 2>/dev/null || true; } >"$repo/.schedlint.yaml"
  git -C "$repo" init -q
  git -C "$repo" add .
  git -C "$repo" commit -qm config
  (cd "$repo" && pre-commit try-repo "$work/hooks" schedlint --all-files)
}

# Runs the hook as a commit would, on what is staged in the repository of sample $1.
try_staged() {
  (cd "$work/$1" && pre-commit try-repo "$work/hooks" schedlint)
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

# The incident's warnings under a gate on errors: the hook passes, and shows them.
if incident="$(try_sample incident-reservation-deadlock 'fail-on: error' 2>&1)"; then
  echo "$incident" | grep -q "schedlint (YARN scheduler configuration).*Passed" ||
    { echo "no passing schedlint hook in:"; echo "$incident"; exit 1; }
  echo "$incident" | grep -q "warning: .*\[reservation-deadlock\]" ||
    { echo "a passing hook hides the warnings it found:"; echo "$incident"; exit 1; }
else
  echo "the hook failed on warnings under --fail-on error:"
  echo "$incident"
  exit 1
fi

# Only .schedlint.yaml changes, raising the gate to warnings: the hook runs, and fails.
sed -i 's/^fail-on: error$/fail-on: warning/' "$work/incident-reservation-deadlock/.schedlint.yaml"
git -C "$work/incident-reservation-deadlock" add .schedlint.yaml
if settings="$(try_staged incident-reservation-deadlock 2>&1)"; then
  echo "the hook did not fail when .schedlint.yaml raised the gate:"
  echo "$settings"
  exit 1
fi
echo "$settings" | grep -q "schedlint (YARN scheduler configuration).*Failed" ||
  { echo "a change to .schedlint.yaml alone did not run the hook:"; echo "$settings"; exit 1; }

# Only the baseline changes, accepting nothing any more: the hook runs, and fails on the warning
# the baseline had accepted.
repo="$work/incident-reservation-deadlock"
git -C "$repo" commit -qm "gate on warnings"
(cd "$repo" && schedlint check --write-baseline schedlint-baseline.json >/dev/null 2>&1) || true
printf 'baseline: schedlint-baseline.json\n' >>"$repo/.schedlint.yaml"
git -C "$repo" add .schedlint.yaml schedlint-baseline.json
git -C "$repo" commit -qm "accept what there is"
if ! accepted="$(cd "$repo" && pre-commit try-repo "$work/hooks" schedlint --all-files 2>&1)"; then
  echo "the hook fails on findings its baseline accepts:"
  echo "$accepted"
  exit 1
fi
python3 -c 'import json, sys
baseline = json.load(open(sys.argv[1]))
baseline["findings"] = []
json.dump(baseline, open(sys.argv[1], "w"), indent=2)' "$repo/schedlint-baseline.json"
git -C "$repo" add schedlint-baseline.json
if baseline="$(try_staged incident-reservation-deadlock 2>&1)"; then
  echo "the hook did not run, or passed, when only the baseline changed:"
  echo "$baseline"
  exit 1
fi
echo "$baseline" | grep -q "warning: .*\[reservation-deadlock\]" ||
  { echo "a change to the baseline alone did not run the hook:"; echo "$baseline"; exit 1; }
echo "pre-commit ran the hook: passed on healthy-capacity, failed on broken-capacity, showed the" \
  "warnings of a passing run, and ran on a change to .schedlint.yaml or the baseline alone"
