/**
 * Every absolute address a visitor, a crawler or an email sees names the site's public address (PUBLIC_URL),
 * as the build read it (`npm run build:e2e` sets one that is neither the default nor the address these tests
 * browse), and the server was started with the same (it refuses another: server/built-settings.test.ts).
 */
import { DEFAULT_PUBLIC_URL } from "../../core/seo.ts";
import { sampleContact } from "../support/samples.ts";
import { BASE_URL, PUBLIC_URL } from "../../playwright.config.ts";
import { decodeEntities, expect, fetchRaw, mailTo, test, uniqueEmail } from "./fixtures.ts";

/** Addresses of this site written into a page, a file or an email: the public one, or one that leaks the build's. */
const OWN_ADDRESS = new RegExp(
  `(${[PUBLIC_URL, DEFAULT_PUBLIC_URL, BASE_URL, "http://127.0.0.1", "http://localhost"].map((url) => url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})[^\\s"'<>]*`,
  "g",
);

function ownAddresses(text: string): string[] {
  return [...decodeEntities(text).matchAll(OWN_ADDRESS)].map((match) => match[0]);
}

test("the test build has a public address of its own", () => {
  expect(PUBLIC_URL).toMatch(/^https:\/\//);
  expect(PUBLIC_URL).not.toBe(DEFAULT_PUBLIC_URL);
  expect(PUBLIC_URL).not.toBe(BASE_URL);
});

for (const path of ["/", "/fr/contact", "/careers", "/fr/404"]) {
  test(`${path}: canonical, alternates, link previews and JSON-LD name the public address`, async ({ request }) => {
    const { html } = await fetchRaw(request, path);
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
    const attribute = (pattern: RegExp) => [...head.matchAll(pattern)].map((match) => decodeEntities(match[1] ?? ""));
    const named = [
      ...attribute(/<link rel="canonical" href="([^"]+)"/g),
      ...attribute(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/gi),
      ...attribute(/<meta property="og:(?:url|image)" content="([^"]+)"/g),
      ...attribute(/<meta name="twitter:image" content="([^"]+)"/g),
    ];
    if (path !== "/fr/404") expect(named.length, "canonical, 3 alternates, og:url, og:image, twitter:image").toBe(7);
    for (const url of named) expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);

    const everywhere = ownAddresses(html);
    expect(everywhere.length).toBeGreaterThanOrEqual(named.length);
    for (const url of everywhere) expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  });
}

test("sitemap.xml and robots.txt name the public address", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(locations).toHaveLength(20);
  expect(locations).toContain(`${PUBLIC_URL}/fr/contact`);
  const addresses = ownAddresses(sitemap);
  expect(addresses.length).toBe(20 * 4);
  for (const url of addresses) expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  expect(ownAddresses(robots)).toEqual([`${PUBLIC_URL}/sitemap.xml`]);
});

test("the confirmation email links to the privacy page on the public address", async ({ request }) => {
  const email = uniqueEmail("address");
  const response = await request.post("/api/contact", {
    headers: { "Accept-Language": "fr-CA" },
    data: { ...sampleContact, firstName: "Ada", email },
  });
  expect(response.status()).toBe(201);
  const confirmation = await mailTo(email);
  expect(confirmation.text).toContain(`${PUBLIC_URL}/fr/privacy\n`);
  for (const body of [confirmation.text, confirmation.html])
    for (const url of ownAddresses(body)) expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
});
