import { z } from "zod";
import { LOCALE_CODES } from "./locales.ts";

/** A language the product speaks (contract/locales.ts), as the API accepts it. */
export const LanguageSchema = z.enum(LOCALE_CODES, {
  error: `Language must be one of: ${LOCALE_CODES.join(", ")}`,
});

/** A type-error message: `missing` when the field is absent or null, else `wrong`. */
const typeError = (missing: string, wrong: string) => ({
  error: (issue: { input?: unknown }) => (issue.input == null ? missing : wrong),
});

/** Trimmed, lower-cased email as stored and compared by the server. */
export const EmailSchema = z
  .string(typeError("Email is required", "Invalid email format"))
  .trim()
  .toLowerCase()
  .max(255, "Email must be at most 255 characters")
  .pipe(z.email({ error: "Invalid email format" }));

/** A new password: 8 to 256 characters (product rules §2). */
export const NewPasswordSchema = z
  .string(typeError("Password is required", "Password must be text"))
  .min(8, "Password must be at least 8 characters")
  .max(256, "Password must be at most 256 characters");

/** The captcha token travels as `recaptchaToken` whatever the provider. */
const RecaptchaTokenSchema = z
  .string({ error: "Invalid captcha token" })
  .max(20_000, "Invalid captcha token")
  .nullish()
  .transform((v) => v || undefined);

/** POST /api/auth/login */
export const LoginBody = z.object({
  /** Account email. */
  email: EmailSchema,
  /** Password, checked against the stored scrypt hash. */
  password: z
    .string(typeError("Password is required", "Password must be text"))
    .min(1, "Password is required")
    .max(256, "Password must be at most 256 characters"),
  /** Captcha token from the widget. */
  recaptchaToken: RecaptchaTokenSchema,
});
export type Login = z.output<typeof LoginBody>;
export type LoginInput = z.input<typeof LoginBody>;

/** POST /api/auth/register */
export const RegisterBody = z
  .object({
    /** Account email, unique. */
    email: EmailSchema,
    /** Given name. */
    firstName: z
      .string(typeError("First name is required", "First name must be text"))
      .trim()
      .min(1, "First name is required")
      .max(100, "First name must be at most 100 characters"),
    /** Family name. */
    lastName: z
      .string(typeError("Last name is required", "Last name must be text"))
      .trim()
      .min(1, "Last name is required")
      .max(100, "Last name must be at most 100 characters"),
    /** Optional phone number. */
    phoneNumber: z
      .string({ error: "Phone number must be text" })
      .trim()
      .max(20, "Phone number must be at most 20 characters")
      .optional()
      .nullable(),
    /** New password. */
    password: NewPasswordSchema,
    /** Must equal password. */
    confirmPassword: z
      .string(typeError("Please confirm your password", "Please confirm your password"))
      .max(256, "Password must be at most 256 characters"),
    /** Captcha token from the widget. */
    recaptchaToken: RecaptchaTokenSchema,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type Register = z.output<typeof RegisterBody>;
export type RegisterInput = z.input<typeof RegisterBody>;

/** POST /api/auth/forgot-password (the resend sends the email only). */
export const ForgotPasswordBody = z.object({
  /** Address to send the reset link to. */
  email: z
    .string(typeError("Please enter your email address", "Invalid email format"))
    .trim()
    .min(1, "Please enter your email address")
    .toLowerCase()
    .max(255, "Email must be at most 255 characters")
    .pipe(z.email({ error: "Invalid email format" })),
  /** Captcha token; absent on resend. */
  recaptchaToken: RecaptchaTokenSchema,
});
export type ForgotPassword = z.output<typeof ForgotPasswordBody>;
export type ForgotPasswordInput = z.input<typeof ForgotPasswordBody>;

/** POST /api/auth/reset-password */
export const ResetPasswordBody = z.object({
  /** Token from the emailed link. */
  token: z
    .string(typeError("Reset token is required", "Invalid or expired reset token"))
    .min(1, "Reset token is required")
    .max(200, "Invalid or expired reset token"),
  /** The new password. */
  newPassword: NewPasswordSchema,
});
export type ResetPassword = z.output<typeof ResetPasswordBody>;
export type ResetPasswordInput = z.input<typeof ResetPasswordBody>;

/** A user as any signed-in user may see it. */
export const PublicUserSchema = z.object({
  /** User id. */
  id: z.number().int(),
  /** Email address. */
  email: z.string(),
  /** Given name. */
  firstName: z.string().nullable(),
  /** Family name. */
  lastName: z.string().nullable(),
  /** Avatar URL, or null. */
  profileImageUrl: z.string().nullable(),
});
export type PublicUser = z.output<typeof PublicUserSchema>;

/** The colour themes a user may choose; 'system' follows the device's setting. */
export const THEMES = ["light", "dark", "system"] as const;
/** A colour theme (product rules: dark mode). */
export const ThemeSchema = z.enum(THEMES, { error: "Theme must be one of: light, dark, system" });
export type Theme = z.output<typeof ThemeSchema>;

/** PATCH /api/user/theme */
export const UpdateThemeBody = z.object({
  /** The theme to keep for this user on every device. */
  theme: ThemeSchema,
});
export type UpdateTheme = z.output<typeof UpdateThemeBody>;

/** GET /api/auth/user: the signed-in user. */
export const CurrentUserSchema = PublicUserSchema.extend({
  /** Optional phone number. */
  phoneNumber: z.string().nullable(),
  /** False while waiting for approval. */
  isApproved: z.boolean(),
  /** True for the one super administrator. */
  isSuperAdmin: z.boolean(),
  /** The user's colour theme. */
  theme: ThemeSchema,
  /** The user's language (a code of LOCALES), or null to follow the browser's languages. */
  language: LanguageSchema.nullable(),
  /** ISO time of registration. */
  createdAt: z.string(),
  /** ISO time of last change. */
  updatedAt: z.string(),
});
export type CurrentUser = z.output<typeof CurrentUserSchema>;

/** An answer that is a sentence to show (forgot and reset password). */
export const MessageSchema = z.object({
  /** What happened, safe to show. */
  message: z.string(),
});
export type Message = z.output<typeof MessageSchema>;
