/**
 * `npm run inbox -- spam` against real storage: posts caught by the honeypot, sent to the real server, are
 * listed by the command as the team runs it, so a real person caught by autofill can be found.
 */
import { afterEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../core/forms.ts";
import { runInbox } from "../../tests/support/inbox-command.ts";
import { applicationForm, sampleApplication, sampleContact } from "../../tests/support/samples.ts";
import {
  ENGINES,
  startTestServer,
  storageFor,
  type RunningServer,
  type StorageFixture,
} from "../../tests/support/test-server.ts";

describe.each(ENGINES)("npm run inbox -- spam on %s", (engine) => {
  let storage: StorageFixture | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  it("lists what the honeypot caught, newest first, with who sent it", async () => {
    storage = await storageFor(engine);
    server = await startTestServer(storage);
    const autofilled = { ...sampleContact, email: "real.person@example.com", [HONEYPOT_FIELD]: "613 555 0199" };
    const post = (body: object) =>
      fetch(`${server?.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post(autofilled)).status).toBe(201);
    const withoutHoneypot = Object.fromEntries(
      Object.entries({ ...sampleContact, email: "script@example.com" }).filter(([key]) => key !== HONEYPOT_FIELD),
    );
    expect((await post(withoutHoneypot)).status).toBe(201);
    const bot = applicationForm({ ...sampleApplication, email: "bot@example.com", [HONEYPOT_FIELD]: "x" });
    expect((await fetch(`${server.url}/api/applications`, { method: "POST", body: bot })).status).toBe(201);

    const { code, stdout } = await runInbox(["spam"], {
      ...process.env,
      ...storage.env,
      DATABASE_URL: storage.env.DATABASE_URL ?? "",
    });
    expect(code).toBe(0);
    const lines = stdout.split("\n");
    const row = (email: string) => lines.findIndex((line) => line.includes(email));
    // Newest first: the application, then the script, then the person caught by autofill.
    expect(row("bot@example.com")).toBeGreaterThan(0);
    expect(row("bot@example.com")).toBeLessThan(row("script@example.com"));
    expect(row("script@example.com")).toBeLessThan(row("real.person@example.com"));
    expect(lines[row("real.person@example.com")]).toContain("honeypot filled");
    expect(lines[row("real.person@example.com")]).toContain("Jo Tremblay");
    expect(lines[row("real.person@example.com")]).toContain("613 555 0199");
    expect(lines[row("script@example.com")]).toContain("honeypot missing");
    expect(lines[row("bot@example.com")]).toContain("application");
  });
});
