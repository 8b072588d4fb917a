#!/usr/bin/env bash
# Installs what the tests need, then runs the whole suite (see scripts/test-all.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM="npx -y pnpm@10.34.8"
$PNPM install --frozen-lockfile
exec $PNPM test
