import { useTranslation } from "~/i18n";
import { StatusPage } from "~/components/status-page";
import { screen } from "~/lib/screen";

/** Any path the site has no page for: the server answers it with status 404 and this page, and logs it. */
function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage copy={t("notFound")} />;
}

export const NotFound = screen(NotFoundPage);
