#!/usr/bin/env bash
# The backups (npm run backup, npm run restore, the server's daily job and its
# tests) run Debian's restic (apt package `restic`). Install it when it is
# missing and we can.
set -euo pipefail
bin="${RESTIC_PATH:-/usr/bin/restic}"
if [ -x "$bin" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's restic package for the backups' tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq restic >/dev/null
  exit 0
fi
echo "✖ $bin not found. Install Debian's restic: sudo apt-get install -y restic (or set RESTIC_PATH)." >&2
exit 1
