/**
 * Slow and greedy clients against the real server: a request that trickles in is cut off at the request
 * timeout (headers at the headers timeout), and uploads beyond MAX_CONCURRENT_UPLOADS are refused with 503
 * and Retry-After, without using up the visitor's rate limit.
 */
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fr } from "../locales/fr-CA/index.ts";
import { pdfBytes } from "../tests/support/documents.ts";
import { applicationForm, sampleApplication } from "../tests/support/samples.ts";
import {
  logRecorder,
  startTestServer,
  storageFor,
  type RunningServer,
  type StorageFixture,
} from "../tests/support/test-server.ts";
import { UPLOAD_RETRY_AFTER_SECONDS } from "./api/forms.ts";

const withResume = () => applicationForm(sampleApplication, { resume: [pdfBytes(), "cv.pdf"] });

/** The bytes a browser would send for the application, as one HTTP request. */
async function rawApplication(server: RunningServer): Promise<Buffer> {
  const request = new Request(`${server.url}/api/applications`, { method: "POST", body: withResume() });
  const body = Buffer.from(await request.arrayBuffer());
  const head =
    `POST /api/applications HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\n` +
    `Content-Type: ${request.headers.get("content-type")}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), body]);
}

function openSocket(server: RunningServer): Promise<Socket> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.on("error", reject);
  });
}

/** Writes `bytes` one a second until the server closes the connection; resolves with what it answered. */
function trickle(socket: Socket, bytes: Buffer): Promise<{ closedAfterMs: number; answer: string }> {
  const started = Date.now();
  let answer = "";
  let sent = 0;
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
  const timer = setInterval(() => {
    if (sent < bytes.length && !socket.destroyed) socket.write(bytes.subarray(sent, ++sent));
  }, 1000);
  return new Promise((resolve) => {
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

function postApplication(server: RunningServer) {
  return fetch(`${server.url}/api/applications`, {
    method: "POST",
    headers: { "Accept-Language": "fr-CA" },
    body: withResume(),
  });
}

let storage: StorageFixture | undefined;
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  await storage?.cleanup();
});

async function start(env: Record<string, string>, logStream?: { write(line: string): void }) {
  storage = await storageFor("sqlite");
  server = await startTestServer(storage, env, logStream ? { logStream } : {});
  return server;
}

describe("slow clients", () => {
  it("cuts off an upload sent at 1 byte per second at the request timeout, and frees its place", async () => {
    const log = logRecorder();
    const app = await start({ REQUEST_TIMEOUT_MS: "2000", MAX_CONCURRENT_UPLOADS: "1", LOG_LEVEL: "info" }, log.stream);
    const request = await rawApplication(app);
    const socket = await openSocket(app);
    const headEnd = request.indexOf("\r\n\r\n") + 4;
    // The headers and the first part of the body at once, then the rest a byte a second.
    socket.write(request.subarray(0, headEnd + 100));
    const { closedAfterMs, answer } = await trickle(socket, request.subarray(headEnd + 100));
    expect(closedAfterMs).toBeGreaterThanOrEqual(1500);
    expect(closedAfterMs).toBeLessThan(6000);
    expect(answer === "" || answer.startsWith("HTTP/1.1 4")).toBe(true);
    // Its upload place is free again, and nothing was stored from it.
    expect((await postApplication(app)).status).toBe(201);
    expect(await app.store.db.selectFrom("applications").select("id").execute()).toHaveLength(1);
    expect(log.lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("cuts off a client that sends its headers a byte a second", async () => {
    const app = await start({ REQUEST_TIMEOUT_MS: "2000" });
    const socket = await openSocket(app);
    const head = Buffer.from(`POST /api/contact HTTP/1.1\r\nHost: x\r\nX-Slow: ${"a".repeat(100)}`);
    const { closedAfterMs } = await trickle(socket, head);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1500);
    expect(closedAfterMs).toBeLessThan(6000);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});

describe("uploads at once", () => {
  it("refuses an upload past MAX_CONCURRENT_UPLOADS with a translated 503 and Retry-After, not counted by the rate limit", async () => {
    const app = await start({ MAX_CONCURRENT_UPLOADS: "1", RATE_LIMIT_APPLICATION: "2/1h" });
    // A first upload that has sent half its body holds the only place.
    const request = await rawApplication(app);
    const holder = await openSocket(app);
    holder.write(request.subarray(0, request.length - 200));
    // Once the server has the holder's upload under way, every other upload is refused.
    await vi.waitFor(async () => expect((await postApplication(app)).status).toBe(503), { interval: 50 });

    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await postApplication(app);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
      expect(await refused.json()).toEqual({ message: fr.api.busy });
    }
    // The holder finishes: its place is given back, and the visitor still has an allowance of two.
    let answer = "";
    holder.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    holder.write(request.subarray(request.length - 200));
    await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 201/));
    holder.destroy();
    expect((await postApplication(app)).status).toBe(201);
    expect((await postApplication(app)).status).toBe(429);
  });
});
