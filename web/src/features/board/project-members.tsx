import type { Project, ProjectMember } from "@contract/projects";
import { useState } from "react";
import { useCurrentUser } from "@/api/auth";
import { serverMessage } from "@/api/http";
import { useRemoveProjectMember } from "@/api/projects";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { UserAvatar } from "@/components/user-avatar";
import { COMMON, defineMessages, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";

const MESSAGES = defineMessages({
  removed: { id: "board.members.removed", defaultMessage: "Member Removed" },
  removedDescription: {
    id: "board.members.removedDescription",
    defaultMessage: "{name} was removed from {project}.",
  },
  removeFailed: { id: "board.members.removeFailed", defaultMessage: "Failed to remove {name}" },
  button: { id: "board.members.button", defaultMessage: "Project members ({count})" },
  more: { id: "board.members.more", defaultMessage: "+{count}" },
  title: { id: "board.members.title", defaultMessage: "Project members" },
  descriptionOwner: {
    id: "board.members.descriptionOwner",
    defaultMessage: "Everyone who can open this board. Removing a member unassigns their tasks here.",
  },
  description: { id: "board.members.description", defaultMessage: "Everyone who can open this board." },
  owner: { id: "board.members.owner", defaultMessage: "Owner" },
  member: { id: "board.members.member", defaultMessage: "Member" },
  remove: { id: "board.members.remove", defaultMessage: "Remove {name} from the project" },
  confirmTitle: { id: "board.members.confirmTitle", defaultMessage: "Remove member" },
  confirm: {
    id: "board.members.confirm",
    defaultMessage:
      'Remove {name} from "{project}"? Their tasks in this project become unassigned and they can no longer open it.',
  },
});

/**
 * The board header's member avatars (first three and a count). They open the member list, where the
 * project owner may remove a member after confirming (the server enforces the same rule).
 */
export function ProjectMembers({ project, members }: { project: Project; members: ProjectMember[] }) {
  const t = useT();
  const { data: user } = useCurrentUser();
  const isOwner = user != null && user.id === project.ownerId;
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState<ProjectMember | null>(null);
  const remove = useRemoveProjectMember(project.id);
  const shown = members.slice(0, 3);
  const more = members.length - shown.length;

  const onConfirm = () => {
    if (!removing) return;
    const name = displayName(removing.user);
    remove.mutate(removing.userId, {
      onSuccess: () => {
        toast({
          title: t(MESSAGES.removed),
          description: t(MESSAGES.removedDescription, { name, project: project.name }),
        });
        setRemoving(null);
      },
      onError: (error) => {
        toast({
          variant: "destructive",
          title: t(COMMON.error),
          description: serverMessage(error) ?? t(MESSAGES.removeFailed, { name }),
        });
        setRemoving(null);
      },
    });
  };

  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <button
            type="button"
            className="flex items-center -space-x-1 rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-label={t(MESSAGES.button, { count: members.length })}
            data-testid="project-members-button"
          >
            {shown.map((m) => (
              <UserAvatar key={m.userId} user={m.user} />
            ))}
            {more > 0 && (
              <span className="flex size-8 items-center justify-center rounded-full border-2 border-background bg-muted text-xs font-medium">
                {t(MESSAGES.more, { count: more })}
              </span>
            )}
          </button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t(MESSAGES.title)}</DialogTitle>
            <DialogDescription>
              {isOwner ? t(MESSAGES.descriptionOwner) : t(MESSAGES.description)}
            </DialogDescription>
          </DialogHeader>
          <ul className="grid gap-3" aria-label={t(MESSAGES.title)}>
            {members.map((m) => {
              const name = displayName(m.user);
              return (
                <li key={m.userId} className="flex items-center gap-3">
                  <UserAvatar user={m.user} className="border-0" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{name}</p>
                    <p className="truncate text-xs text-muted-foreground">{m.user.email}</p>
                  </div>
                  <Badge variant="secondary">
                    {m.role === "owner" ? t(MESSAGES.owner) : t(MESSAGES.member)}
                  </Badge>
                  {isOwner && m.role !== "owner" && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t(MESSAGES.remove, { name })}
                      onClick={() => setRemoving(m)}
                    >
                      {t(COMMON.remove)}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={t(MESSAGES.confirmTitle)}
        description={
          removing && t(MESSAGES.confirm, { name: displayName(removing.user), project: project.name })
        }
        confirmLabel={t(COMMON.remove)}
        onConfirm={onConfirm}
        isPending={remove.isPending}
      />
    </>
  );
}
