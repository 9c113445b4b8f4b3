import { type SsoErrorCode, SsoErrorCodeSchema } from "@contract/sso";
import { translator } from "@/i18n";
import { SSO_ERRORS } from "./messages";

/** The `?sso_error=<code>` of the login page's address (an unknown code reads as a failed sign-in), or null. */
export function ssoErrorCode(search: string): SsoErrorCode | null {
  const code = new URLSearchParams(search).get("sso_error");
  if (code === null) return null;
  const parsed = SsoErrorCodeSchema.safeParse(code);
  return parsed.success ? parsed.data : "failed";
}

/** The login page's text for `?sso_error=<code>` in the language shown (an unknown code reads as a failed sign-in), or null. */
export function ssoErrorMessage(search: string): string | null {
  const code = ssoErrorCode(search);
  return code === null ? null : translator()(SSO_ERRORS[code]);
}
