import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  registerErrorHandler,
  tooManyRequests,
  unauthorized,
} from "./errors.ts";

/** A bare app with only the error handler, and routes that fail in every way. */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false, bodyLimit: 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser("text/plain"); // as app.ts does
  registerErrorHandler(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/echo",
    { schema: { body: z.object({ name: z.string().min(1, "Name is required") }) } },
    async (r) => r.body,
  );
  typed.get(
    "/items/:id",
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (r) => r.params,
  );
  app.post("/no-body", async () => ({ ok: true }));
  app.get("/sent", async (_request, reply) => reply.code(413).send({ message: "Sent by hand" }));
  const thrown: Record<string, () => unknown> = {
    bad: () => badRequest("Bad thing"),
    unauthorized: () => unauthorized(),
    forbidden: () => forbidden(),
    missing: () => notFound("Project"),
    conflict: () => conflict("Taken"),
    limited: () => tooManyRequests(),
    specific: () => badRequest("You have used all 3 votes", "RETRO_VOTES_USED", { limit: 3 }),
    zod: () => z.object({ a: z.string("A must be text") }).parse({ a: 1 }),
    sql: () =>
      Object.assign(new Error("Failed query: insert into users (secret) values ($1)"), {
        cause: { code: "22021" },
      }),
    dateOverflow: () =>
      Object.assign(new Error('date/time field value out of range: "+275760-09-13"'), { code: "22009" }),
    pgliteDatabaseError: () =>
      Object.assign(new Error("division by zero"), {
        name: "DatabaseError",
        code: "22012",
        severity: "ERROR",
      }),
    wrappedDataException: () =>
      Object.assign(new Error("Failed query: select $1::int"), {
        cause: Object.assign(new Error("invalid regular expression"), { code: "2201B" }),
      }),
    notData: () => Object.assign(new Error("could not serialize access"), { code: "40001" }),
    unique: () =>
      Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
    crash: () => new Error("select * from users where password = 'oops'"),
    typeError: () => new TypeError("Cannot read properties of undefined (reading 'x')"),
    string: () => "a thrown string",
  };
  app.get("/throw/:kind", async (request) => {
    throw thrown[(request.params as { kind: string }).kind]!();
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe("error format", () => {
  it.each([
    ["bad", 400, { message: "Bad thing", code: "VALIDATION" }],
    ["unauthorized", 401, { message: "You are not signed in", code: "UNAUTHENTICATED" }],
    ["forbidden", 403, { message: "You don't have permission to do this", code: "FORBIDDEN" }],
    ["missing", 404, { message: "Project not found", code: "NOT_FOUND", params: { resource: "Project" } }],
    ["conflict", 409, { message: "Taken", code: "CONFLICT" }],
    ["limited", 429, { message: "Too many requests, please try again later.", code: "RATE_LIMITED" }],
    [
      "zod",
      400,
      {
        message: "A must be text",
        code: "VALIDATION",
        errors: [{ path: "a", message: "A must be text", code: "VALIDATION" }],
      },
    ],
    ["sql", 400, { message: "Text must not contain NUL characters", code: "VALIDATION" }],
    ["unique", 409, { message: "This already exists", code: "CONFLICT" }],
    ["dateOverflow", 400, { message: "Invalid date", code: "VALIDATION" }],
    ["pgliteDatabaseError", 400, { message: "Invalid value", code: "VALIDATION" }],
    ["wrappedDataException", 400, { message: "Invalid value", code: "VALIDATION" }],
  ])("%s answers %i %j", async (kind, status, body) => {
    const res = await app.inject({ method: "GET", url: `/throw/${kind}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  });

  it.each(["crash", "typeError", "string", "notData"])(
    "an unexpected %s is a 500 with no stack, SQL or detail",
    async (kind) => {
      const res = await app.inject({ method: "GET", url: `/throw/${kind}` });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: "Something went wrong on our side. Please try again.",
        code: "INTERNAL",
      });
    },
  );

  it("a validation error lists each field with its message and the message's code", async () => {
    const res = await app.inject({ method: "POST", url: "/echo", payload: { name: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Name is required",
      code: "VALIDATION",
      errors: [{ path: "name", message: "Name is required", code: "NAME_REQUIRED" }],
    });
  });

  it("a specific error keeps its own code and the values of its message", async () => {
    const res = await app.inject({ method: "GET", url: "/throw/specific" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "You have used all 3 votes",
      code: "RETRO_VOTES_USED",
      params: { limit: 3 },
    });
  });

  it("an error body sent by hand gets its status's code", async () => {
    const res = await app.inject({ method: "GET", url: "/sent" });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Sent by hand", code: "TOO_LARGE" });
  });

  it("a path parameter that is not an id is a 400", async () => {
    const res = await app.inject({ method: "GET", url: "/items/abc" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe("id");
  });
});

describe("JSON bodies", () => {
  it.each([
    ["invalid JSON", "{", "application/json", 400, "The request body is not valid JSON"],
    ["a non-object", "[1]", "application/json", 400, "The request body must be a JSON object"],
    [
      "a body over the limit",
      JSON.stringify({ name: "x".repeat(2000) }),
      "application/json",
      413,
      "The request body is too large",
    ],
    ["text/plain", "name", "text/plain", 415, "Unsupported content type"],
    [
      "a proto-poisoning key",
      '{"__proto__":{"x":1}}',
      "application/json",
      400,
      "The request body is not valid JSON",
    ],
    [
      "a constructor-poisoning key",
      '{"constructor":{"prototype":{"x":1}}}',
      "application/json",
      400,
      "The request body is not valid JSON",
    ],
  ])("%s answers a 4xx with a message", async (_name, payload, type, status, message) => {
    const res = await app.inject({
      method: "POST",
      url: "/echo",
      payload,
      headers: { "content-type": type },
    });
    expect(res.statusCode).toBe(status);
    const code = { 400: "VALIDATION", 413: "TOO_LARGE", 415: "UNSUPPORTED_MEDIA_TYPE" }[status];
    expect(res.json()).toMatchObject({ message, code });
  });

  it("accepts a JSON content type with a charset", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/echo",
      payload: '{"name":"Ada"}',
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(res.json()).toEqual({ name: "Ada" });
  });

  it("treats an empty body sent as JSON as no body", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/no-body",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(200);
    const withSchema = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json" },
    });
    expect(withSchema.statusCode).toBe(400);
    expect(withSchema.json().message).toBe("The request body must be a JSON object");
  });
});
