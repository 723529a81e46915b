/**
 * A real SMTP server on loopback (the `smtp-server` package) that records what it receives, parsed with
 * mailparser, for the tests to read back. It can refuse messages or recipients, or go down and come back.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  receivedAt: number;
  envelopeTo: string[];
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  reference: string;
  messageId: string;
  attachments: { filename: string; size: number; contentType: string }[];
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Every DATA command seen, accepted or refused, with its time. */
  attempts: number[];
  /** The Message-ID of each of those, in the same order. */
  attemptMessageIds: string[];
  /** How long the server takes to answer each message (a slow mail server). */
  delayMs: number;
  /** When set, every message is refused with this SMTP reply code (451 for "try later", 550 for "never"). */
  rejectWith: number | undefined;
  /** Recipients refused for good at RCPT TO (550), their address quoted back; the others are accepted. */
  refuseRecipients: RegExp | undefined;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const EMPTY_MAIL: ReceivedMail = {
  receivedAt: 0,
  envelopeTo: [],
  from: "",
  to: "",
  replyTo: "",
  subject: "",
  text: "",
  html: "",
  reference: "",
  messageId: "",
  attachments: [],
};

function summarize(mail: ParsedMail): ReceivedMail {
  const address = (value: ParsedMail["to"] | ParsedMail["replyTo"]) =>
    Array.isArray(value) ? value.map((v) => v.text).join(", ") : (value?.text ?? "");
  const reference = mail.headers.get("x-northlight-reference");
  return {
    receivedAt: Date.now(),
    envelopeTo: [],
    from: mail.from?.text ?? "",
    to: address(mail.to),
    replyTo: address(mail.replyTo),
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    reference: typeof reference === "string" ? reference : "",
    messageId: mail.messageId ?? "",
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? "",
      size: attachment.size,
      contentType: attachment.contentType,
    })),
  };
}

/**
 * `parse: false` only counts what arrives (for load tests, where parsing every message would compete with
 * the server for the CPU); `messages` then holds placeholders.
 */
export async function startSmtpSink(port = 0, { parse = true }: { parse?: boolean } = {}): Promise<SmtpSink> {
  const sink: SmtpSink = {
    port: 0,
    url: "",
    messages: [],
    attempts: [],
    attemptMessageIds: [],
    delayMs: 0,
    rejectWith: undefined,
    refuseRecipients: undefined,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (sink.messages.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} emails, received ${sink.messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return sink.messages;
    },
    close: () => Promise.resolve(),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 40 * 1024 * 1024,
    // The site pools its SMTP connections; closing the sink must not wait for them.
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      if (sink.refuseRecipients?.test(address.address)) {
        const reason = `<${address.address}>: Recipient address rejected: mailbox unavailable`;
        callback(Object.assign(new Error(reason), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      sink.attempts.push(Date.now());
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      const answer = async () => {
        const head = Buffer.concat(chunks).subarray(0, 16_384).toString("latin1");
        sink.attemptMessageIds.push(/^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "");
        if (sink.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, sink.delayMs));
        if (sink.rejectWith) {
          // Quoting the recipient back, as real servers do ("550 <x@example.com>: no such user").
          const recipients = session.envelope.rcptTo.map((rcpt) => `<${rcpt.address}>`).join(", ");
          const error = Object.assign(new Error(`Mailbox ${recipients} unavailable (test refusal)`), {
            responseCode: sink.rejectWith,
          });
          callback(error);
          return;
        }
        if (!parse) {
          sink.messages.push({ ...EMPTY_MAIL, receivedAt: Date.now() });
          callback();
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            sink.messages.push({ ...summarize(mail), envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      };
      stream.on("end", () => void answer());
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  sink.port = (server.server.address() as AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
