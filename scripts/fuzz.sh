#!/usr/bin/env bash
# Builds and runs the libFuzzer targets (fuzz/): scripts/fuzz.sh BUILD_DIR [SECONDS [TARGET...]]
# BUILD_DIR is configured and built with clang (-DSCHEDLINT_FUZZ=ON; clang is installed when
# missing) unless it has the fuzzers already; without SECONDS nothing runs. ctest -L fuzz-smoke in
# BUILD_DIR runs each target for 30 seconds.
# Each target runs SECONDS on a fresh working corpus (in BUILD_DIR/fuzz-corpus/TARGET), seeded from
# fuzz/seeds/TARGET and the samples/ files it reads, with the dictionary for its format. A crash
# leaves its input in BUILD_DIR/fuzz-artifacts/: keep it as fuzz/regressions/TARGET/<name>.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$(mkdir -p "$1" && cd "$1" && pwd)"
seconds="${2:-}"
shift $(($# < 2 ? $# : 2))
targets=("$@")
if ((${#targets[@]} == 0)); then
  targets=(hadoop_conf capacity capacity_keys allocation nodes_yaml nodes_rest usage workloads
           project_config check diff)
fi

if [[ ! -x "$build/fuzz/fuzz_${targets[0]}" ]]; then
  "$root/scripts/install-packages.sh" build fuzz
  CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DSCHEDLINT_FUZZ=ON -DSCHEDLINT_BUILD_TESTS=OFF >"$build.log" 2>&1 || { cat "$build.log"; exit 1; }
  cmake --build "$build" -j "$(nproc)" >>"$build.log" 2>&1 || { tail -50 "$build.log"; exit 1; }
fi

if [[ -z "$seconds" ]]; then exit 0; fi

seeds_from_samples() {
  case "$1" in
    hadoop_conf) find "$root/samples" -name 'yarn-site.xml' ;;
    capacity | capacity_keys) find "$root/samples" -name 'capacity-scheduler.xml' ;;
    allocation) find "$root/samples" -name 'fair-scheduler.xml' ;;
    nodes_yaml) find "$root/samples" -name 'nodes.yaml' ;;
    usage) find "$root/samples" -name 'usage*.yaml' ;;
    workloads) find "$root/samples" -name 'workloads.yaml' ;;
    project_config) find "$root/samples" -name '.schedlint.yaml' ;;
  esac
}

dictionary() {
  case "$1" in
    hadoop_conf | capacity | allocation) echo "$root/fuzz/dict/xml.dict" ;;
    nodes_yaml | usage | workloads | project_config) echo "$root/fuzz/dict/yaml.dict" ;;
    nodes_rest) echo "$root/fuzz/dict/json.dict" ;;
    capacity_keys) echo "$root/fuzz/dict/capacity_keys.dict" ;;
  esac
}

status=0
for t in "${targets[@]}"; do
  corpus="$build/fuzz-corpus/$t"
  seeds="$build/fuzz-seeds/$t"
  rm -rf "$seeds"
  mkdir -p "$corpus" "$seeds" "$build/fuzz-artifacts"
  [[ -d "$root/fuzz/seeds/$t" ]] && cp "$root/fuzz/seeds/$t"/* "$seeds"/ 2>/dev/null || true
  n=0
  while IFS= read -r f; do cp "$f" "$seeds/sample-$((n++))"; done < <(seeds_from_samples "$t")
  dict=()
  if [[ -n "$(dictionary "$t")" ]]; then dict=(-dict="$(dictionary "$t")"); fi
  echo "fuzz_$t: ${seconds}s" >&2
  if ! "$build/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
      -max_len=262144 -print_final_stats=1 "${dict[@]}" \
      -artifact_prefix="$build/fuzz-artifacts/$t-" "$corpus" "$seeds" 2>"$build/fuzz-$t.log"; then
    tail -60 "$build/fuzz-$t.log" >&2
    status=1
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$build/fuzz-$t.log" | sed "s/^/  /" >&2
done
exit $status
