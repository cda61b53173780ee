#!/usr/bin/env bash
# The PostgreSQL tests (issue 53) start throwaway servers of their own from
# Debian's PostgreSQL 15 (apt package `postgresql`, with pg_trgm and citext).
# Install it when it is missing and we can; the package's own service is
# stopped: the tests never use it.
set -euo pipefail
bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ -x "$bin/initdb" ] && [ -x "$bin/pg_ctl" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's postgresql package for the PostgreSQL tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    systemctl disable --now postgresql >/dev/null 2>&1 || true
  fi
  exit 0
fi
echo "✖ $bin/initdb not found. Install Debian's PostgreSQL: sudo apt-get install -y postgresql (or set PG_BIN)." >&2
exit 1
