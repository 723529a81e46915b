/**
 * Applies retention when the server starts and then once a day. The day is counted from the last purge of
 * any instance (recorded in the database), so several instances purge about once a day between them, and
 * `npm run inbox` can say when the next purge is due. Logs counts, never personal data.
 */
import type { FastifyBaseLogger } from "fastify";
import { DAY_MS, type RetentionSettings } from "../../core/privacy.ts";
import type { Store } from "../db/database.ts";
import { purgeExpired } from "./retention.ts";

export interface RetentionSchedule {
  /** Settles when the start-up purge has finished (or failed, which is logged). */
  readonly started: Promise<void>;
  /** Waits for a purge in progress, then stops. */
  stop(): Promise<void>;
}

/** After a failure (database unreachable…), the next try. */
const RETRY_MS = 60 * 60 * 1000;
/** setTimeout's ceiling (about 24.8 days): longer waits are taken in steps. */
const MAX_TIMER_MS = 2_147_483_647;

export function scheduleRetention(options: {
  store: Store;
  settings: RetentionSettings;
  dataDir: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): RetentionSchedule {
  const { store, settings, dataDir, log } = options;
  const intervalMs = options.intervalMs ?? DAY_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = run(false).finally(() => {
          running = undefined;
        });
      },
      Math.min(Math.max(0, delayMs), MAX_TIMER_MS),
    );
    // A pending purge never keeps the process alive on its own.
    timer.unref();
  }

  /** `force`: the start-up purge, which runs whenever another instance last purged. */
  async function run(force: boolean): Promise<void> {
    try {
      const outcome = await purgeExpired(store, settings, {
        now: Date.now(),
        dataDir,
        ...(force ? {} : { skipIfRanWithinMs: intervalMs }),
      });
      if (outcome.ran) {
        log.info(
          { removed: outcome.removed, heldForMail: outcome.heldForMail, trigger: force ? "start" : "daily" },
          "retention purge",
        );
        schedule(intervalMs);
      } else {
        schedule(outcome.lastRun.ranAt + intervalMs - Date.now());
      }
    } catch (error) {
      log.error({ err: error }, "retention purge failed; retrying in an hour");
      schedule(Math.min(RETRY_MS, intervalMs));
    }
  }

  running = run(true).finally(() => {
    running = undefined;
  });
  const started = running;
  return {
    started,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
