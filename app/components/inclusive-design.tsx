import { Accessibility, Globe, HeartHandshake } from "lucide-react";
import { useTranslation } from "~/i18n";
import { IconCardGrid } from "./icon-card-grid";
import { Section } from "./ui/section";

const ITEMS = [
  { key: "accessibility", icon: Accessibility },
  { key: "multilingualism", icon: Globe },
  { key: "inclusivity", icon: HeartHandshake },
] as const;

/** The inclusive-design section shared by the About and Services pages. */
export function InclusiveDesign() {
  const { t } = useTranslation();
  const copy = t("inclusive");
  return (
    <Section copy={copy} headingId="inclusive-design">
      <IconCardGrid items={ITEMS} copy={copy.items} />
    </Section>
  );
}
