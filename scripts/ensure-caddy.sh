#!/usr/bin/env bash
# The HTTPS end-to-end test puts Debian's Caddy (apt package `caddy`) in front
# of the production server, as deploy/Caddyfile does. Install it when it is
# missing and we can.
set -euo pipefail
bin="${CADDY_PATH:-/usr/bin/caddy}"
if [ -x "$bin" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's caddy package for the HTTPS end-to-end test…"
  apt-get update -qq
  # Only the binary is needed: the package's own service must not take ports 80/443 here.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null
  if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    systemctl disable --now caddy >/dev/null 2>&1 || true
  fi
  exit 0
fi
echo "✖ $bin not found. Install Debian's Caddy: sudo apt-get install -y caddy (or set CADDY_PATH)." >&2
exit 1
