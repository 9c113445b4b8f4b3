import { z } from "zod";
import { translator } from "@/i18n";
import { AUTH } from "./messages";

/** The form's `recaptchaToken` field: required (non-empty) only when a captcha provider is configured. */
export function captchaTokenField(required: boolean) {
  return z
    .string()
    .refine((token) => !required || token.length > 0, { error: () => translator()(AUTH.captchaRequired) });
}
