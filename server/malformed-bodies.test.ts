/**
 * Fuzz test: several hundred generated malformed bodies (truncated, wrong boundaries, deep nesting, invalid
 * UTF-8, wrong types, huge keys, control characters, noise) posted to the three POST endpoints of the real
 * server, on each engine. Every answer must be a 4xx with a JSON message, the server must keep answering,
 * and nothing may be logged at error level. The generator is seeded: a failure names a case that comes back.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../core/forms.ts";
import {
  ENGINES,
  logRecorder,
  startTestServer,
  storageFor,
  type LogLine,
  type RunningServer,
  type StorageFixture,
} from "../tests/support/test-server.ts";
import { pdfBytes } from "../tests/support/documents.ts";

interface Case {
  name: string;
  path: "/api/contact" | "/api/chat" | "/api/applications";
  contentType: string | undefined;
  body: Buffer;
}

const SEED = 0x5eed13;

/** mulberry32: a small seeded generator, so every run posts the same bodies. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    bytes: (length: number) => Buffer.from(Array.from({ length }, () => Math.floor(next() * 256))),
  };
}

const JSON_TYPE = "application/json";
const utf8 = (text: string) => Buffer.from(text, "utf8");

const validContact = {
  firstName: "Jo",
  lastName: "Tremblay",
  email: "jo@example.com",
  company: "Musée",
  service: "other",
  message: "We would like an AI guide for our gallery.",
  [HONEYPOT_FIELD]: "",
};
/** Well-formed and with an empty honeypot, but refused by the schema (so extra keys cannot make it pass). */
const invalidContact = { ...validContact, email: "not-an-email" };

const validChat = { message: "What services do you offer?", chatHistory: [], userEmail: "", language: "en-CA" };
const invalidChat = { ...validChat, language: "de-DE" };

const validApplication: Record<string, string> = {
  [HONEYPOT_FIELD]: "",
  position: "app-developer",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "613 555 0100",
  portfolioUrl: "",
  experience: "Ten years of React and TypeScript, accessible bilingual apps for museums.",
  motivation: "I want to build experiences that welcome every museum visitor, in both languages.",
  availableStart: "March",
};
const invalidApplication: Record<string, string> = { ...validApplication, firstName: "A" };

/** Values of the wrong type for a text field; `1e400` and `-0` are written as raw JSON. */
const WRONG_VALUES = ["123", "null", "true", "[]", "{}", '["a"]', '{"a":"b"}', "1e400", "-0", '[[[["x"]]]]'];

/** A JSON object text with one field's value replaced by raw JSON. */
function withRawValue(object: Record<string, unknown>, field: string, raw: string): string {
  const marker = "\u0001MARK\u0001";
  return JSON.stringify({ ...object, [field]: marker }).replace(JSON.stringify(marker), raw);
}

function nested(depth: number, kind: "array" | "object"): string {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** Invalid UTF-8: a lone continuation byte, overlong encodings, a surrogate, a cut sequence, bytes never used. */
const BAD_UTF8 = [
  [0x80],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf0, 0x9f, 0x98],
  [0xff],
  [0xfe, 0xfe],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
].map((bytes) => Buffer.from(bytes));

/** Inserts raw bytes inside the first string value of `field` in a JSON text. */
function injectBytes(json: string, field: string, bytes: Buffer): Buffer {
  const anchor = `"${field}":"`;
  const at = json.indexOf(anchor) + anchor.length;
  return Buffer.concat([utf8(json.slice(0, at)), bytes, utf8(json.slice(at))]);
}

function jsonCases(
  path: "/api/contact" | "/api/chat",
  valid: Record<string, unknown>,
  invalid: Record<string, unknown>,
  textFields: string[],
  rng: ReturnType<typeof random>,
): Case[] {
  const cases: Case[] = [];
  const add = (name: string, body: Buffer | string, contentType: string | null = JSON_TYPE) =>
    cases.push({
      name: `${path} ${name}`,
      path,
      contentType: contentType ?? undefined,
      body: typeof body === "string" ? utf8(body) : body,
    });
  const validText = JSON.stringify(valid);

  for (let index = 0; index < 25; index++) {
    const cut = rng.int(0, validText.length - 1);
    add(`truncated at ${cut}`, validText.slice(0, cut));
  }
  for (const depth of [9, 12, 64, 1000, 5000, 20_000, 30_000]) {
    for (const kind of ["array", "object"] as const) {
      // The reproduced 500: deep nesting with the honeypot filled went to the spam store and overflowed there.
      const honeypot = rng.pick(["", "filled"]);
      add(
        `nested ${depth} ${kind}s (honeypot "${honeypot}")`,
        withRawValue({ ...valid, [HONEYPOT_FIELD]: honeypot }, "extra", nested(depth, kind)),
      );
    }
  }
  add("nested inside a text field", withRawValue(valid, textFields[0] ?? "message", nested(10_000, "array")));
  for (const [index, bytes] of BAD_UTF8.entries()) {
    for (const field of [rng.pick(textFields), rng.pick(textFields)])
      add(`invalid UTF-8 #${index} in ${field}`, injectBytes(validText, field, bytes));
  }
  add("UTF-16 with a JSON type", Buffer.from(validText, "utf16le"));
  for (const field of Object.keys(valid).filter((key) => key !== HONEYPOT_FIELD)) {
    for (const raw of WRONG_VALUES) {
      // An empty history is a valid one.
      if (field === "chatHistory" && raw === "[]") continue;
      add(`${field} = ${raw}`, withRawValue(valid, field, raw));
    }
  }
  for (const length of [1_000, 10_000, 40_000, 63_000, 70_000]) {
    add(`a key of ${length} characters`, JSON.stringify({ ...invalid, ["k".repeat(length)]: "v" }));
  }
  add(
    "5,000 keys",
    JSON.stringify({ ...invalid, ...Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, 1])) }),
  );
  add("a key full of control characters", JSON.stringify({ ...invalid, "\u0000\u0007\u001b[31m": "x" }));
  for (const raw of [
    "[]",
    `[${validText}]`,
    '"text"',
    "1",
    "null",
    "true",
    "false",
    " ",
    "\n\n",
    "{",
    "}",
    "{}}",
    `${validText}x`,
    `${validText}${validText}`,
  ])
    add(`top level ${JSON.stringify(raw.slice(0, 20))}`, raw);
  add("__proto__ key", `{"__proto__":{"isAdmin":true},${validText.slice(1)}`);
  add("constructor.prototype key", `{"constructor":{"prototype":{"x":1}},${validText.slice(1)}`);
  add("a duplicate key whose last value is wrong", `${validText.slice(0, -1)},"${textFields[0]}":{}}`);
  for (const field of textFields) {
    for (const bad of ["\u0000", "\u0007", "\u001b[2J", "\ud800", "\udfff x"])
      add(`${field} with ${JSON.stringify(bad)}`, JSON.stringify({ ...valid, [field]: `a ${bad} b` }));
  }
  // URL-encoded is the contact form's own type without its script (ADR 010): such a body without the honeypot
  // is spam, answered 201 like any (server/forms-api.test.ts).
  for (const type of [
    "application/jsonp",
    "text/json",
    "application/json-seq",
    "multipart/form-data; boundary=x",
    null,
  ])
    add(`content type ${type ?? "(none)"}`, validText, type);
  for (let index = 0; index < 12; index++) {
    const noise = rng.bytes(rng.int(1, 3000));
    add(`${noise.length} bytes of noise`, noise);
  }
  return cases;
}

/** A multipart body from parts written by hand, so each can be malformed its own way. */
function multipart(boundary: string, parts: (string | Buffer)[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts)
    chunks.push(utf8(`--${boundary}\r\n`), typeof part === "string" ? utf8(part) : part, utf8("\r\n"));
  if (close) chunks.push(utf8(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
const field = (name: string, value: string | Buffer) =>
  Buffer.concat([
    utf8(`Content-Disposition: form-data; name="${name}"\r\n\r\n`),
    typeof value === "string" ? utf8(value) : value,
  ]);
const file = (name: string, fileName: string, content: Buffer, type = "application/pdf") =>
  Buffer.concat([
    utf8(`Content-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
  ]);
const fieldsOf = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => field(name, value));

function applicationCases(rng: ReturnType<typeof random>): Case[] {
  const cases: Case[] = [];
  const path = "/api/applications" as const;
  const B = "----fuzzBoundary7MA4YWxk";
  const type = `multipart/form-data; boundary=${B}`;
  const add = (name: string, body: Buffer, contentType: string | undefined = type) =>
    cases.push({ name: `${path} ${name}`, path, contentType, body });
  const valid = multipart(B, [...fieldsOf(validApplication), file("resume", "cv.pdf", pdfBytes())]);
  const invalid = (extra: (string | Buffer)[] = [], values = invalidApplication) =>
    multipart(B, [...fieldsOf(values), ...extra]);

  for (const contentType of [
    "multipart/form-data",
    "multipart/form-data;",
    "multipart/form-data; boundary=",
    'multipart/form-data; boundary=""',
    "multipart/form-data; charset=utf-8",
  ])
    add(`no boundary (${contentType})`, valid, contentType);
  for (const other of ["other", B.slice(0, -1), `${B}x`, B.toUpperCase(), "x".repeat(71), "a b", '"quoted"'])
    add(`body boundary differs from "${other.slice(0, 20)}"`, valid, `multipart/form-data; boundary=${other}`);
  const closing = valid.lastIndexOf(utf8(`\r\n--${B}--`));
  for (let index = 0; index < 35; index++) {
    const cut = rng.int(1, closing);
    add(`truncated at ${cut} of ${valid.length}`, valid.subarray(0, cut));
  }
  add("no closing delimiter", multipart(B, fieldsOf(validApplication), { close: false }));
  add("LF line endings", utf8(valid.toString("latin1").replace(/\r\n/g, "\n")));
  add("CR line endings", utf8(valid.toString("latin1").replace(/\r\n/g, "\r")));
  // The honeypot stays well-formed: a post without it is answered like a success on purpose (ADR 004).
  add(
    "no blank line after part headers",
    multipart(B, [
      field(HONEYPOT_FIELD, ""),
      ...Object.entries(validApplication)
        .filter(([name]) => name !== HONEYPOT_FIELD)
        .map(([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n${value}`),
    ]),
  );
  add("part without Content-Disposition", invalid(["X-Header: 1\r\n\r\nvalue"]));
  add("unterminated name", invalid(['Content-Disposition: form-data; name="extra\r\n\r\nAda']));
  add("Content-Disposition garbage", invalid(["Content-Disposition: ;;;==;\r\n\r\nx"]));
  add("header line without a colon", invalid(["Content-Disposition form-data name=x\r\n\r\nx"]));
  add(
    "a 100 KB part header",
    invalid([`Content-Disposition: form-data; name="x"\r\nX-Long: ${"h".repeat(100_000)}\r\n\r\nx`]),
  );
  add("300 part headers", invalid([`Content-Disposition: form-data; name="x"\r\n${"X-A: 1\r\n".repeat(300)}\r\nx`]));
  add("30 fields", invalid(Array.from({ length: 30 }, (_, i) => field(`extra${i}`, "x"))));
  add("30 parts", invalid(Array.from({ length: 30 }, (_, i) => (i % 2 ? field(`e${i}`, "x") : "X: y\r\n\r\nz"))));
  add(
    "a 30 KB experience (cut at the field size)",
    multipart(B, fieldsOf({ ...validApplication, experience: "e".repeat(30_000) })),
  );
  add("a field name of 10 KB", invalid([field("n".repeat(10_000), "x")]));
  add(
    "a third file",
    multipart(B, [
      ...fieldsOf(validApplication),
      file("resume", "a.pdf", pdfBytes()),
      file("coverLetter", "b.pdf", pdfBytes()),
      file("portfolio", "c.pdf", pdfBytes()),
    ]),
  );
  add("a file in a text field", multipart(B, [...fieldsOf(validApplication), file("firstName", "a.pdf", pdfBytes())]));
  add(
    "two resumes",
    multipart(B, [
      ...fieldsOf(validApplication),
      file("resume", "a.pdf", pdfBytes()),
      file("resume", "b.pdf", pdfBytes()),
    ]),
  );
  add("a resume sent as text", invalid([field("resume", "%PDF-1.4")]));
  add(
    "an executable as resume",
    multipart(B, [
      ...fieldsOf(validApplication),
      file("resume", "cv.pdf", Buffer.concat([utf8("MZ"), Buffer.alloc(500)])),
    ]),
  );
  add("a file name of control characters", invalid([file("resume", "\u0000\u001b[2J.pdf", pdfBytes())]));
  add(
    "a nested multipart/mixed part",
    invalid([
      `Content-Disposition: form-data; name="files"\r\nContent-Type: multipart/mixed; boundary=inner\r\n\r\n--inner\r\nContent-Disposition: file; filename="a.pdf"\r\n\r\n%PDF\r\n--inner--`,
    ]),
  );
  add(
    "base64 transfer encoding",
    invalid([
      `Content-Disposition: form-data; name="motivation"\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from("x".repeat(80)).toString("base64")}`,
    ]),
  );
  for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"])
    add(`a field named ${name}`, invalid([field(name, "x")], validApplication));
  add(
    "a field declared JSON that is not",
    invalid([`Content-Disposition: form-data; name="experience"\r\nContent-Type: application/json\r\n\r\n{"a":`]),
  );
  add(
    "a field declared JSON, nested 20,000 deep",
    multipart(B, [
      ...fieldsOf({ ...validApplication, [HONEYPOT_FIELD]: "" }).slice(0, -1),
      `Content-Disposition: form-data; name="availableStart"\r\nContent-Type: application/json\r\n\r\n${nested(20_000, "array")}`,
    ]),
  );
  for (const [index, bytes] of BAD_UTF8.entries()) {
    const target = rng.pick(["firstName", "lastName"]);
    add(
      `invalid UTF-8 #${index} as ${target}`,
      multipart(
        B,
        fieldsOf(validApplication).map((part, i) =>
          Object.keys(validApplication)[i] === target ? field(target, bytes) : part,
        ),
      ),
    );
    add(`invalid UTF-8 #${index} in a field name`, invalid([field(`x${bytes.toString("latin1")}`, "y")]));
  }
  for (const [target, bad] of [
    ["firstName", "A\u202eda"],
    ["lastName", "Love\u200blace"],
    ["firstName", "Ada\u0000"],
    ["lastName", "Lo\u2028ve"],
    ["experience", `${"x".repeat(60)}\u0000`],
    ["phone", "613\u0007555 0100"],
    ["motivation", `${"m".repeat(60)}\ud800`],
  ] as const)
    add(
      `${target} with ${JSON.stringify(bad.slice(-2))}`,
      multipart(B, fieldsOf({ ...validApplication, [target]: bad })),
    );
  for (const contentType of [
    "multipart/mixed; boundary=" + B,
    "multipart/related; boundary=" + B,
    "multipart/form-data; boundary=" + B + "; charset=utf-16",
  ])
    add(`content type ${contentType.slice(0, 30)}`, invalid(), contentType);
  for (let index = 0; index < 15; index++) {
    const noise = rng.bytes(rng.int(1, 4000));
    add(`${noise.length} bytes of noise`, rng.pick([noise, Buffer.concat([utf8(`--${B}\r\n`), noise])]));
  }
  return cases;
}

function generateCases(): Case[] {
  const rng = random(SEED);
  return [
    ...jsonCases("/api/contact", validContact, invalidContact, ["firstName", "lastName", "company", "message"], rng),
    ...jsonCases("/api/chat", validChat, invalidChat, ["message"], rng),
    ...applicationCases(rng),
  ];
}

/** Posts bytes as they are; an answer before the whole body was written is still an answer. */
function post(server: RunningServer, testCase: Case): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      {
        hostname,
        port,
        path: testCase.path,
        method: "POST",
        headers: {
          ...(testCase.contentType === undefined ? {} : { "Content-Type": testCase.contentType }),
          "Content-Length": testCase.body.length,
          "Accept-Language": "fr-CA",
        },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.end(testCase.body);
  });
}

const CASES = generateCases();

describe.each(ENGINES)("malformed bodies on %s", (engine) => {
  let storage: StorageFixture;
  let server: RunningServer;
  const log = logRecorder();
  beforeAll(async () => {
    storage = await storageFor(engine);
    server = await startTestServer(storage, { LOG_LEVEL: "warn" }, { logStream: log.stream });
  });
  afterAll(async () => {
    await server.stop();
    await storage.cleanup();
  });

  it(`answers each of ${CASES.length} malformed bodies with a 4xx and a message, keeps serving, logs no error`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(300);
    for (const path of ["/api/contact", "/api/chat", "/api/applications"])
      expect(CASES.filter((testCase) => testCase.path === path).length, path).toBeGreaterThanOrEqual(80);
    const wrong: string[] = [];
    for (const [index, testCase] of CASES.entries()) {
      const { status, body } = await post(server, testCase).catch((error: unknown) => ({
        status: 0,
        body: error instanceof Error ? error.message : String(error),
      }));
      let message: unknown;
      try {
        message = (JSON.parse(body) as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      if (status < 400 || status >= 500 || typeof message !== "string")
        wrong.push(`${testCase.name}: ${status} ${body.slice(0, 120)}`);
      if (index % 50 === 0) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    }
    expect(wrong).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const errors = log.lines.filter((line: LogLine) => line.level >= 50);
    expect(errors.map((line) => `${line.msg} ${JSON.stringify(line.err ?? "").slice(0, 200)}`)).toEqual([]);
    // Nothing malformed was stored as a submission.
    for (const table of ["contact_messages", "applications", "chat_escalations"] as const)
      expect(await server.store.db.selectFrom(table).select("id").execute(), table).toHaveLength(0);
  });
});
