import type { ReactNode } from "react";
import { useTranslation } from "~/i18n";
import { COMPANY, type LabProjectKey } from "../../core/company.ts";
import { Badge } from "./ui/badge";
import { Card, CardText, CardTitle } from "./ui/card";

/**
 * An Innovation Lab project: its illustration, badge, title and description, then what the page adds. The
 * illustration loads `lazy` below the fold, or first (`priority`) when it is the page's largest paint.
 */
export function LabProjectCard({
  project,
  lazy = false,
  priority = false,
  children,
}: {
  project: LabProjectKey;
  lazy?: boolean;
  priority?: boolean;
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
