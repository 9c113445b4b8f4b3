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
import { COMMON, defineMessages, useT } from "@/i18n";
import { toast } from "@/lib/toast";

const M = defineMessages({
  readOnly: { id: "profile.tokens.readOnly", defaultMessage: "Read only" },
  readWrite: { id: "profile.tokens.readWrite", defaultMessage: "Read and write" },
  never: { id: "profile.tokens.expiry.never", defaultMessage: "Never" },
  inDays: {
    id: "profile.tokens.expiry.inDays",
    defaultMessage: "{days, plural, one {In # day} other {In # days}}",
  },
  newToken: { id: "profile.tokens.dialog.title", defaultMessage: "New API token" },
});

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
  const t = useT();
  const scopeOptions = [
    { value: "read", label: t(M.readOnly) },
    { value: "write", label: t(M.readWrite) },
  ] as const;
  const expiryOptions = [
    { value: "never", label: t(M.never) },
    ...API_TOKEN_EXPIRY_DAYS.map((days) => ({ value: String(days), label: t(M.inDays, { days }) })),
  ];
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
            title: t(COMMON.error),
            description: messageOr(
              error,
              t({ id: "profile.tokens.createFailed", defaultMessage: "Failed to create the token" }),
            ),
          }),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent showsSecretOnce={secret !== null}>
        <DialogHeader>
          <DialogTitle>
            {secret
              ? t({ id: "profile.tokens.dialog.copyTitle", defaultMessage: "Copy your new token" })
              : t(M.newToken)}
          </DialogTitle>
          <DialogDescription>
            {secret
              ? t({
                  id: "profile.tokens.dialog.copyDescription",
                  defaultMessage:
                    "This is the only time it is shown. Store it somewhere safe; if you lose it, revoke it and make another.",
                })
              : t(
                  {
                    id: "profile.tokens.dialog.description",
                    defaultMessage: "Scripts and other tools send it as {header} and act as you.",
                  },
                  { header: "'Authorization: Bearer <token>'" },
                )}
          </DialogDescription>
        </DialogHeader>
        {secret ? (
          <SecretReveal
            secret={secret}
            label={t({ id: "profile.tokens.dialog.secretLabel", defaultMessage: "Your new API token" })}
            noun="token"
            onDone={() => close(false)}
          />
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t(M.newToken)}>
            <FormField
              id="token-name"
              label={t({ id: "profile.tokens.dialog.name", defaultMessage: "Name" })}
              error={errors.name?.message}
            >
              <Input
                id="token-name"
                placeholder={t({
                  id: "profile.tokens.dialog.namePlaceholder",
                  defaultMessage: "e.g. CI pipeline",
                })}
                aria-invalid={!!errors.name}
                aria-describedby={fieldDescribedBy("token-name", { error: errors.name })}
                {...form.register("name")}
              />
            </FormField>
            <FormSelectField
              control={form.control}
              name="scope"
              id="token-scope"
              label={t({ id: "profile.tokens.dialog.access", defaultMessage: "Access" })}
              options={scopeOptions}
              hint={t({
                id: "profile.tokens.dialog.accessHint",
                defaultMessage: "A read-only token can only make GET requests.",
              })}
            />
            <FormSelectField
              control={form.control}
              name="expiry"
              id="token-expiry"
              label={t({ id: "profile.tokens.dialog.expires", defaultMessage: "Expires" })}
              options={expiryOptions}
            />
            <FormDialogFooter
              onCancel={() => close(false)}
              isPending={create.isPending}
              submitLabel={t({ id: "profile.tokens.dialog.create", defaultMessage: "Create token" })}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
