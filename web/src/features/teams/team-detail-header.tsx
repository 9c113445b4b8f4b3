import type { Team } from "@contract/teams";
import { CalendarDays, Pencil, Trash2, UserPlus, Users } from "lucide-react";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { memberCountLabel } from "./team-card";

/** The department's name and description, Edit, Delete and Add Member as allowed, member count and creation date. */
export function TeamDetailHeader({
  team,
  isOwner,
  mayEdit,
  onEdit,
  onDelete,
  onAdd,
}: {
  team: Team;
  isOwner: boolean;
  mayEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onAdd: () => void;
}) {
  return (
    <>
      <PageHeading
        title={team.name}
        description={team.description || "No description"}
        actions={
          <>
            {mayEdit && (
              <Button variant="outline" onClick={onEdit} aria-label="Edit Department">
                <Pencil aria-hidden="true" /> Edit
              </Button>
            )}
            {isOwner && (
              <Button variant="outline" onClick={onDelete} aria-label="Delete Department">
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            )}
            {mayEdit && (
              <Button onClick={onAdd}>
                <UserPlus aria-hidden="true" /> Add Member
              </Button>
            )}
          </>
        }
      />
      <div className="mb-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          {memberCountLabel(team.memberCount)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          Created {formatDate(team.createdAt)}
        </span>
      </div>
    </>
  );
}
