import { ConfigError, parseConfig } from "./config.ts";
import { buildServer } from "./app.ts";

async function main() {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildServer(config);
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void close());
  process.once("SIGINT", () => void close());
  await app.listen({ port: config.PORT, host: config.HOST });
}

await main();
