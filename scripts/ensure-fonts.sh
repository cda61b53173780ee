#!/usr/bin/env bash
# The Hindi pages (issue 54) send no font: visitors' own Devanagari fonts draw
# them. The end-to-end tests' Chromium needs one too, or Devanagari is boxes in
# the screenshots: Debian's fonts-noto-core (Noto Sans Devanagari among them).
# Install it when it is missing and we can.
set -euo pipefail
if command -v fc-list >/dev/null && fc-list :lang=hi family | grep -qi devanagari; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's fonts-noto-core for the Hindi pages' end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-core >/dev/null
  exit 0
fi
echo "✖ No Devanagari font found. Install Debian's: sudo apt-get install -y fonts-noto-core" >&2
exit 1
