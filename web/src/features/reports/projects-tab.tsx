import type { ReportProject } from "@contract/reports";
import { FolderKanban } from "lucide-react";
import { Link } from "react-router";
import { ProjectStatusBadge } from "@/components/project-status-badge";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ProgressBar } from "@/components/ui/progress-bar";
import { defineMessages, numberFormatter, useT } from "@/i18n";

const MESSAGES = defineMessages({
  empty: { id: "reports.projects.empty", defaultMessage: "No projects yet" },
  emptyText: { id: "reports.projects.emptyText", defaultMessage: "Projects you can see show up here." },
  progress: { id: "reports.projects.progress", defaultMessage: "{name} progress" },
  completed: {
    id: "reports.projects.completed",
    defaultMessage: "{completed} of {total, plural, one {# task} other {# tasks}} completed",
  },
});

/** Projects tab: each project's 'X of Y tasks completed' and progress. */
export function ProjectsTab({ projects }: { projects: ReportProject[] }) {
  const t = useT();
  if (projects.length === 0) {
    return <EmptyState icon={FolderKanban} title={t(MESSAGES.empty)} description={t(MESSAGES.emptyText)} />;
  }
  return (
    <ul className="grid gap-3">
      {projects.map((p) => (
        <li key={p.id}>
          <Card className="gap-3 py-4">
            <CardContent className="grid gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex min-w-0 items-center gap-2">
                  <h2 className="truncate font-semibold" title={p.name}>
                    <Link to={`/projects/${p.id}`} className="hover:underline">
                      {p.name}
                    </Link>
                  </h2>
                  <ProjectStatusBadge status={p.status} />
                </div>
                <span className="text-sm font-semibold tabular-nums">
                  {numberFormatter({ style: "percent", maximumFractionDigits: 1 }).format(p.progress / 100)}
                </span>
              </div>
              <ProgressBar value={p.progress} label={t(MESSAGES.progress, { name: p.name })} />
              <p className="text-sm text-muted-foreground">
                {t(MESSAGES.completed, { completed: p.completed, total: p.total })}
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
