#!/usr/bin/env bash
# The HTML check (tests/e2e/html-valid.api.spec.ts) runs the W3C Nu Html Checker
# (npm `vnu-jar`) on Debian's Java (apt package `default-jre-headless`), never a
# runtime the package would download. Install it when it is missing and we can.
set -euo pipefail
if command -v java >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's default-jre-headless package for the HTML check…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  exit 0
fi
echo "✖ java not found. Install Debian's Java: sudo apt-get install -y default-jre-headless" >&2
exit 1
