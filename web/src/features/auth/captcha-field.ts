import { z } from "zod";
import { CAPTCHA_REQUIRED_MESSAGE } from "./captcha-types";

/** The form's `recaptchaToken` field: required (non-empty) only when a captcha provider is configured. */
export function captchaTokenField(required: boolean) {
  return z.string().refine((token) => !required || token.length > 0, CAPTCHA_REQUIRED_MESSAGE);
}
