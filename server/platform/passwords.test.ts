import { describe, expect, it } from "vitest";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes with scrypt and a random salt, and verifies only the right password", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery", a)).toBe(true);
    expect(await verifyPassword("correct horse batterY", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
  });

  it("treats Unicode forms of the same password alike", async () => {
    const hash = await hashPassword("caf\u00e9-password");
    expect(await verifyPassword("cafe\u0301-password", hash)).toBe(true);
  });

  it("handles the longest allowed password", async () => {
    const long = "p".repeat(256);
    expect(await verifyPassword(long, await hashPassword(long))).toBe(true);
  });

  it("never matches a malformed stored hash or the dummy hash", async () => {
    for (const stored of ["", "plain", "scrypt$1$2$3", "bcrypt$a$b$c$d$e", DUMMY_HASH]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });
});
