import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("configuration", () => {
  it("starts on its embedded defaults with nothing set", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: "localhost", MAIL_MAX_ATTEMPTS: 8, SQLITE_SYNCHRONOUS: "full" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.RATE_LIMIT_CONTACT).toEqual({ max: 5, timeWindowMs: 10 * 60_000 });
    expect(config.RATE_LIMIT_APPLICATION).toEqual({ max: 3, timeWindowMs: 60 * 60_000 });
    expect(config.RATE_LIMIT_CHAT).toEqual({ max: 20, timeWindowMs: 60_000 });
  });

  it("reads folders relative to where the server starts, as a shell would", () => {
    const config = parseConfig({ SITE_DIR: "build-e2e/client", DATA_DIR: "./data" });
    expect(config.SITE_DIR).toBe(`${process.cwd()}/build-e2e/client`);
    expect(config.DATA_DIR).toBe(`${process.cwd()}/data`);
  });

  it("takes the public address as an origin: a trailing slash is the same address, a path is refused", () => {
    expect(parseConfig({ PUBLIC_URL: "https://www.studio.example/" }).PUBLIC_URL).toBe("https://www.studio.example");
    expect(() => parseConfig({ PUBLIC_URL: "https://www.studio.example/site" })).toThrow(
      "PUBLIC_URL: must be the site's origin (scheme, host and port), without a path, query or credentials",
    );
  });

  it("reads rate limits written as count/window and treats empty values as unset", () => {
    expect(parseConfig({ RATE_LIMIT_CONTACT: "100/30s", PORT: "" })).toMatchObject({
      PORT: 3000,
      RATE_LIMIT_CONTACT: { max: 100, timeWindowMs: 30_000 },
    });
  });

  it("reads MIN_UPLOAD_RATE as bytes per window (1 KB/s judged every 10 s by default), and 0 as none", () => {
    expect(parseConfig({}).MIN_UPLOAD_RATE).toEqual({ bytes: 10_000, windowMs: 10_000 });
    expect(parseConfig({ MIN_UPLOAD_RATE: "2000/1s" }).MIN_UPLOAD_RATE).toEqual({ bytes: 2000, windowMs: 1000 });
    expect(parseConfig({ MIN_UPLOAD_RATE: "0/10s" }).MIN_UPLOAD_RATE).toEqual({ bytes: 0, windowMs: 10_000 });
    for (const value of ["1kB/s", "1000", "1000/0s"])
      expect(() => parseConfig({ MIN_UPLOAD_RATE: value }), value).toThrow(
        new ConfigError(["MIN_UPLOAD_RATE: must look like 10000/10s (bytes/window with s, m or h)"]),
      );
  });

  it("keeps messages 365 days and honeypot posts 30 by default, and reads other whole numbers of days", () => {
    expect(parseConfig({})).toMatchObject({ RETENTION_DAYS: 365, SPAM_RETENTION_DAYS: 30 });
    expect(parseConfig({ RETENTION_DAYS: "180", SPAM_RETENTION_DAYS: "7" })).toMatchObject({
      RETENTION_DAYS: 180,
      SPAM_RETENTION_DAYS: 7,
    });
  });

  it("refuses a retention that is not a whole number of days between 1 and 3650, naming the variable", () => {
    for (const [value, reason] of [
      ["0", "must be at least 1 day"],
      ["-5", "must be at least 1 day"],
      ["1.5", "must be a whole number of days"],
      ["a year", "must be a whole number of days"],
      ["36500", "must be at most 3650 days"],
    ]) {
      for (const name of ["RETENTION_DAYS", "SPAM_RETENTION_DAYS"]) {
        expect(() => parseConfig({ [name]: value }), `${name}=${value}`).toThrow(
          new ConfigError([`${name}: ${reason}`]),
        );
      }
    }
  });

  it("names every bad variable on its own line", () => {
    try {
      parseConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://db/site",
        SMTP_URL: "http://mail",
        RATE_LIMIT_CHAT: "lots",
        MAIL_TO: "team@x.example\r\nBcc: a@b",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const lines = (error as ConfigError).problems;
      expect(lines.map((line) => line.split(":")[0]).sort()).toEqual([
        "DATABASE_URL",
        "MAIL_TO",
        "PORT",
        "RATE_LIMIT_CHAT",
        "SMTP_URL",
      ]);
    }
  });

  it("reads TRUST_PROXY as false, a hop count or a list of addresses and ranges", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback" }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  // A range with public addresses trusts every visitor in it to name their own: `0.0.0.0/0` is `true`.
  const publicRanges = ["0.0.0.0/0", "::/0", "8.0.0.0/8", "10.0.0.0/7", "127.0.0.1,100.64.0.0/10", "::ffff:0:0/96"];
  it.each([
    ...["true", "yes", "10.0.0.0/33", "300.1.1.1", "nginx", "1,", "::1/129"].map((value) => [value, ""]),
    ...[...publicRanges, "2000::/3", "fc00::/6"].map((value) => [value, "covers public addresses"]),
  ])("refuses TRUST_PROXY=%s with one line that says what to write", (value, reason) => {
    try {
      parseConfig({ TRUST_PROXY: value });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY: /);
      expect(problems[0]).toContain(reason);
      expect(problems[0]).toMatch(/1\b.*127\.0\.0\.1/);
    }
  });

  it("takes private ranges, and any single address (a proxy on a public one), in TRUST_PROXY", () => {
    const entries = [
      "10.0.0.0/8",
      "172.20.0.0/16",
      "192.168.1.0/24",
      "127.0.0.0/8",
      "169.254.0.0/16",
      "fd00::/8",
      "fe80::/64",
      "::1/128",
      "203.0.113.7",
      "203.0.113.8/32",
      "2001:db8::1/128",
      "uniquelocal",
    ];
    expect(parseConfig({ TRUST_PROXY: entries.join(",") }).TRUST_PROXY).toEqual(entries);
  });

  it("takes CHAT_API_URL over https, or plain http only to this machine", () => {
    for (const url of [
      "https://api.example.com/v1",
      "http://127.0.0.1:8080/v1",
      "http://localhost:11434/v1",
      "http://[::1]/v1",
    ])
      expect(parseConfig({ CHAT_API_URL: url }).CHAT_API_URL, url).toBe(url);
    for (const url of ["http://api.example.com/v1", "http://10.0.0.5/v1", "http://127.0.0.1.example.com/v1"]) {
      expect(() => parseConfig({ CHAT_API_URL: url }), url).toThrow(/CHAT_API_URL: must be https/);
    }
  });
});
