import { Menu } from "lucide-react";
import { useTranslation } from "~/i18n";
import { Button, buttonVariants, CloseButton } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "~/lib/language";
import { MOBILE_NAV } from "./nav-items";
import { NavList } from "./nav-list";

const MENU_ID = "mobile-menu";

/**
 * The phone menu: a side sheet that is a native modal dialog, so it works without the page's script (ADR 011).
 * The button opens it with an invoker command (`commandfor`; the site script does it where a browser lacks
 * them); the dialog keeps the page behind it inert, closes on Escape, a click outside it or its close button
 * (a `method="dialog"` form), and gives focus back to the button. Choosing a link closes it (the site script).
 */
export function MobileMenuButton() {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label={t("common.menu.open")}
      aria-haspopup="dialog"
      aria-controls={MENU_ID}
      commandfor={MENU_ID}
      command="show-modal"
    >
      <Menu aria-hidden="true" />
    </Button>
  );
}

/** The sheet itself, outside the header, so that its navigation is not part of the header's landmark. */
export function MobileMenu() {
  const { t } = useTranslation();
  return (
    <dialog
      id={MENU_ID}
      aria-labelledby={`${MENU_ID}-title`}
      aria-describedby={`${MENU_ID}-description`}
      closedby="any"
      data-testid="mobile-menu"
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[300px] max-w-none flex-col gap-6 overflow-y-auto bg-surface p-6 text-ink shadow-2xl backdrop:bg-ink/50 open:flex motion-safe:open:animate-sheet-in sm:w-[400px]"
    >
      <div className="flex items-center justify-between">
        <h2 id={`${MENU_ID}-title`} className="text-lg font-semibold">
          {t("common.menu.title")}
        </h2>
        <form method="dialog">
          <CloseButton type="submit" label={t("common.menu.close")} />
        </form>
      </div>
      <p id={`${MENU_ID}-description`} className="sr-only">
        {t("common.menu.description")}
      </p>
      <nav aria-label={t("common.nav.label")}>
        <NavList
          items={MOBILE_NAV}
          markCurrent
          className="flex flex-col gap-1"
          linkClassName="block rounded-lg px-3 py-3 text-lg font-medium hover:bg-secondary aria-[current=page]:text-accent"
        />
      </nav>
      <LocalizedLink to="/contact" className={cn(buttonVariants({ size: "lg" }), "w-full")}>
        {t("common.getStarted")}
      </LocalizedLink>
    </dialog>
  );
}
