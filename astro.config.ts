import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { inlineScript } from "./scripts/vite-inline-script.ts";
import { pageModule } from "./scripts/vite-page-module.ts";
import { readBuildSettings, recordBuildSettings } from "./scripts/vite-build-settings.ts";
import { apiInDevelopment } from "./scripts/astro-dev-api.ts";

const settings = readBuildSettings();

/**
 * Every page is static HTML rendered from React at build time; only its islands load code, each on its own
 * (ADR 011). The route shells are `app/pages/[...lang]/*.astro`; the Fastify server serves the build and the
 * API (`npm start`), and in development the API runs inside the development server (`npm run dev`).
 */
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  // The browser tests build apart (BUILD_DIR=build-e2e, with a public address of their own), so that
  // `npm test` leaves the build `npm start` serves alone.
  outDir: `./${process.env.BUILD_DIR || "build"}/client`,
  site: settings.PUBLIC_URL,
  output: "static",
  trailingSlash: "ignore",
  build: {
    format: "directory",
    // Hashed files under /assets/, which the server caches as immutable.
    assets: "assets",
    // A page's CSS travels with its HTML: the first paint waits for no second file.
    inlineStylesheets: "always",
  },
  devToolbar: { enabled: false },
  integrations: [react(), apiInDevelopment(), recordBuildSettings(settings)],
  vite: {
    plugins: [inlineScript(), pageModule(), tailwindcss()],
    // Canonical and share URLs are written into the prerendered pages, so the public address is a build input;
    // so are the retention periods the privacy page states.
    define: {
      "import.meta.env.PUBLIC_URL": JSON.stringify(settings.PUBLIC_URL),
      "import.meta.env.RETENTION_DAYS": JSON.stringify(settings.RETENTION_DAYS),
      "import.meta.env.SPAM_RETENTION_DAYS": JSON.stringify(settings.SPAM_RETENTION_DAYS),
    },
    // Scripts stay files of their own, cached across pages, rather than inline in every document (the
    // document's budget is one round trip, docs/performance.md); fonts and images are never inlined either.
    build: { assetsInlineLimit: 0 },
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  },
});
