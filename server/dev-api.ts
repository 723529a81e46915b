/**
 * The API alone, without the prerendered site: `npm run dev` starts it beside Astro's development server,
 * which renders the pages and passes /api/* here (scripts/astro-dev-api.ts). Settings as for `npm start`.
 */
import { buildServer } from "./app.ts";
import { parseConfig } from "./config.ts";

const config = parseConfig(process.env);
const { app } = await buildServer(config, { serveSite: false });
await app.listen({ port: config.PORT, host: config.HOST });
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
