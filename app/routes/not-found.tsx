import { useEffect } from "react";
import { useTranslation } from "~/i18n";
import { useLocation, type MetaFunction } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { LocalizedLink } from "~/lib/language";
import { pageMeta } from "~/lib/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta("notFound", location.pathname);

/** Spec §2: any other path. The server answers such paths with status 404 and this page, prerendered. */
export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`[404] No page at ${pathname}`);
  }, [pathname]);
  return (
    <section className="px-4 py-24 text-center sm:px-6 md:py-32">
      <p className="text-8xl font-bold tracking-tight text-accent sm:text-9xl" aria-hidden="true">
        {t("notFound.code")}
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-3 text-lg text-muted">{t("notFound.subtitle")}</p>
      <LocalizedLink to="/" className={buttonVariants({ size: "lg-text-sm", className: "mt-8" })}>
        {t("notFound.button")}
      </LocalizedLink>
    </section>
  );
}
