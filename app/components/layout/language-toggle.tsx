import { useTranslation } from "~/i18n";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { otherLanguage, switchLanguagePath } from "../../../core/language.ts";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/lib/language";

/**
 * Switches the page to the other language by adding or removing the `/fr` prefix. The history entry is
 * replaced, so Back does not bounce between the two versions of one page. Disabled while a change loads.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const changing = navigation.state !== "idle";
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className={className}
      aria-label={t("common.languageToggle.name")}
      disabled={changing}
      onClick={() => void navigate(switchLanguagePath(location, otherLanguage(language)), { replace: true })}
    >
      <span aria-hidden="true">{t("common.languageToggle.label")}</span>
    </Button>
  );
}
