import { CheckCircle2, TriangleAlert } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useResetPassword } from "@/api/auth";
import { messageOr } from "@/api/http";
import { AuthLayout } from "@/components/layout/auth-layout";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { AUTH } from "@/features/auth/messages";
import { useT } from "@/i18n";
import { toast } from "@/lib/toast";

/** Delay before a missing-token visitor is sent to /login (product rules §16). */
const INVALID_LINK_REDIRECT_MS = 3000;
const MIN_PASSWORD_LENGTH = 8;

/** /reset-password?token=...: new password form, then 'Password Reset Complete'. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [done, setDone] = useState(false);
  if (!token) return <InvalidResetLink />;
  if (done) return <ResetComplete />;
  return <ResetPasswordForm token={token} onDone={() => setDone(true)} />;
}

function InvalidResetLink() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate("/login", { replace: true }),
      INVALID_LINK_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  const t = useT();
  return (
    <AuthLayout title={t({ id: "auth.reset.invalid.title", defaultMessage: "Invalid Reset Link" })}>
      <div className="grid gap-4 text-center text-sm">
        <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-destructive" />
        <p>
          {t({
            id: "auth.reset.invalid.description",
            defaultMessage:
              "This password reset link is missing its token. Request a new link from the sign-in page.",
          })}
        </p>
        <p className="text-muted-foreground">
          {t({ id: "auth.reset.invalid.redirecting", defaultMessage: "Redirecting to login..." })}
        </p>
        <Button asChild variant="outline">
          <Link to="/login">{t(AUTH.backToLogin)}</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}

function ResetComplete() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <AuthLayout title={t({ id: "auth.reset.complete.title", defaultMessage: "Password Reset Complete" })}>
      <div className="grid gap-4 text-center text-sm">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
        <p>
          {t({
            id: "auth.reset.complete.description",
            defaultMessage: "Your password has been changed. You can now sign in with your new password.",
          })}
        </p>
        <Button onClick={() => void navigate("/login")}>
          {t({ id: "auth.reset.complete.continue", defaultMessage: "Continue to Login" })}
        </Button>
      </div>
    </AuthLayout>
  );
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const reset = useResetPassword();
  const t = useT();

  const fail = (title: string, description: string) => toast({ variant: "destructive", title, description });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword || !confirmPassword)
      return fail(
        t({ id: "auth.reset.missing.title", defaultMessage: "Missing Information" }),
        t({ id: "auth.reset.missing.description", defaultMessage: "Please fill in all fields" }),
      );
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      return fail(
        t({ id: "auth.reset.tooShort.title", defaultMessage: "Password Too Short" }),
        t({
          id: "auth.reset.tooShort.description",
          defaultMessage: "Password must be at least 8 characters",
        }),
      );
    }
    if (newPassword !== confirmPassword) {
      return fail(
        t({ id: "auth.reset.mismatch.title", defaultMessage: "Passwords Don't Match" }),
        t({
          id: "auth.reset.mismatch.description",
          defaultMessage: "Please make sure both passwords are the same.",
        }),
      );
    }
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast({
            title: t({ id: "auth.reset.success.title", defaultMessage: "Password Reset Successful" }),
            description: t({
              id: "auth.reset.success.description",
              defaultMessage: "You can now sign in with your new password.",
            }),
          });
          onDone();
        },
        onError: (error) =>
          fail(
            t({ id: "auth.reset.failed.title", defaultMessage: "Reset Failed" }),
            messageOr(
              error,
              t({
                id: "auth.reset.failed.description",
                defaultMessage: "Failed to reset password. The token may be invalid or expired.",
              }),
            ),
          ),
      },
    );
  };

  return (
    <AuthLayout
      title={t({ id: "auth.reset.title", defaultMessage: "Reset Your Password" })}
      description={t({
        id: "auth.reset.description",
        defaultMessage: "Choose a new password for your account.",
      })}
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {t(AUTH.backToLogin)}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField
          id="newPassword"
          label={t({ id: "auth.reset.newPassword", defaultMessage: "New Password" })}
        >
          <PasswordInput
            id="newPassword"
            name="newPassword"
            autoComplete="new-password"
            aria-describedby="password-hints"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        </FormField>
        <FormField
          id="confirmPassword"
          label={t({ id: "auth.reset.confirmNewPassword", defaultMessage: "Confirm New Password" })}
        >
          <PasswordInput
            id="confirmPassword"
            name="confirmPassword"
            toggleLabel="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </FormField>
        <ul id="password-hints" className="list-disc space-y-1 ps-5 text-xs text-muted-foreground">
          <li>{t({ id: "auth.reset.hint.length", defaultMessage: "Use at least 8 characters" })}</li>
          <li>
            {t({ id: "auth.reset.hint.mix", defaultMessage: "Use a mix of letters, numbers and symbols" })}
          </li>
          <li>
            {t({ id: "auth.reset.hint.avoid", defaultMessage: "Avoid common words or personal information" })}
          </li>
        </ul>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending && <Spinner />}
          {reset.isPending
            ? t({ id: "auth.reset.submitting", defaultMessage: "Resetting..." })
            : t({ id: "auth.reset.submit", defaultMessage: "Reset Password" })}
        </Button>
      </form>
    </AuthLayout>
  );
}
