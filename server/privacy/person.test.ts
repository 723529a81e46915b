/**
 * A person's data on request, against a real SQLite file and a real PostgreSQL database: the export holds
 * everything seeded for one address and nothing of another; forget leaves no trace of the address in any
 * table and keeps everyone else's data, including a person whose address contains the other one.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore, type Store } from "../db/database.ts";
import {
  addressPattern,
  everyTableAsText,
  resumeFor,
  seedPerson,
  setMailStatus,
  type Seeded,
} from "../../tests/support/personal-data.ts";
import { ENGINES, storageFor, type StorageFixture } from "../../tests/support/test-server.ts";
import { exportPerson, forgetPerson } from "./person.ts";

describe.each(ENGINES)("a person's data on %s", (engine) => {
  let storage: StorageFixture;
  let store: Store;
  let ann: Seeded[];
  let joann: Seeded;

  beforeEach(async () => {
    storage = await storageFor(engine);
    store = await openStore({ dataDir: storage.dataDir, databaseUrl: storage.env.DATABASE_URL });
    // Ann wrote twice, once with her address in capitals; Joann's address contains Ann's.
    ann = [
      await seedPerson(store, "ann@x.ca", { tag: "annfirst" }),
      await seedPerson(store, "Ann@X.CA", { tag: "annsecond" }),
    ];
    joann = await seedPerson(store, "joann@x.ca", { tag: "joann" });
    await setMailStatus(store, `contact:${ann[0]?.contactId}`, "sent");
  });
  afterEach(async () => {
    await store.close();
    await storage.cleanup();
  });

  it("exports everything held about an address, whatever its case, and nothing of anyone else", async () => {
    const document = await exportPerson(store, "ANN@x.ca", { withFiles: true });
    expect(document.email).toBe("ANN@x.ca");
    expect(document.contactMessages.map((row) => row.id)).toEqual(ann.map((seeded) => seeded.contactId));
    expect(document.applications.map((row) => row.id)).toEqual(ann.map((seeded) => seeded.applicationId));
    expect(document.chatEscalations.map((row) => row.id)).toEqual(ann.map((seeded) => seeded.chatId));
    expect(document.spamSubmissions.map((row) => row.id)).toEqual(ann.map((seeded) => seeded.spamId));
    for (const [index, seeded] of ann.entries()) {
      expect(document.contactMessages[index]).toMatchObject({ email: seeded.email, message: seeded.marks.message });
      expect(document.applications[index]).toMatchObject({
        email: seeded.email,
        phone: seeded.marks.phone,
        files: [
          {
            field: "resume",
            fileName: seeded.marks.fileName,
            contentType: "application/pdf",
            size: resumeFor(seeded.email).length,
            contentBase64: resumeFor(seeded.email).toString("base64"),
          },
        ],
      });
      expect(document.chatEscalations[index]?.transcript).toEqual([
        { role: "user", content: seeded.marks.chat, source: "server" },
        { role: "assistant", content: "I can connect you with our team.", source: "server" },
      ]);
      expect(document.spamSubmissions[index]?.payload).toMatchObject({ email: seeded.email });
    }
    // Each submission's two emails (the team's, the confirmation) and the chat's notification: 5 a visit,
    // less the fourth confirmation to one mailbox in a day, which is not sent (ADR 014).
    expect(document.mail).toHaveLength(9);
    expect(document.mail.filter((mail) => mail.to.toLowerCase() === "ann@x.ca")).toHaveLength(3);
    expect(
      document.mail.find((mail) => mail.about === `contact:${ann[0]?.contactId}` && mail.to === "ann@x.ca"),
    ).toMatchObject({
      status: "sent",
      subject: "We received your message",
    });
    expect(document.mail.every((mail) => mail.text.length > 0)).toBe(true);

    const text = JSON.stringify(document);
    for (const value of ["joann", joann.marks.message, joann.marks.phone, joann.marks.fileName, joann.marks.chat])
      expect(text).not.toContain(value);

    // Without --with-files: each file's name, type and size, not its content.
    const light = await exportPerson(store, "ann@x.ca", { withFiles: false });
    expect(light.applications[0]?.files).toEqual([
      {
        field: "resume",
        fileName: ann[0]?.marks.fileName,
        contentType: "application/pdf",
        size: resumeFor("ann@x.ca").length,
      },
    ]);
  });

  it("forgets an address everywhere, keeps everyone else's data, and finds nothing the second time", async () => {
    const before = await everyTableAsText(store);
    const countFound = (dump: Map<string, string>, email: string) =>
      [...dump.values()].reduce((sum, text) => sum + (text.match(addressPattern(email))?.length ?? 0), 0);
    // The search can find what it looks for.
    expect(countFound(before, "ann@x.ca")).toBeGreaterThan(20);
    const joannBefore = countFound(before, "joann@x.ca");
    expect(joannBefore).toBeGreaterThan(10);

    const counts = () => store.db.selectFrom("confirmation_counts").select("recipient").where("recipient", "!=", "*");
    expect(await counts().execute()).toHaveLength(2);
    const { removed, confirmationCounts } = await forgetPerson(store, "Ann@x.ca", { dataDir: storage.dataDir });
    // Ann's count of confirmations today (kept under a hash of her address) goes too; Joann's stays.
    expect(confirmationCounts).toBe(1);
    expect(await counts().execute()).toHaveLength(1);
    expect(removed).toEqual({
      contactMessages: 2,
      applications: 2,
      applicationFiles: 2,
      chatEscalations: 2,
      spamSubmissions: 2,
      mail: 9,
      mailFiles: 0,
    });

    const after = await everyTableAsText(store);
    const traces = [...after].filter(([, text]) => addressPattern("ann@x.ca").test(text)).map(([table]) => table);
    expect(traces).toEqual([]);
    for (const seeded of ann)
      for (const value of Object.values(seeded.marks))
        expect(
          [...after.values()].some((text) => text.includes(value)),
          value,
        ).toBe(false);
    // Joann's records are all there.
    expect(countFound(after, "joann@x.ca")).toBe(joannBefore);
    for (const value of Object.values(joann.marks))
      expect(
        [...after.values()].some((text) => text.includes(value)),
        value,
      ).toBe(true);

    const second = await forgetPerson(store, "ann@x.ca", { dataDir: storage.dataDir });
    expect(Object.values(second.removed).every((count) => count === 0)).toBe(true);
    expect(second.confirmationCounts).toBe(0);
  });
});
