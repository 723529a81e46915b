/**
 * The privacy page tells people how long their information is kept, where to send a request and how: the
 * periods are those the build read (RETENTION_DAYS, SPAM_RETENTION_DAYS, as the server does), in the
 * prerendered HTML and once hydrated, in both languages; the build's record of them is never served.
 */
import { readFileSync } from "node:fs";
import { localizedPath } from "../../core/language.ts";
import { BUILT_SETTINGS_FILE, buildSettingsFrom } from "../../core/build-settings.ts";
import { privacyPlaceholders } from "../../core/privacy.ts";
import { SITE_DIR } from "../../playwright.config.ts";
import { CONSENTED, decodeEntities, expect, fetchRaw, gotoHydrated, interpolate, MESSAGES, test } from "./fixtures.ts";

/** What the server of these tests purges with: the same environment, read the same way. */
const settings = buildSettingsFrom(process.env);
const values = Object.fromEntries(
  Object.entries(privacyPlaceholders(settings)).map(([name, value]) => [name, String(value)]),
);

test.use({ storageState: CONSENTED });

for (const language of ["en-CA", "fr-CA"] as const) {
  test(`the ${language} privacy page states the retention periods, the privacy contact and how to make a request`, async ({
    page,
    request,
  }) => {
    const path = localizedPath("/privacy", language);
    const sections = MESSAGES[language].privacy.sections;
    const retention = interpolate(sections[1]?.paragraphs[2] ?? "", values);
    const request_ = interpolate(sections[2]?.paragraphs[1] ?? "", values);
    expect(retention).toContain(
      language === "en-CA" ? `${settings.RETENTION_DAYS} days` : `${settings.RETENTION_DAYS} jours`,
    );
    expect(retention).toContain(String(settings.SPAM_RETENTION_DAYS));
    expect(request_).toContain(values.privacyEmail);

    // Before any JavaScript: the prerendered page already says it, with no placeholder left.
    const raw = await fetchRaw(request, path);
    // What the page shows: its scripts carry the texts with their placeholders, for the translator.
    const text = decodeEntities(raw.html.replace(/<script\b[\s\S]*?<\/script>/g, ""));
    expect(text).toContain(retention);
    expect(text).toContain(request_);
    expect(text).not.toMatch(/\{\{\s*\w+\s*\}\}/);

    // Hydrated: the same words, in the spec's four titled sections.
    await gotoHydrated(page, path);
    await expect(page.getByText(retention)).toBeVisible();
    await expect(page.getByText(request_)).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      sections.map((section) => section.title),
    );
    await expect(page.getByRole("main")).not.toContainText("{{");
  });
}

test("the build records the periods it wrote into the page, and that record is not served", async ({ request }) => {
  const recorded = JSON.parse(readFileSync(`${SITE_DIR}/${BUILT_SETTINGS_FILE}`, "utf8")) as unknown;
  expect(recorded).toMatchObject({
    RETENTION_DAYS: settings.RETENTION_DAYS,
    SPAM_RETENTION_DAYS: settings.SPAM_RETENTION_DAYS,
  });
  expect((await request.get(`/${BUILT_SETTINGS_FILE}`)).status()).toBe(404);
});
