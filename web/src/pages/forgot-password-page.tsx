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
import type { CaptchaHandle } from "@/features/auth/captcha-types";
import { AUTH } from "@/features/auth/messages";
import { COMMON, defineMessages, useT } from "@/i18n";
import { nextQuery } from "@/lib/return-path";
import { toast } from "@/lib/toast";

const M = defineMessages({
  failed: { id: "auth.forgot.failed", defaultMessage: "Failed to send password reset email" },
  resend: { id: "auth.forgot.resend", defaultMessage: "Resend Email" },
});

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
  const t = useT();
  const backQuery = nextQuery(useLocation().search);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast({
        variant: "destructive",
        title: t({ id: "auth.forgot.emailRequired.title", defaultMessage: "Email Required" }),
        description: t({
          id: "auth.forgot.emailRequired.description",
          defaultMessage: "Please enter your email address",
        }),
      });
      return;
    }
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      toast({
        variant: "destructive",
        title: t({ id: "auth.forgot.invalidEmail.title", defaultMessage: "Invalid Email" }),
        description: t({
          id: "auth.forgot.invalidEmail.description",
          defaultMessage: "Invalid email format",
        }),
      });
      return;
    }
    if (captchaRequired && !token) {
      toast({
        variant: "destructive",
        title: t({ id: "auth.forgot.captchaRequired", defaultMessage: "reCAPTCHA Required" }),
        description: t(AUTH.captchaRequired),
      });
      return;
    }
    forgot.mutate(
      { email: parsed.data, recaptchaToken: token },
      {
        onSuccess: () => {
          toast({
            title: t(AUTH.resetEmailSent),
            description: t({
              id: "auth.forgot.sent.description",
              defaultMessage: "Check your inbox for the reset link.",
            }),
          });
          onSent(parsed.data);
        },
        onError: (error) => {
          toast({
            variant: "destructive",
            title: t(COMMON.error),
            description: messageOr(error, t(M.failed)),
          });
          captchaRef.current?.reset();
          setToken("");
        },
      },
    );
  };

  return (
    <AuthLayout
      title={t({ id: "auth.forgot.title", defaultMessage: "Forgot Password?" })}
      description={t({
        id: "auth.forgot.description",
        defaultMessage: "Enter your email address and we'll send you a link to reset your password.",
      })}
      footer={
        <Link
          to={`/login${backQuery}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t(AUTH.backToLogin)}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField id="email" label={t(AUTH.email)}>
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t(AUTH.emailPlaceholder)}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <Captcha ref={captchaRef} onToken={setToken} />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending && <Spinner />}
          {forgot.isPending
            ? t(AUTH.sending)
            : t({ id: "auth.forgot.submit", defaultMessage: "Send Reset Link" })}
        </Button>
      </form>
    </AuthLayout>
  );
}

function CheckYourEmail({ email }: { email: string }) {
  const resend = useForgotPassword();
  const t = useT();
  const backQuery = nextQuery(useLocation().search);
  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () =>
          toast({
            title: t(AUTH.resetEmailSent),
            description: t(
              { id: "auth.forgot.resent", defaultMessage: "We sent another link to {email}." },
              { email },
            ),
          }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t(COMMON.error),
            description: messageOr(error, t(M.failed)),
          }),
      },
    );

  return (
    <AuthLayout title={t({ id: "auth.forgot.checkEmail.title", defaultMessage: "Check Your Email" })}>
      <div className="grid gap-4 text-center text-sm">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-primary" />
        <p>
          {t.rich(
            {
              id: "auth.forgot.checkEmail.sentTo",
              defaultMessage: "We've sent a password reset link to <b>{email}</b>.",
            },
            { email, b: (chunks) => <strong className="break-all">{chunks}</strong> },
          )}
        </p>
        <p className="text-muted-foreground">
          {t({ id: "auth.forgot.checkEmail.expires", defaultMessage: "The link expires in 1 hour." })}
        </p>
        <p className="text-muted-foreground">
          {t({
            id: "auth.forgot.checkEmail.notReceived",
            defaultMessage: "Didn't receive the email? Check your spam folder, or send it again.",
          })}
        </p>
        <div className="grid gap-2">
          <Button variant="outline" onClick={onResend} disabled={resend.isPending}>
            {resend.isPending && <Spinner />}
            {resend.isPending ? t(AUTH.sending) : t(M.resend)}
          </Button>
          <Button asChild>
            <Link to={`/login${backQuery}`}>{t(AUTH.backToLogin)}</Link>
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
