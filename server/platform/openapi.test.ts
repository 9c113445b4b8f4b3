import SwaggerParser from "@apidevtools/swagger-parser";
import Fastify, { type RouteOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { buildTestApp } from "../test/app.ts";
import { as, createUser } from "../test/factories.ts";
import { recordedRouteOptions } from "../test/hostile/route-recorder.ts";
import { type OpenApiDocument, openApiGaps } from "../test/openapi-coverage.ts";
import { API_DOCS_PATH, OPENAPI_PATH, registerOpenApi } from "./openapi.ts";
import { responseSerializerCompiler } from "./response-schemas.ts";

// Every Fastify instance records its routes, schemas included: the check covers the routes the app
// really registers, so a new route without a documented response fails here without an edit.
vi.mock("fastify", async (importOriginal) => {
  const mod = await importOriginal<typeof import("fastify")>();
  const { recordRoutes } = await import("../test/hostile/route-recorder.ts");
  const factory = ((opts?: object) => recordRoutes(mod.default(opts))) as typeof mod.default;
  Object.assign(factory, mod.default, { default: factory, fastify: factory });
  return { ...mod, default: factory, fastify: factory };
});

const t = await buildTestApp();
const appRoutes = recordedRouteOptions();
const doc = (await t.app.inject(OPENAPI_PATH)).json() as OpenApiDocument;

/** The document with the tags of its operations. */
type TaggedDocument = {
  tags?: { name: string }[];
  paths?: Record<string, Record<string, { tags?: string[] }>>;
};

afterAll(async () => {
  await t.close();
});

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("describes every registered route: parameters, body and success response", () => {
    expect(appRoutes.filter((r) => r.url.startsWith("/api/")).length).toBeGreaterThan(130);
    expect(openApiGaps(appRoutes, doc)).toEqual([]);
  });

  it("documents the error body as every route's 4xx and 5xx answer", () => {
    const responses = doc.paths?.["/api/projects/{id}"]?.get?.responses ?? {};
    expect(responses["4XX"]?.content?.["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/ApiError",
    });
    expect(responses["5XX"]).toBeDefined();
  });

  it("describes a download and the CSV export with their own content types", () => {
    const file = doc.paths?.["/api/files/{id}"]?.get?.responses?.["200"]?.content ?? {};
    expect(Object.keys(file)).toEqual(["application/octet-stream"]);
    const csv = doc.paths?.["/api/reports/export"]?.get?.responses?.["200"]?.content ?? {};
    expect(Object.keys(csv)).toEqual(["text/csv"]);
  });
});

describe("the coverage check", () => {
  it("reports a route without a response schema, and an operation the document lacks", async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ strict: true }));
    const routes: RouteOptions[] = [];
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) routes.push({ ...route, method });
    });
    await registerOpenApi(app, []);
    const params = z.object({ id: z.coerce.number() });
    const response = { 200: z.object({ id: z.number() }) };
    app.get("/api/things/:id", { schema: { params, response } }, async (r) => ({ id: r.params.id }));
    app.get("/api/bare", async () => ({ id: 1 }));
    await app.ready();
    const small = (await app.inject(OPENAPI_PATH)).json() as OpenApiDocument;
    await app.close();

    expect(openApiGaps(routes, small)).toEqual(["GET /api/bare: no response schema for its success status"]);
    const withoutThings = { ...small, paths: { ...small.paths, "/api/things/{id}": {} } };
    expect(openApiGaps(routes, withoutThings)).toContain("GET /api/things/:id: not in the document");
  });
});

describe("errors through the declared error schema", () => {
  // The test app is strict: an error body with a key the schema lacks would turn into a 500.
  it("keep their status and { message, code, params?, errors? } body", async () => {
    const invalid = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "x" } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    const signedOut = await t.app.inject("/api/projects");
    expect([signedOut.statusCode, signedOut.json()]).toEqual([
      401,
      { message: "You are not signed in", code: "UNAUTHENTICATED" },
    ]);

    await createUser(t); // the first account is the super administrator
    const user = await createUser(t);
    const forbidden = await as(t.app, user).get("/api/admin/users");
    expect([forbidden.statusCode, Object.keys(forbidden.json())]).toEqual([403, ["message", "code"]]);
    const missing = await as(t.app, user).get("/api/projects/999999");
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { message: "Project not found", code: "NOT_FOUND", params: { resource: "Project" } },
    ]);
  });
});

describe("the API reference", () => {
  it("loads the whole document, every operation under a declared tag of its module", async () => {
    // What the page loads (swagger-ui's initializer fetches ./json next to the page).
    const loaded = (await t.app.inject(`${API_DOCS_PATH}/json`)).json() as TaggedDocument;
    const full = doc as TaggedDocument;
    expect(Object.keys(loaded.paths ?? {})).toEqual(Object.keys(full.paths ?? {}));
    const declared = new Set((full.tags ?? []).map((tag) => tag.name));
    const untagged = Object.entries(full.paths ?? {}).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, op]) => !op.tags?.length || op.tags.some((tag) => tag === "default" || !declared.has(tag)),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(untagged).toEqual([]);
    const tagOf = (path: string, method: string) => full.paths?.[path]?.[method]?.tags;
    expect(tagOf("/api/auth/login", "post")).toEqual(["Auth"]);
    expect(tagOf("/api/sprints", "get")).toEqual(["Sprints"]);
    expect(tagOf("/api/projects", "post")).toEqual(["Projects"]);
    expect(tagOf("/api/tasks/{id}", "get")).toEqual(["Tasks"]);
    expect(tagOf("/api/projects/{id}/webhooks", "get")).toEqual(["Webhooks"]);
  });

  it("is an HTML page whose scripts and styles are served by the app itself", async () => {
    const page = await t.app.inject(API_DOCS_PATH);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(assets.some((a) => a.endsWith("swagger-ui-bundle.js"))).toBe(true);
    expect(assets.filter((a) => /^(https?:)?\/\//.test(a))).toEqual([]);
    for (const asset of assets) {
      const res = await t.app.inject(new URL(asset, `http://localhost${API_DOCS_PATH}`).pathname);
      expect([asset, res.statusCode]).toEqual([asset, 200]);
    }
  });
});
