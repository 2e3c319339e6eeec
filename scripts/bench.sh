#!/usr/bin/env bash
# Timings of `schedlint check` (lint and every proof) on the samples, and on one configuration
# with 20 node groups of 1 node each and of 500 nodes each (10,000 nodes): the proofs encode
# groups, not nodes, so both should cost the same. Run after a build: scripts/bench.sh [build dir]
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-build}/schedlint"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

run() {  # label, then the check arguments; prints the best of three wall times
  local label="$1" best="" t
  shift
  for _ in 1 2 3; do
    local start end
    start=$(date +%s%N)
    "$bin" check "$@" --fail-on never >/dev/null
    end=$(date +%s%N)
    t=$(((end - start) / 1000000))
    if [[ -z "$best" || $t -lt $best ]]; then best=$t; fi
  done
  printf '%-44s %6d ms\n' "$label" "$best"
}

nodes() {  # count per group -> a nodes.yaml of 20 groups of different sizes, on 4 racks
  echo "nodes:"
  for g in $(seq 0 19); do
    echo "  - {group: g$g, count: $1, memory-mb: $((65536 + 4096 * g)), vcores: $((16 + g)), rack: /rack$((g % 4))}"
  done
}
nodes 1 >"$work/nodes-20.yaml"
nodes 500 >"$work/nodes-10000.yaml"
cat >"$work/fair-scheduler.xml" <<'XML'
<allocations>
  <queue name="etl"><minResources>400000 mb, 100 vcores</minResources><maxAMShare>0.1</maxAMShare></queue>
  <queue name="adhoc"><weight>2</weight><minResources>200000 mb, 50 vcores</minResources></queue>
  <queue name="spark"><maxContainerAllocation>32768 mb, 8 vcores</maxContainerAllocation></queue>
</allocations>
XML
cat >"$work/yarn-site.xml" <<'XML'
<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>65536</value></property>
  <property><name>yarn.scheduler.maximum-allocation-vcores</name><value>16</value></property>
</configuration>
XML

for sample in samples/*/; do run "$(basename "$sample")" "$sample"; done
run "fair, 20 groups x 1 node" "$work/fair-scheduler.xml" "$work/yarn-site.xml" --nodes "$work/nodes-20.yaml"
run "fair, 20 groups x 500 nodes (10,000)" "$work/fair-scheduler.xml" "$work/yarn-site.xml" --nodes "$work/nodes-10000.yaml"
run "fair, 10,000 nodes, --no-solver" "$work/fair-scheduler.xml" "$work/yarn-site.xml" --nodes "$work/nodes-10000.yaml" --no-solver
