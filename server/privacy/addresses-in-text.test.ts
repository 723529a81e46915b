/**
 * `export` and `forget` find an address wherever a honeypot post carries it in its text: after a line break,
 * a tab, a control character, quotes or unicode punctuation, as the visitor typed it (the post is stored as
 * JSON, where a line break is the two characters `\n`). The real server takes the posts; the real command
 * exports and erases them; on SQLite, once the server has stopped, no database file holds them.
 */
import { afterEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../core/forms.ts";
import { runInbox } from "../../tests/support/inbox-command.ts";
import { filesUnder } from "../../tests/support/personal-data.ts";
import { sampleContact } from "../../tests/support/samples.ts";
import {
  ENGINES,
  startTestServer,
  storageFor,
  type RunningServer,
  type StorageFixture,
} from "../../tests/support/test-server.ts";

const ADDRESS = "pii@victim.test";

/** Messages that carry the address, each as a person might write it. */
const CARRYING = [
  `write to me:\n${ADDRESS}`,
  `write to me:\t${ADDRESS}`,
  `write to me:\r\n${ADDRESS}\r\nthanks`,
  `write to me: "${ADDRESS}"`,
  `write to me: '${ADDRESS}'`,
  `écrivez-moi :«${ADDRESS}»`,
  `write to me:“${ADDRESS}”`,
  `write to me —${ADDRESS}`,
  `write to me\u0007${ADDRESS}`,
  `WRITE TO ME: ${ADDRESS.toUpperCase()}`,
];
/** Messages that carry another address that contains it, or the same letters after a typed backslash. */
const OTHERS = [
  `write to x${ADDRESS}`,
  `write to o'${ADDRESS}`,
  `write to ${ADDRESS}.example`,
  `a typed backslash: \\n${ADDRESS}`,
];

describe.each(ENGINES)("an address inside a honeypot post's text, on %s", (engine) => {
  let storage: StorageFixture | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  it("is exported and forgotten, and nothing else is", async () => {
    storage = await storageFor(engine);
    server = await startTestServer(storage);
    const running = server;
    const post = (firstName: string, message: string) =>
      fetch(`${running.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...sampleContact, firstName, email: "bot@spam.test", message, [HONEYPOT_FIELD]: "x" }),
      }).then((response) => response.status);
    for (const [index, message] of CARRYING.entries()) expect(await post(`Carrier${index}Mark`, message)).toBe(201);
    // A post is kept cut at 20,000 characters: no longer JSON, it is searched all the same.
    expect(await post("CarrierLongMark", `write to me:\n${ADDRESS}\n${"x".repeat(25_000)}`)).toBe(201);
    for (const [index, message] of OTHERS.entries()) expect(await post(`Other${index}Mark`, message)).toBe(201);
    const env = { ...process.env, DATABASE_URL: "", ...storage.env };

    const exported = await runInbox(["export", ADDRESS], env);
    expect(exported.code).toBe(0);
    const document = JSON.parse(exported.stdout) as { spamSubmissions: { payload: { message: string } | string }[] };
    const messages = document.spamSubmissions.map((row) =>
      typeof row.payload === "string" ? "cut" : row.payload.message,
    );
    expect(messages).toEqual([...CARRYING, "cut"]);

    const forgotten = await runInbox(["forget", ADDRESS], env);
    expect(forgotten.stdout).toContain(`${CARRYING.length + 1} honeypot posts`);
    const left = await running.store.db.selectFrom("spam_submissions").select("payload").orderBy("id").execute();
    expect(left.map((row) => (JSON.parse(row.payload) as { message: string }).message)).toEqual(OTHERS);

    if (engine === "sqlite") {
      await running.stop();
      server = undefined;
      const text = [...(await filesUnder(storage.dataDir)).values()].map((bytes) => bytes.toString("latin1")).join();
      expect(text).not.toMatch(/Carrier\w+Mark/);
      expect(text).toMatch(/Other\dMark/);
    }
  });
});
