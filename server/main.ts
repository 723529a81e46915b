import { buildServer } from "./app.ts";
import { ConfigError, parseConfig, type Config } from "./config.ts";

/** A bad setting stops the start with one line naming it, not a stack trace. */
async function orStop<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config: Config = await orStop(() => parseConfig(process.env));
const { app } = await orStop(() => buildServer(config));
let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing requests and the current delivery");
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    },
  );
};
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
await app.listen({ port: config.PORT, host: config.HOST });
