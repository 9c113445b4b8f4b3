import type { Team } from "@contract/teams";
import { Building2, Users } from "lucide-react";
import { Link } from "react-router";
import { cardLinkClassName } from "@/components/ui/card";
import { type Translate, useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { MemberAvatars } from "./member-avatars";
import { TEAMS } from "./messages";

/** 'N Members' as the department cards word it (product rules), '1 Member' for one (issue 9). */
export const memberCountLabel = (t: Translate, count: number) => t(TEAMS.memberCount, { count });

/** A department in the grid or list: name, description, member count and up to 3 avatars + '+N'. */
export function TeamCard({ team, layout }: { team: Team; layout: "grid" | "list" }) {
  const t = useT();
  return (
    <Link
      to={`/teams/${team.id}`}
      className={cn(
        cardLinkClassName,
        layout === "grid" ? "h-full flex-col gap-4" : "flex-col gap-3 sm:flex-row sm:items-center sm:gap-6",
      )}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Building2 aria-hidden="true" className="size-5" />
        </div>
        <div className="min-w-0">
          <h2 className="truncate font-semibold group-hover:text-primary" title={team.name}>
            {team.name}
          </h2>
          <p
            className="mt-1 line-clamp-2 text-sm text-muted-foreground"
            title={team.description || undefined}
          >
            {team.description || t(TEAMS.noDescription)}
          </p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <span className="inline-flex items-center gap-1 text-sm whitespace-nowrap text-muted-foreground">
          <Users aria-hidden="true" className="size-4" />
          {memberCountLabel(t, team.memberCount)}
        </span>
        <MemberAvatars
          members={team.members}
          label={t({ id: "teams.card.membersOf", defaultMessage: "Members of {name}" }, { name: team.name })}
        />
      </div>
    </Link>
  );
}
