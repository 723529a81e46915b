/**
 * The real server as a separate process (`node server/main.ts`), for crash tests, log checks, benchmarks and
 * Lighthouse.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const serverEntry = fileURLToPath(new URL("../../server/main.ts", import.meta.url));

/** `captureOutput` pipes the server's standard output and error (its JSON logs) for the caller to read. */
export function spawnServer(
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
  { captureOutput = false, niceness = 0 }: { captureOutput?: boolean; niceness?: number } = {},
): ChildProcess {
  const output = captureOutput ? "pipe" : "ignore";
  const command = [process.execPath, ...nodeArgs, serverEntry];
  // Under `nice`, every thread the server starts (the mail worker, libuv's pool) has the lower priority too.
  const [file = "", ...args] = niceness ? ["nice", "-n", String(niceness), ...command] : command;
  return spawn(file, args, {
    stdio: ["ignore", output, output],
    env: { ...process.env, ...env },
  });
}

/** Resolves once `GET /readyz` answers 200 (the database is reachable), or throws after the timeout. */
export async function waitUntilReady(baseUrl: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server at ${baseUrl} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A loopback port nothing listens on at this moment. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
