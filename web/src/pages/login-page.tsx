import { LoginBody } from "@contract/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { useLogin } from "@/api/auth";
import { messageOr } from "@/api/http";
import { AuthLayout } from "@/components/layout/auth-layout";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { Captcha, useCaptchaRequired } from "@/features/auth/captcha";
import { captchaTokenField } from "@/features/auth/captcha-field";
import type { CaptchaHandle } from "@/features/auth/captcha-types";
import { AUTH } from "@/features/auth/messages";
import { ssoErrorMessage } from "@/features/auth/sso-error";
import { SsoSignIn } from "@/features/auth/sso-sign-in";
import { useT } from "@/i18n";
import { nextQuery, returnPathFrom } from "@/lib/return-path";
import { toast } from "@/lib/toast";

/** /login: email, password and captcha (and single sign-on when set up); on success a toast and /dashboard after 100 ms. */
export function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useLogin();
  const t = useT();
  const captchaRef = useRef<CaptchaHandle>(null);
  // A failed single sign-on comes back as /login?sso_error=<code>.
  const [formError, setFormError] = useState<string | null>(() => ssoErrorMessage(search));
  const captchaRequired = useCaptchaRequired();
  const resolver = useMemo(
    () => zodResolver(LoginBody.extend({ recaptchaToken: captchaTokenField(captchaRequired) })),
    [captchaRequired],
  );
  const form = useForm({ resolver, defaultValues: { email: "", password: "", recaptchaToken: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess: () => {
        toast({
          title: t({ id: "auth.login.welcome.title", defaultMessage: "Welcome back!" }),
          description: t({
            id: "auth.login.welcome.description",
            defaultMessage: "You have been logged in successfully.",
          }),
        });
        window.setTimeout(() => void navigate(returnPathFrom(search), { replace: true }), 100);
      },
      onError: (error) => {
        setFormError(
          messageOr(error, t({ id: "auth.login.failed", defaultMessage: "Login failed. Please try again." })),
        );
        captchaRef.current?.reset();
        form.setValue("recaptchaToken", "");
      },
    });
  });

  const onToken = (token: string) => {
    form.setValue("recaptchaToken", token);
    if (token) form.clearErrors("recaptchaToken");
  };

  return (
    <AuthLayout
      title={t({ id: "auth.login.title", defaultMessage: "Sign in to Sprintboard" })}
      description={t({
        id: "auth.login.description",
        defaultMessage: "Welcome back. Enter your details to continue.",
      })}
      footer={
        <p>
          {t.rich(
            { id: "auth.login.noAccount", defaultMessage: "Don't have an account? <link>Sign up</link>" },
            {
              link: (chunks) => (
                <Link
                  to={`/register${nextQuery(search)}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {chunks}
                </Link>
              ),
            },
          )}
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {formError && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}
        <FormField id="email" label={t(AUTH.email)} error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            placeholder={t(AUTH.emailPlaceholder)}
            aria-invalid={!!errors.email}
            aria-describedby={fieldDescribedBy("email", { error: errors.email })}
            {...form.register("email")}
          />
        </FormField>
        <div className="grid gap-2">
          <FormField id="password" label={t(AUTH.password)} error={errors.password?.message}>
            <PasswordInput
              id="password"
              autoComplete="current-password"
              aria-invalid={!!errors.password}
              aria-describedby={fieldDescribedBy("password", { error: errors.password })}
              {...form.register("password")}
            />
          </FormField>
          <Link
            to={`/forgot-password${nextQuery(search)}`}
            className="justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t({ id: "auth.login.forgotPassword", defaultMessage: "Forgot password?" })}
          </Link>
        </div>
        <Captcha ref={captchaRef} onToken={onToken} error={errors.recaptchaToken?.message} />
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending && <Spinner />}
          {login.isPending
            ? t({ id: "auth.login.submitting", defaultMessage: "Signing in..." })
            : t({ id: "auth.login.submit", defaultMessage: "Sign In" })}
        </Button>
      </form>
      <SsoSignIn search={search} />
    </AuthLayout>
  );
}
