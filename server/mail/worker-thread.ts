/**
 * The outbox worker's own thread: building and sending mail never takes CPU from the thread that answers
 * visitors, so a burst of submissions is acknowledged as fast as it is stored (docs/decisions/005).
 * The thread opens its own database connection and mail transport.
 */
import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import pino from "pino";
import type { Config } from "../config.ts";
import { openStore } from "../db/database.ts";
import { emlTransport, smtpTransport } from "./transport.ts";
import { startMailWorker } from "./worker.ts";

export type ToWorker = "wake" | "stop";
export type FromWorker = "ready" | "stopped";

/**
 * Mail can wait a moment, a visitor waiting for "sent" cannot: on Linux (where a thread has its own nice
 * value) this thread runs at the lowest CPU priority, so during a burst the request thread gets the cores
 * first and delivery catches up right after (docs/decisions/007).
 */
function yieldCpuToRequests(): void {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    setPriority(threadId, constants.priority.PRIORITY_LOW);
  } catch {
    // Not Linux, or not allowed: the thread keeps the normal priority.
  }
}
yieldCpuToRequests();

const config = workerData as Config;
const log = pino({ level: config.LOG_LEVEL }).child({ component: "mail" });
const store = await openStore({
  dataDir: config.DATA_DIR,
  databaseUrl: config.DATABASE_URL,
  timeoutMs: config.DATABASE_TIMEOUT_MS,
  // Its writes (claims, "sent" marks) answer no visitor: one lost to a power cut only sends a message again.
  sqliteSynchronous: "normal",
  onPoolError: (error) => log.warn({ err: error }, "idle database connection lost"),
});
const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : emlTransport(join(config.DATA_DIR, "outbox"));
const worker = startMailWorker({
  store,
  transport,
  from: config.MAIL_FROM,
  pollMs: config.MAIL_POLL_MS,
  maxAttempts: config.MAIL_MAX_ATTEMPTS,
  retryBaseMs: config.MAIL_RETRY_BASE_MS,
  leaseMs: config.MAIL_LEASE_MS,
  log,
});

parentPort?.on("message", (message: ToWorker) => {
  if (message === "wake") worker.wake();
  if (message === "stop") {
    void (async () => {
      await worker.stop();
      transport.close();
      await store.close();
      parentPort?.postMessage("stopped" satisfies FromWorker);
      parentPort?.close();
    })();
  }
});
parentPort?.postMessage("ready" satisfies FromWorker);
