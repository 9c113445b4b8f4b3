import { ChangePasswordBody } from "@contract/profile";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { messageOr } from "@/api/http";
import { useChangePassword } from "@/api/profile";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { COMMON, defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";

const RULES = defineMessages({
  confirmRequired: {
    id: "profile.password.confirmRequired",
    defaultMessage: "Please confirm your new password",
  },
  mismatch: { id: "profile.password.mismatch", defaultMessage: "New passwords do not match" },
});

const PasswordFormSchema = ChangePasswordBody.extend({
  /** Must equal the new password. */
  confirmPassword: z.string().min(1, {
    error: () => translator()(RULES.confirmRequired),
  }),
}).refine((v) => v.newPassword === v.confirmPassword, {
  error: () => translator()(RULES.mismatch),
  path: ["confirmPassword"],
});
type PasswordForm = z.infer<typeof PasswordFormSchema>;

const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current, new and confirm; on success 'Password Updated' and the user's other sessions end. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const t = useT();
  const form = useForm<PasswordForm>({ resolver: zodResolver(PasswordFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({
            title: t({ id: "profile.password.updated.title", defaultMessage: "Password Updated" }),
            description: t({
              id: "profile.password.updated.description",
              defaultMessage: "Your password has been changed. Other devices have been signed out.",
            }),
          });
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t(COMMON.error),
            description: messageOr(
              error,
              t({ id: "profile.password.failed", defaultMessage: "Failed to update password" }),
            ),
          }),
      },
    );
  });

  const field = (name: keyof PasswordForm) => ({
    "aria-invalid": !!errors[name],
    "aria-describedby": fieldDescribedBy(name, { error: errors[name] }),
    ...form.register(name),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-label={t({ id: "profile.password.form", defaultMessage: "Change password" })}
    >
      <FormField
        id="currentPassword"
        label={t({ id: "profile.password.current", defaultMessage: "Current Password" })}
        error={errors.currentPassword?.message}
      >
        <PasswordInput
          id="currentPassword"
          autoComplete="current-password"
          toggleLabel="currentPassword"
          {...field("currentPassword")}
        />
      </FormField>
      <FormField
        id="newPassword"
        label={t({ id: "auth.reset.newPassword", defaultMessage: "New Password" })}
        error={errors.newPassword?.message}
      >
        <PasswordInput
          id="newPassword"
          autoComplete="new-password"
          toggleLabel="newPassword"
          {...field("newPassword")}
        />
      </FormField>
      <FormField
        id="confirmPassword"
        label={t({ id: "auth.reset.confirmNewPassword", defaultMessage: "Confirm New Password" })}
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          id="confirmPassword"
          autoComplete="new-password"
          toggleLabel="passwordConfirmation"
          {...field("confirmPassword")}
        />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending && <Spinner />}
        {change.isPending
          ? t({ id: "myTasks.edit.updating", defaultMessage: "Updating..." })
          : t({ id: "profile.password.submit", defaultMessage: "Update Password" })}
      </Button>
    </form>
  );
}
