/** An address the site has no page for: the 404 page of the path's language, and a line in the log. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  logRecorder,
  startTestServer,
  storageFor,
  type RunningServer,
  type StorageFixture,
} from "../tests/support/test-server.ts";

describe("unknown addresses", () => {
  let storage: StorageFixture;
  let server: RunningServer;
  const log = logRecorder();

  beforeAll(async () => {
    storage = await storageFor("sqlite");
    server = await startTestServer(storage, { LOG_LEVEL: "info" }, { logStream: log.stream });
  });
  afterAll(async () => {
    await server.stop();
    await storage.cleanup();
  });

  it.each([
    ["/nope", "en-CA", "Page Not Found"],
    ["/fr/nope", "fr-CA", "Page introuvable"],
    ["/about/extra", "en-CA", "Page Not Found"],
  ])("%s answers 404 with the %s page, and is logged as a warning with its path", async (path, language, title) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`lang="${language}"`);
    expect(html).toContain(title);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 40, msg: "no page at this address", path }));
  });
});
