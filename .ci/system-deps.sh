#!/usr/bin/env bash
# Installs the Debian packages Pravidla needs, only those that are missing.
set -euo pipefail
# nodejs: the docs tests run the JavaScript twin of the Czech stemmer and the search script.
pkgs=(chromium poppler-utils hunspell-cs hunspell-pl fonts-dejavu-core fonts-noto-core nodejs)
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
