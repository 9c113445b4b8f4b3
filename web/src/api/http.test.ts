import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, getJsonIfChanged, HttpError } from "./http";

/** Stubs fetch with answers given in order; returns the requests' headers as sent. */
function stubFetch(...answers: Response[]) {
  const sent: Record<string, string>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push({ ...(init.headers as Record<string, string>) });
      const next = answers.shift();
      if (!next) throw new Error("no answer stubbed");
      return next;
    }),
  );
  return sent;
}

const json = (body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json", ...(etag ? { etag } : {}) },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("getJsonIfChanged", () => {
  it("sends no If-None-Match the first time, then the last ETag; a 304 gives the previous answer back", async () => {
    const sent = stubFetch(json([{ id: 1 }], 'W/"b1-v1"'), new Response(null, { status: 304 }));
    const first = await getJsonIfChanged<{ id: number }[]>("/api/boards/1/tasks");
    expect(first).toEqual({ etag: 'W/"b1-v1"', data: [{ id: 1 }] });
    expect(sent[0]).not.toHaveProperty("If-None-Match");
    const second = await getJsonIfChanged("/api/boards/1/tasks", first);
    expect(sent[1]).toEqual({ "If-None-Match": 'W/"b1-v1"' });
    expect(second).toBe(first);
  });

  it("takes a changed list and its new ETag on 200", async () => {
    stubFetch(json([{ id: 2 }], 'W/"b1-v2"'));
    const next = await getJsonIfChanged("/api/boards/1/tasks", { etag: 'W/"b1-v1"', data: [{ id: 1 }] });
    expect(next).toEqual({ etag: 'W/"b1-v2"', data: [{ id: 2 }] });
  });

  it("still throws the HttpError of a failed request", async () => {
    stubFetch(new Response('{"message":"Board not found"}', { status: 404 }));
    await expect(getJsonIfChanged("/api/boards/1/tasks", { etag: 'W/"b1-v1"', data: [] })).rejects.toThrow(
      HttpError,
    );
  });
});

describe("apiRequest", () => {
  it("treats a 304 as an error when it did not ask for one", async () => {
    stubFetch(new Response(null, { status: 304 }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow(HttpError);
  });
});

describe("HttpError", () => {
  it("reads the JSON error body once: the server's message and its field errors", () => {
    const error = new HttpError(
      400,
      "Bad Request",
      JSON.stringify({
        message: "Title is required",
        errors: [{ path: "title", message: "Title is required" }],
      }),
    );
    expect(error.message).toBe(`400: ${error.bodyText}`);
    expect(error.serverMessage).toBe("Title is required");
    expect(error.errors).toEqual([{ path: "title", message: "Title is required" }]);
  });

  it("has no server message for a body that is not the API's JSON, and keeps the status line", () => {
    const html = new HttpError(502, "Bad Gateway", "<html>proxy down</html>");
    expect(html.serverMessage).toBeUndefined();
    expect(html.errors).toEqual([]);
    const empty = new HttpError(404, "Not Found", "");
    expect(empty.message).toBe("404: Not Found");
    expect(new HttpError(400, "", JSON.stringify({ message: "  " })).serverMessage).toBeUndefined();
  });
});

describe("apiRequest headers", () => {
  it("adds the caller's headers, and this tab's id on a write only", async () => {
    const sent = stubFetch(json({}), json({}));
    await apiRequest("GET", "/api/x", undefined, { headers: { "X-Test": "1" } });
    await apiRequest("POST", "/api/x", { a: 1 }, { headers: { "X-Test": "2" } });
    expect(sent[0]).toEqual({ "X-Test": "1" });
    expect(sent[1]).toMatchObject({ "X-Test": "2", "Content-Type": "application/json" });
    expect(sent[1]?.["x-client-id"]).toMatch(/.+/);
  });
});
