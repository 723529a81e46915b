/**
 * SMTP with a username never sends the password in clear, against real SMTP servers on loopback: one that
 * offers no STARTTLS gets no login and no mail (even when the URL asks to ignore TLS), one that offers it
 * (with a certificate the server process trusts) gets both, over TLS.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { sampleContact } from "../../tests/support/samples.ts";
import { freePort, spawnServer, waitUntilReady } from "../../tests/support/server-process.ts";
import { eventually, startTestServer, storageFor, TEST_ENV } from "../../tests/support/test-server.ts";
import { openStore } from "../db/database.ts";

interface LoginServer {
  port: number;
  logins: { username: string; secure: boolean }[];
  accepted: number;
  close: () => Promise<void>;
}

async function loginServer(tls: { key: Buffer; cert: Buffer } | undefined): Promise<LoginServer> {
  const record: LoginServer = { port: 0, logins: [], accepted: 0, close: () => Promise.resolve() };
  const server = new SMTPServer({
    logger: false,
    authMethods: ["PLAIN", "LOGIN"],
    // The test server would take a password in clear: the site must be the one that refuses to send it.
    allowInsecureAuth: true,
    ...(tls ? { key: tls.key, cert: tls.cert } : { disabledCommands: ["STARTTLS"] }),
    onAuth(auth, session, callback) {
      record.logins.push({ username: auth.username ?? "", secure: session.secure });
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        record.accepted += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  record.port = (server.server.address() as AddressInfo).port;
  record.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return record;
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const post = (url: string) =>
  fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(sampleContact),
  });

describe("SMTP with a username", () => {
  it.each(["", "?ignoreTLS=true", "?requireTLS=false&secure=false"])(
    "sends no password and no mail to a server without STARTTLS (URL options %j)",
    async (query) => {
      const smtp = await loginServer(undefined);
      cleanups.push(smtp.close);
      const storage = await storageFor("sqlite");
      cleanups.push(storage.cleanup);
      const app = await startTestServer(storage, { SMTP_URL: `smtp://site:secret@127.0.0.1:${smtp.port}${query}` });
      cleanups.push(app.stop);
      expect((await post(app.url)).status).toBe(201);
      const rows = await eventually(async () => {
        const outbox = await app.store.db.selectFrom("outbox").selectAll().execute();
        return outbox.length === 2 && outbox.every((row) => row.last_error) ? outbox : undefined;
      });
      expect(rows.map((row) => row.status)).toEqual(["pending", "pending"]);
      expect(rows[0]?.last_error).toMatch(/STARTTLS/i);
      expect(smtp.logins).toEqual([]);
      expect(smtp.accepted).toBe(0);
    },
  );

  it("logs in over TLS and delivers when the server offers STARTTLS", async () => {
    const dir = mkdtempSync(join(tmpdir(), "smtp-tls-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
        ...["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    const smtp = await loginServer({
      key: readFileSync(join(dir, "key.pem")),
      cert: readFileSync(join(dir, "cert.pem")),
    });
    cleanups.push(smtp.close);
    const storage = await storageFor("sqlite");
    cleanups.push(storage.cleanup);
    const port = await freePort();
    // The site's process trusts the test certificate as it would a real one; verification stays on.
    const child = spawnServer({
      ...TEST_ENV,
      ...storage.env,
      PORT: String(port),
      SMTP_URL: `smtp://site:secret@127.0.0.1:${smtp.port}`,
      NODE_EXTRA_CA_CERTS: join(dir, "cert.pem"),
    });
    cleanups.push(() => {
      child.kill("SIGKILL");
    });
    await waitUntilReady(`http://127.0.0.1:${port}`);
    expect((await post(`http://127.0.0.1:${port}`)).status).toBe(201);
    await eventually(() => (smtp.accepted === 2 ? true : undefined));
    expect(smtp.logins.length).toBeGreaterThan(0);
    expect(smtp.logins.every((login) => login.username === "site" && login.secure)).toBe(true);
    const store = await openStore({ dataDir: storage.dataDir });
    cleanups.push(() => store.close());
    expect((await store.db.selectFrom("outbox").select("status").execute()).map((row) => row.status)).toEqual([
      "sent",
      "sent",
    ]);
  });
});
