import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useTranslation } from "~/i18n";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { LocalizedLink, LocalizedNavLink } from "~/lib/language";
import { MOBILE_NAV } from "./nav-items";

/**
 * The open phone menu: a side sheet (Radix Dialog keeps focus inside and closes on Escape). Loaded on the
 * first press of the menu button (mobile-menu.tsx), so pages do not carry the dialog's code up front.
 */
export default function MobileMenuSheet({
  onOpenChange,
  onClosed,
}: {
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the sheet closes: the menu button, which is not a Radix trigger. */
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="motion-safe:animate-in fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          data-testid="mobile-menu"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
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
