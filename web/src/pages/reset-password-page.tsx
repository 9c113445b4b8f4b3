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
  return (
    <AuthLayout title="Invalid Reset Link">
      <div className="grid gap-4 text-center text-sm">
        <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-destructive" />
        <p>This password reset link is missing its token. Request a new link from the sign-in page.</p>
        <p className="text-muted-foreground">Redirecting to login...</p>
        <Button asChild variant="outline">
          <Link to="/login">Back to Login</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}

function ResetComplete() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Password Reset Complete">
      <div className="grid gap-4 text-center text-sm">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
        <p>Your password has been changed. You can now sign in with your new password.</p>
        <Button onClick={() => void navigate("/login")}>Continue to Login</Button>
      </div>
    </AuthLayout>
  );
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const reset = useResetPassword();

  const fail = (title: string, description: string) => toast({ variant: "destructive", title, description });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword || !confirmPassword) return fail("Missing Information", "Please fill in all fields");
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      return fail("Password Too Short", "Password must be at least 8 characters");
    }
    if (newPassword !== confirmPassword) {
      return fail("Passwords Don't Match", "Please make sure both passwords are the same.");
    }
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast({
            title: "Password Reset Successful",
            description: "You can now sign in with your new password.",
          });
          onDone();
        },
        onError: (error) =>
          fail(
            "Reset Failed",
            messageOr(error, "Failed to reset password. The token may be invalid or expired."),
          ),
      },
    );
  };

  return (
    <AuthLayout
      title="Reset Your Password"
      description="Choose a new password for your account."
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Login
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField id="newPassword" label="New Password">
          <PasswordInput
            id="newPassword"
            name="newPassword"
            autoComplete="new-password"
            aria-describedby="password-hints"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        </FormField>
        <FormField id="confirmPassword" label="Confirm New Password">
          <PasswordInput
            id="confirmPassword"
            name="confirmPassword"
            toggleLabel="confirm password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </FormField>
        <ul id="password-hints" className="list-disc space-y-1 pl-5 text-xs text-muted-foreground">
          <li>Use at least 8 characters</li>
          <li>Use a mix of letters, numbers and symbols</li>
          <li>Avoid common words or personal information</li>
        </ul>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending && <Spinner />}
          {reset.isPending ? "Resetting..." : "Reset Password"}
        </Button>
      </form>
    </AuthLayout>
  );
}
