import { useEffect } from "react";
import { useTranslation } from "~/i18n";
import { useLocation } from "react-router";
import { StatusPage } from "~/components/status-page";

/** Any path the site has no page for. The server answers such paths with status 404 and this page, prerendered. */
export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`[404] No page at ${pathname}`);
  }, [pathname]);
  return <StatusPage copy={t("notFound")} />;
}
