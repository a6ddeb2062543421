# The platform server: REST, STOMP realtime and the engines. Built from the workspace root.
FROM node:20-bookworm-slim AS build
WORKDIR /repo
RUN corepack enable
COPY . .
RUN pnpm install --frozen-lockfile \
  && pnpm --filter @bx/contracts run build \
  && pnpm --filter @bx/server run build \
  && pnpm --filter @bx/server deploy --prod /out

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
# The memory settings the supervisor gives the server (infra/server/src/memory-settings.ts); keep them alike.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=32768
COPY --from=build /out /app
EXPOSE 8080
USER node
CMD ["node", "--max-semi-space-size=4", "dist/server.js"]
