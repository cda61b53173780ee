#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (apt package `chromium`), never a
# browser downloaded by Playwright. Install it when it is missing and we can.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$bin" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium package for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "✖ $bin not found. Install Debian's Chromium: sudo apt-get install -y chromium (or set CHROMIUM_PATH)." >&2
exit 1
