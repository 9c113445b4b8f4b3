import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** Encrypts and decrypts secrets at rest (AI key, chat tokens) with a key derived from SESSION_SECRET. */
export type Secrets = { encrypt: (plain: string) => string; decrypt: (sealed: string) => string };

/** Builds AES-256-GCM sealing with a key derived (HKDF-SHA256) from the session secret. */
export function createSecrets(sessionSecret: string): Secrets {
  const key = Buffer.from(hkdfSync("sha256", sessionSecret, "sprintboard", "secrets-at-rest", 32));
  return {
    encrypt: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [
        "v1",
        iv.toString("base64url"),
        cipher.getAuthTag().toString("base64url"),
        data.toString("base64url"),
      ].join(".");
    },
    decrypt: (sealed) => {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("Unreadable secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

/** Shows a token as its first 4 and last 4 characters. */
export function maskSecret(value: string): string {
  return value.length <= 8 ? "••••" : `${value.slice(0, 4)}••••${value.slice(-4)}`;
}
