/** Runs `npm run inbox` (server/cli/inbox.ts) as its own process, as the team would, and collects what it says. */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const inboxEntry = fileURLToPath(new URL("../../server/cli/inbox.ts", import.meta.url));

export interface InboxRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runInbox(args: string[], env: Record<string, string | undefined>): Promise<InboxRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [inboxEntry, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
