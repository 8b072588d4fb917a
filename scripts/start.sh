#!/usr/bin/env bash
# Installs the dependencies and starts the product with the embedded database and demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM="npx -y pnpm@10.34.8"
$PNPM install --frozen-lockfile
exec $PNPM start
