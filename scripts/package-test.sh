#!/usr/bin/env bash
# Installs what scripts/package.sh builds where users install it, and runs it there:
#   the .deb     with apt-get in a fresh Debian 12 (bookworm) root, which fetches its Depends
#   the tarball  unpacked into fresh Debian 12 and Debian 13 (trixie) roots with nothing installed
# In each, `schedlint --version` names the packaged version, and `schedlint check` finds the
# reservation deadlock of samples/incident-reservation-deadlock (a Z3 proof: every library
# loads) and passes samples/healthy-capacity. Any failure fails the script.
# The roots are made with debootstrap from a Debian mirror (SCHEDLINT_DEBIAN_MIRROR, default
# http://deb.debian.org/debian), kept pristine in BUILD_DIR/package-roots/ and copied afresh for
# every run. Needs root (chroot). Usage: scripts/package-test.sh [BUILD_DIR] (default build).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
mirror="${SCHEDLINT_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
started=$SECONDS
if [[ "$(id -u)" -ne 0 ]]; then
  echo "package-test: needs root (debootstrap, chroot)" >&2
  exit 1
fi

./scripts/package.sh "$build"
out="$build/package"
version="$(cat "$out/version")"
# The names the release workflow attaches and the examples under docs/ci download.
deb="$out/schedlint_${version}_amd64.deb"
tarball="$out/schedlint-${version}-linux-amd64.tar.gz"
for file in "$deb" "$tarball"; do
  [[ -f "$file" ]] || { echo "package-test: FAILED: scripts/package.sh made no $file" >&2; exit 1; }
done
[[ "$(dpkg-deb -f "$deb" Version)" == "$version" ]] ||
  { echo "package-test: FAILED: the .deb is not version $version" >&2; exit 1; }
echo "package-test: $(basename "$deb") depends on: $(dpkg-deb -f "$deb" Depends)"

roots="$(cd "$build" && pwd)/package-roots"
mkdir -p "$roots"
scratch="$roots/scratch"
# The scratch root's /proc is unmounted before the root is removed, never removed through.
remove_scratch() {
  if mountpoint -q "$scratch/proc"; then umount "$scratch/proc"; fi
  rm -rf --one-file-system "$scratch"
}
trap remove_scratch EXIT

# A pristine minimal root of Debian SUITE, made once.
pristine_root() {
  local suite="$1" root="$roots/$1"
  if [[ ! -f "$root/.complete" ]]; then
    rm -rf "$root"
    echo "package-test: debootstrap $suite from $mirror" >&2
    if ! debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$roots/$suite.log" 2>&1; then
      tail -n 20 "$roots/$suite.log" >&2
      echo "package-test: FAILED: debootstrap could not make a Debian $suite root from $mirror" \
        "(is the mirror reachable? set SCHEDLINT_DEBIAN_MIRROR to another): the packages were" \
        "not tested" >&2
      exit 1
    fi
    touch "$root/.complete"
  fi
}

# A fresh copy of the pristine root of SUITE at $scratch, with the samples in /samples, and /proc
# mounted as on any running system (the dynamic loader reads /proc/self/exe for $ORIGIN).
fresh_root() {
  pristine_root "$1"
  remove_scratch
  cp -a "$roots/$1" "$scratch"
  cp -r samples "$scratch/samples"
  mount -t proc proc "$scratch/proc"
}

# Runs a command in the scratch root, with the environment of a login shell and nothing of ours.
in_root() {
  chroot "$scratch" /usr/bin/env -i HOME=/root LANG=C.UTF-8 \
    PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin "$@"
}

failures=0
fail() {
  echo "package-test: FAILED: $*" >&2
  failures=$((failures + 1))
}

# What a user relies on from the schedlint at PATH in the scratch root ($1 says which).
check_schedlint() {
  local what="$1" schedlint="$2" output code
  output="$(in_root "$schedlint" --version 2>&1)" || true
  [[ "$output" == "schedlint $version "* ]] || fail "$what: --version says '$output'"
  code=0
  output="$(in_root "$schedlint" check /samples/incident-reservation-deadlock --fail-on warning 2>&1)" ||
    code=$?
  if [[ $code -ne 1 || "$output" != *"[reservation-deadlock]"* ]]; then
    fail "$what: check of the incident sample exited $code without the deadlock: $output"
  fi
  code=0
  output="$(in_root "$schedlint" check /samples/healthy-capacity --fail-on warning 2>&1)" || code=$?
  [[ $code -eq 0 ]] || fail "$what: check of the healthy sample exited $code: $output"
}

# The .deb on Debian 12: apt-get fetches what it depends on.
fresh_root bookworm
cp "$deb" "$scratch/tmp/"
if in_root sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -qq --no-install-recommends /tmp/$(basename "$deb")" >"$roots/apt.log" 2>&1; then
  [[ "$(in_root sh -c 'command -v schedlint')" == /usr/bin/schedlint ]] ||
    fail "the .deb did not install /usr/bin/schedlint"
  check_schedlint "the .deb on Debian 12" schedlint
else
  cat "$roots/apt.log" >&2
  fail "apt-get install of $(basename "$deb") in Debian 12"
fi

# The tarball on Debian 12 and 13 with nothing installed: every library but glibc's is its own.
for suite in bookworm trixie; do
  fresh_root "$suite"
  tar -xzf "$tarball" -C "$scratch/opt"
  bin="/opt/$(basename "$tarball" .tar.gz)/bin/schedlint"
  if in_root sh -c 'command -v schedlint' >/dev/null; then fail "$suite: a schedlint is installed"; fi
  # Each library it loads that glibc does not provide comes from the tarball.
  foreign="$(in_root ldd "$bin" | awk '$2 == "=>" {print $1, $3}' | grep -v " /opt/" |
    grep -Ev "^(libc|libm|libmvec|libpthread|libdl|librt|libresolv|libutil|libanl|libnsl)\\.so" || true)"
  [[ -z "$foreign" ]] || fail "the tarball on $suite takes libraries from the system, or finds none: $foreign"
  check_schedlint "the tarball on $suite" "$bin"
done

echo "package-test: $((SECONDS - started)) s"
if ((failures)); then
  echo "package-test: $failures failures" >&2
  exit 1
fi
echo "package-test: the .deb installs and runs on Debian 12; the tarball runs on Debian 12 and 13" \
  "(needs glibc $(cat "$out/glibc-needed") or later)"
