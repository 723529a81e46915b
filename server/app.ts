import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { inlineScriptHashes, registerSite } from "./site.ts";

/** Builds the whole server (not listening yet), so tests can start it on any port. */
export async function buildServer(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // Bodies are small JSON forms; uploads get their own limits.
    bodyLimit: 64 * 1024,
    trustProxy: false,
    disableRequestLogging: false,
  });

  const scriptHashes = await inlineScriptHashes(config.SITE_DIR);
  await app.register(helmet, {
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
  });

  app.get("/healthz", async () => ({ status: "ok" }));
  await registerSite(app, config.SITE_DIR);
  return app;
}
