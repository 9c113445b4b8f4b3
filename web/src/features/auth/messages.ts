import { defineMessages } from "@/i18n";

/** Words the account screens (sign-in, register, password) share. */
export const AUTH = defineMessages({
  email: { id: "auth.email", defaultMessage: "Email" },
  password: { id: "auth.password", defaultMessage: "Password" },
  emailPlaceholder: {
    id: "auth.emailPlaceholder",
    defaultMessage: "you@example.com",
    description: "An example address in the empty email field; keep the domain example.com.",
  },
  backToLogin: { id: "auth.backToLogin", defaultMessage: "Back to Login" },
  sending: { id: "auth.sending", defaultMessage: "Sending..." },
  resetEmailSent: { id: "auth.forgot.sent.title", defaultMessage: "Password Reset Email Sent" },
  captchaRequired: {
    id: "auth.captcha.required",
    defaultMessage: "Please complete the reCAPTCHA verification",
  },
});

/** The login page's text for each single sign-on failure code (contract/sso.ts SSO_ERROR_MESSAGES). */
export const SSO_ERRORS = defineMessages({
  unavailable: {
    id: "auth.sso.error.unavailable",
    defaultMessage: "Single sign-on is unavailable right now. Try again or sign in with your password.",
  },
  unverified: {
    id: "auth.sso.error.unverified",
    defaultMessage: "Your provider has not verified this email address, so it cannot be used to sign in.",
  },
  no_email: {
    id: "auth.sso.error.noEmail",
    defaultMessage: "Your provider did not share an email address, so it cannot be used to sign in.",
  },
  denied: {
    id: "auth.sso.error.denied",
    defaultMessage: "Single sign-on was cancelled. Try again or sign in with your password.",
  },
  failed: {
    id: "auth.sso.error.failed",
    defaultMessage: "Single sign-on could not be completed. Please try again.",
  },
});
