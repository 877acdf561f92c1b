# ReviewKaro's production image. Written without a Docker daemon at hand: every step was
# replayed by hand on Node 20 (install, build, prune, migrate, boot as non-root), not built.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Not `npm ci`: it refuses this lockfile, which lacks other platforms' optional packages (see
# STACK.md). `npm install` keeps every locked version. No package here needs install scripts.
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
# The server needs the build, its runtime packages, package.json ("type": "module") and the
# entry file; app/db is for `tsx app/db/migrate-cli.ts` (tsx is a runtime dependency) and for
# the embedded database, which migrates itself from app/db/migrations.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server/index.js /app/server/compression.js ./server/
COPY --from=build /app/app/db ./app/db
# Code stays owned by root (read-only to the server); only DATA_DIR is writable.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/index.js"]
