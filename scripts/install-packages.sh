#!/usr/bin/env bash
# Installs the Debian 12 packages schedlint needs that are not installed yet (apt-get, as root or
# with sudo). Arguments are package sets, the one list of each:
#   build   what building schedlint needs
#   tests   what the test suites add (GoogleTest; clang-format, python3-jsonschema, pre-commit,
#           git, chromium, python3-yaml, jq and poppler-utils, which the format, SARIF schema,
#           hook, diff, browser and CI example tests run: pdftotext reads the printed HTML reports)
#   fuzz    clang and its libFuzzer runtime
#   package what scripts/package.sh needs (dpkg-shlibdeps, file, patchelf) and
#           scripts/package-test.sh adds (debootstrap)
set -euo pipefail
packages=()
for set in "$@"; do
  case "$set" in
    build) packages+=(cmake ninja-build g++ pkg-config libtinyxml2-dev libyaml-cpp-dev libcli11-dev
                      libfmt-dev libz3-dev nlohmann-json3-dev) ;;
    tests) packages+=(libgtest-dev clang-format python3-jsonschema pre-commit git chromium
                      python3-yaml jq poppler-utils) ;;
    fuzz) packages+=(clang libclang-rt-14-dev) ;;
    package) packages+=(dpkg-dev file patchelf debootstrap) ;;
    *) echo "install-packages.sh: unknown package set '$set'" >&2; exit 2 ;;
  esac
done
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "schedlint: installing ${missing[*]}" >&2
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
