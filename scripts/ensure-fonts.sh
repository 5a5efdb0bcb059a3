#!/usr/bin/env bash
# The quote PDFs embed their fonts: DejaVu Sans for the Latin and Cyrillic languages, Noto Sans CJK
# for Chinese (api/documents/quote-pdf.ts). Installs Debian's packages when they are missing and
# this is root with apt; otherwise says what to install (the PDFs then fall back to Helvetica).
set -euo pipefail
missing=()
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || missing+=(fonts-dejavu-core)
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc ] || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Fonts for the PDFs are missing: installing ${missing[*]} (once)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "warning: install ${missing[*]} (sudo apt-get install ${missing[*]}) so quote PDFs can set every language." >&2
