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
import { toast } from "@/lib/toast";

const PasswordFormSchema = ChangePasswordBody.extend({
  /** Must equal the new password. */
  confirmPassword: z.string().min(1, "Please confirm your new password"),
}).refine((v) => v.newPassword === v.confirmPassword, {
  message: "New passwords do not match",
  path: ["confirmPassword"],
});
type PasswordForm = z.infer<typeof PasswordFormSchema>;

const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current, new and confirm; on success 'Password Updated' and the user's other sessions end. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordForm>({ resolver: zodResolver(PasswordFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({
            title: "Password Updated",
            description: "Your password has been changed. Other devices have been signed out.",
          });
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: messageOr(error, "Failed to update password"),
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
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Change password">
      <FormField id="currentPassword" label="Current Password" error={errors.currentPassword?.message}>
        <PasswordInput
          id="currentPassword"
          autoComplete="current-password"
          toggleLabel="currentPassword"
          {...field("currentPassword")}
        />
      </FormField>
      <FormField id="newPassword" label="New Password" error={errors.newPassword?.message}>
        <PasswordInput
          id="newPassword"
          autoComplete="new-password"
          toggleLabel="newPassword"
          {...field("newPassword")}
        />
      </FormField>
      <FormField id="confirmPassword" label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="confirmPassword"
          autoComplete="new-password"
          toggleLabel="passwordConfirmation"
          {...field("confirmPassword")}
        />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending && <Spinner />}
        {change.isPending ? "Updating..." : "Update Password"}
      </Button>
    </form>
  );
}
