import { z } from "zod";

/** What a token may do: read (GET and HEAD only) or read and write. */
export const API_TOKEN_SCOPES = ["read", "write"] as const;
export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, { error: "Scope must be read or write" });
export type ApiTokenScope = z.output<typeof ApiTokenScopeSchema>;

/** Active tokens a user may hold at once. */
export const MAX_API_TOKENS = 25;
/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = "sbp_";
/** The expiries the profile page offers, in days; the API takes any whole number of days up to the last. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

/** POST /api/user/tokens. */
export const CreateApiTokenBody = z.object({
  /** What the token is for, 1-100 characters. */
  name: z
    .string({ error: "Name must be text" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  scope: ApiTokenScopeSchema,
  /** Days until it stops working; null or absent: it never expires. */
  expiresInDays: z
    .number({ error: "Expiry must be a number of days" })
    .int("Expiry must be a whole number of days")
    .min(1, "Expiry must be at least 1 day")
    .max(365, "Expiry must be at most 365 days")
    .nullish(),
});
export type CreateApiTokenInput = z.input<typeof CreateApiTokenBody>;
export type CreateApiToken = z.output<typeof CreateApiTokenBody>;

/** A token as listed: never its secret. */
export const ApiTokenSchema = z.object({
  id: z.number(),
  name: z.string(),
  scope: ApiTokenScopeSchema,
  /** The first characters of the secret, to tell tokens apart. */
  prefix: z.string(),
  /** ISO date-times. */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiToken = z.output<typeof ApiTokenSchema>;

/** The answer to creating a token: the only time its secret is shown. */
export const CreatedApiTokenSchema = z.object({ token: ApiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.output<typeof CreatedApiTokenSchema>;
