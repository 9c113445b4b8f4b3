import { NO_MOVE, REPOSITORY_PROVIDER_LABELS, type Repository } from "@contract/repositories";
import type { BoardColumn } from "@contract/tasks";
import { KeyRoundIcon, Trash2Icon } from "lucide-react";
import { messageOr } from "@/api/http";
import { useUpdateRepository } from "@/api/repositories";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { COMMON, dateFormatter, defineMessages, type MessageDescriptor, translator, useT } from "@/i18n";
import { columnTitleText } from "@/lib/statuses";
import { toast } from "@/lib/toast";
import { REPOSITORY_MESSAGES } from "./messages";

const AUTO = "__auto";
const NEVER = "__never";

const MESSAGES = defineMessages({
  updated: { id: "repositories.item.updated", defaultMessage: "Repository Updated" },
  columnFailed: { id: "repositories.item.columnFailed", defaultMessage: "Failed to change the column" },
  defaultBranch: {
    id: "repositories.item.defaultBranch",
    defaultMessage: "{provider} · default branch {branch}",
  },
  copyUrl: { id: "repositories.item.copyUrl", defaultMessage: "Copy webhook URL" },
  disconnectLabel: { id: "repositories.item.disconnectLabel", defaultMessage: "Disconnect {repository}" },
  reviewLabel: {
    id: "repositories.item.reviewLabel",
    defaultMessage: "When a pull request opens, move its tasks to",
  },
  autoReview: { id: "repositories.item.autoReview", defaultMessage: "Automatic ({column})" },
  noReview: { id: "repositories.item.noReview", defaultMessage: "Automatic (no Review column)" },
  dontMove: { id: "repositories.item.dontMove", defaultMessage: "Don't move" },
  doneLabel: { id: "repositories.item.doneLabel", defaultMessage: "When it merges, move them to" },
  autoDone: { id: "repositories.item.autoDone", defaultMessage: "Automatic (the done column)" },
  lastDelivery: {
    id: "repositories.item.lastDelivery",
    defaultMessage: "Last delivery {time} ({event}): {summary}",
  },
  noDelivery: { id: "repositories.item.noDelivery", defaultMessage: "No delivery received yet." },
});

function fail(error: unknown, fallback: MessageDescriptor) {
  const t = translator();
  toast({ variant: "destructive", title: t(COMMON.error), description: messageOr(error, t(fallback)) });
}

/** The select's value for a stored choice: null = automatic, "" = never, else the column. */
const toValue = (choice: string | null) => (choice === null ? AUTO : choice === NO_MOVE ? NEVER : choice);
const fromValue = (value: string) => (value === AUTO ? null : value === NEVER ? NO_MOVE : value);

/**
 * One connection: repository, provider, webhook URL, last delivery, the two column choices, and
 * Rotate secret and Disconnect (each asks first, in the card).
 */
export function RepositoryItem({
  projectId,
  repository,
  columns,
  onRotate,
  onDelete,
}: {
  projectId: number;
  repository: Repository;
  columns: BoardColumn[];
  /** Asks to rotate the secret. */
  onRotate: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const update = useUpdateRepository(projectId);
  const headingId = `repository-${repository.id}-name`;
  const reviewGuess = columns.find((c) => /review/i.test(c.title) || /review/i.test(c.id));
  const columnOptions = columns.map((c) => ({ value: c.id, label: columnTitleText(t, c) }));

  const choose = (field: "reviewColumn" | "doneColumn", value: string) =>
    update.mutate(
      { id: repository.id, [field]: fromValue(value) },
      {
        onSuccess: () => toast({ title: translator()(MESSAGES.updated), description: repository.repository }),
        onError: (error) => fail(error, MESSAGES.columnFailed),
      },
    );

  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="font-mono text-sm font-medium break-all">
            {repository.repository}
          </h3>
          <p className="text-sm text-muted-foreground">
            {repository.defaultBranch
              ? t(MESSAGES.defaultBranch, {
                  provider: REPOSITORY_PROVIDER_LABELS[repository.provider],
                  branch: repository.defaultBranch,
                })
              : REPOSITORY_PROVIDER_LABELS[repository.provider]}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CopyButton
            text={repository.webhookUrl}
            label={t(MESSAGES.copyUrl)}
            noun={t(REPOSITORY_MESSAGES.url)}
          />
          <Button variant="outline" size="sm" onClick={onRotate}>
            <KeyRoundIcon aria-hidden="true" /> {t(REPOSITORY_MESSAGES.rotate)}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={t(MESSAGES.disconnectLabel, { repository: repository.repository })}
          >
            <Trash2Icon aria-hidden="true" /> {t(REPOSITORY_MESSAGES.disconnect)}
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={`repository-${repository.id}-review`}
          label={t(MESSAGES.reviewLabel)}
          value={toValue(repository.reviewColumn)}
          onValueChange={(v) => choose("reviewColumn", v)}
          disabled={update.isPending}
          options={[
            {
              value: AUTO,
              label: reviewGuess
                ? t(MESSAGES.autoReview, { column: reviewGuess.title })
                : t(MESSAGES.noReview),
            },
            { value: NEVER, label: t(MESSAGES.dontMove) },
            ...columnOptions,
          ]}
        />
        <SelectField
          id={`repository-${repository.id}-done`}
          label={t(MESSAGES.doneLabel)}
          value={toValue(repository.doneColumn)}
          onValueChange={(v) => choose("doneColumn", v)}
          disabled={update.isPending}
          options={[
            { value: AUTO, label: t(MESSAGES.autoDone) },
            { value: NEVER, label: t(MESSAGES.dontMove) },
            ...columnOptions,
          ]}
        />
      </div>
      <p className="text-sm text-muted-foreground" data-testid="repository-last-delivery">
        {repository.lastDelivery
          ? t(MESSAGES.lastDelivery, {
              time: dateFormatter({
                month: "short",
                day: "numeric",
                hour: "2-digit",
                minute: "2-digit",
                hourCycle: "h23",
              }).format(new Date(repository.lastDelivery.receivedAt)),
              event: repository.lastDelivery.event,
              summary: repository.lastDelivery.summary,
            })
          : t(MESSAGES.noDelivery)}
      </p>
    </li>
  );
}
