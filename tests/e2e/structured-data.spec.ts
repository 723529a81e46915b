/**
 * What search engines and link previews read, on the built site in both languages: the language alternates
 * (en-CA, fr-CA, x-default), Open Graph and Twitter cards, JSON-LD against the fields schema.org and Google's
 * rich results require (Organization on the home pages, a JobPosting per opening on the careers pages), and a
 * sitemap that lists every page with its alternates and no 404 page.
 */
import { COMPANY } from "../../core/company.ts";
import { JOB_KEYS, JOBS } from "../../core/jobs.ts";
import { LANGUAGES, localizedPath, type Language } from "../../core/language.ts";
import { allPages } from "../../core/routes.ts";
import { PUBLIC_URL } from "../../playwright.config.ts";
import { MESSAGES, decodeEntities, expect, fetchRaw, test } from "./fixtures.ts";

type Json = Record<string, unknown>;

function head(html: string): string {
  return /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
}

function metaContent(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`);
  const match = pattern.exec(head(html));
  return match ? decodeEntities(match[1] ?? "") : undefined;
}

function jsonLd(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Json,
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const absolute = (path: string) => `${PUBLIC_URL}${path === "/" ? "/" : path}`;

for (const language of LANGUAGES) {
  const m = MESSAGES[language];
  const other: Language = language === "en-CA" ? "fr-CA" : "en-CA";

  test(`${language}: every page names its language alternates, x-default and its Open Graph and Twitter card`, async ({
    request,
  }) => {
    for (const page of allPages().filter((candidate) => candidate.language === language)) {
      const { html } = await fetchRaw(request, page.path);
      const alternates = Object.fromEntries(
        [...head(html).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(
          (match) => [match[1] ?? "", decodeEntities(match[2] ?? "")] as const,
        ),
      );
      expect(alternates, page.path).toEqual({
        "en-CA": absolute(localizedPath(page.screen.path, "en-CA")),
        "fr-CA": absolute(localizedPath(page.screen.path, "fr-CA")),
        "x-default": absolute(localizedPath(page.screen.path, "en-CA")),
      });
      expect(/<link rel="canonical" href="([^"]+)"/.exec(head(html))?.[1], page.path).toBe(absolute(page.path));
      expect(metaContent(html, "og:url"), page.path).toBe(absolute(page.path));
      expect(metaContent(html, "og:locale"), page.path).toBe(language.replace("-", "_"));
      expect(metaContent(html, "og:locale:alternate"), page.path).toBe(other.replace("-", "_"));
      expect(metaContent(html, "og:type"), page.path).toBe("website");
      expect(metaContent(html, "og:site_name"), page.path).toBe(m.meta.siteName);
      const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
      expect(metaContent(html, "og:title"), page.path).toBe(decodeEntities(title ?? ""));
      expect(metaContent(html, "twitter:title"), page.path).toBe(metaContent(html, "og:title"));
      const description = metaContent(html, "description");
      expect(description?.length, page.path).toBeGreaterThan(50);
      expect(metaContent(html, "og:description"), page.path).toBe(description);
      expect(metaContent(html, "twitter:description"), page.path).toBe(description);
      expect(metaContent(html, "twitter:card"), page.path).toBe("summary_large_image");
      const image = metaContent(html, "og:image") ?? "";
      expect(metaContent(html, "twitter:image"), page.path).toBe(image);
      expect(image.startsWith(`${PUBLIC_URL}/`), page.path).toBe(true);
      expect(Number(metaContent(html, "og:image:width")), page.path).toBe(1200);
      expect(Number(metaContent(html, "og:image:height")), page.path).toBe(630);
      expect(metaContent(html, "og:image:alt"), page.path).toBe(m.meta.shareImageAlt);
      // The image is served where the card says.
      const served = await request.get(new URL(image).pathname);
      expect(served.status(), image).toBe(200);
      expect(served.headers()["content-type"], image).toMatch(/^image\//);
    }
  });

  test(`${language}: the home page's Organization has what schema.org and rich results need`, async ({ request }) => {
    const { html } = await fetchRaw(request, localizedPath("/", language));
    const organizations = jsonLd(html).filter((item) => item["@type"] === "Organization");
    expect(organizations).toHaveLength(1);
    const organization = organizations[0] as Json;
    expect(organization["@context"]).toBe("https://schema.org");
    expect(organization).toMatchObject({
      name: COMPANY.name,
      url: `${PUBLIC_URL}/`,
      email: COMPANY.email,
      address: {
        "@type": "PostalAddress",
        addressLocality: COMPANY.location.city,
        addressRegion: COMPANY.location.regionCode,
        addressCountry: COMPANY.location.countryCode,
      },
      contactPoint: { "@type": "ContactPoint", contactType: expect.any(String) as unknown },
    });
    expect(organization.description).toBe(metaContent(html, "description"));
    const logo = String(organization.logo);
    expect(logo.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect((await request.get(new URL(logo).pathname)).status()).toBe(200);
    expect(String(organization.foundingDate)).toMatch(/^\d{4}$/);
    for (const profile of organization.sameAs as string[]) expect(profile).toMatch(/^https:\/\//);
  });

  test(`${language}: the careers page has one JobPosting per opening with Google's required fields`, async ({
    request,
  }) => {
    const { html } = await fetchRaw(request, localizedPath("/careers", language));
    const postings = jsonLd(html).filter((item) => item["@type"] === "JobPosting");
    expect(postings.map((posting) => posting.title)).toEqual(JOB_KEYS.map((key) => m.jobs[key].title));
    for (const [index, posting] of postings.entries()) {
      const key = JOB_KEYS[index] as (typeof JOB_KEYS)[number];
      expect(posting["@context"]).toBe("https://schema.org");
      // Required: title, description, datePosted, hiringOrganization, jobLocation (or remote with a country).
      expect(posting.description).toBe(m.jobs[key].description);
      expect(String(posting.datePosted)).toMatch(ISO_DATE);
      expect(Date.parse(String(posting.datePosted))).toBeLessThanOrEqual(Date.now());
      expect(posting.hiringOrganization).toMatchObject({ "@type": "Organization", name: COMPANY.name });
      expect(posting.jobLocation).toMatchObject({
        "@type": "Place",
        address: { "@type": "PostalAddress", addressCountry: COMPANY.location.countryCode },
      });
      if (JOBS[key].location === "remote") {
        expect(posting.jobLocationType).toBe("TELECOMMUTE");
        expect(posting.applicantLocationRequirements).toMatchObject({ "@type": "Country" });
      } else {
        expect(posting.jobLocationType).toBeUndefined();
      }
      // Recommended ones it states: the contract type, the language, where to apply.
      expect(posting.employmentType).toBe("CONTRACTOR");
      expect(posting.inLanguage).toBe(language);
      expect(posting.url).toBe(absolute(localizedPath(`/application?job=${key}`, language)));
      expect(posting.directApply).toBe(true);
    }
    // Other pages carry no job postings, and only the home page an Organization of its own.
    const { html: about } = await fetchRaw(request, localizedPath("/about", language));
    expect(jsonLd(about)).toEqual([]);
  });
}

test("sitemap.xml lists every page once with its alternates, and no 404 page", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
  const locations = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
  expect(locations.sort()).toEqual(
    allPages()
      .map((page) => absolute(page.path))
      .sort(),
  );
  expect(sitemap).not.toContain("404");
  for (const entry of entries) {
    const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    expect(alternates.map((match) => match[1]).sort()).toEqual(["en-CA", "fr-CA", "x-default"]);
  }
});

test("robots.txt lets crawlers in and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
  expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
});
