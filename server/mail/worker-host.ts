/** Runs the outbox worker in its own thread (worker-thread.ts) and speaks to it: wake it, stop it. */
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { FromWorker, ToWorker } from "./worker-thread.ts";

export interface MailWorkerHandle {
  /** Look for due mail now (after a submission). */
  wake(): void;
  /** Waits for the delivery in progress, then ends the thread; at once if the thread has already ended. */
  stop(): Promise<void>;
}

export interface MailWorkerThreadOptions {
  /** The thread's module; tests give one that crashes to check the restarts. */
  script?: URL;
  restartDelayMs?: number;
}

const WORKER_THREAD = new URL("./worker-thread.ts", import.meta.url);
const RESTART_DELAY_MS = 1000;

export async function startMailWorkerThread(
  config: Config,
  log: FastifyBaseLogger,
  options: MailWorkerThreadOptions = {},
): Promise<MailWorkerHandle> {
  const script = options.script ?? WORKER_THREAD;
  const restartDelayMs = options.restartDelayMs ?? RESTART_DELAY_MS;
  let stopping = false;
  let worker: Worker;
  let exited: Promise<void>;
  let restart: NodeJS.Timeout | undefined;

  const spawn = () =>
    new Promise<void>((resolve, reject) => {
      const thread = new Worker(script, { workerData: config });
      worker = thread;
      exited = new Promise<void>((resolveExit) => thread.once("exit", () => resolveExit()));
      thread.once("message", (message: FromWorker) => (message === "ready" ? resolve() : undefined));
      thread.once("error", (error) => {
        log.error({ err: error }, "mail worker thread failed");
        // A thread can throw anything; what fails the start is an Error.
        reject(error instanceof Error ? error : new Error(`mail worker thread failed: ${String(error)}`));
      });
      thread.once("exit", (code) => {
        if (stopping) return;
        // Mail must keep flowing: a crashed thread is started again (pending rows are still in the outbox).
        log.error({ code }, "mail worker thread exited; restarting");
        restart = setTimeout(() => {
          restart = undefined;
          if (!stopping) void spawn().catch(() => undefined);
        }, restartDelayMs);
        restart.unref();
      });
    });

  await spawn();
  return {
    wake: () => worker.postMessage("wake" satisfies ToWorker),
    stop: async () => {
      stopping = true;
      clearTimeout(restart);
      // A thread that has already exited ignores the message, and `exited` has already settled.
      worker.postMessage("stop" satisfies ToWorker);
      await exited;
    },
  };
}
