import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import type { ErrorCode, FieldError } from "../../contract/errors.ts";
import { GENERIC_FIELD_CODE, validationCode } from "../../contract/validation.ts";

export type { ErrorCode };

/** Values of an error's English message, for the client to put into its translation (`{limit}`). */
export type ErrorParams = Record<string, string | number>;

/** A failed field as the API answers it: its English message and that message's stable code. */
export function fieldError(path: string, message: string): FieldError {
  return { path, message, code: validationCode(message) ?? GENERIC_FIELD_CODE };
}

/** The stable code of each status when nothing more specific is known (issue 24: the client translates by code). */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: "VALIDATION",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  500: "INTERNAL",
  502: "BAD_GATEWAY",
  503: "UNAVAILABLE",
};

/** The generic code of a status (4xx without an own code: VALIDATION... ; 5xx: INTERNAL). */
export function codeForStatus(status: number): ErrorCode {
  return STATUS_CODES[status] ?? (status >= 500 ? "INTERNAL" : "VALIDATION");
}

/**
 * An error whose status and message are safe to send to the client, with its stable `code` (an
 * upper-case word the client translates, docs/i18n.md) and the values its English message holds.
 */
export class HttpError extends Error {
  /** The stable code of this error (ErrorCode): the status's generic one unless a specific one is given. */
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    code?: ErrorCode,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.code = code ?? codeForStatus(statusCode);
  }
}

/** 400 with a message (and a specific code where the client shows it). */
export const badRequest = (message: string, code?: ErrorCode, params?: ErrorParams) =>
  new HttpError(400, message, undefined, code, params);
/** 401: not signed in. */
export const unauthorized = (message = "You are not signed in", code?: ErrorCode) =>
  new HttpError(401, message, undefined, code);
/** 403: signed in but not allowed. */
export const forbidden = (message = "You don't have permission to do this", code?: ErrorCode) =>
  new HttpError(403, message, undefined, code);
/** 404: missing, or not visible to this user (the two are indistinguishable on purpose). */
export const notFound = (what = "Resource") =>
  new HttpError(404, `${what} not found`, undefined, "NOT_FOUND", { resource: what });
/** 409: conflicts with existing data. */
export const conflict = (message: string, code?: ErrorCode, params?: ErrorParams) =>
  new HttpError(409, message, undefined, code, params);
/** 429: too many requests. */
export const tooManyRequests = (message = "Too many requests, please try again later.", code?: ErrorCode) =>
  new HttpError(429, message, undefined, code);

/** An error answer's body: `{message, code, params?, errors?}` (ARCHITECTURE.md). */
function errorBody(
  message: string,
  code: ErrorCode,
  extra: { params?: ErrorParams; errors?: FieldError[] } = {},
) {
  return {
    message,
    code,
    ...(extra.params ? { params: extra.params } : {}),
    ...(extra.errors ? { errors: extra.errors } : {}),
  };
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Invalid content length",
  FST_ERR_VALIDATION: "Invalid request",
};

/** PostgreSQL errors that bad input can still cause behind a schema: answered as 4xx, never 500. */
const DATABASE_ERRORS: Record<string, [number, string]> = {
  "22001": [400, "A value is too long"],
  "22003": [400, "A number is out of range"],
  "22007": [400, "Invalid date"],
  "22008": [400, "Invalid date"],
  "22009": [400, "Invalid date"],
  "22021": [400, "Text must not contain NUL characters"],
  "22P02": [400, "Invalid value"],
  "22P05": [400, "Text must not contain NUL characters"],
  "23503": [400, "A referenced item does not exist"],
  "23505": [409, "This already exists"],
};

/** The answer to a data exception (class 22) with no message of its own above. */
const DATA_EXCEPTION: [number, string] = [400, "Invalid value"];

/** The SQLSTATE of a database error, looking through wrappers such as Drizzle's query error. */
function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The message of a schema error on the body as a whole (an array, a string, nothing). */
const ROOT_MESSAGE = "The request body must be a JSON object";

/**
 * Installs the one input and error format of the API: JSON bodies (an empty body counts as
 * none, so body-less POST/PATCH/DELETE calls sent with a JSON content type still work) and
 * `{message, code, params?, errors?}` errors with no stack or SQL; each failed field of a 400 carries
 * the stable code of its message (contract/validation.ts) for the client's translation.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text === "") return done(null, undefined);
    void parseJson(request, text, done);
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
        const isRoot = path === "" && err.validationContext === "body" && v.keyword === "invalid_type";
        return fieldError(path, isRoot ? ROOT_MESSAGE : (v.message ?? "Invalid value"));
      });
      const first = errors[0];
      return reply
        .code(400)
        .send(errorBody(first ? first.message : "Invalid request", "VALIDATION", { errors }));
    }
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .send(errorBody(err.message, err.code, { params: err.params, errors: err.errors }));
    }
    if (err instanceof ZodError) {
      const errors = err.issues.map((i) => fieldError(i.path.join("."), i.message));
      return reply
        .code(400)
        .send(errorBody(errors[0]?.message ?? "Invalid request", "VALIDATION", { errors }));
    }
    const state = sqlState(err);
    // Any other data exception (SQLSTATE class 22) is still the input's fault, not ours.
    const known = state
      ? (DATABASE_ERRORS[state] ?? (state.startsWith("22") ? DATA_EXCEPTION : undefined))
      : undefined;
    if (known) {
      request.log.info({ err }, "database rejected the input");
      return reply.code(known[0]).send(errorBody(known[1], codeForStatus(known[0])));
    }
    const status = typeof err.statusCode === "number" ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        (err.code && FASTIFY_MESSAGES[err.code]) ||
        (/^[A-Z]/.test(err.message) && !err.message.includes("FST_") ? err.message : "Invalid request");
      return reply.code(status).send(errorBody(message, codeForStatus(status)));
    }
    request.log.error({ err }, "unexpected error");
    return reply.code(500).send(errorBody("Something went wrong on our side. Please try again.", "INTERNAL"));
  });

  // Answers written outside this handler (413 before parsing, the static 404, plugins' own) still
  // carry a code: a JSON error body without one gets its status's.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string") return payload;
    if (!String(reply.getHeader("content-type") ?? "").includes("json")) return payload;
    try {
      const body = JSON.parse(payload) as unknown;
      if (!body || typeof body !== "object" || Array.isArray(body) || "code" in body) return payload;
      return JSON.stringify({ ...body, code: codeForStatus(reply.statusCode) });
    } catch {
      return payload;
    }
  });
}
