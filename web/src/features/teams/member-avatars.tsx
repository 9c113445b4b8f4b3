import type { TeamMember } from "@contract/teams";
import { UserAvatar } from "@/components/user-avatar";
import { useT } from "@/i18n";

/** Up to three member avatars and a '+N' for the rest. */
export function MemberAvatars({ members, label }: { members: readonly TeamMember[]; label: string }) {
  const t = useT();
  if (members.length === 0) return null;
  const shown = members.slice(0, 3);
  const more = members.length - shown.length;
  return (
    <ul className="flex items-center -space-x-1" aria-label={label}>
      {shown.map((m) => (
        <li key={m.id}>
          <UserAvatar user={m.user} className="size-7" />
        </li>
      ))}
      {more > 0 && (
        <li
          className="flex size-7 items-center justify-center rounded-full border-2 border-background bg-muted text-xs font-medium text-muted-foreground"
          aria-label={t(
            {
              id: "teams.avatars.more",
              defaultMessage: "{count, plural, one {# more member} other {# more members}}",
            },
            { count: more },
          )}
        >
          <span aria-hidden="true">+{more}</span>
        </li>
      )}
    </ul>
  );
}
