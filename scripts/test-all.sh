#!/usr/bin/env bash
# npm test: every check and test in turn (static checks, unit, build, end-to-end),
# each phase timed, then a table of the phases and the end-to-end tests per minute.
# CI runs it from .ci/run; its limit is 90 minutes, and the whole run should stay
# under 45 on a slow two-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."

times=$(mktemp)
trap 'rm -f "$times"' EXIT
started=$SECONDS

phase() {
  local name=$1
  shift
  local from=$SECONDS
  echo "── $name: $*"
  if ! "$@"; then
    printf '%s\t%s\tfailed\n' "$name" $((SECONDS - from)) >>"$times"
    summary
    exit 1
  fi
  printf '%s\t%s\tpassed\n' "$name" $((SECONDS - from)) >>"$times"
}

summary() {
  echo
  echo "── Phases"
  while IFS=$'\t' read -r name secs state; do
    printf '  %-12s %3dm %02ds  %s\n' "$name" $((secs / 60)) $((secs % 60)) "$state"
  done <"$times"
  local all=$((SECONDS - started))
  printf '  %-12s %3dm %02ds\n' "all" $((all / 60)) $((all % 60))
  node scripts/e2e-rate.mjs "$times" || true
}

phase check npm run check
phase unit npm run test:unit
phase build npm run build
phase e2e npm run test:e2e
phase e2e-pg npm run test:e2e:postgres
summary
