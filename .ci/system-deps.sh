#!/usr/bin/env bash
# Installs the Debian packages Pravidla needs, only those that are missing.
#   system-deps.sh serve  — what serving needs: Pango and fonts with Czech and Polish glyphs (PDF sheets)
#   system-deps.sh test   — also chromium (browser tests), poppler-utils (PDF to PNG/text),
#                           hunspell-cs/-pl (the source of the OCR word lists; a test checks that the
#                           shipped lists match them) and nodejs (the docs' JavaScript stemmer and search)
set -euo pipefail
pkgs=(fonts-dejavu-core fonts-noto-core libpango-1.0-0 libpangoft2-1.0-0)
if [ "${1:-test}" = "test" ]; then
  pkgs+=(chromium poppler-utils hunspell-cs hunspell-pl nodejs)
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Instaluji systémové balíčky: ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
