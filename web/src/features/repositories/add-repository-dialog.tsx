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
import { toast } from "@/lib/toast";
import { ConnectionSecret } from "./connection-secret";

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
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    create.mutate(
      { provider, repository: parsed.data },
      {
        onSuccess: (connection) => {
          setCreated(connection);
          toast({
            title: "Repository Connected",
            description: "Copy its secret now: it is shown only once.",
          });
        },
        onError: (err) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: messageOr(err, "Failed to connect the repository"),
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{created ? "Add the webhook to the repository" : "Connect repository"}</DialogTitle>
          <DialogDescription>
            {created
              ? "Paste this URL and secret into the repository's webhook settings. The secret is shown only this once; rotate it if it is lost."
              : "Task keys in branch names, commit messages and pull requests then link them to tasks, and pull requests move their cards."}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <ConnectionSecret connection={created} onDone={() => close(false)} />
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Connect repository">
            <SelectField
              id="repository-provider"
              label="Provider"
              value={provider}
              onValueChange={setProvider}
              options={REPOSITORY_PROVIDERS.map((p) => ({ value: p, label: REPOSITORY_PROVIDER_LABELS[p] }))}
            />
            <FormField
              id="repository-name"
              label="Repository"
              error={error}
              hint="owner/name, as in the repository's address"
            >
              <Input
                id="repository-name"
                placeholder="acme/shop"
                value={repository}
                onChange={(e) => setRepository(e.target.value)}
                aria-invalid={!!error}
                aria-describedby={fieldDescribedBy("repository-name", { error, hint: true })}
              />
            </FormField>
            <FormDialogFooter
              onCancel={() => close(false)}
              isPending={create.isPending}
              submitLabel="Connect"
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
