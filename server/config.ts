/**
 * The server's configuration, parsed from the environment with zod at start. A bad value stops the start
 * with one line per variable that names it.
 */
import { isIP } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { buildSettings } from "../core/build-settings.ts";
import { coversPublicAddresses } from "./trust-proxy.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** An amount per window, written as `amount/window`, e.g. `5/10m`, `3/1h`, `20/1m` or `100/30s`. */
function perWindow(example: string, amount: string) {
  return z
    .string()
    .regex(/^\d+\/[1-9]\d*[smh]$/, `must look like ${example} (${amount}/window with s, m or h)`)
    .transform((value) => {
      const [count = "0", window = "1m"] = value.split("/");
      const unit = window.slice(-1);
      const unitMs = unit === "s" ? 1000 : unit === "m" ? 60_000 : 3_600_000;
      return { count: Number(count), windowMs: Number(window.slice(0, -1)) * unitMs };
    });
}

/** A per-IP limit: at most `count` requests per window. */
const rateLimit = perWindow("5/10m", "count").transform(({ count, windowMs }) => ({
  max: count,
  timeWindowMs: windowMs,
}));

/**
 * The slowest an upload may arrive: on average at least `bytes` per window since it began, judged at the end
 * of each window. `0/…` sets no minimum.
 */
const minimumRate = perWindow("10000/10s", "bytes").transform(({ count, windowMs }) => ({ bytes: count, windowMs }));

/** Names for common private ranges (as proxy-addr has them), accepted as they are. */
const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `false`, a hop count (`1`: one proxy such as nginx in front, which appends the address it saw), or the
 * proxies' addresses and ranges (`127.0.0.1,10.0.0.0/8`). Either way the visitor's address is the last
 * X-Forwarded-For entry not written by a trusted proxy: what a visitor writes in the header themselves stays
 * to its left and is never read. A bare `true` would take the left-most entry, the visitor's own writing, and
 * so would a range that covers public addresses (`0.0.0.0/0`) for every visitor in it: ranges are for
 * private networks, and a proxy on a public address is listed by its address.
 */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim();
  if (text === "false" || text === "0") return false;
  if (text === "true") {
    context.addIssue({
      code: "custom",
      message:
        "true would let every visitor choose their address; write the number of proxies in front (1 behind one nginx) or their addresses (127.0.0.1 or 10.0.0.0/8, comma-separated)",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  const publicRanges = entries.filter((entry) => !wrong.includes(entry) && coversPublicAddresses(entry));
  if (wrong.length === 0 && publicRanges.length === 0) return entries;
  context.addIssue({
    code: "custom",
    message:
      wrong.length > 0
        ? `must be false, a number of proxies (1) or addresses and ranges (127.0.0.1,10.0.0.0/8); not ${wrong.join(", ")}`
        : `${publicRanges.join(", ")} covers public addresses, whose visitors could then choose the address they are counted by; write the number of proxies in front (1 behind one nginx), a public proxy's own address, or ranges of private networks (127.0.0.1, 10.0.0.0/8)`,
  });
  return z.NEVER;
});

/** The conversation and the API key travel to the chat API: in clear only when it never leaves the machine. */
function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** A folder, relative to the directory the server is started in unless absolute (as a shell would read it). */
const folder = z
  .string()
  .min(1)
  .transform((path) => resolve(path));

const emailAddress = z
  .string()
  .min(3)
  .refine((value) => !/[\r\n]/.test(value), "must not contain line breaks");

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Where `npm run build` wrote the prerendered site. */
  SITE_DIR: folder.default(`${projectRoot}build/client`),
  /** Embedded storage: the SQLite file and the `.eml` outbox live here. */
  DATA_DIR: folder.default(`${projectRoot}data`),
  /**
   * SQLite: `full` syncs every commit that answers a visitor, so an accepted submission survives a power
   * loss. `normal` is faster and loses only on power loss; `npm run bench:forms` measures the difference.
   */
  SQLITE_SYNCHRONOUS: z.enum(["full", "normal"]).default("full"),
  /** PostgreSQL instead of SQLite when set, e.g. postgres://user:pass@127.0.0.1:5432/site */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * PostgreSQL: the longest wait for a connection or a statement's answer. With the database unreachable,
   * requests fail with 503 after this instead of hanging, and shutdown is not held by dead connections.
   */
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** Without it, mail is written as .eml files under DATA_DIR/outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: emailAddress.default("Northlight Studio <no-reply@northlight.example>"),
  MAIL_TO: emailAddress.default("team@northlight.example"),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** First retry delay; each further try waits twice as long (capped at one hour). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  MAIL_POLL_MS: z.coerce.number().int().min(10).default(2_000),
  /**
   * How long a claimed message stays reserved for the worker sending it. The worker renews it while it sends
   * a batch, whenever less than half is left, so one send (its SMTP timeouts add up to 50 s) must fit in
   * half; after a crash, a message claimed at that instant waits this long.
   */
  MAIL_LEASE_MS: z.coerce.number().int().min(100).default(120_000),
  /**
   * Confirmations to visitors per UTC day, in all; past it they are skipped and the team is still notified.
   * Each mailbox gets at most 3 a day whatever this says.
   */
  MAIL_CONFIRMATIONS_PER_DAY: z.coerce.number().int().min(0).default(200),
  RATE_LIMIT_CONTACT: rateLimit.default({ max: 5, timeWindowMs: 600_000 }),
  RATE_LIMIT_APPLICATION: rateLimit.default({ max: 3, timeWindowMs: 3_600_000 }),
  RATE_LIMIT_CHAT: rateLimit.default({ max: 20, timeWindowMs: 60_000 }),
  /** Chat hand-offs to the team (each sends an email), per address and per visitor email. */
  RATE_LIMIT_CHAT_HANDOFF: rateLimit.default({ max: 3, timeWindowMs: 3_600_000 }),
  /**
   * A whole request, headers and body, must arrive within this: a client sending a byte a second is cut off
   * instead of holding a connection (and an upload place) forever. Two 10 MB files at 2 Mbit/s fit in 120 s.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).default(120_000),
  /**
   * Applications read at once; past it, 503 with Retry-After. Each holds up to two 10 MB files in memory
   * (README: the memory this implies).
   */
  MAX_CONCURRENT_UPLOADS: z.coerce.number().int().min(1).max(100).default(4),
  /**
   * An application's body must arrive at least this fast on average, or it is cut: else four visitors sending
   * a byte now and then hold every upload place until REQUEST_TIMEOUT_MS. 1 KB/s (8 kbit/s) is below even a
   * GPRS uplink (20–40 kbit/s) and a fiftieth of a slow 3G one (about 400 kbit/s).
   */
  MIN_UPLOAD_RATE: minimumRate.default({ bytes: 10_000, windowMs: 10_000 }),
  /** An OpenAI-compatible chat completions API, used instead of the embedded engine when all three are set. */
  CHAT_API_URL: z
    .url({ protocol: /^https?$/ })
    .refine(
      (value) => value.startsWith("https:") || isLoopback(new URL(value).hostname),
      "must be https (plain http only to this machine: localhost, 127.0.0.1 or [::1])",
    )
    .optional(),
  CHAT_API_KEY: z.string().min(1).optional(),
  CHAT_MODEL: z.string().min(1).optional(),
  CHAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  /** The proxies in front, whose X-Forwarded-For entries name the visitor (for per-address limits). */
  TRUST_PROXY: trustProxy.default(false),
  /**
   * What the pages are built with, checked against the build at start (server/built-settings.ts): the public
   * address (PUBLIC_URL, an origin) and the days kept (RETENTION_DAYS for messages, applications and chat
   * escalations, SPAM_RETENTION_DAYS for spam).
   */
  ...buildSettings.shape,
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
