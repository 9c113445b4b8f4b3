import type { Team } from "@contract/teams";
import { CalendarDays, Pencil, Trash2, UserPlus, Users } from "lucide-react";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { COMMON, useT } from "@/i18n";
import { formatDate } from "@/lib/format";
import { TEAMS } from "./messages";
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
  const t = useT();
  return (
    <>
      <PageHeading
        title={team.name}
        description={team.description || t(TEAMS.noDescription)}
        actions={
          <>
            {mayEdit && (
              <Button variant="outline" onClick={onEdit} aria-label={t(TEAMS.edit)}>
                <Pencil aria-hidden="true" /> {t(COMMON.edit)}
              </Button>
            )}
            {isOwner && (
              <Button variant="outline" onClick={onDelete} aria-label={t(TEAMS.delete)}>
                <Trash2 aria-hidden="true" /> {t(COMMON.delete)}
              </Button>
            )}
            {mayEdit && (
              <Button onClick={onAdd}>
                <UserPlus aria-hidden="true" /> {t(TEAMS.addMember)}
              </Button>
            )}
          </>
        }
      />
      <div className="mb-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          {memberCountLabel(t, team.memberCount)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          {t(
            { id: "profile.tokens.created", defaultMessage: "Created {date}" },
            { date: formatDate(team.createdAt) },
          )}
        </span>
      </div>
    </>
  );
}
