import { SSO_ERROR_MESSAGES } from "@contract/sso";
import { describe, expect, it } from "vitest";
import { ssoErrorMessage } from "./sso-error";

describe("ssoErrorMessage", () => {
  it("shows nothing without sso_error", () => {
    expect(ssoErrorMessage("")).toBeNull();
    expect(ssoErrorMessage("?next=%2Fteams")).toBeNull();
  });

  it("maps each code to its text, and an unknown one to the generic failure", () => {
    expect(ssoErrorMessage("?sso_error=unavailable")).toBe(
      "Single sign-on is unavailable right now. Try again or sign in with your password.",
    );
    expect(ssoErrorMessage("?sso_error=unverified&next=%2Fteams")).toBe(SSO_ERROR_MESSAGES.unverified);
    expect(ssoErrorMessage("?sso_error=<script>")).toBe(SSO_ERROR_MESSAGES.failed);
  });
});
