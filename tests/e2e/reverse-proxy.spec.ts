/**
 * The deployment of docs/deploy.md, for real: Debian's nginx runs deploy/nginx-northlight.conf (TLS, HTTP/2)
 * with a certificate made by openssl, in front of the real server (TRUST_PROXY=127.0.0.1, as the recipe says)
 * serving the browser tests' build. Visitors are told apart by the loopback address they connect from.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect, constants as http2 } from "node:http2";
import { connect as netConnect } from "node:net";
import { tmpdir } from "node:os";
import { connect as tlsConnect } from "node:tls";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { HONEYPOT_FIELD } from "../../core/forms.ts";
import { MAX_UPLOAD_BYTES } from "../../core/limits.ts";
import { BASE_URL, PUBLIC_URL, SITE_DIR } from "../../playwright.config.ts";
import { pdfBytes } from "../support/documents.ts";
import { applicationForm, sampleApplication } from "../support/samples.ts";
import { spawnServer, waitUntilReady } from "../support/server-process.ts";
import { en, expect, fr, gotoHydrated, mailTo, TEAM_ADDRESS, test, uniqueEmail } from "./fixtures.ts";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const base = Number(new URL(BASE_URL).port);
const APP_PORT = base + 30;
const PROXY_PORT = base + 31;
const PROXY = `https://127.0.0.1:${PROXY_PORT}`;
const APP = `http://127.0.0.1:${APP_PORT}`;

/** deploy/nginx-northlight.conf as it is, but on loopback ports with this run's certificate. */
function siteConfig(dir: string): string {
  let config = readFileSync("deploy/nginx-northlight.conf", "utf8");
  const replace = (pattern: RegExp, value: string) => {
    expect(pattern.test(config), `deploy/nginx-northlight.conf has ${String(pattern)}`).toBe(true);
    config = config.replace(pattern, value);
  };
  replace(/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${APP_PORT};`);
  // The plain-HTTP server only redirects; the test speaks TLS.
  replace(/server \{\n {4}listen 80;[\s\S]*?\n\}\n/, "");
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${PROXY_PORT} ssl http2;`);
  replace(/ {4}listen \[::\]:443 ssl http2;\n/, "");
  replace(/ssl_certificate {5}\S+;/, `ssl_certificate ${dir}/cert.pem;`);
  replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${dir}/key.pem;`);
  return config;
}

/** The main configuration of Debian's package (gzip on, as in /etc/nginx/nginx.conf), in a folder of its own. */
function mainConfig(dir: string): string {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${dir}/${name};`)
    .join("\n  ");
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  gzip on;
  access_log ${dir}/access.log;
  ${temp}
  include ${dir}/site.conf;
}
`;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  protocol: string | undefined;
}

/** One request over HTTP/2 to the proxy (or, with `to`, over TLS elsewhere), from the loopback address `from`. */
function h2(
  path: string,
  {
    method = "GET",
    headers = {},
    body,
    from = "127.0.0.5",
  }: { method?: string; headers?: Record<string, string>; body?: Buffer; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(PROXY, {
      createConnection: () =>
        tlsConnect({
          socket: netConnect({ host: "127.0.0.1", port: PROXY_PORT, localAddress: from }),
          rejectUnauthorized: false,
          ALPNProtocols: ["h2"],
        }),
    });
    session.on("error", reject);
    const stream = session.request({ ":method": method, ":path": path, ...headers });
    const chunks: Buffer[] = [];
    let status = 0;
    let answerHeaders: Answer["headers"] = {};
    stream.on("response", (received) => {
      status = Number(received[http2.HTTP2_HEADER_STATUS]);
      answerHeaders = received;
    });
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const protocol = session.alpnProtocol;
      session.close();
      resolve({ status, headers: answerHeaders, body: Buffer.concat(chunks), protocol });
    });
    stream.on("error", reject);
    stream.end(body);
  });
}

/** A post straight to the server, past the proxy, from `from`. */
function direct(path: string, from: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${APP}${path}`, { method: "POST", headers, localAddress: from }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

async function multipart(form: FormData): Promise<{ body: Buffer; type: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type") ?? "" };
}

const invalidContact = JSON.stringify({
  firstName: "Jo",
  lastName: "T",
  email: "not-an-email",
  message: "x",
  [HONEYPOT_FIELD]: "",
});

test.describe("behind Debian's nginx with the repository's configuration", () => {
  test.describe.configure({ mode: "serial" });
  let dir = "";
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "site-nginx-"));
    // nginx's workers run as an unprivileged user when the tests run as root: they write their temp files here.
    chmodSync(dir, 0o777);
    for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
      mkdirSync(join(dir, name), { mode: 0o777 });
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
        ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    writeFileSync(join(dir, "site.conf"), siteConfig(dir));
    writeFileSync(join(dir, "nginx.conf"), mainConfig(dir));

    server = spawnServer({
      PORT: String(APP_PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SITE_DIR,
      PUBLIC_URL,
      DATA_DIR: join(dir, "data"),
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${base + 4}`,
      MAIL_TO: TEAM_ADDRESS,
      MAIL_POLL_MS: "200",
      TRUST_PROXY: "127.0.0.1",
      RATE_LIMIT_CONTACT: "3/1m",
    });
    await waitUntilReady(APP);
    execFileSync(NGINX, ["-t", "-q", "-c", join(dir, "nginx.conf"), "-p", dir]);
    execFileSync(NGINX, ["-c", join(dir, "nginx.conf"), "-p", dir]);
  });

  test.afterAll(() => {
    try {
      execFileSync(NGINX, ["-s", "stop", "-c", join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
    } finally {
      server?.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("pages and hashed files arrive over HTTP/2 with the server's caching, compressed once", async () => {
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const page = await h2("/fr/contact", { headers: { "accept-encoding": encoding } });
      expect(page.protocol).toBe("h2");
      expect(page.status).toBe(200);
      expect(page.headers["content-encoding"]).toBe(encoding);
      // Decoded once, it is the page itself: nothing compressed it a second time.
      const html = decode(page.body).toString("utf8");
      expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
      expect(page.headers["cache-control"]).toBe((await fetch(`${APP}/fr/contact`)).headers.get("cache-control"));
      expect(page.headers["strict-transport-security"] ?? page.headers["content-security-policy"]).toBeTruthy();

      const script = /<script data-module="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
      expect(script).not.toBe("");
      const asset = await h2(script, { headers: { "accept-encoding": encoding } });
      expect(asset.status).toBe(200);
      expect(asset.headers["content-encoding"]).toBe(encoding);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decode(asset.body).toString("utf8")).toMatch(/^import|^const|^var|^\(/);
    }
    // A client that takes no compression gets the page as it is.
    const plain = await h2("/", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8").startsWith("<!DOCTYPE html>")).toBe(true);
  });

  test("an application with two files of 10 MB arrives, and the team is told", async () => {
    const email = uniqueEmail("proxy");
    const file = (name: string) =>
      Buffer.concat([pdfBytes(name), Buffer.alloc(MAX_UPLOAD_BYTES - pdfBytes(name).length)]);
    const { body, type } = await multipart(
      applicationForm(
        { ...sampleApplication, email },
        { resume: [file("resume"), "cv.pdf"], coverLetter: [file("letter"), "letter.pdf"] },
      ),
    );
    expect(body.length).toBeGreaterThan(2 * MAX_UPLOAD_BYTES);
    const answer = await h2("/api/applications", {
      method: "POST",
      headers: { "content-type": type, "accept-language": "en-CA" },
      body,
    });
    expect(answer.status).toBe(201);
    const notification = await mailTo(TEAM_ADDRESS, (mail) => mail.replyTo.includes(email));
    expect(notification.text).toContain("cv.pdf (10240 KB)");
    expect(notification.text).toContain("letter.pdf (10240 KB)");
  });

  test("past the upload limit, the site's translated 413, from nginx as from the server", async () => {
    // Over nginx's limit (two files and then some): its own answer, in the site's words and the visitor's language.
    const huge = Buffer.alloc(22 * 1024 * 1024, 0x20);
    for (const [language, messages] of [
      ["fr-CA", fr],
      ["en-CA", en],
    ] as const) {
      const refused = await h2("/api/applications", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", "accept-language": language },
        body: huge,
      });
      expect(refused.status).toBe(413);
      // nginx's own answer: the server, which marks each of its answers with a request id, never saw it.
      expect(refused.headers["x-request-id"]).toBeUndefined();
      expect(refused.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(refused.body.toString("utf8"))).toEqual({ message: messages.api.tooLarge });
    }
    // Under it, one file over 10 MB: the server's answer, through the proxy.
    const { body, type } = await multipart(
      applicationForm(sampleApplication, {
        resume: [Buffer.concat([pdfBytes(), Buffer.alloc(MAX_UPLOAD_BYTES)]), "cv.pdf"],
      }),
    );
    const refused = await h2("/api/applications", {
      method: "POST",
      headers: { "content-type": type, "accept-language": "fr-CA" },
      body,
    });
    expect(refused.status).toBe(413);
    expect(refused.headers["x-request-id"]).toBeDefined();
    expect(JSON.parse(refused.body.toString("utf8"))).toMatchObject({ message: fr.api.tooLarge });
  });

  test("rate limits count the visitor's address, never the proxy's, and a forged header chooses nothing", async () => {
    const post = (from: string, forged: string) =>
      h2("/api/contact", {
        method: "POST",
        from,
        headers: { "content-type": "application/json", "x-forwarded-for": forged },
        body: Buffer.from(invalidContact),
      }).then((answer) => answer.status);
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) statuses.push(await post("127.0.0.5", `198.51.100.${index}`));
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    // Another visitor, through the same proxy, has an allowance of their own.
    expect(await post("127.0.0.6", "127.0.0.5")).toBe(400);

    // Past the proxy, straight to the server: the header is not believed either.
    const headers = { "content-type": "application/json" };
    const past: number[] = [];
    for (let index = 0; index < 5; index++)
      past.push(
        await direct(
          "/api/contact",
          "127.0.0.7",
          { ...headers, "x-forwarded-for": `203.0.113.${index}` },
          invalidContact,
        ),
      );
    expect(past).toEqual([400, 400, 400, 429, 429]);
  });

  test("a visitor's browser gets the page through the proxy and it hydrates", async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const response = await gotoHydrated(page, `${PROXY}/fr/contact`, "fr-CA");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
});
