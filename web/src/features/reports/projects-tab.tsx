import type { ReportProject } from "@contract/reports";
import { FolderKanban } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ProgressBar } from "@/components/ui/progress-bar";
import { ProjectStatusBadge } from "@/features/projects/project-status-badge";
import { plural } from "@/lib/plural";

/** Projects tab: each project's 'X of Y tasks completed' and progress. */
export function ProjectsTab({ projects }: { projects: ReportProject[] }) {
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={FolderKanban}
        title="No projects yet"
        description="Projects you can see show up here."
      />
    );
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
                <span className="text-sm font-semibold tabular-nums">{p.progress}%</span>
              </div>
              <ProgressBar value={p.progress} label={`${p.name} progress`} />
              <p className="text-sm text-muted-foreground">
                {p.completed} of {plural(p.total, "task", "tasks")} completed
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
