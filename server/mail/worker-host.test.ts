/**
 * The mail thread's host with a real worker thread that crashes after starting: it is started again after the
 * delay, and stopping it neither waits for a thread that has already ended nor lets a pending restart fire.
 */
import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "../config.ts";
import { startMailWorkerThread } from "./worker-host.ts";

const CRASHING_THREAD = new URL("../../tests/support/crashing-mail-thread.ts", import.meta.url);
const RESTART_DELAY_MS = 60_000;

function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const exits = () => lines.filter((line) => line.includes("mail worker thread exited; restarting")).length;
  return { log: pino(stream), exits };
}

describe("the mail thread's host", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A host around the crashing thread, once the thread has crashed the first time (restart timers faked). */
  async function afterFirstCrash() {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { log, exits } = capturedLog();
    const handle = await startMailWorkerThread(parseConfig({}), log, {
      script: CRASHING_THREAD,
      restartDelayMs: RESTART_DELAY_MS,
    });
    await vi.waitFor(() => expect(exits()).toBe(1));
    return { handle, exits };
  }

  it("starts a crashed thread again after the delay", async () => {
    const { handle, exits } = await afterFirstCrash();
    vi.advanceTimersByTime(RESTART_DELAY_MS);
    await vi.waitFor(() => expect(exits()).toBe(2));
    await handle.stop();
  });

  it("stops at once when the thread has already ended, and cancels the restart it was waiting for", async () => {
    const { handle } = await afterFirstCrash();
    expect(vi.getTimerCount()).toBe(1);

    await handle.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
