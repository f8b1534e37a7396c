# syntax=docker/dockerfile:1
# Two stages: the build has every dependency (vite, esbuild); the image that runs has the compiled
# site and server and the production dependencies only. Build: docker build -t space-apps-cairo .

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The site into dist/, its first-screen renderer into dist-ssr/, the server and its command lines into dist-server/;
# then drop the dev dependencies.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-slim
# sharp's prebuilt libvips comes with its npm package (@img/sharp-linux-*, glibc): a Debian base needs
# nothing more. Build and run on the same CPU architecture, as the two stages here do.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SITE_DIR=/app/dist
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-ssr ./dist-ssr
COPY --from=build /app/dist-server ./dist-server
# Read at run time from beside their sources: the migrations, and forms/*.json (the seed's definitions).
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/forms ./forms
# `npm start`, `npm run migrate|organisers|forms` inside the container.
COPY --from=build /app/scripts/start.mjs /app/scripts/run-entry.mjs /app/scripts/build-server.mjs /app/scripts/build-state.mjs ./scripts/
# DATA_DIR: this instance's scratch files (and, without DATABASE_URL/S3, its database and uploads).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/v1/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm: stop signals reach the server, which finishes its requests before exiting.
CMD ["node", "--enable-source-maps", "dist-server/main.js"]
