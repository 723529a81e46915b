/**
 * Slow and greedy clients against the real server: a request that trickles in is cut off at the request
 * timeout (headers at the headers timeout), an upload below MIN_UPLOAD_RATE sooner, and uploads beyond
 * MAX_CONCURRENT_UPLOADS, or a second one from the same visitor, are refused with 503 and Retry-After,
 * without using up the visitor's rate limit. Other visitors speak from other loopback addresses (127.0.0.x).
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
  type LogLine,
  type RunningServer,
  type StorageFixture,
} from "../tests/support/test-server.ts";
import { UPLOAD_RETRY_AFTER_SECONDS } from "./api/forms.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const withResume = () => applicationForm(sampleApplication, { resume: [pdfBytes(), "cv.pdf"] });

/** The bytes a browser would send for the application, as one HTTP request. */
async function rawApplication(server: RunningServer, form = withResume()): Promise<Buffer> {
  const request = new Request(`${server.url}/api/applications`, { method: "POST", body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const head =
    `POST /api/applications HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\n` +
    `Content-Type: ${request.headers.get("content-type")}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), body]);
}

/** A connection to the server, from another loopback address when given (another visitor). */
function openSocket(server: RunningServer, localAddress?: string): Promise<Socket> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, ...(localAddress ? { localAddress } : {}) }, () =>
      resolve(socket),
    );
    sockets.push(socket);
    socket.on("error", reject);
  });
}

/**
 * The start of an upload that announces 5 MB and then sends nothing more: what a visitor holding an upload
 * place for nothing sends. `from` becomes an X-Forwarded-For header, for a server behind a (pretend) proxy.
 */
function slowUploadStart(from?: string): string {
  return (
    `POST /api/applications HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
    `Content-Length: 5000000\r\n${from ? `X-Forwarded-For: ${from}\r\n` : ""}\r\n` +
    `--x\r\nContent-Disposition: form-data; name="position"\r\n\r\napp`
  );
}

/** Resolves once the server has received `count` application requests (its log says so). */
async function uploadsReceived(lines: LogLine[], count: number): Promise<void> {
  const received = () =>
    lines.filter(
      (line) => line.msg === "incoming request" && (line.req as { path?: string }).path === "/api/applications",
    );
  await vi.waitFor(() => expect(received().length).toBeGreaterThanOrEqual(count), { interval: 20 });
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

function postApplication(server: RunningServer, from?: string) {
  return fetch(`${server.url}/api/applications`, {
    method: "POST",
    headers: { "Accept-Language": "fr-CA", ...(from ? { "X-Forwarded-For": from } : {}) },
    body: withResume(),
  });
}

let storage: StorageFixture | undefined;
let server: RunningServer | undefined;
/** Connections a test leaves open: closed before the server stops, which waits for them. */
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
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
    const holder = await openSocket(app, "127.0.0.2");
    holder.write(request.subarray(0, request.length - 200));
    // Once the server has the holder's upload under way, every other upload is refused.
    await vi.waitFor(async () => expect((await postApplication(app)).status).toBe(503), { interval: 50 });

    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await postApplication(app);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
      expect(await refused.json()).toEqual({ message: fr.api.busy });
    }
    // The holder finishes: its place is given back, and the refused visitor still has an allowance of two.
    let answer = "";
    holder.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    holder.write(request.subarray(request.length - 200));
    await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 201/));
    holder.destroy();
    expect((await postApplication(app)).status).toBe(201);
    expect((await postApplication(app)).status).toBe(201);
    expect((await postApplication(app)).status).toBe(429);
  });
});

describe("slow uploads", () => {
  it.each([
    ["one address", {}, () => ({ localAddress: "127.0.0.2" }), undefined],
    [
      "one IPv6 /64 behind a proxy",
      { TRUST_PROXY: "127.0.0.1" },
      (index: number) => ({ from: `2001:db8:5:6::${index}` }),
      "2001:db8:5:7::1",
    ],
  ] as const)(
    "four from %s hold one upload place: a real applicant gets 201 while they are connected",
    async (_case, env, attacker, applicant) => {
      const log = logRecorder();
      const app = await start({ LOG_LEVEL: "info", ...env }, log.stream);
      const slow: Socket[] = [];
      for (let index = 1; index <= 4; index++) {
        const { localAddress, from } = { localAddress: undefined, from: undefined, ...attacker(index) };
        const socket = await openSocket(app, localAddress);
        socket.on("data", () => undefined);
        socket.write(slowUploadStart(from));
        slow.push(socket);
      }
      await uploadsReceived(log.lines, 4);
      expect((await postApplication(app, applicant)).status).toBe(201);
      expect(slow.filter((socket) => !socket.destroyed)).toHaveLength(4);
    },
  );

  it("cuts an upload that falls below MIN_UPLOAD_RATE, frees its place, and lets a slow real one through", async () => {
    const log = logRecorder();
    const app = await start({ MIN_UPLOAD_RATE: "2000/1s", LOG_LEVEL: "info" }, log.stream);
    // Four visitors take every place, each sending a byte a second after its start.
    const cuts = [];
    for (let index = 2; index <= 5; index++) {
      const socket = await openSocket(app, `127.0.0.${index}`);
      socket.write(slowUploadStart());
      const cut = trickle(socket, Buffer.alloc(1000, 97));
      cuts.push(Promise.race([cut, sleep(8000).then(() => ({ closedAfterMs: Infinity, answer: "still open" }))]));
    }
    for (const { closedAfterMs, answer } of await Promise.all(cuts)) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeLessThan(4000);
    }
    const cutLines = log.lines.filter((line) => line.msg === "upload cut: slower than MIN_UPLOAD_RATE");
    expect(cutLines).toHaveLength(4);
    expect(cutLines.every((line) => line.level === 30 && typeof line.reqId === "string")).toBe(true);

    // A real applicant on a slow link (above the floor) gets through: 8 KB/s, for about three seconds.
    const resume = pdfBytes("% experience\n".repeat(1800));
    const request = await rawApplication(app, applicationForm(sampleApplication, { resume: [resume, "cv.pdf"] }));
    const socket = await openSocket(app);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    for (let sent = 0; sent < request.length; sent += 2000) {
      socket.write(request.subarray(sent, sent + 2000));
      await sleep(250);
    }
    await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 201 /));
    expect(await app.store.db.selectFrom("applications").select("id").execute()).toHaveLength(1);
  });
});
