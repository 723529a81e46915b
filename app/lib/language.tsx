import type { ComponentProps } from "react";
import { localizedPath } from "../../core/language.ts";
import { useLanguage, usePagePath } from "~/i18n";

type LinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };

/** A link to a site path that carries `/fr` when the page is French: a plain link, working without script. */
export function LocalizedLink({ to, children, ...props }: LinkProps) {
  return (
    <a href={localizedPath(to, useLanguage())} {...props}>
      {children}
    </a>
  );
}

/** A localized navigation link marked `aria-current="page"` on its own page. */
export function LocalizedNavLink({ to, children, ...props }: LinkProps) {
  const target = localizedPath(to, useLanguage());
  return (
    <a href={target} aria-current={usePagePath() === target ? "page" : undefined} {...props}>
      {children}
    </a>
  );
}
