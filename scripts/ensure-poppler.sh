#!/usr/bin/env bash
# The digital seal's tests check every sealed PDF with Debian's pdfsig (apt
# package `poppler-utils`): valid, the signer and the byte range, and invalid
# once one byte changes. Install it when it is missing and we can.
set -euo pipefail
bin="${PDFSIG_PATH:-/usr/bin/pdfsig}"
if [ -x "$bin" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's poppler-utils package (pdfsig) for the digital seal's tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  exit 0
fi
echo "✖ $bin not found. Install Debian's poppler-utils: sudo apt-get install -y poppler-utils (or set PDFSIG_PATH)." >&2
exit 1
