#!/usr/bin/env bash
# Builds schedlint's two ready-to-run packages into BUILD_DIR/package/ (BUILD_DIR: build/):
#   schedlint_<version>_<arch>.deb           installs /usr/bin/schedlint; its Depends are the
#                                            libraries the binary links, as dpkg-shlibdeps finds them
#   schedlint-<version>-linux-<arch>.tar.gz  schedlint-<version>-linux-<arch>/bin/schedlint with
#                                            every shared library it needs but glibc's in lib/,
#                                            found through the RUNPATH $ORIGIN/../lib: it runs on any
#                                            x86-64 Linux whose glibc is at least the one printed
# A BUILD_DIR configured earlier (scripts/test.sh's build/, say) is reused: only the binary is
# built, if it is not already. scripts/package-test.sh installs both in fresh Debian roots.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
./scripts/install-packages.sh build package

if [[ ! -f "$build/CMakeCache.txt" ]]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSCHEDLINT_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" -j "$(nproc)" --target schedlint >/dev/null

out="$build/package"
rm -rf "$out"
mkdir -p "$out"
version="$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$build/CPackConfig.cmake")"
arch="$(dpkg --print-architecture)"

# The Debian package.
(cd "$out" && cpack --config "$(cd .. && pwd)/CPackConfig.cmake" -G DEB -B "$(pwd)/cpack" >/dev/null)
mv "$out/cpack/schedlint_${version}_${arch}.deb" "$out/"
rm -rf "$out/cpack"

# The tarball. glibc (libc, libm, libpthread, libdl, librt, the dynamic loader...) stays the
# system's: it is the one library every Linux has, and it only ever adds symbols.
name="schedlint-${version}-linux-${arch}"
stage="$out/$name"
mkdir -p "$stage/bin" "$stage/lib" "$stage/share/doc/schedlint/libraries"
install -m 755 -s "$build/schedlint" "$stage/bin/schedlint"
glibc='^(libc|libm|libmvec|libpthread|libdl|librt|libresolv|libutil|libanl|libnsl|ld-linux[^ ]*)\.so'
ldd "$build/schedlint" | awk '$2 == "=>" && $3 ~ /^\// {print $1, $3}' | while read -r soname path; do
  if [[ "$soname" =~ $glibc ]]; then continue; fi
  install -m 644 -s "$path" "$stage/lib/$soname"
  # Each library's licence, as its Debian package ships it.
  package="$(dpkg -S "$path" "$(readlink -f "$path")" 2>/dev/null | head -n1 | cut -d: -f1)" || true
  if [[ -n "$package" && -f "/usr/share/doc/$package/copyright" ]]; then
    cp "/usr/share/doc/$package/copyright" "$stage/share/doc/schedlint/libraries/$package.copyright"
  fi
done
# The binary finds them beside it; they find each other (RUNPATH is not inherited).
# shellcheck disable=SC2016  # $ORIGIN is the dynamic loader's, not the shell's
patchelf --set-rpath '$ORIGIN/../lib' "$stage/bin/schedlint"
# shellcheck disable=SC2016
for lib in "$stage"/lib/*; do patchelf --set-rpath '$ORIGIN' "$lib"; done

# The oldest glibc it runs on: the newest GLIBC_x.y symbol version any of the files asks for.
glibc_needed="$(objdump -T "$stage/bin/schedlint" "$stage"/lib/* |
  grep -o 'GLIBC_[0-9][0-9.]*' | sort -u -V | tail -n1 | sed 's/GLIBC_//')"
cat >"$stage/share/doc/schedlint/README" <<EOF
schedlint $version for Linux on $arch: bin/schedlint, with the shared libraries it needs in lib/
(their licences in share/doc/schedlint/libraries/). It needs glibc $glibc_needed or later and
nothing else. Unpack anywhere and run bin/schedlint, or put bin/ on the PATH.
EOF
echo "$glibc_needed" >"$out/glibc-needed"
echo "$version" >"$out/version"
tar -C "$out" --owner=0 --group=0 --numeric-owner --sort=name -czf "$out/$name.tar.gz" "$name"
rm -rf "$stage"

echo "$out/schedlint_${version}_${arch}.deb"
echo "$out/$name.tar.gz (needs glibc $glibc_needed or later)"
