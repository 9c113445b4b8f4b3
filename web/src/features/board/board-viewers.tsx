import type { TaskUser } from "@contract/tasks";
import { UserAvatar } from "@/components/user-avatar";
import { useT } from "@/i18n";

/**
 * 'Viewing now': a pulsing dot, how many other people view the board (`count`: a crowd is counted,
 * not all named) and the avatars of the first five of them.
 */
export function BoardViewers({ viewers, count }: { viewers: TaskUser[]; count: number }) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <span className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-400 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-green-500" />
      </span>
      <span className="text-xs text-muted-foreground">
        {t.rich(
          {
            id: "board.viewers.label",
            defaultMessage: "Viewing now<sr>: {count, plural, other {# other people}}</sr>",
          },
          {
            count,
            sr: (chunks) => (
              <span key="sr" className="sr-only">
                {chunks}
              </span>
            ),
          },
        )}
      </span>
      <div className="flex -space-x-1" data-testid="presence-avatars">
        {viewers.slice(0, 5).map((u) => (
          <UserAvatar key={u.id} user={u} className="size-7 ring-2 ring-green-500" />
        ))}
      </div>
    </div>
  );
}
