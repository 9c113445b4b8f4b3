import { eq } from "drizzle-orm";
import type { OpenAiKeyStatus } from "../../../contract/assistant.ts";
import type { DbOrTx } from "../../db/client.ts";
import { appSettings } from "../../db/schema.ts";
import type { Secrets } from "../../platform/secrets.ts";

/** The `app_settings` key holding the sealed AI provider key. */
export const OPENAI_KEY_SETTING = "openai_api_key";

/** Whether the super administrator has stored a key (the key itself never leaves the server). */
export async function openAiKeyStatus(db: DbOrTx): Promise<OpenAiKeyStatus> {
  const [row] = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, OPENAI_KEY_SETTING))
    .limit(1);
  return { hasKey: row !== undefined };
}

/** Stores (or replaces) the key, encrypted at rest (product rules §10). */
export async function saveOpenAiKey(db: DbOrTx, secrets: Secrets, apiKey: string): Promise<OpenAiKeyStatus> {
  const value = secrets.encrypt(apiKey);
  await db
    .insert(appSettings)
    .values({ key: OPENAI_KEY_SETTING, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  return { hasKey: true };
}

/** The stored key in clear for a provider call, or null when none is stored or it cannot be unsealed. */
export async function readOpenAiKey(db: DbOrTx, secrets: Secrets): Promise<string | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, OPENAI_KEY_SETTING))
    .limit(1);
  if (!row) return null;
  try {
    return secrets.decrypt(row.value);
  } catch {
    // Sealed under another SESSION_SECRET: as good as absent until the administrator saves it again.
    return null;
  }
}
