import { otherLanguage, switchLanguagePath } from "../../../core/language.ts";
import { useLanguage, usePagePath, useTranslation } from "~/i18n";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * Switches the page to the other language by adding or removing the `/fr` prefix: a plain link, so it works
 * without script. The site script (app/scripts/site.ts) replaces the history entry instead of adding one, so
 * Back does not bounce between the two versions of a page, carries the query and fragment over, and marks it
 * disabled while the other page loads.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const other = otherLanguage(useLanguage());
  return (
    <a
      href={switchLanguagePath({ pathname: usePagePath() }, other)}
      hrefLang={other}
      data-language-switch="toggle"
      aria-label={t("common.languageToggle.name")}
      className={cn(buttonVariants({ variant: "outline", size: "icon" }), "aria-disabled:opacity-60")}
    >
      <span aria-hidden="true">{t("common.languageToggle.label")}</span>
    </a>
  );
}
