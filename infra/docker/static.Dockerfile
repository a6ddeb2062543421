# One front-end app (the host or a remote) built alone and served as static files, so each deploys alone.
# APP is the app's folder in the workspace, e.g. host or remotes/trade.
FROM node:20-bookworm-slim AS build
ARG APP
ARG BX_BUILD_TAG=""
WORKDIR /repo
RUN corepack enable
COPY . .
RUN pnpm install --frozen-lockfile && BX_BUILD_TAG="$BX_BUILD_TAG" pnpm --filter "./${APP}" run build

# Debian's nginx, for its brotli_static module (static.conf sends the build's precompressed .br files; the
# nginx.org images have no brotli module).
FROM debian:bookworm-slim
ARG APP
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log \
  && ln -sf /dev/stderr /var/log/nginx/error.log
COPY infra/nginx/static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
