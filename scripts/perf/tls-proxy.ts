/**
 * HTTPS and HTTP/2 on loopback in front of the Node server, as a CDN or the production proxy serves the site
 * (Chromium takes Brotli, the precompressed files, only from a secure origin). Its certificate is made by
 * openssl for this run and signed by no one: the measuring browser ignores certificate errors.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request, type OutgoingHttpHeaders } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "perf-tls-"));
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  const request = "req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1".split(" ");
  execFileSync("openssl", [...request, "-keyout", key, "-out", cert], { stdio: "ignore" });
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** Listens on `port` and passes every request to the server on `target`. */
export async function startTlsProxy(port: number, target: number): Promise<Http2SecureServer> {
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (incoming, outgoing) => {
    const without = (headers: OutgoingHttpHeaders): OutgoingHttpHeaders =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)));
    const upstream = request(
      {
        host: "127.0.0.1",
        port: target,
        method: incoming.method,
        path: incoming.url,
        headers: without(incoming.headers),
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, without(response.headers));
        response.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
