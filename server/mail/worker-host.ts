/** Runs the outbox worker in its own thread (worker-thread.ts) and speaks to it: wake it, stop it. */
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { FromWorker, ToWorker } from "./worker-thread.ts";

export interface MailWorkerHandle {
  /** Look for due mail now (after a submission). */
  wake(): void;
  /** Waits for the delivery in progress, then ends the thread. */
  stop(): Promise<void>;
}

const RESTART_DELAY_MS = 1000;

export async function startMailWorkerThread(config: Config, log: FastifyBaseLogger): Promise<MailWorkerHandle> {
  let stopping = false;
  let worker: Worker;

  const spawn = () =>
    new Promise<void>((resolve, reject) => {
      worker = new Worker(new URL("./worker-thread.ts", import.meta.url), { workerData: config });
      worker.once("message", (message: FromWorker) => (message === "ready" ? resolve() : undefined));
      worker.once("error", (error) => {
        log.error({ err: error }, "mail worker thread failed");
        reject(error);
      });
      worker.once("exit", (code) => {
        if (stopping) return;
        // Mail must keep flowing: a crashed thread is started again (pending rows are still in the outbox).
        log.error({ code }, "mail worker thread exited; restarting");
        setTimeout(() => void spawn().catch(() => undefined), RESTART_DELAY_MS).unref();
      });
    });

  await spawn();
  return {
    wake: () => worker.postMessage("wake" satisfies ToWorker),
    stop: async () => {
      stopping = true;
      const stopped = new Promise<void>((resolve) => {
        worker.once("exit", () => resolve());
      });
      worker.postMessage("stop" satisfies ToWorker);
      await stopped;
    },
  };
}
