#!/usr/bin/env bash
# Quick start, part 1: set up, build, and run the main job on the bundled incident sample.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/bootstrap.sh
echo "\$ schedlint check samples/incident-reservation-deadlock"
build/schedlint check samples/incident-reservation-deadlock "$@"
