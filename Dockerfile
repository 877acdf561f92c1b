# ReviewKaro's production image: Node 24 (LTS) on Debian bookworm, the app as the `node` user.
# NODE_IMAGE picks the base: the official image by default; where Docker Hub is out of reach,
# deploy/stand-in-base.sh makes a stand-in with the same Node (see docs/deploy.md).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:2fe369e969550cde8e867afc3fe370b260140cab4a23d467074295b42163d553

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No package here needs an install script (npm 11 skips them unless allowed).
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
# The server and the migration command are both in build/server: no TypeScript runs in production.
# TypeScript itself stays after the prune as an optional peer of @react-router/node and
# @react-router/express, which never load it: it goes too (24 MB).
RUN npm run build && npm prune --omit=dev --ignore-scripts && rm -rf node_modules/typescript
# What no runtime import loads (decision 114): type declarations and source maps (Node reads
# neither), ECharts' and zrender's prebuilt bundles and sources (the server imports their ES
# modules under lib/), the English OCR model the bill reader does not use (its 10.9 MB '4.0.0';
# it reads '4.0.0_best_int', decision 129), and the migrations' Drizzle snapshots (the migrator
# reads the SQL and meta/_journal.json only). tests/unit/runtime-image.test.ts draws the chart from
# what is left.
RUN rm -rf node_modules/echarts/dist node_modules/echarts/types node_modules/zrender/dist \
    node_modules/zrender/src node_modules/@tesseract.js-data/eng/4.0.0 \
  && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.cts' \
    -o -name '*.d.mts' \) -delete \
  && mkdir -p /runtime/migrations/meta \
  && cp app/db/migrations/*.sql /runtime/migrations/ \
  && cp app/db/migrations/meta/_journal.json /runtime/migrations/meta/

# Noto Sans and Noto Sans Devanagari (the Android phone's fonts), for the text sharp draws into the
# share image; without fonts every letter is an empty box. Only these four files are kept.
FROM ${NODE_IMAGE} AS fonts
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-noto-core \
  && mkdir /fonts \
  && cp /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf \
    /usr/share/fonts/truetype/noto/NotoSans-Bold.ttf \
    /usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf \
    /usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf /fonts/

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
# sharp's own fontconfig reads /usr/share/fonts and /usr/local/share/fonts when /etc/fonts is absent.
COPY --from=fonts /fonts /usr/local/share/fonts/noto
# The server needs its build, its runtime packages, package.json ("type": "module"), the two
# entry files and the committed migrations (SQL: the embedded database applies them on start,
# `node server/migrate.js` on PostgreSQL).
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server/index.js /app/server/compression.js /app/server/migrate.js ./server/
# The log search (`npm run logs`), plain JavaScript like the server's entry (decision 094).
COPY --from=build /app/scripts/search-logs.js ./scripts/
COPY --from=build /runtime/migrations ./app/db/migrations
# Code stays owned by root (read-only to the server); only DATA_DIR is writable.
# data/logs exists in the image so that a volume mounted there starts owned by the server.
# No package manager at run time (decision 114): npm, npx, corepack and yarn go; the log search is
# `node scripts/search-logs.js`.
RUN mkdir -p /app/data/logs && chown -R node:node /app/data \
  && rm -rf /usr/local/lib/node_modules /usr/local/bin/npm /usr/local/bin/npx \
    /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-*
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/index.js"]
