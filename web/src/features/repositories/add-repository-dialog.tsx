import {
  REPOSITORY_PROVIDER_LABELS,
  REPOSITORY_PROVIDERS,
  RepositoryNameSchema,
  type RepositoryProvider,
  type RepositoryWithSecret,
} from "@contract/repositories";
import { type FormEvent, useState } from "react";
import { messageOr } from "@/api/http";
import { useCreateRepository } from "@/api/repositories";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { COMMON, defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { ConnectionSecret } from "./connection-secret";
import { nameError, REPOSITORY_MESSAGES } from "./messages";

/** An example `owner/name` in the empty field, the same in every language (not a message). */
const NAME_PLACEHOLDER = "acme/shop";

const MESSAGES = defineMessages({
  connected: { id: "repositories.add.connected", defaultMessage: "Repository Connected" },
  failed: { id: "repositories.add.failed", defaultMessage: "Failed to connect the repository" },
  addWebhook: { id: "repositories.add.addWebhook", defaultMessage: "Add the webhook to the repository" },
  pasteText: {
    id: "repositories.add.pasteText",
    defaultMessage:
      "Paste this URL and secret into the repository's webhook settings. The secret is shown only this once; rotate it if it is lost.",
  },
  description: {
    id: "repositories.add.description",
    defaultMessage:
      "Task keys in branch names, commit messages and pull requests then link them to tasks, and pull requests move their cards.",
  },
  provider: { id: "repositories.add.provider", defaultMessage: "Provider" },
  repository: { id: "repositories.add.repository", defaultMessage: "Repository" },
  hint: { id: "repositories.add.hint", defaultMessage: "owner/name, as in the repository's address" },
  submit: { id: "repositories.add.submit", defaultMessage: "Connect" },
});

/** 'Connect repository': the provider and the repository's name; then its webhook URL and secret, once. */
export function AddRepositoryDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const create = useCreateRepository(projectId);
  const [provider, setProvider] = useState<RepositoryProvider>("github");
  const [repository, setRepository] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<RepositoryWithSecret | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCreated(null);
      setRepository("");
      setProvider("github");
      setError(undefined);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = RepositoryNameSchema.safeParse(repository);
    setError(parsed.success ? undefined : nameError(t, parsed.error.issues[0]?.message));
    if (!parsed.success) return;
    create.mutate(
      { provider, repository: parsed.data },
      {
        onSuccess: (connection) => {
          setCreated(connection);
          const tr = translator();
          toast({ title: tr(MESSAGES.connected), description: tr(REPOSITORY_MESSAGES.secretOnce) });
        },
        onError: (err) =>
          toast({
            variant: "destructive",
            title: translator()(COMMON.error),
            description: messageOr(err, translator()(MESSAGES.failed)),
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent showsSecretOnce={created !== null}>
        <DialogHeader>
          <DialogTitle>{t(created ? MESSAGES.addWebhook : REPOSITORY_MESSAGES.connect)}</DialogTitle>
          <DialogDescription>{t(created ? MESSAGES.pasteText : MESSAGES.description)}</DialogDescription>
        </DialogHeader>
        {created ? (
          <ConnectionSecret connection={created} onDone={() => close(false)} />
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            className="grid gap-4"
            aria-label={t(REPOSITORY_MESSAGES.connect)}
          >
            <SelectField
              id="repository-provider"
              label={t(MESSAGES.provider)}
              value={provider}
              onValueChange={setProvider}
              options={REPOSITORY_PROVIDERS.map((p) => ({ value: p, label: REPOSITORY_PROVIDER_LABELS[p] }))}
            />
            <FormField
              id="repository-name"
              label={t(MESSAGES.repository)}
              error={error}
              hint={t(MESSAGES.hint)}
            >
              <Input
                id="repository-name"
                placeholder={NAME_PLACEHOLDER}
                value={repository}
                onChange={(e) => setRepository(e.target.value)}
                aria-invalid={!!error}
                aria-describedby={fieldDescribedBy("repository-name", { error, hint: true })}
              />
            </FormField>
            <FormDialogFooter
              onCancel={() => close(false)}
              isPending={create.isPending}
              submitLabel={t(MESSAGES.submit)}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
