import {
  NO_MOVE,
  REPOSITORY_PROVIDER_LABELS,
  type Repository,
  type RepositoryWithSecret,
} from "@contract/repositories";
import type { BoardColumn } from "@contract/tasks";
import { format } from "date-fns";
import { KeyRoundIcon, Trash2Icon } from "lucide-react";
import { messageOr } from "@/api/http";
import { useRotateRepositorySecret, useUpdateRepository } from "@/api/repositories";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/lib/toast";
import { CopyButton } from "./copy-button";

const AUTO = "__auto";
const NEVER = "__never";

function fail(error: unknown, fallback: string) {
  toast({ variant: "destructive", title: "Error", description: messageOr(error, fallback) });
}

/** The select's value for a stored choice: null = automatic, "" = never, else the column. */
const toValue = (choice: string | null) => (choice === null ? AUTO : choice === NO_MOVE ? NEVER : choice);
const fromValue = (value: string) => (value === AUTO ? null : value === NEVER ? NO_MOVE : value);

/** One connection: repository, provider, webhook URL, last delivery, the two column choices, rotate and delete. */
export function RepositoryItem({
  projectId,
  repository,
  columns,
  onRotated,
  onDelete,
}: {
  projectId: number;
  repository: Repository;
  columns: BoardColumn[];
  onRotated: (rotated: RepositoryWithSecret) => void;
  onDelete: () => void;
}) {
  const update = useUpdateRepository(projectId);
  const rotate = useRotateRepositorySecret(projectId);
  const headingId = `repository-${repository.id}-name`;
  const reviewGuess = columns.find((c) => /review/i.test(c.title) || /review/i.test(c.id));
  const columnOptions = columns.map((c) => ({ value: c.id, label: c.title }));

  const choose = (field: "reviewColumn" | "doneColumn", value: string) =>
    update.mutate(
      { id: repository.id, [field]: fromValue(value) },
      {
        onSuccess: () => toast({ title: "Repository Updated", description: repository.repository }),
        onError: (error) => fail(error, "Failed to change the column"),
      },
    );

  const onRotate = () =>
    rotate.mutate(repository.id, {
      onSuccess: (rotated) => onRotated(rotated),
      onError: (error) => fail(error, "Failed to rotate the secret"),
    });

  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="font-mono text-sm font-medium break-all">
            {repository.repository}
          </h3>
          <p className="text-sm text-muted-foreground">
            {REPOSITORY_PROVIDER_LABELS[repository.provider]}
            {repository.defaultBranch && <> · default branch {repository.defaultBranch}</>}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CopyButton text={repository.webhookUrl} label="Copy webhook URL" noun="URL" />
          <Button variant="outline" size="sm" onClick={onRotate} disabled={rotate.isPending}>
            <KeyRoundIcon aria-hidden="true" /> Rotate secret
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={`Disconnect ${repository.repository}`}
          >
            <Trash2Icon aria-hidden="true" /> Disconnect
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={`repository-${repository.id}-review`}
          label="When a pull request opens, move its tasks to"
          value={toValue(repository.reviewColumn)}
          onValueChange={(v) => choose("reviewColumn", v)}
          disabled={update.isPending}
          options={[
            { value: AUTO, label: `Automatic (${reviewGuess?.title ?? "no Review column"})` },
            { value: NEVER, label: "Don't move" },
            ...columnOptions,
          ]}
        />
        <SelectField
          id={`repository-${repository.id}-done`}
          label="When it merges, move them to"
          value={toValue(repository.doneColumn)}
          onValueChange={(v) => choose("doneColumn", v)}
          disabled={update.isPending}
          options={[
            { value: AUTO, label: "Automatic (the done column)" },
            { value: NEVER, label: "Don't move" },
            ...columnOptions,
          ]}
        />
      </div>
      <p className="text-sm text-muted-foreground" data-testid="repository-last-delivery">
        {repository.lastDelivery
          ? `Last delivery ${format(new Date(repository.lastDelivery.receivedAt), "MMM d, HH:mm")} (${repository.lastDelivery.event}): ${repository.lastDelivery.summary}`
          : "No delivery received yet."}
      </p>
    </li>
  );
}
