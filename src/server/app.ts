import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { Logger } from "pino";
import { onAdsChanged } from "../ads/ads-config.js";
import { createAdsEnabledCache } from "../ads/ads-enabled-cache.js";
import { isEmbeddedDatabase } from "../db/database.js";
import { createHealthCollector, type HealthCollector } from "../diagnostics/health/collector.js";
import { OwnHttpServer } from "../diagnostics/health/own-http-server.js";
import { clientKey } from "../platform/client-key.js";
import { machineProbes } from "../diagnostics/health/probes.js";
import { picturesFromConfig } from "../pictures/pictures-from-config.js";
import type { Pictures } from "../pictures/picture-proxy.js";
import { enforceAdminByDefault, type RouteTable } from "./access-control.js";
import { registerApiDocs } from "./api-docs.js";
import type { ServerDeps } from "./context.js";
import { answerClientError, refuseConnect } from "./client-errors.js";
import { declaredSchemaCompilers } from "./declared-schemas.js";
import { registerErrorHandler, replyWithError } from "./error-handler.js";
import { readEmptyBodyAsObject } from "./json-body.js";
import { authRoutes } from "./routes/auth.js";
import { automationRoutes } from "./routes/automation.js";
import { aiRoutes } from "./routes/ai.js";
import { adsRoutes } from "./routes/ads.js";
import { adminArticleRoutes } from "./routes/admin-articles.js";
import { articleRoutes } from "./routes/articles.js";
import { contactRoutes } from "./routes/contact.js";
import { cookieConsentRoutes } from "./routes/cookie-consents.js";
import { editionRoutes } from "./routes/edition.js";
import { dashboardRoutes } from "./routes/dashboard.js";
import { diagnosticsRoutes } from "./routes/diagnostics.js";
import { messageRoutes } from "./routes/messages.js";
import { notificationRoutes } from "./routes/notifications.js";
import { seoRoutes } from "./routes/seo.js";
import { socialRoutes } from "./routes/social.js";
import { storageRoutes } from "./routes/storage.js";
import { backupRoutes } from "./routes/backups.js";
import { statisticsRoutes } from "./routes/statistics.js";
import { feedRoutes } from "./routes/feeds.js";
import { feedRuleRoutes } from "./routes/feed-rules.js";
import { listingSourceRoutes } from "./routes/listing-sources.js";
import { starterFeedRoutes } from "./routes/starter-feeds.js";
import { healthRoutes } from "./routes/health.js";
import { metricsRoutes } from "./routes/metrics.js";
import { pictureRoutes } from "./routes/pictures.js";
import { probeRoutes } from "./routes/probes.js";
import { reportShedLoad } from "./load-shedding.js";
import { createPublicReads, type PublicReadParts, type PublicReads } from "./public-reads.js";
import { registerSecurityHeaders } from "./security-headers.js";
import { DebugRequestLog } from "./request-log.js";
import { recordRequestMetrics } from "./request-metrics.js";
import { ServerErrorRecorder } from "./server-error-recorder.js";
import { refuseUnstorableText } from "./storable-text.js";
import { answerUnroutedRequests } from "./unrouted.js";
import { webRoutes } from "./web/web-routes.js";

export interface App {
  app: FastifyInstance;
  routes: RouteTable;
  /** Flips /api/health to 503 so load balancers stop sending traffic during shutdown. */
  state: { shuttingDown: boolean };
  /** The public reads' caches, per-address budget and gate (public-reads.ts). */
  reads: PublicReads;
  /** Writes the error_logs rows of unhandled 5xx after their replies. */
  serverErrors: ServerErrorRecorder;
}

/** Assembles the Fastify server: security, the API, and (unless `web: false`) the React Router site. */
export async function buildApp(deps: ServerDeps, options: { logger?: Logger; web?: boolean; publicReads?: PublicReadParts } = {}): Promise<App> {
  const app: FastifyInstance = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger | undefined,
    logController: new DebugRequestLog(),
    // A list, never `true`: the client is the right-most address that is not one of our proxies.
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Requests Node's parser refuses (an unknown method such as TRACK) get a 405 or 400 in the one error shape.
    clientErrorHandler: answerClientError,
    // A path that does not decode (a lone %ED%A0%80) goes through the one error handler, not Fastify's own reply.
    frameworkErrors: (error, request: FastifyRequest, reply: FastifyReply) => replyWithError(error, request, reply),
    schemaController: declaredSchemaCompilers,
  });
  const routes: RouteTable = [];
  const state = { shuttingDown: false };
  const reads = createPublicReads(options.publicReads, { embeddedDatabase: isEmbeddedDatabase(deps.db), onShed: reportShedLoad(app.log) });
  app.addHook("onClose", async () => reads.close());

  const serverErrors = new ServerErrorRecorder(deps.db, app.log);
  app.decorate("serverErrors", serverErrors);
  app.addHook("onClose", async () => serverErrors.idle());
  // Nobody can read the counters without METRICS_TOKEN: no hook on every request then.
  if (deps.config.metricsToken) recordRequestMetrics(app);
  registerErrorHandler(app);
  refuseConnect(app);
  readEmptyBodyAsObject(app);
  refuseUnstorableText(app);
  // Replies finishing during shutdown close their keep-alive connection, so close() need not wait for it to idle out.
  app.addHook("onSend", async (_request, reply) => {
    if (state.shuttingDown) reply.header("connection", "close");
  });
  enforceAdminByDefault(app, deps, routes);
  await registerApiDocs(app);
  // One per process, forgotten on every save of the configuration, here or on another instance.
  const adsEnabled = createAdsEnabledCache(deps.db);
  const stopAdsListener = onAdsChanged(() => adsEnabled.invalidate());
  app.addHook("onClose", async () => stopAdsListener());
  await registerSecurityHeaders(app, deps.config, adsEnabled);
  await app.register(cookie);
  // Brotli at its default quality 11 costs more CPU than it saves bytes on dynamic pages.
  await app.register(compress, { brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  // Routes' own limits (sign-in, contact, view beacon) count a client by its key: an IPv6 client by its /64.
  await app.register(rateLimit, { global: false, keyGenerator: (request) => clientKey(request.ip) });

  healthRoutes(app, deps, state, deps.health ?? ownHealthCollector(app, deps, options.logger));
  probeRoutes(app, deps, state);
  await metricsRoutes(app, deps);
  authRoutes(app, deps);
  automationRoutes(app, deps);
  notificationRoutes(app, deps);
  feedRoutes(app, deps);
  feedRuleRoutes(app, deps);
  listingSourceRoutes(app, deps);
  starterFeedRoutes(app, deps);
  aiRoutes(app, deps);
  articleRoutes(app, deps, reads);
  adminArticleRoutes(app, deps);
  contactRoutes(app, deps);
  messageRoutes(app, deps);
  dashboardRoutes(app, deps);
  diagnosticsRoutes(app, deps, reads);
  adsRoutes(app, deps);
  cookieConsentRoutes(app, deps);
  editionRoutes(app, deps);
  socialRoutes(app, deps);
  statisticsRoutes(app, deps);
  seoRoutes(app, deps);
  const pictures = deps.pictures ?? ownPictures(app, deps, options.logger);
  pictureRoutes(app, pictures);
  storageRoutes(app, deps, pictures);
  backupRoutes(app, deps);
  answerUnroutedRequests(app);

  let closeWeb = async () => {};
  if (options.web !== false) closeWeb = await webRoutes(app, deps, reads);
  app.addHook("onClose", async () => closeWeb());
  return { app, routes, state, reads, serverErrors };
}

/** A collector over this machine whose HTTP figures are this server's own, for a server built without one (tests, tools). */
function ownHealthCollector(app: FastifyInstance, deps: ServerDeps, logger: Logger | undefined): HealthCollector {
  const server = new OwnHttpServer();
  server.attach(app.server);
  return createHealthCollector({ db: deps.db, probes: machineProbes({ db: deps.db, dataDir: deps.config.dataDir, server }), ...(logger && { logger }) });
}

/** The pictures of a server built without them (tests, tools): from the configuration, closed with the server. */
function ownPictures(app: FastifyInstance, deps: ServerDeps, logger: Logger | undefined): Pictures {
  const pictures = picturesFromConfig(deps.config, { db: deps.db, ...(deps.stopping && { stopping: deps.stopping }), ...(logger && { logger }) });
  app.addHook("onClose", async () => pictures.close());
  return pictures;
}
