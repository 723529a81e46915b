/**
 * `npm run dev` serves the API with the pages: the real Fastify server, without the prerendered site, runs
 * beside Astro's development server (server/dev-api.ts, its own process, settings from the environment and
 * `.env` as for `npm start`), and Astro's server passes everything under /api to it, so the forms and the
 * chat work with hot reload.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { API_PREFIX } from "../core/api-paths.ts";

/** Where the development API listens (loopback only). */
export const DEV_API_PORT = Number(process.env.DEV_API_PORT ?? 3001);

export function apiInDevelopment(): AstroIntegration {
  return {
    name: "api-in-development",
    hooks: {
      "astro:config:setup": ({ command, updateConfig }) => {
        if (command !== "dev") return;
        updateConfig({ vite: { server: { proxy: { [API_PREFIX]: `http://127.0.0.1:${DEV_API_PORT}` } } } });
      },
      "astro:server:setup": ({ server, logger }) => {
        const api = spawn(
          process.execPath,
          ["--env-file-if-exists=.env", fileURLToPath(new URL("../server/dev-api.ts", import.meta.url))],
          { stdio: "inherit", env: { ...process.env, PORT: String(DEV_API_PORT), HOST: "127.0.0.1" } },
        );
        const stop = () => api.kill("SIGTERM");
        server.httpServer?.once("close", stop);
        process.once("exit", stop);
        logger.info(`API at ${API_PREFIX} (port ${DEV_API_PORT})`);
      },
    },
  };
}
