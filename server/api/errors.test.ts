import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { en } from "../../locales/en-CA/index.ts";
import { fr } from "../../locales/fr-CA/index.ts";
import { fieldErrorsOf } from "./errors.ts";

describe("field errors", () => {
  it("translate the schema's own messages, and give any other message the general text, never a raw key", () => {
    const schema = z.object({ email: z.email({ error: "emailInvalid" }), age: z.number({ error: "not one of ours" }) });
    const result = schema.safeParse({ email: "nope", age: "x" });
    if (result.success) throw new Error("the sample must be invalid");
    expect(fieldErrorsOf(result.error, "en-CA")).toEqual({ email: en.validation.emailInvalid, age: en.api.validation });
    expect(fieldErrorsOf(result.error, "fr-CA")).toEqual({ email: fr.validation.emailInvalid, age: fr.api.validation });
  });
});
