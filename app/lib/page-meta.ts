import { languageFromPath, otherLanguage, stripLanguagePrefix, type Language } from "../../core/language.ts";
import type { ScreenKey } from "../../core/routes.ts";
import {
  absoluteUrl,
  alternates,
  jobPostingsJsonLd,
  organizationJsonLd,
  SHARE_IMAGE,
  shareImagePath,
} from "../../core/seo.ts";
import { translatorFor } from "../../locales/index.ts";

type Page = ScreenKey | "notFound";

const OG_LOCALE: Record<Language, string> = { "en-CA": "en_CA", "fr-CA": "fr_CA" };

export interface PageHead {
  title: string;
  /** `<meta>` elements: by `name` or, for Open Graph, by `property`. */
  metas: ({ name: string; content: string } | { property: string; content: string })[];
  links: { rel: string; href: string; hreflang?: string }[];
  /** Structured data, each written as a `<script type="application/ld+json">`. */
  jsonLd: object[];
}

/**
 * Everything a page's `<head>` says about it, decided by the language of its path: translated title and
 * description, canonical and hreflang links, Open Graph and Twitter card tags, and structured data.
 */
export function pageHead(page: Page, pathname: string): PageHead {
  const language = languageFromPath(pathname);
  const t = translatorFor(language);
  const publicUrl = import.meta.env.PUBLIC_URL;
  const [title, description] = [t(`${page}.metaTitle`), t(`${page}.metaDescription`)];
  const fullTitle = page === "home" ? title : t("meta.titleTemplate", { page: title });
  const image = absoluteUrl(publicUrl, shareImagePath(language));
  const metas: PageHead["metas"] = [
    { name: "description", content: description },
    { property: "og:site_name", content: t("meta.siteName") },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:locale", content: OG_LOCALE[language] },
    { property: "og:locale:alternate", content: OG_LOCALE[otherLanguage(language)] },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: t("meta.shareImageAlt") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (page === "notFound") {
    return { title: fullTitle, metas: [...metas, { name: "robots", content: "noindex" }], links: [], jsonLd: [] };
  }

  const sitePath = stripLanguagePrefix(pathname).replace(/(.)\/+$/, "$1");
  const canonical = absoluteUrl(publicUrl, pathname.replace(/(.)\/+$/, "$1"));
  const links = [
    { rel: "canonical", href: canonical },
    ...alternates(publicUrl, sitePath).map(({ hreflang, href }) => ({ rel: "alternate", hreflang, href })),
  ];
  const jsonLd =
    page === "home"
      ? [organizationJsonLd(publicUrl, t("home.metaDescription"))]
      : page === "careers"
        ? jobPostingsJsonLd(publicUrl, language, {
            "app-developer": t("jobs.app-developer"),
            "ai-engineer": t("jobs.ai-engineer"),
          })
        : [];
  return { title: fullTitle, metas: [...metas, { property: "og:url", content: canonical }], links, jsonLd };
}
