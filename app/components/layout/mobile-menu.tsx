import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import { Button } from "~/components/ui/button";

const MobileMenuSheet = lazy(() => import("./mobile-menu-sheet"));

/** The phone menu's button; the sheet it opens (mobile-menu-sheet.tsx) is loaded on the first press. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t("common.menu.open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuSheet onOpenChange={setOpen} onClosed={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
