#!/usr/bin/env bash
# The fast path while working: the unit tests that depend on a changed file, then the end-to-end specs
# that changed or import a changed file (Playwright's --only-changed), against a fresh build when the
# app itself changed. Changes are counted against BASE (default HEAD: what is not committed yet).
#   npm run test:changed            npm run test:changed -- main~3
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:-HEAD}"
npx vitest run --changed "$base" --passWithNoTests
if [ -n "$(git diff --name-only "$base" -- web domain sync api locales vite.config.ts)" ] || [ ! -f dist/web/index.html ]; then
  npm run build --silent
fi
[ -f dist/web-next/index.html ] || npm run build:next --silent
bash scripts/ensure-chromium.sh
npx playwright test --only-changed="$base" --pass-with-no-tests
