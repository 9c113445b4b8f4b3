/** What a form can do with its captcha widget. */
export interface CaptchaHandle {
  /** Clears the widget so the user solves it again (after a failed submit). */
  reset: () => void;
}

/** The message shown when a captcha is required but not completed (product rules §14). */
export const CAPTCHA_REQUIRED_MESSAGE = "Please complete the reCAPTCHA verification";
