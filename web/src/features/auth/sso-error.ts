import { SSO_ERROR_MESSAGES, SsoErrorCodeSchema } from "@contract/sso";

/** The login page's text for `?sso_error=<code>` (an unknown code reads as a failed sign-in), or null. */
export function ssoErrorMessage(search: string): string | null {
  const code = new URLSearchParams(search).get("sso_error");
  if (code === null) return null;
  const parsed = SsoErrorCodeSchema.safeParse(code);
  return SSO_ERROR_MESSAGES[parsed.success ? parsed.data : "failed"];
}
