import type { TeamMember, TeamRole } from "@contract/teams";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { useT } from "@/i18n";
import { MemberRow } from "./member-row";
import { filterMembers } from "./team-filters";

/** The 'Members' section: its search box and the filtered list. */
export function MembersSection({
  members,
  ownerId,
  canManage,
  search,
  onSearch,
  onRole,
  onRemove,
}: {
  members: TeamMember[];
  ownerId: number;
  canManage: boolean;
  search: string;
  onSearch: (search: string) => void;
  onRole: (member: TeamMember, role: TeamRole) => void;
  onRemove: (member: TeamMember) => void;
}) {
  const shown = filterMembers(members, search);
  const t = useT();
  return (
    <section aria-labelledby="members-heading" className="rounded-xl border bg-card shadow-sm">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="members-heading" className="font-semibold">
          {t({ id: "teams.members.title", defaultMessage: "Members" })}
        </h2>
        <div className="relative sm:w-72">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={t({ id: "teams.members.search", defaultMessage: "Search members" })}
            placeholder={t({ id: "teams.members.searchPlaceholder", defaultMessage: "Search members..." })}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            className="ps-9"
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="p-8 text-center text-sm text-muted-foreground">
          {members.length === 0
            ? t({ id: "teams.members.empty", defaultMessage: "No members yet" })
            : t({ id: "teams.members.noMatch", defaultMessage: "No members found" })}
        </p>
      ) : (
        <ul className="divide-y">
          {shown.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isOwner={member.userId === ownerId}
              canManage={canManage}
              onRole={(role) => onRole(member, role)}
              onRemove={() => onRemove(member)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
