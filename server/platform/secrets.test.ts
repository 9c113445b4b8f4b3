import { expect, it } from "vitest";
import { createSecrets, maskSecret } from "./secrets.ts";

it("sealed secrets round-trip and do not contain the plain text", () => {
  const s = createSecrets("a-session-secret-of-some-length");
  const sealed = s.encrypt("xoxb-123-secret");
  expect(sealed).not.toContain("xoxb");
  expect(s.decrypt(sealed)).toBe("xoxb-123-secret");
});

it("a secret sealed under another session secret cannot be opened", () => {
  const sealed = createSecrets("first-secret-first-secret").encrypt("k");
  expect(() => createSecrets("other-secret-other-secret").decrypt(sealed)).toThrow();
});

it("masks all but the ends of a token", () => {
  expect(maskSecret("xoxb-1234567890")).toBe("xoxb••••7890");
  expect(maskSecret("short")).toBe("••••");
});
