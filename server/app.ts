import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import helmet from "helmet";
import type { DestinationStream } from "pino";
import { registerChatRoute } from "./api/chat.ts";
import { refuseCrossSitePosts } from "./api/cross-site.ts";
import { registerErrorHandling } from "./api/errors.ts";
import { registerFormRoutes } from "./api/forms.ts";
import { registerJsonBodyParser } from "./api/json-body.ts";
import { registerPlainFormBodies } from "./api/plain-forms.ts";
import { requestT } from "./api/request-language.ts";
import { createChatEngine } from "./chat/create-engine.ts";
import type { Config } from "./config.ts";
import { openStore, type Store } from "./db/database.ts";
import { startMailWorkerThread, type MailWorkerHandle } from "./mail/worker-host.ts";
import { proxyTrust } from "./trust-proxy.ts";
import { checkBuiltSettings } from "./built-settings.ts";
import { deleteEndedWindows, sharedRateLimitStore } from "./db/shared-rate-limits.ts";
import { scheduleRetention } from "./privacy/retention-schedule.ts";
import { inlineScriptHashes, isHashedAsset, registerSite } from "./site.ts";
import { registerVisitor } from "./visitor.ts";

export interface Server {
  app: FastifyInstance;
  store: Store;
  mailWorker: MailWorkerHandle;
}

/** Only what helps to operate the site: no IP address, host or query string (they can identify a person). */
const serializers = {
  req: (request: { method: string; url: string; id: string }) => ({
    method: request.method,
    path: request.url.split("?")[0],
    id: request.id,
  }),
};

export interface BuildOptions {
  /** Where the JSON log lines go (standard output when unset); tests read them back. */
  logStream?: DestinationStream;
  /**
   * Whether to serve the prerendered site from SITE_DIR (the default). `npm run dev` serves the API alone,
   * inside the development server that renders the pages.
   */
  serveSite?: boolean;
}

/** Headers must arrive within this (or the whole request timeout, if shorter): slow-header clients are cut. */
const HEADERS_TIMEOUT_MS = 10_000;
/** A connection with nothing moving for this long while a request is open is closed. */
const CONNECTION_IDLE_TIMEOUT_MS = 30_000;
/**
 * An idle keep-alive connection is kept this long: longer than nginx's upstream keepalive_timeout (60 s),
 * so the proxy never sends a request on a connection the server is closing at that moment.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Powerful browser features the site never uses, switched off for its pages and anything embedded in them
 * (a script that got in could not reach the camera, the location or payment). Only names Chromium knows,
 * so no page logs a warning.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Builds the whole server (not listening yet): database, outbox worker, pages and API. */
export async function buildServer(config: Config, options: BuildOptions = {}): Promise<Server> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, serializers, ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // The default for every route; each API route sets its own (see server/api).
    bodyLimit: 16 * 1024,
    trustProxy: proxyTrust(config.TRUST_PROXY),
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      // Node checks the request and header timeouts on this beat (30 s by default, longer than short limits).
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.REQUEST_TIMEOUT_MS / 4)),
    },
    return503OnClosing: true,
  });

  const serveSite = options.serveSite ?? true;
  // Before anything starts: a site built with another public address or other retention periods than these
  // is a bad setting.
  if (serveSite) await checkBuiltSettings(config.SITE_DIR, config);
  const store = await openStore({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    timeoutMs: config.DATABASE_TIMEOUT_MS,
    sqliteSynchronous: config.SQLITE_SYNCHRONOUS,
    onPoolError: (error) => app.log.warn({ err: error }, "idle database connection lost"),
  });
  const mailWorker = await startMailWorkerThread(config, app.log.child({ component: "mail" }));
  app.log.info({ engine: store.engine, mail: config.SMTP_URL ? "smtp" : "eml files" }, "storage and mail ready");
  const retention = scheduleRetention({
    store,
    settings: config,
    dataDir: config.DATA_DIR,
    log: app.log.child({ component: "retention" }),
  });

  // Instances on one PostgreSQL count together; expired counts (their keys hold addresses) go every minute.
  const sharedLimits = store.engine === "postgres" ? store.db : undefined;
  const endedWindows = sharedLimits
    ? setInterval(() => {
        deleteEndedWindows(sharedLimits).catch((error: unknown) =>
          app.log.warn({ err: error }, "could not delete ended rate limit windows"),
        );
      }, 60_000).unref()
    : undefined;
  // Closing finishes in-flight requests first (Fastify), then the delivery and any purge in progress, then
  // the database.
  app.addHook("onClose", async () => {
    clearInterval(endedWindows);
    await Promise.all([mailWorker.stop(), retention.stop()]);
    await store.close();
  });
  registerVisitor(app);
  // Set when the request arrives: it stays on every answer, errors included, without an async hook per reply.
  // A hashed build file is the same for everyone and never fails in an interesting way: it goes without.
  app.addHook("onRequest", (request, reply, done) => {
    if (!isHashedAsset(request.url)) reply.header("X-Request-Id", request.id);
    done();
  });

  registerErrorHandling(app);
  app.addHook("onRequest", refuseCrossSitePosts(config.PUBLIC_URL));
  registerJsonBodyParser(app);
  // The contact form sent without the site's script (plain-forms.ts).
  await registerPlainFormBodies(app);
  // Text bodies are not a form we accept: they get 415 like any other unknown type.
  app.removeContentTypeParser("text/plain");

  const scriptHashes = serveSite ? await inlineScriptHashes(config.SITE_DIR) : [];
  // Helmet's own middleware, built once: the Fastify wrapper rebuilt it on every request, which showed as a
  // twentieth of the request thread's time in the profile of `npm run bench:forms`.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        // Sonner and Radix set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // What frame-ancestors 'none' says, for browsers that read only this header (Helmet's default allows
    // the site to frame itself).
    xFrameOptions: { action: "deny" },
    // Measured on a real visit, the header's own renderer process costs a phone 120-210 ms of first paint,
    // for a site that shows nothing per visitor (ADR 016).
    crossOriginOpenerPolicy: false,
  });
  /** The headers of every page and error answer: Helmet's, and the powerful features no page uses. */
  const pageHeaders = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    reply.raw.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  };
  app.addHook("onRequest", (request, reply, done) => {
    if (isHashedAsset(request.url)) {
      reply.header("X-Content-Type-Options", "nosniff").header("Cross-Origin-Resource-Policy", "same-origin");
      done();
    } else {
      pageHeaders(request, reply, done);
    }
  });
  await app.register(rateLimit, {
    global: false,
    ...(sharedLimits ? { store: sharedRateLimitStore(sharedLimits) } : {}),
    // The visitor as every per-address window counts them (server/visitor.ts), not the plugin's own grouping.
    keyGenerator: (request) => request.visitor,
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      message: requestT(request)("api.rateLimited"),
    }),
  });
  await app.register(multipart, { throwFileSizeLimit: true });

  app.get("/healthz", () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const ready = await store.ping();
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "database unreachable" });
  });
  registerFormRoutes(app, { config, store, mailWorker });
  registerChatRoute(app, {
    config,
    store,
    mailWorker,
    engine: createChatEngine(config, app.log.child({ component: "chat" })),
  });
  if (!serveSite) return { app, store, mailWorker };
  // A missing build file gets the 404 page, which is a page: it gets the page headers too.
  await registerSite(app, config.SITE_DIR, {
    notFoundHeaders: (request, reply) =>
      new Promise<void>((resolve, reject) => {
        reply.header("X-Request-Id", request.id);
        pageHeaders(request, reply, (error) => (error ? reject(error) : resolve()));
      }),
  });
  return { app, store, mailWorker };
}
