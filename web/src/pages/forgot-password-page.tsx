import { EmailSchema } from "@contract/users";
import { MailCheck } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useForgotPassword } from "@/api/auth";
import { messageOr } from "@/api/http";
import { AuthLayout } from "@/components/layout/auth-layout";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Captcha, useCaptchaRequired } from "@/features/auth/captcha";
import { CAPTCHA_REQUIRED_MESSAGE, type CaptchaHandle } from "@/features/auth/captcha-types";
import { nextQuery } from "@/lib/return-path";
import { toast } from "@/lib/toast";

const FAILED = "Failed to send password reset email";

/** /forgot-password: email and captcha, then the 'Check Your Email' confirmation with a resend. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo ? <CheckYourEmail email={sentTo} /> : <ForgotPasswordForm onSent={setSentTo} />;
}

function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const [email, setEmail] = useState("");
  const [token, setToken] = useState("");
  const captchaRef = useRef<CaptchaHandle>(null);
  const captchaRequired = useCaptchaRequired();
  const forgot = useForgotPassword();
  const backQuery = nextQuery(useLocation().search);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast({
        variant: "destructive",
        title: "Email Required",
        description: "Please enter your email address",
      });
      return;
    }
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      toast({ variant: "destructive", title: "Invalid Email", description: "Invalid email format" });
      return;
    }
    if (captchaRequired && !token) {
      toast({ variant: "destructive", title: "reCAPTCHA Required", description: CAPTCHA_REQUIRED_MESSAGE });
      return;
    }
    forgot.mutate(
      { email: parsed.data, recaptchaToken: token },
      {
        onSuccess: () => {
          toast({ title: "Password Reset Email Sent", description: "Check your inbox for the reset link." });
          onSent(parsed.data);
        },
        onError: (error) => {
          toast({ variant: "destructive", title: "Error", description: messageOr(error, FAILED) });
          captchaRef.current?.reset();
          setToken("");
        },
      },
    );
  };

  return (
    <AuthLayout
      title="Forgot Password?"
      description="Enter your email address and we'll send you a link to reset your password."
      footer={
        <Link
          to={`/login${backQuery}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to Login
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField id="email" label="Email">
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <Captcha ref={captchaRef} onToken={setToken} />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending && <Spinner />}
          {forgot.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
    </AuthLayout>
  );
}

function CheckYourEmail({ email }: { email: string }) {
  const resend = useForgotPassword();
  const backQuery = nextQuery(useLocation().search);
  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () =>
          toast({ title: "Password Reset Email Sent", description: `We sent another link to ${email}.` }),
        onError: (error) =>
          toast({ variant: "destructive", title: "Error", description: messageOr(error, FAILED) }),
      },
    );

  return (
    <AuthLayout title="Check Your Email">
      <div className="grid gap-4 text-center text-sm">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-primary" />
        <p>
          We&apos;ve sent a password reset link to <strong className="break-all">{email}</strong>.
        </p>
        <p className="text-muted-foreground">The link expires in 1 hour.</p>
        <p className="text-muted-foreground">
          Didn&apos;t receive the email? Check your spam folder, or send it again.
        </p>
        <div className="grid gap-2">
          <Button variant="outline" onClick={onResend} disabled={resend.isPending}>
            {resend.isPending && <Spinner />}
            {resend.isPending ? "Sending..." : "Resend Email"}
          </Button>
          <Button asChild>
            <Link to={`/login${backQuery}`}>Back to Login</Link>
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
