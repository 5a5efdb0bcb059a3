#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium headless shell (Playwright's own browser download is not
# reachable here).
set -euo pipefail
# The PDFs the tests open need their fonts too.
bash "$(dirname "$0")/ensure-fonts.sh"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium-headless-shell package (once)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # CJK fonts so Chinese pages render (and can be checked) properly.
  apt-get install -y -qq --no-install-recommends chromium-headless-shell fonts-noto-cjk >/dev/null
  exit 0
fi
echo "error: Chromium not found at $CHROMIUM." >&2
echo "Install Debian's 'chromium-headless-shell' package (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
