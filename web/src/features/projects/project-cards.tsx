import type { Project } from "@contract/projects";
import { CalendarDays, Pencil, Users } from "lucide-react";
import { Link } from "react-router";
import { ProjectStatusBadge } from "@/components/project-status-badge";
import { Button } from "@/components/ui/button";
import { cardTileClassName } from "@/components/ui/card";
import { useT } from "@/i18n";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { PROJECT_ACTIONS } from "./messages";
import { type ListedProject, ProjectOwner } from "./project-owner";

function ProjectActions({ project, onEdit }: { project: Project; onEdit: (project: Project) => void }) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="outline" size="sm">
        <Link
          to={`/projects/${project.id}`}
          aria-label={t(PROJECT_ACTIONS.viewBoardOf, { name: project.name })}
        >
          {t(PROJECT_ACTIONS.viewBoard)}
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t(PROJECT_ACTIONS.edit, { name: project.name })}
        onClick={() => onEdit(project)}
      >
        <Pencil aria-hidden="true" />
      </Button>
    </div>
  );
}

/** All Projects as cards (grid) or as a list: name, description, status, owner, members, update date, actions. */
export function ProjectCards({
  projects,
  layout,
  onEdit,
}: {
  projects: ListedProject[];
  layout: "cards" | "list";
  onEdit: (project: Project) => void;
}) {
  const t = useT();
  return (
    <ul
      className={cn(
        "grid grid-cols-1 gap-4",
        layout === "cards" ? "sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4" : "grid-cols-1",
      )}
    >
      {projects.map((project) => (
        <li
          key={project.id}
          data-testid="project-item"
          className={cn(
            cardTileClassName,
            layout === "cards"
              ? "h-full flex-col gap-3"
              : "flex-col gap-3 sm:flex-row sm:items-center sm:gap-6",
          )}
        >
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-2">
              <h2 className="min-w-0 truncate font-semibold" title={project.name}>
                {project.name}
              </h2>
              {layout === "cards" && <ProjectStatusBadge status={project.status} />}
            </div>
            <p
              className="mt-1 line-clamp-2 text-sm text-muted-foreground"
              title={project.description || undefined}
            >
              {project.description ||
                t({ id: "projects.card.noDescription", defaultMessage: "No description" })}
            </p>
          </div>
          {layout === "list" && <ProjectStatusBadge status={project.status} />}
          <div className="flex min-w-0 flex-wrap items-center gap-3 text-xs text-muted-foreground">
            <ProjectOwner owner={project.owner} />
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <Users aria-hidden="true" className="size-3.5" />
              {t(
                {
                  id: "projects.card.members",
                  defaultMessage: "{count, plural, one {# Member} other {# Members}}",
                },
                { count: project.memberCount },
              )}
            </span>
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {t(
                { id: "projects.card.updated", defaultMessage: "Updated {date}" },
                { date: formatDate(project.updatedAt) },
              )}
            </span>
          </div>
          <div className={cn(layout === "cards" && "mt-auto")}>
            <ProjectActions project={project} onEdit={onEdit} />
          </div>
        </li>
      ))}
    </ul>
  );
}
