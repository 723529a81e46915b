/**
 * `npm run dev` serves the API with the pages: the real Fastify server (API routes only, no prerendered site)
 * runs inside Astro's development server and answers everything under /api, so the forms and the chat work
 * with hot reload. Its settings come from the environment and `.env`, as for `npm start`.
 */
import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import type { AstroIntegration } from "astro";
import { API_PREFIX } from "../core/api-paths.ts";

export function apiInDevelopment(): AstroIntegration {
  return {
    name: "api-in-development",
    hooks: {
      "astro:server:setup": async ({ server, logger }) => {
        const { buildServer } = await import("../server/app.ts");
        const { parseConfig } = await import("../server/config.ts");
        const fromFile = existsSync(".env") ? parseEnv(readFileSync(".env", "utf8")) : {};
        const config = parseConfig({ ...fromFile, ...process.env, PUBLIC_URL: undefined, LOG_LEVEL: "warn" });
        const { app } = await buildServer(config, { serveSite: false });
        await app.ready();
        server.httpServer?.once("close", () => void app.close());
        server.middlewares.use((request, response, next) => {
          if (request.url?.startsWith(API_PREFIX)) app.routing(request, response);
          else next();
        });
        logger.info(`API at ${API_PREFIX} (data in ${config.DATA_DIR})`);
      },
    },
  };
}
