import { API_TOKEN_EXPIRY_DAYS, CreateApiTokenBody } from "@contract/api-tokens";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useCreateApiToken } from "@/api/api-tokens";
import { messageOr } from "@/api/http";
import { SecretReveal } from "@/components/secret-reveal";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { FormSelectField } from "@/components/ui/form-select-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";

const SCOPE_OPTIONS = [
  { value: "read", label: "Read only" },
  { value: "write", label: "Read and write" },
] as const;
const EXPIRY_OPTIONS = [
  { value: "never", label: "Never" },
  ...API_TOKEN_EXPIRY_DAYS.map((days) => ({ value: String(days), label: `In ${days} days` })),
];

const TokenFormSchema = z.object({
  name: CreateApiTokenBody.shape.name,
  scope: z.enum(["read", "write"]),
  expiry: z.string(),
});
type TokenForm = z.infer<typeof TokenFormSchema>;
const EMPTY: TokenForm = { name: "", scope: "read", expiry: "90" };

/** 'New API token': name, scope and expiry; then the secret, once, with a copy button. */
export function NewApiTokenDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateApiToken();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<TokenForm>({ resolver: zodResolver(TokenFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSecret(null);
      form.reset(EMPTY);
    }
  };

  const onSubmit = form.handleSubmit(({ name, scope, expiry }) => {
    create.mutate(
      { name, scope, expiresInDays: expiry === "never" ? null : Number(expiry) },
      {
        onSuccess: (created) => setSecret(created.secret),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: messageOr(error, "Failed to create the token"),
          }),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{secret ? "Copy your new token" : "New API token"}</DialogTitle>
          <DialogDescription>
            {secret
              ? "This is the only time it is shown. Store it somewhere safe; if you lose it, revoke it and make another."
              : "Scripts and other tools send it as 'Authorization: Bearer <token>' and act as you."}
          </DialogDescription>
        </DialogHeader>
        {secret ? (
          <SecretReveal secret={secret} label="Your new API token" noun="token" onDone={() => close(false)} />
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="New API token">
            <FormField id="token-name" label="Name" error={errors.name?.message}>
              <Input
                id="token-name"
                placeholder="e.g. CI pipeline"
                aria-invalid={!!errors.name}
                aria-describedby={fieldDescribedBy("token-name", { error: errors.name })}
                {...form.register("name")}
              />
            </FormField>
            <FormSelectField
              control={form.control}
              name="scope"
              id="token-scope"
              label="Access"
              options={SCOPE_OPTIONS}
              hint="A read-only token can only make GET requests."
            />
            <FormSelectField
              control={form.control}
              name="expiry"
              id="token-expiry"
              label="Expires"
              options={EXPIRY_OPTIONS}
            />
            <FormDialogFooter
              onCancel={() => close(false)}
              isPending={create.isPending}
              submitLabel="Create token"
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
