import { Link, useLocation, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { otherLanguage, switchLanguagePath } from "../../../core/language.ts";
import { buttonVariants } from "~/components/ui/button";
import { useHydrated } from "~/hydration/use-hydrated";
import { cn } from "~/lib/cn";
import { useLanguage } from "~/lib/language";

/**
 * Switches the page to the other language by adding or removing the `/fr` prefix. A plain link, so it works
 * before the page's code arrives; the history entry is replaced (before hydration the boot script does it),
 * so Back does not bounce between the two versions of one page. Disabled while a change loads.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigation = useNavigation();
  // The prerendered link cannot know the query string; once hydrated, it carries it.
  const hydrated = useHydrated();
  const changing = navigation.state !== "idle";
  const target = switchLanguagePath(hydrated ? location : { pathname: location.pathname }, otherLanguage(language));
  return (
    <Link
      to={target}
      replace
      data-language-switch=""
      aria-label={t("common.languageToggle.name")}
      aria-disabled={changing || undefined}
      onClick={(event) => {
        if (changing) event.preventDefault();
      }}
      className={cn(buttonVariants({ variant: "outline", size: "icon" }), "aria-disabled:opacity-60")}
    >
      <span aria-hidden="true">{t("common.languageToggle.label")}</span>
    </Link>
  );
}
