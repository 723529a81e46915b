/**
 * The browser tests' mail server: a real SMTP server on loopback plus a small HTTP endpoint that lists what
 * it received (GET /messages) so tests can assert on the team's email and the visitor's confirmation.
 * Usage: node tests/support/smtp-sink-server.ts <smtpPort> <httpPort>
 */
import { createServer } from "node:http";
import { startSmtpSink } from "./smtp-sink.ts";

const smtpPort = Number(process.argv[2] ?? 4325);
const httpPort = Number(process.argv[3] ?? 4326);
const sink = await startSmtpSink(smtpPort);

createServer((request, response) => {
  if (request.url === "/messages" && request.method === "GET") {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify(sink.messages));
    return;
  }
  response.writeHead(404).end();
}).listen(httpPort, "127.0.0.1");

const stop = () => void sink.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
