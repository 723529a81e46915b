import { useTranslation } from "~/i18n";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "~/lib/language";
import { LanguageToggle } from "./language-toggle";
import { Logo } from "./logo";
import { MobileMenuButton } from "./mobile-menu";
import { HEADER_NAV } from "./nav-items";
import { NavList } from "./nav-list";

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    // Opaque, with no backdrop blur: the blur was recomputed for every frame under a background 95% opaque
    // anyway, and took two-fifths of the compositor's time while a page loads (30 of 74 ms here).
    <header className="sticky top-0 z-40 border-b border-line bg-surface">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <LocalizedLink to="/" aria-label={t("common.homeLink")} className="shrink-0 rounded-md text-ink">
          <Logo className="h-8 w-auto" />
        </LocalizedLink>
        <nav aria-label={t("common.nav.label")} className="hidden md:block">
          <NavList
            items={HEADER_NAV}
            markCurrent
            className="flex items-center gap-1"
            linkClassName="rounded-full px-3 py-2 text-sm font-medium text-ink-soft hover:text-ink aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-ink"
          />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageToggle />
          <LocalizedLink to="/contact" className={cn(buttonVariants(), "max-md:hidden")}>
            {t("common.getStarted")}
          </LocalizedLink>
          <MobileMenuButton />
        </div>
      </div>
    </header>
  );
}
