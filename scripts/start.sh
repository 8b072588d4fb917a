#!/usr/bin/env bash
# Installs the dependencies, builds the front end and starts the product with the embedded
# database and demo data at http://localhost:8080.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM="npx -y pnpm@10.34.8"
$PNPM install --frozen-lockfile
$PNPM build
exec $PNPM start
