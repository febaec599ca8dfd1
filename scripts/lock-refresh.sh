#!/usr/bin/env bash
# Rewrites package-lock.json from package.json (keeping locked versions that still fit) and checks that it
# holds every platform's optional native packages, so `npm ci` works on macOS, Windows, Linux arm64 and
# in any CI. Run it after adding or upgrading a dependency, and after merging branches that did.
# On a merge conflict in package-lock.json: take either side, then run this.
set -euo pipefail
cd "$(dirname "$0")/.."
npm install --package-lock-only --no-audit --no-fund
npx tsx scripts/check-lock.ts
# Bring node_modules in line with the lock, exactly as CI will install it.
npm ci --no-audit --no-fund
