import type { MetaDescriptor } from "react-router";
import { languageFromPath } from "../../core/language.ts";
import type { ScreenKey } from "../../core/routes.ts";
import { i18nFor } from "../i18n.ts";

type MetaPage = Exclude<ScreenKey, "privacy" | "terms" | "cookies"> | "notFound";
type LegalPage = Extract<ScreenKey, "privacy" | "terms" | "cookies">;

/** The translated `<title>` and description of a page, decided by the language of its path. */
export function pageMeta(page: MetaPage | LegalPage, pathname: string): MetaDescriptor[] {
  const t = i18nFor(languageFromPath(pathname)).t;
  const [title, description] =
    page === "privacy" || page === "terms" || page === "cookies"
      ? [t(`legal.${page}.metaTitle`), t(`legal.${page}.metaDescription`)]
      : [t(`meta.pages.${page}.title`), t(`meta.pages.${page}.description`)];
  const fullTitle = page === "home" ? title : t("meta.titleTemplate", { page: title });
  return [{ title: fullTitle }, { name: "description", content: description }];
}
