import { describe, expect, it } from "vitest";
import { mailboxOf, recipientKey } from "./confirmation-quota.ts";

describe("the mailbox an address delivers to", () => {
  it("folds case and drops a +tag everywhere, and for Gmail its dots and the googlemail.com name", () => {
    expect(mailboxOf("Victim+News@Example.com")).toBe("victim@example.com");
    for (const address of [
      "v.ictim@gmail.com",
      "Vic.Tim+1@GMAIL.com",
      "victim@googlemail.com",
      "v.i.c.t.i.m@googlemail.com",
    ])
      expect(mailboxOf(address), address).toBe("victim@gmail.com");
    // Other providers deliver a dotted name to its own mailbox.
    expect(mailboxOf("vic.tim@example.com")).toBe("vic.tim@example.com");
    expect(mailboxOf("victim@gmail.com.example")).toBe("victim@gmail.com.example");
    expect(recipientKey("V.ictim@googlemail.com")).toBe(recipientKey("victim@gmail.com"));
  });
});
