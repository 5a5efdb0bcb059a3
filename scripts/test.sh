#!/usr/bin/env bash
# Everything CI checks, in the order that fails fastest. The checks that each keep one core busy
# (type check, lint, catalogs, the two builds the end-to-end tests serve) run side by side; the unit
# and end-to-end tests use every core on their own.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s ==\033[0m (%d s in)\n' "$1" "$SECONDS"; }

# Runs "name=command" pairs at once; prints each one's output when it ends, fails if any failed.
side_by_side() {
  local names=() pids=() logs=() failed=0 spec i
  for spec in "$@"; do
    names+=("${spec%%=*}")
    logs+=("$(mktemp)")
    bash -c "${spec#*=}" >"${logs[-1]}" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then step "${names[$i]}: ok"; else step "${names[$i]}: FAILED"; failed=1; fi
    cat "${logs[$i]}"
    rm -f "${logs[$i]}"
  done
  return "$failed"
}

step "Type check, lint, catalogs (strict) and the web builds"
side_by_side \
  "Type check=npm run typecheck" \
  "Lint=npm run lint" \
  "Catalogs (strict)=npm run i18n:compile" \
  "Build=bash scripts/ensure-chromium.sh && npm run build" \
  "Build of the next version (update test)=npm run build:next"
step "Unit and integration";  npm run test:unit
step "End to end (Chromium)"; npx playwright test
step "All passed"
