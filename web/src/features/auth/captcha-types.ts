/** What a form can do with its captcha widget. */
export interface CaptchaHandle {
  /** Clears the widget so the user solves it again (after a failed submit). */
  reset: () => void;
}
