import { z } from "zod";

/** One failed field of a validation error. */
export const FieldErrorSchema = z.object({
  /** The field, dotted (`tasks.0.title`). */
  path: z.string(),
  /** What is wrong with it. */
  message: z.string(),
});
export type FieldError = z.output<typeof FieldErrorSchema>;

/** Every error body of the API: one named schema (`ApiError`) that the OpenAPI document references. */
export const ApiErrorSchema = z
  .object({
    /** Human-readable message, safe to show. */
    message: z.string(),
    /** Present on 400 validation errors. */
    errors: z.array(FieldErrorSchema).optional(),
  })
  .meta({ id: "ApiError", description: "An error: a message safe to show, and the failed fields on a 400." });
export type ApiError = z.output<typeof ApiErrorSchema>;

/** The message every pending account gets from every call but `GET /api/auth/user` and logout. */
export const PENDING_MESSAGE = "Your account is waiting for approval";
