import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./core/routes.ts";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Every page is static HTML made at build time; the Fastify server only serves files and the API.
  ssr: false,
  prerender: prerenderPaths(),
} satisfies Config;
