/**
 * The server's configuration, parsed from the environment with zod at start. A bad value stops the start
 * with one line per variable that names it.
 */
import { fileURLToPath } from "node:url";
import { z } from "zod";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Where `npm run build` wrote the prerendered site. */
  SITE_DIR: z.string().min(1).default(`${projectRoot}build/client`),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.join("\n")}`);
    this.problems = problems;
    this.name = "ConfigError";
  }
}

/** Empty strings count as unset, so `PORT=` in a .env file means the default rather than an error. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
}
