#!/usr/bin/env bash
# The runtime tree of the Docker image, from an existing `npm run build`: Next's standalone server with its
# traced node_modules, the static assets, the migrations and the db:siapkan bundle. The Dockerfile runs this very
# script in its build stage and copies the result, and tests/topologi/standalone.test.ts serves it, so the image
# layout that is tested is the one that ships.
#   bash scripts/bangun-standalone.sh [tujuan]   (default .data/standalone)
set -euo pipefail
cd "$(dirname "$0")/.."
tujuan="${1:-.data/standalone}"
dist="${NEXT_DIST_DIR:-.next}"

if [ ! -f "$dist/standalone/server.js" ] || [ ! -d "$dist/static" ]; then
  echo "Belum ada build standalone di $dist: jalankan \`npm run build\` dahulu." >&2
  exit 1
fi

rm -rf "$tujuan"
mkdir -p "$tujuan"
# -a keeps the relative symlinks Next makes under .next/node_modules for serverExternalPackages.
cp -a "$dist/standalone/." "$tujuan/"
# Fresh copies even where a local start already put them into the build's own tree (scripts/server/standalone.ts).
rm -rf "$tujuan/.next/static" "$tujuan/public"
mkdir -p "$tujuan/.next"
cp -a "$dist/static" "$tujuan/.next/static"
if [ -d public ]; then cp -a public "$tujuan/public"; fi
# lib/db/migrate.ts reads drizzle/ relative to the working directory (the app directory).
cp -a drizzle "$tujuan/drizzle"

# db:siapkan without tsx: one ES module. argon2's native binding cannot be bundled; it resolves from the traced
# node_modules next to it. PGlite is only loaded without DATABASE_URL, which a deployment always sets.
node_modules/.bin/esbuild scripts/siapkan.ts --bundle --platform=node --format=esm --target=node20 \
  --outfile="$tujuan/siapkan.mjs" --log-level=warning \
  --external:@node-rs/argon2 --external:@electric-sql/pglite \
  --banner:js="import{createRequire}from'node:module';const require=createRequire(import.meta.url);"

# Each worker's process: server.js behind the response shim (scripts/server/pekerja.ts), no tsx.
node_modules/.bin/esbuild scripts/server/pekerja.ts --bundle --platform=node --format=esm --target=node20 \
  --outfile="$tujuan/pekerja.mjs" --log-level=warning

# The image's start: one server.js worker per core behind one port (scripts/server/kluster-utama.ts), no tsx.
node_modules/.bin/esbuild scripts/server/kluster-utama.ts --bundle --platform=node --format=esm --target=node20 \
  --outfile="$tujuan/kluster.mjs" --log-level=warning

echo "Standalone siap di $tujuan ($(du -sh "$tujuan" | cut -f1))."
