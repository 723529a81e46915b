/**
 * The `.eml` copies the mail worker writes under DATA_DIR/outbox when no SMTP server is configured: they
 * hold the same personal data as the outbox rows, so they go when their rows go, and on the same schedule.
 */
import { readdir, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import { emlFileName } from "../mail/transport.ts";
import type { MailRef } from "./records.ts";

export function mailDirectory(dataDir: string): string {
  return join(dataDir, "outbox");
}

async function removeFile(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** Removes the copies of these messages; returns how many existed. */
export async function removeMailFiles(dataDir: string, mail: readonly MailRef[]): Promise<number> {
  let removed = 0;
  for (const message of mail) {
    if (await removeFile(join(mailDirectory(dataDir), emlFileName(message.id, message.kind)))) removed += 1;
  }
  return removed;
}

/**
 * Removes copies written before `cutoff`, whatever became of their rows (another instance's purge, a
 * database restored or replaced): no copy outlives the retention period.
 */
export async function removeMailFilesOlderThan(dataDir: string, cutoff: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(mailDirectory(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((file) => file.endsWith(".eml"))) {
    const path = join(mailDirectory(dataDir), name);
    const info = await stat(path).catch(() => undefined);
    if (info && info.mtimeMs < cutoff && (await removeFile(path))) removed += 1;
  }
  return removed;
}
