/**
 * The production build served as visitors get it, for the benchmarks: built with the proxy's address (unless
 * PERF_SKIP_BUILD=1), served by the real server on loopback, behind the HTTPS/HTTP2 proxy.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer, waitUntilReady } from "../../tests/support/server-process.ts";
import { startTlsProxy } from "./tls-proxy.ts";

const [PORT, TLS_PORT] = [43_400, 43_401];

export async function serveBuild(): Promise<{ origin: string; base: string; close: () => void }> {
  const origin = `http://127.0.0.1:${PORT}`;
  const base = `https://127.0.0.1:${TLS_PORT}`;
  if (!process.env.PERF_SKIP_BUILD) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, PUBLIC_URL: base } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "perf-data-"));
  const server = spawnServer({
    PUBLIC_URL: base,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
  });
  await waitUntilReady(origin);
  const proxy = await startTlsProxy(TLS_PORT, PORT);
  return {
    origin,
    base,
    close: () => {
      proxy.close();
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
