# One front-end app (the host or a remote) built alone and served as static files, so each deploys alone.
# APP is the app's folder in the workspace, e.g. host or remotes/trade.
FROM node:20-bookworm-slim AS build
ARG APP
ARG BX_BUILD_TAG=""
WORKDIR /repo
RUN corepack enable
COPY . .
RUN pnpm install --frozen-lockfile && BX_BUILD_TAG="$BX_BUILD_TAG" pnpm --filter "./${APP}" run build

FROM nginx:1.27-alpine
ARG APP
COPY infra/nginx/static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
EXPOSE 80
