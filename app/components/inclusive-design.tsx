import { Accessibility, Globe, HeartHandshake } from "lucide-react";
import { useTranslation } from "~/i18n";
import { IconCardGrid } from "./icon-card-grid";
import { Section } from "./ui/section";

/** The inclusive-design section shared by the About and Services pages. */
export function InclusiveDesign() {
  const { t } = useTranslation();
  const copy = t("inclusive");
  return (
    <Section copy={copy} headingId="inclusive-design">
      <IconCardGrid
        icons={{ accessibility: Accessibility, multilingualism: Globe, inclusivity: HeartHandshake }}
        copy={copy.items}
      />
    </Section>
  );
}
