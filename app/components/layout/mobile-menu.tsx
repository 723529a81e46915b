import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { LocalizedLink, LocalizedNavLink } from "~/lib/language";
import { MOBILE_NAV } from "./nav-items";

/** The phone menu: a side sheet (Radix Dialog keeps focus inside and closes on Escape). */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("common.menu.open")}>
          <Menu aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="motion-safe:animate-in fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          data-testid="mobile-menu"
          className="fixed inset-y-0 right-0 z-50 flex w-[300px] flex-col gap-6 overflow-y-auto bg-surface p-6 shadow-2xl sm:w-[400px]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t("common.menu.title")}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("common.menu.close")}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("common.menu.description")}</Dialog.Description>
          <nav aria-label={t("common.nav.label")}>
            <ul className="flex flex-col gap-1">
              {MOBILE_NAV.map((item) => (
                <li key={item.key}>
                  <LocalizedNavLink
                    to={item.path}
                    onClick={close}
                    className="block rounded-lg px-3 py-3 text-lg font-medium hover:bg-secondary aria-[current=page]:text-accent"
                  >
                    {t(`common.nav.${item.key}`)}
                  </LocalizedNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LocalizedLink to="/contact" onClick={close} className={cn(buttonVariants({ size: "lg" }), "w-full")}>
            {t("common.getStarted")}
          </LocalizedLink>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
