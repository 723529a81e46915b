import type { ReactNode } from "react";
import { useTranslation } from "~/i18n";
import { COMPANY, type LabProjectKey } from "../../core/company.ts";
import { CardGrid } from "./card-grid";
import { Badge } from "./ui/badge";
import { Card, CardText, CardTitle } from "./ui/card";

const LAB_PROJECTS = Object.keys(COMPANY.labProjects) as LabProjectKey[];

/**
 * Every Innovation Lab project as a card, then what the page adds to each (`children`). The illustrations load
 * lazily, below the fold; with `firstIsLargestPaint`, the first is fetched first instead, as the page's largest
 * paint on a phone.
 */
export function LabProjectGrid({
  columns,
  firstIsLargestPaint = false,
  children,
}: {
  columns: string;
  firstIsLargestPaint?: boolean;
  children: (project: LabProjectKey) => ReactNode;
}) {
  return (
    <CardGrid items={LAB_PROJECTS} keyOf={(key) => key} columns={columns}>
      {(key, index) => {
        const priority = firstIsLargestPaint && index === 0;
        return (
          <LabProjectCard project={key} priority={priority} lazy={!priority}>
            {children(key)}
          </LabProjectCard>
        );
      }}
    </CardGrid>
  );
}

/** An Innovation Lab project: its illustration, badge, title and description, then what the page adds. */
function LabProjectCard({
  project,
  lazy,
  priority,
  children,
}: {
  project: LabProjectKey;
  lazy: boolean;
  priority: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card padding="none" className="flex h-full flex-col overflow-hidden">
      <img
        src={COMPANY.labProjects[project].image}
        alt={t(`lab.projects.${project}.imageAlt`)}
        width={800}
        height={500}
        loading={lazy ? "lazy" : undefined}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Badge className="self-start">{t(`lab.projects.${project}.badge`)}</Badge>
        <CardTitle size="lg" className="mt-3">
          {t(`lab.projects.${project}.title`)}
        </CardTitle>
        <CardText>{t(`lab.projects.${project}.description`)}</CardText>
        {children}
      </div>
    </Card>
  );
}
