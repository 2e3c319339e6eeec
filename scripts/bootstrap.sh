#!/usr/bin/env bash
# Installs what schedlint needs from Debian 12 packages (only what is missing) and builds it into
# build/. Used by the README's Quick start and by CI.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(cmake make g++ pkg-config libtinyxml2-dev libyaml-cpp-dev libcli11-dev libfmt-dev
          libgtest-dev libz3-dev nlohmann-json3-dev)
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

mkdir -p build
echo "schedlint: building (log in build/build.log)" >&2
if ! { cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo &&
       cmake --build build -j "$(nproc)"; } >build/build.log 2>&1; then
  cat build/build.log >&2
  echo "schedlint: the build failed" >&2
  exit 1
fi
