import type { SprintDetail } from "@contract/sprints";
import { ArrowLeft, CalendarDays, FolderKanban, ListOrdered, Pencil, Trash2, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { COMMON, useT } from "@/i18n";
import { formatDate } from "@/lib/format";
import { SPRINT_MESSAGES } from "./sprint-messages";
import { SprintStatusBadge } from "./sprint-status-badge";

/** 'Back to Sprints', to /sprints. */
function BackLink() {
  const t = useT();
  return (
    <Link
      to="/sprints"
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t(SPRINT_MESSAGES.backToSprints)}
    </Link>
  );
}

/** The sprint page's top: back link, name, status, counts and dates, Edit and Delete (owner), Add Project. */
export function SprintHeader({
  sprint,
  isOwner,
  onEdit,
  onDelete,
  addButton,
}: {
  sprint: SprintDetail;
  isOwner: boolean;
  onEdit: () => void;
  onDelete: () => void;
  addButton: ReactNode;
}) {
  const t = useT();
  return (
    <div className="grid gap-4">
      <BackLink />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{sprint.name}</h1>
            <SprintStatusBadge status={sprint.status} />
          </div>
          {sprint.description && <p className="mt-2 text-muted-foreground">{sprint.description}</p>}
          <div className="mt-3 flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <FolderKanban aria-hidden="true" className="size-4" />
              {t(SPRINT_MESSAGES.projectCount, { count: sprint.projects.length })}
            </span>
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              {t(
                { id: "sprints.header.created", defaultMessage: "Created {date}" },
                { date: formatDate(sprint.createdAt, t(COMMON.noDate)) },
              )}
            </span>
            {(sprint.startDate || sprint.endDate) && (
              <span>
                {t(SPRINT_MESSAGES.dateRange, {
                  start: formatDate(sprint.startDate, t(SPRINT_MESSAGES.noStartDate)),
                  end: formatDate(sprint.endDate, t(SPRINT_MESSAGES.noEndDate)),
                })}
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/sprints/${sprint.id}/backlog`}>
              <ListOrdered aria-hidden="true" />{" "}
              {t({ id: "sprints.header.backlog", defaultMessage: "Backlog & planning" })}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/sprints/${sprint.id}/ceremonies`}>
              <Users aria-hidden="true" />{" "}
              {t({ id: "sprints.header.ceremonies", defaultMessage: "Ceremonies" })}
            </Link>
          </Button>
          {isOwner && (
            <>
              <Button variant="outline" onClick={onEdit}>
                <Pencil aria-hidden="true" /> {t(SPRINT_MESSAGES.editSprint)}
              </Button>
              <Button variant="outline" className="text-destructive" onClick={onDelete}>
                <Trash2 aria-hidden="true" /> {t(COMMON.delete)}
              </Button>
            </>
          )}
          {addButton}
        </div>
      </div>
    </div>
  );
}
