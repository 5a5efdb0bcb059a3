#!/usr/bin/env bash
# Everything CI checks, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "Type check";            npm run typecheck
step "Lint";                  npm run lint
step "Unit and integration";  npm run test:unit
step "Catalogs (strict)";     npm run i18n:compile
step "End to end (Chromium)"; npm run test:e2e
