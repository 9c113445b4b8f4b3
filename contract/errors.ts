import { z } from "zod";

/** One failed field of a validation error. */
export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** Every error body of the API. */
export const ApiErrorSchema = z.object({
  /** Human-readable message, safe to show. */
  message: z.string(),
  /** Present on 400 validation errors. */
  errors: z.array(FieldErrorSchema).optional(),
});
export type ApiError = z.output<typeof ApiErrorSchema>;

/** The message every pending account gets from every call but `GET /api/auth/user` and logout. */
export const PENDING_MESSAGE = "Your account is waiting for approval";
