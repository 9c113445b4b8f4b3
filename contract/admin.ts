import { z } from "zod";
import { pathIdSchema } from "./common.ts";

/** Path parameters of `/api/admin/users/{id}/...`: a positive 32-bit user id. */
export const AdminUserParamsSchema = z.object({
  /** The user's id. */
  id: pathIdSchema("Invalid user id"),
});
export type AdminUserParams = z.output<typeof AdminUserParamsSchema>;
export type AdminUserParamsInput = z.input<typeof AdminUserParamsSchema>;

/** A user as the super administrator's user list shows it. */
export const AdminUserSchema = z.object({
  /** The user's id. */
  id: z.number().int(),
  /** Sign-in email, lower-case. */
  email: z.string(),
  /** Given name. */
  firstName: z.string().nullable(),
  /** Family name. */
  lastName: z.string().nullable(),
  /** Avatar URL, or null. */
  profileImageUrl: z.string().nullable(),
  /** False while the account waits for approval. */
  isApproved: z.boolean(),
  /** True for the super administrator. */
  isSuperAdmin: z.boolean(),
  /** ISO time of registration. */
  createdAt: z.string(),
});
export type AdminUser = z.output<typeof AdminUserSchema>;
