#!/usr/bin/env bash
# Installs what the tests need (dependencies; Debian's Chromium for the browser journeys),
# then runs the whole suite (see scripts/test-all.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium
fi
PNPM="npx -y pnpm@10.34.8"
$PNPM install --frozen-lockfile
exec $PNPM test
