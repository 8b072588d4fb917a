#!/usr/bin/env bash
# Installs what the tests need (dependencies; Debian's Chromium for the browser journeys and
# PostgreSQL's programs for the fault tests),
# then runs the whole suite (see scripts/test-all.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
MISSING=""
[ -x /usr/bin/chromium ] || MISSING="chromium"
# The journeys run on the headless shell (e2e/playwright.config.ts), Lighthouse on the full browser.
[ -x /usr/lib/chromium/chromium-headless-shell ] || MISSING="$MISSING chromium-headless-shell"
# The fault tests start, stop and restart a PostgreSQL server of their own: they need its
# programs (initdb, pg_ctl), not a running cluster, so Debian is told not to create one.
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  MISSING="$MISSING postgresql"
  if [ ! -e /etc/postgresql-common/createcluster.conf ]; then
    $SUDO mkdir -p /etc/postgresql-common
    echo "create_main_cluster = false" | $SUDO tee /etc/postgresql-common/createcluster.conf >/dev/null
  fi
fi
if [ -n "$MISSING" ]; then
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o Dpkg::Options::=--force-confold $MISSING
fi
PNPM="npx -y pnpm@10.34.8"
$PNPM install --frozen-lockfile
exec $PNPM test
