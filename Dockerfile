# One container: web server, job worker and (unless DATABASE_URL is set) an embedded PostgreSQL.
FROM node:24-slim AS build
WORKDIR /app
# a C compiler for the small addon that gives freed memory back to the system (native/, ADR 0057)
RUN apt-get update \
	&& apt-get install -y --no-install-recommends gcc libc6-dev \
	&& rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
COPY native ./native
COPY scripts/build-native.ts ./scripts/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/.data
WORKDIR /app
# Apertium's English<->Spanish pair: sources in another language are translated offline when no model is configured
RUN apt-get update \
	&& apt-get install -y --no-install-recommends apertium-en-es \
	&& rm -rf /var/lib/apt/lists/*
RUN groupadd --system ondacast && useradd --system --gid ondacast --home /app ondacast \
	&& mkdir -p /app/.data && chown ondacast:ondacast /app/.data
COPY --from=build --chown=ondacast:ondacast /app/node_modules ./node_modules
COPY --from=build --chown=ondacast:ondacast /app/build ./build
COPY --from=build --chown=ondacast:ondacast /app/native/build ./native/build
COPY --from=build --chown=ondacast:ondacast /app/app ./app
COPY --chown=ondacast:ondacast package.json tsconfig.json vite.config.ts prisma.config.ts ./
COPY --chown=ondacast:ondacast server ./server
COPY --chown=ondacast:ondacast jobs ./jobs
COPY --chown=ondacast:ondacast scripts ./scripts
COPY --chown=ondacast:ondacast prisma ./prisma
COPY --chown=ondacast:ondacast config ./config
COPY --chown=ondacast:ondacast locales ./locales
COPY --chown=ondacast:ondacast public ./public
USER ondacast
VOLUME ["/app/.data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/start.ts"]
