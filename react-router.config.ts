import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./core/routes.ts";

export default {
  appDirectory: "app",
  // The browser tests build apart (BUILD_DIR=build-e2e, with a public address of their own), so that
  // `npm test` leaves the build `npm start` serves alone.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every page is static HTML made at build time; the Fastify server only serves files and the API.
  ssr: false,
  prerender: prerenderPaths(),
} satisfies Config;
