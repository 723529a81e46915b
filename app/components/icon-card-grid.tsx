import type { LucideIcon } from "lucide-react";
import { CardGrid } from "./card-grid";
import { Card, CardText, CardTitle } from "./ui/card";

/**
 * Three (or more) cards, each an icon, a title and a sentence: pillars, inclusive design, reasons to join.
 * `icons` gives each item's icon under its key, in the order the cards show; `copy` is the translations' group
 * that holds each item's title and text under the same key.
 */
export function IconCardGrid<K extends string>({
  icons,
  copy,
}: {
  icons: Record<K, LucideIcon>;
  copy: Record<K, { title: string; text: string }>;
}) {
  const items: { key: K; Icon: LucideIcon }[] = (Object.keys(icons) as K[]).map((key) => ({ key, Icon: icons[key] }));
  return (
    <CardGrid items={items} keyOf={(item) => item.key} columns="md:grid-cols-3">
      {({ key, Icon }) => (
        <Card className="h-full">
          <Icon aria-hidden="true" className="size-8 text-accent" strokeWidth={1.75} />
          <CardTitle className="mt-4">{copy[key].title}</CardTitle>
          <CardText>{copy[key].text}</CardText>
        </Card>
      )}
    </CardGrid>
  );
}
