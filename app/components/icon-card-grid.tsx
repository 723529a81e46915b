import type { LucideIcon } from "lucide-react";
import { CardGrid } from "./card-grid";
import { Card, CardText, CardTitle } from "./ui/card";

/** Three (or more) cards, each an icon, a title and a sentence: pillars, inclusive design, reasons to join. */
export function IconCardGrid({ items }: { items: { key: string; icon: LucideIcon; title: string; text: string }[] }) {
  return (
    <CardGrid items={items} keyOf={(item) => item.key} columns="md:grid-cols-3">
      {({ icon: Icon, title, text }) => (
        <Card className="h-full">
          <Icon aria-hidden="true" className="size-8 text-accent" strokeWidth={1.75} />
          <CardTitle className="mt-4">{title}</CardTitle>
          <CardText>{text}</CardText>
        </Card>
      )}
    </CardGrid>
  );
}
