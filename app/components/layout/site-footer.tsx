import { useTranslation } from "~/i18n";
import { COMPANY, type SocialNetwork } from "../../../core/company.ts";
import { ExternalLink } from "~/components/external-link";
import { LocalizedLink } from "~/lib/language";
import { FOOTER_NAV } from "./nav-items";
import { NavList } from "./nav-list";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icons";

const NETWORKS = Object.keys(COMPANY.social) as SocialNetwork[];

export function SiteFooter() {
  const { t } = useTranslation();
  // While the cookie banner shows, the footer grows by the height it covers, so the page can scroll its last
  // links clear of the banner (WCAG 2.4.11).
  return (
    // The cookie banner's script sets the room it covers on it (`data-banner-room`).
    <footer
      data-banner-room
      className="bg-ink px-4 pt-14 pb-[calc(3.5rem+var(--cookie-banner-space))] text-white sm:px-6"
    >
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-12">
        <div className="md:col-span-5">
          <LocalizedLink to="/" aria-label={t("common.homeLink")} className="inline-block rounded-md text-white">
            <Logo className="h-8 w-auto" />
          </LocalizedLink>
          <p className="mt-4 max-w-sm text-white/80">{t("common.footer.tagline")}</p>
        </div>
        <nav aria-label={t("common.footer.explore")} className="md:col-span-4">
          <h2 className="text-sm font-semibold tracking-wide text-white/70 uppercase">{t("common.footer.explore")}</h2>
          <NavList
            items={FOOTER_NAV}
            className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1"
            linkClassName="inline-block py-2 text-white/90 underline-offset-4 hover:underline"
          />
        </nav>
        <div className="md:col-span-3">
          <h2 className="text-sm font-semibold tracking-wide text-white/70 uppercase">{t("common.footer.follow")}</h2>
          <ul className="mt-4 flex gap-2">
            {NETWORKS.map((network) => (
              <li key={network}>
                <ExternalLink
                  href={COMPANY.social[network]}
                  className="flex size-11 items-center justify-center rounded-full border border-white/30 text-white hover:bg-white/10"
                >
                  <SocialIcon network={network} />
                  <span className="sr-only">{t(`common.footer.social.${network}`)}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mx-auto mt-12 flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t border-white/15 pt-6 text-sm text-white/75">
        <p>{t("common.footer.copyright", { year: COMPANY.copyrightYear })}</p>
        {/* The banner's script shows the cookie choice again (consent can be withdrawn as it was given); without
            script, the cookie policy explains it. */}
        <LocalizedLink
          to="/cookies"
          data-cookie-settings=""
          className="inline-block py-2 text-white/90 underline underline-offset-4 hover:text-white"
        >
          {t("common.footer.cookieSettings")}
        </LocalizedLink>
      </div>
    </footer>
  );
}
