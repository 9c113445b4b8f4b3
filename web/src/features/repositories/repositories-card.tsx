import type { Repository, RepositoryWithSecret } from "@contract/repositories";
import { useQuery } from "@tanstack/react-query";
import { GitBranchIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { projectBoardsQuery } from "@/api/boards";
import { messageOr } from "@/api/http";
import { repositoriesQuery, useDeleteRepository, useRotateRepositorySecret } from "@/api/repositories";
import { CardError } from "@/components/feedback/load-failure";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { COMMON, defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { AddRepositoryDialog } from "./add-repository-dialog";
import { ConnectionSecret } from "./connection-secret";
import { REPOSITORY_MESSAGES } from "./messages";
import { RepositoryItem } from "./repository-item";

const MESSAGES = defineMessages({
  disconnected: { id: "repositories.card.disconnected", defaultMessage: "Repository Disconnected" },
  disconnectFailed: { id: "repositories.card.disconnectFailed", defaultMessage: "Failed to disconnect" },
  title: { id: "repositories.card.title", defaultMessage: "Repositories" },
  description: {
    id: "repositories.card.description",
    defaultMessage:
      "Link GitHub, GitLab, Gitea or Forgejo repositories: task keys in branches, commits and pull requests show on the task, and pull requests move the cards.",
  },
  loadFailed: { id: "repositories.card.loadFailed", defaultMessage: "The repositories could not be loaded." },
  empty: { id: "repositories.card.empty", defaultMessage: "No repositories connected yet." },
  list: { id: "repositories.card.list", defaultMessage: "Repositories of this project" },
  newSecret: { id: "repositories.card.newSecret", defaultMessage: "Copy the new secret" },
  newSecretText: {
    id: "repositories.card.newSecretText",
    defaultMessage:
      "The old secret no longer works. Paste this one into the repository's webhook settings; it is shown only this once.",
  },
  rotateTitle: { id: "repositories.card.rotateTitle", defaultMessage: "Rotate the secret of {repository}?" },
  rotateText: {
    id: "repositories.card.rotateText",
    defaultMessage:
      "The current secret stops working at once: deliveries signed with it are refused until the new one is pasted into the repository's webhook settings.",
  },
  confirmTitle: { id: "repositories.card.confirmTitle", defaultMessage: "Disconnect this repository?" },
  confirmText: {
    id: "repositories.card.confirmText",
    defaultMessage:
      "Deliveries from {repository} are refused from now on, and the branches, commits and pull requests it linked are removed from the tasks.",
  },
});

/** 'Repositories' on the project settings screen (product rules §34). */
export function RepositoriesCard({ projectId }: { projectId: number }) {
  const t = useT();
  const repos = useQuery(repositoriesQuery(projectId));
  const boards = useQuery(projectBoardsQuery(projectId));
  const remove = useDeleteRepository(projectId);
  const [adding, setAdding] = useState(false);
  const [rotated, setRotated] = useState<RepositoryWithSecret | null>(null);
  const [deleting, setDeleting] = useState<Repository | null>(null);
  const [rotating, setRotating] = useState<Repository | null>(null);
  const rotate = useRotateRepositorySecret(projectId);
  const list = repos.data ?? [];
  const columns = boards.data?.[0]?.columns ?? [];

  const onDelete = (repository: Repository) =>
    remove.mutateAsync(repository.id).then(
      () => toast({ title: translator()(MESSAGES.disconnected), description: repository.repository }),
      (error: unknown) => {
        toast({
          variant: "destructive",
          title: translator()(COMMON.error),
          description: messageOr(error, translator()(MESSAGES.disconnectFailed)),
        });
        throw error;
      },
    );

  // The new secret replaces the dialog's question with the dialog that shows it once.
  const onRotate = (repository: Repository) =>
    rotate.mutateAsync(repository.id).then(setRotated, (error: unknown) => {
      toast({
        variant: "destructive",
        title: translator()(COMMON.error),
        description: messageOr(error, translator()(REPOSITORY_MESSAGES.rotateFailed)),
      });
      throw error;
    });

  return (
    <Card role="region" aria-labelledby="repositories-heading">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2 id="repositories-heading" className="flex items-center gap-2">
              <GitBranchIcon aria-hidden="true" className="size-5" /> {t(MESSAGES.title)}
            </h2>
          </CardTitle>
          <CardDescription>{t(MESSAGES.description)}</CardDescription>
        </div>
        <Button size="sm" onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden="true" /> {t(REPOSITORY_MESSAGES.connect)}
        </Button>
      </CardHeader>
      <CardContent>
        {repos.isPending && <Skeleton className="h-16 w-full" />}
        {repos.isError && (
          <CardError error={repos.error} message={t(MESSAGES.loadFailed)} onRetry={() => repos.refetch()} />
        )}
        {repos.isSuccess && list.length === 0 && (
          <p className="text-sm text-muted-foreground">{t(MESSAGES.empty)}</p>
        )}
        {list.length > 0 && (
          <ul className="grid gap-4" aria-label={t(MESSAGES.list)}>
            {list.map((repository) => (
              <RepositoryItem
                key={repository.id}
                projectId={projectId}
                repository={repository}
                columns={columns}
                onRotate={() => setRotating(repository)}
                onDelete={() => setDeleting(repository)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <AddRepositoryDialog projectId={projectId} open={adding} onOpenChange={setAdding} />
      <Dialog open={rotated !== null} onOpenChange={(open) => !open && setRotated(null)}>
        <DialogContent showsSecretOnce>
          <DialogHeader>
            <DialogTitle>{t(MESSAGES.newSecret)}</DialogTitle>
            <DialogDescription>{t(MESSAGES.newSecretText)}</DialogDescription>
          </DialogHeader>
          {rotated && <ConnectionSecret connection={rotated} onDone={() => setRotated(null)} />}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title={t(MESSAGES.rotateTitle, { repository: rotating?.repository ?? "" })}
        description={t(MESSAGES.rotateText)}
        confirmLabel={t(REPOSITORY_MESSAGES.rotate)}
        onConfirm={() => (rotating ? onRotate(rotating) : undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t(MESSAGES.confirmTitle)}
        description={t(MESSAGES.confirmText, { repository: deleting?.repository ?? "" })}
        confirmLabel={t(REPOSITORY_MESSAGES.disconnect)}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </Card>
  );
}
