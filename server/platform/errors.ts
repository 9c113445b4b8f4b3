import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** An error whose status and message are safe to send to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

/** 400 with a message. */
export const badRequest = (message: string) => new HttpError(400, message);
/** 401: not signed in. */
export const unauthorized = (message = "You are not signed in") => new HttpError(401, message);
/** 403: signed in but not allowed. */
export const forbidden = (message = "You don't have permission to do this") => new HttpError(403, message);
/** 404: missing, or not visible to this user (the two are indistinguishable on purpose). */
export const notFound = (what = "Resource") => new HttpError(404, `${what} not found`);
/** 409: conflicts with existing data. */
export const conflict = (message: string) => new HttpError(409, message);
/** 429: too many requests. */
export const tooManyRequests = (message = "Too many requests, please try again later.") =>
  new HttpError(429, message);

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Invalid content length",
  FST_ERR_VALIDATION: "Invalid request",
};

/** Installs the one error format of the API: `{message, errors?}`, no stack or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: v.message ?? "Invalid value",
      }));
      const first = errors[0];
      return reply.code(400).send({ message: first ? first.message : "Invalid request", errors });
    }
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (err.code && FASTIFY_MESSAGES[err.code]) ||
        (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" ? "Invalid JSON" : undefined) ||
        (/^[A-Z]/.test(err.message) && !err.message.includes("FST_") ? err.message : "Invalid request");
      return reply.code(status).send({ message });
    }
    request.log.error({ err }, "unexpected error");
    return reply.code(500).send({ message: "Something went wrong on our side. Please try again." });
  });
}
