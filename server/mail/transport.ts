/**
 * Where mail goes: an SMTP server (SMTP_URL) through nodemailer, or, without one, `.eml` files under
 * DATA_DIR/outbox, so a fresh clone loses nothing and shows what would have been sent.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

export interface MailTransport {
  /** Delivers one message; throws when the server refuses it or cannot be reached. */
  send(message: Mail.Options & { id: number; kind: string }): Promise<void>;
  close(): void;
}

/**
 * The connection settings for an SMTP_URL. With a username, the password must never cross the network in
 * clear: `smtps://` is TLS from the start, and `smtp://` must upgrade with STARTTLS before logging in
 * (`requireTLS`): a server that does not offer it, or a man in the middle who strips the offer, gets no
 * password and no mail. URL options that would weaken this are dropped (nodemailer lets the URL override).
 */
export function smtpOptions(url: string): { url: string; requireTLS: boolean } {
  const parsed = new URL(url);
  if (parsed.username === "") return { url, requireTLS: false };
  for (const weakening of ["ignoreTLS", "requireTLS", "opportunisticTLS", "secure"])
    parsed.searchParams.delete(weakening);
  return { url: parsed.toString(), requireTLS: parsed.protocol === "smtp:" };
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    ...smtpOptions(url),
    // Reuses a couple of connections instead of one handshake per message.
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send({ id: _id, kind: _kind, ...message }) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** The `.eml` copy of outbox message `id` (retention and erasure delete it with the row). */
export function emlFileName(id: number, kind: string): string {
  return `${String(id).padStart(6, "0")}-${kind}.eml`;
}

export function emlTransport(directory: string): MailTransport {
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ id, kind, ...message }) {
      const info = await streamer.sendMail({ ...message, disableFileAccess: true, disableUrlAccess: true });
      await mkdir(directory, { recursive: true });
      const target = join(directory, emlFileName(id, kind));
      // Written whole or not at all: a reader never sees half a message.
      await writeFile(`${target}.tmp`, info.message as Buffer);
      await rename(`${target}.tmp`, target);
    },
    close: () => undefined,
  };
}
