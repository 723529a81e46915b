import type { LucideIcon } from "lucide-react";
import { Card, CardText, CardTitle } from "./ui/card";

/** Three (or more) cards, each an icon, a title and a sentence: pillars, inclusive design, reasons to join. */
export function IconCardGrid({ items }: { items: { key: string; icon: LucideIcon; title: string; text: string }[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map(({ key, icon: Icon, title, text }) => (
        <li key={key}>
          <Card className="h-full">
            <Icon aria-hidden="true" className="size-8 text-accent" strokeWidth={1.75} />
            <CardTitle className="mt-4">{title}</CardTitle>
            <CardText>{text}</CardText>
          </Card>
        </li>
      ))}
    </ul>
  );
}
