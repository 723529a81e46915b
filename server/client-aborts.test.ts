/**
 * A visitor cannot write error-level lines into the log (which would page the team): the real server, its
 * JSON log read back line by line, gets requests that hang up at every stage and requests whose body is not
 * where the headers say. A client that went away is logged at info, with the request id.
 */
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../core/forms.ts";
import { pdfBytes } from "../tests/support/documents.ts";
import { applicationForm, sampleApplication, sampleContact } from "../tests/support/samples.ts";
import {
  ENGINES,
  logRecorder,
  startTestServer,
  storageFor,
  type LogLine,
  type RunningServer,
  type StorageFixture,
} from "../tests/support/test-server.ts";

const INFO = 30;

/** Sends `bytes`, then ends the connection (FIN) or resets it (RST), and waits until it is closed. */
function sendAndHangUp(server: RunningServer, bytes: Buffer | string, how: "end" | "reset"): Promise<void> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(bytes);
      if (how === "end") socket.end();
      else socket.resetAndDestroy();
    });
    socket.on("data", () => undefined);
    socket.on("error", () => undefined);
    socket.on("close", () => resolve());
  });
}

/** Resolves once the log has been quiet for a moment: the server has finished with what it was sent. */
async function logSettled(lines: LogLine[]): Promise<void> {
  for (let seen = -1; seen !== lines.length;) {
    seen = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** A whole request as a browser would send it (Content-Length, no chunking). */
async function wholeRequest(server: RunningServer, path: string, init: RequestInit): Promise<Buffer> {
  const request = new Request(`${server.url}${path}`, { method: "POST", ...init });
  const body = Buffer.from(await request.arrayBuffer());
  const head =
    `POST ${path} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\n` +
    `Content-Type: ${request.headers.get("content-type") ?? ""}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), body]);
}

const json = (body: unknown): RequestInit => ({
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

describe.each(ENGINES)("what a visitor can make the server log, on %s", (engine) => {
  let storage: StorageFixture | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  async function start() {
    const log = logRecorder();
    storage = await storageFor(engine);
    server = await startTestServer(storage, { LOG_LEVEL: "info" }, { logStream: log.stream });
    return { app: server, log: log.lines };
  }

  /** The lines above info, each with what was sent; every request is also sent once more, whole, at the end. */
  function aboveInfo(lines: LogLine[], from: number, what: string) {
    return lines
      .slice(from)
      .filter((line) => line.level > INFO)
      .map((line) => ({ what, msg: line.msg, err: (line.err as { message?: string } | undefined)?.message }));
  }

  it("a POST without Content-Length, its body read as a stray next request: nothing above info", async () => {
    const { app, log } = await start();
    const found = [];
    for (const path of ["/api/contact", "/api/chat", "/api/applications"]) {
      const type = path === "/api/applications" ? "multipart/form-data; boundary=x" : "application/json";
      for (const how of ["end", "reset"] as const) {
        const from = log.length;
        await sendAndHangUp(app, `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\n\r\n{"a":1}`, how);
        await logSettled(log);
        found.push(...aboveInfo(log, from, `${path} ${how}`));
      }
    }
    expect(found).toEqual([]);
  });

  it("a body cut short by the client: the request id at info, not a database outage", async () => {
    const { app, log } = await start();
    const found = [];
    for (const path of ["/api/contact", "/api/chat"]) {
      for (const how of ["end", "reset"] as const) {
        const from = log.length;
        await sendAndHangUp(
          app,
          `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"message":"`,
          how,
        );
        await logSettled(log);
        found.push(...aboveInfo(log, from, `${path} ${how}`));
        const gone = log.slice(from).find((line) => line.msg === "client went away");
        expect(gone?.level, `${path} ${how}`).toBe(INFO);
        expect(gone?.reqId, `${path} ${how}`).toMatch(/^[0-9a-f-]{36}$/);
      }
    }
    expect(found).toEqual([]);
  });

  it("a request that hangs up at any stage, on every route: nothing above info", async () => {
    const { app, log } = await start();
    const requests = {
      contact: await wholeRequest(app, "/api/contact", json(sampleContact)),
      spam: await wholeRequest(app, "/api/contact", json({ ...sampleContact, [HONEYPOT_FIELD]: "bot" })),
      chat: await wholeRequest(
        app,
        "/api/chat",
        json({ message: "I want to speak to a human", chatHistory: [], userEmail: "a@example.com", language: "en-CA" }),
      ),
      application: await wholeRequest(app, "/api/applications", {
        body: applicationForm(sampleApplication, { resume: [pdfBytes(), "cv.pdf"] }),
      }),
      page: Buffer.from(`GET / HTTP/1.1\r\nHost: x\r\n\r\n`),
    };
    const found = [];
    for (const [name, request] of Object.entries(requests)) {
      const headEnd = request.indexOf("\r\n\r\n") + 4;
      const cuts = [headEnd - 10, headEnd, headEnd + 20, request.length - 20, request.length];
      for (const cut of cuts.filter((at) => at > 0 && at <= request.length)) {
        for (const how of ["end", "reset"] as const) {
          const from = log.length;
          await sendAndHangUp(app, request.subarray(0, cut), how);
          await logSettled(log);
          found.push(...aboveInfo(log, from, `${name} cut at ${cut} of ${request.length}, ${how}`));
        }
      }
    }
    expect(found).toEqual([]);
  });
});
