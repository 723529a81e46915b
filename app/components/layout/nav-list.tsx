import { useTranslation } from "~/i18n";
import { LocalizedLink, LocalizedNavLink } from "~/lib/language";
import type { NavItem } from "./nav-items";

/**
 * A list of the site's pages as links, named as the navigation names them. `markCurrent`: the link to the page
 * shown is marked as the current page (the header and the phone menu, not the footer).
 */
export function NavList({
  items,
  className,
  linkClassName,
  markCurrent = false,
}: {
  items: readonly NavItem[];
  className: string;
  linkClassName: string;
  markCurrent?: boolean;
}) {
  const { t } = useTranslation();
  const PageLink = markCurrent ? LocalizedNavLink : LocalizedLink;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <PageLink to={item.path} className={linkClassName}>
            {t(`common.nav.${item.key}`)}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
