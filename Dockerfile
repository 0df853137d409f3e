# GeoKatalog production image: Next's standalone server with the db:siapkan bundle, run as the unprivileged
# `node` user. compose.yaml builds it for both app instances; by hand: `docker build -t geokatalog .`
# The runtime tree is made by scripts/bangun-standalone.sh, the script tests/topologi/standalone.test.ts serves.

ARG NODE_IMAGE=node:20-bookworm-slim
# Written into the Content-Security-Policy at build time (docs/security.md) and kept as the runtime value, so the
# image's maps and its CSP agree. lib/env.ts's default; empty = maps without tiles.
ARG MAP_TILE_URL=https://tile.openstreetmap.org/{z}/{x}/{y}.png

FROM ${NODE_IMAGE} AS deps
WORKDIR /src
COPY package.json package-lock.json ./
# Exactly the lock file (it carries every platform's optional packages). No telemetry from swagger-ui's scarf.
ENV SCARF_ANALYTICS=false
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS bangun
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
ARG MAP_TILE_URL
ENV MAP_TILE_URL=${MAP_TILE_URL}
COPY --from=deps /src/node_modules ./node_modules
COPY . .
RUN npm run build && bash scripts/bangun-standalone.sh /keluaran

FROM ${NODE_IMAGE}
WORKDIR /app
ARG MAP_TILE_URL
ENV MAP_TILE_URL=${MAP_TILE_URL}
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    STORAGE_DIR=/data/storage
# Owned by `node`: Next writes its cache under .next; a new named volume on /data/storage takes this ownership.
COPY --from=bangun --chown=node:node /keluaran ./
RUN mkdir -p /data/storage && chown node:node /data/storage
USER node
EXPOSE 3000
# No curl in the slim image; node's fetch does it. 200 only while the database answers (503 otherwise).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrations, base data and the first Admin (safe when both instances start at once), then the server: one
# server.js worker per core behind port 3000 (WEB_CONCURRENCY sets the count; one only without DATABASE_URL or
# REDIS_URL, and the log says why), each with its share of DATABASE_POOL_MAX. The core count is the host's: with a
# CPU limit on the container, set WEB_CONCURRENCY to it. `exec` makes the primary PID 1, so `docker stop`'s
# SIGTERM reaches it; it passes it to every worker, each drains within 9 s (stop_grace_period is 10 s).
CMD ["sh", "-c", "node siapkan.mjs && exec node kluster.mjs"]
