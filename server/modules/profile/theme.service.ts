import { eq } from "drizzle-orm";
import type { UpdateTheme } from "../../../contract/users.ts";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { notFound } from "../../platform/errors.ts";
import type { SessionUser } from "../../platform/sessions.ts";
import { presentCurrentUser, toSessionUser } from "../auth/auth.service.ts";
import type { CurrentUserView } from "./profile.service.ts";

/** Keeps the user's colour theme (light, dark or system) for every device; answers the current user. */
export async function updateTheme(
  db: DbOrTx,
  user: SessionUser,
  input: UpdateTheme,
): Promise<CurrentUserView> {
  if (input.theme === user.theme) return presentCurrentUser(user);
  const [row] = await db
    .update(users)
    .set({ theme: input.theme, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw notFound("User");
  return presentCurrentUser(toSessionUser(row));
}
