import { RegisterBody } from "@contract/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useRegister } from "@/api/auth";
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
import { defineMessages, useT } from "@/i18n";
import { nextQuery, returnPathFrom } from "@/lib/return-path";
import { toast } from "@/lib/toast";

const M = defineMessages({
  firstName: { id: "auth.register.firstName", defaultMessage: "First Name" },
  lastName: { id: "auth.register.lastName", defaultMessage: "Last Name" },
  createAccount: { id: "auth.register.title", defaultMessage: "Create Account" },
});

const TEXT_FIELDS = [
  { name: "firstName", label: M.firstName, autoComplete: "given-name", type: "text" },
  { name: "lastName", label: M.lastName, autoComplete: "family-name", type: "text" },
] as const;

/** The register form: its schema (with the captcha when required), the call, and the form's error line. */
function useRegisterForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const registerUser = useRegister();
  const t = useT();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const captchaRequired = useCaptchaRequired();
  const resolver = useMemo(
    () => zodResolver(RegisterBody.safeExtend({ recaptchaToken: captchaTokenField(captchaRequired) })),
    [captchaRequired],
  );
  const form = useForm({
    resolver,
    defaultValues: {
      firstName: "",
      lastName: "",
      email: searchParams.get("email") ?? "",
      phoneNumber: "",
      password: "",
      confirmPassword: "",
      recaptchaToken: "",
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    registerUser.mutate(
      { ...values, phoneNumber: values.phoneNumber || null },
      {
        onSuccess: (user) => {
          toast({
            title: t({ id: "auth.register.welcome", defaultMessage: "Welcome!" }),
            description: user?.isApproved
              ? t({ id: "auth.register.created", defaultMessage: "Your account has been created." })
              : t({
                  id: "auth.register.createdPending",
                  defaultMessage: "Your account has been created and is waiting for approval.",
                }),
          });
          window.setTimeout(() => void navigate(returnPathFrom(search), { replace: true }), 100);
        },
        onError: (error) => {
          setFormError(
            messageOr(
              error,
              t({ id: "auth.register.failed", defaultMessage: "Registration failed. Please try again." }),
            ),
          );
          captchaRef.current?.reset();
          form.setValue("recaptchaToken", "");
        },
      },
    );
  });

  const onToken = (token: string) => {
    form.setValue("recaptchaToken", token);
    if (token) form.clearErrors("recaptchaToken");
  };

  return { form, errors, formError, onSubmit, onToken, captchaRef, registerUser, search };
}

/** /register: 'Create Account'; the email is prefilled from ?email= (invitations). */
export function RegisterPage() {
  const { form, errors, formError, onSubmit, onToken, captchaRef, registerUser, search } = useRegisterForm();
  const t = useT();

  const described = (name: keyof typeof errors, hint = false) =>
    fieldDescribedBy(name, { error: errors[name], hint });

  return (
    <AuthLayout
      title={t(M.createAccount)}
      description={t({
        id: "auth.register.description",
        defaultMessage: "Start planning sprints with your team.",
      })}
      footer={
        <p>
          {t.rich(
            {
              id: "auth.register.haveAccount",
              defaultMessage: "Already have an account? <link>Sign in</link>",
            },
            {
              link: (chunks) => (
                <Link
                  to={`/login${nextQuery(search)}`}
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
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={field.name}
              label={t(field.label)}
              error={errors[field.name]?.message}
            >
              <Input
                id={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                aria-invalid={!!errors[field.name]}
                aria-describedby={described(field.name)}
                {...form.register(field.name)}
              />
            </FormField>
          ))}
        </div>
        <FormField id="email" label={t(AUTH.email)} error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            placeholder={t(AUTH.emailPlaceholder)}
            aria-invalid={!!errors.email}
            aria-describedby={described("email")}
            {...form.register("email")}
          />
        </FormField>
        <FormField
          id="phoneNumber"
          label={t({ id: "auth.register.phone", defaultMessage: "Phone Number (optional)" })}
          error={errors.phoneNumber?.message}
        >
          <Input
            id="phoneNumber"
            type="tel"
            autoComplete="tel"
            aria-invalid={!!errors.phoneNumber}
            aria-describedby={described("phoneNumber")}
            {...form.register("phoneNumber")}
          />
        </FormField>
        <FormField
          id="password"
          label={t(AUTH.password)}
          hint={t({ id: "auth.register.passwordHint", defaultMessage: "At least 8 characters." })}
          error={errors.password?.message}
        >
          <PasswordInput
            id="password"
            autoComplete="new-password"
            aria-invalid={!!errors.password}
            aria-describedby={described("password", true)}
            {...form.register("password")}
          />
        </FormField>
        <FormField
          id="confirmPassword"
          label={t({ id: "auth.register.confirmPassword", defaultMessage: "Confirm Password" })}
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            id="confirmPassword"
            toggleLabel="confirmPassword"
            autoComplete="new-password"
            aria-invalid={!!errors.confirmPassword}
            aria-describedby={described("confirmPassword")}
            {...form.register("confirmPassword")}
          />
        </FormField>
        <Captcha ref={captchaRef} onToken={onToken} error={errors.recaptchaToken?.message} />
        <Button type="submit" className="w-full" disabled={registerUser.isPending}>
          {registerUser.isPending && <Spinner />}
          {registerUser.isPending
            ? t({ id: "auth.register.submitting", defaultMessage: "Creating account..." })
            : t(M.createAccount)}
        </Button>
      </form>
    </AuthLayout>
  );
}
