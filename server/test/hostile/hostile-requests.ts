import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { FAKE_WORKSPACE } from "../fake-slack.ts";
import {
  badDates,
  badIds,
  badPathIds,
  extraKeys,
  hostileValue,
  rawBodies,
  rawQueryFragments,
} from "./hostile-values.ts";
import type { JsonSchema, RecordedRoute } from "./route-recorder.ts";
import { PASSWORD, type RefKind, type World } from "./world.ts";

/** A seeded id, resolved when the request is sent (the seeded rows can be re-created between runs). */
export class Ref {
  constructor(readonly kind: RefKind) {}
}

/** A generated request before its ids are resolved. */
export type HostileRequest = {
  method: string;
  path: { name: string; value: Ref | string }[];
  query: { key: string; value: unknown }[];
  rawQuery: string[];
  body: { json: unknown } | { contentType: string; text: string } | undefined;
};

/** A query value sent as it is, not percent-encoded (`from=+275760-09-13` keeps its plus). */
export class Raw {
  constructor(readonly text: string) {}
}

const DELETE = Symbol("delete");

/** Body and query keys that name a seeded row. */
const REF_KEYS: Record<string, RefKind[]> = {
  assignedTo: ["self", "other"],
  ownerId: ["self", "other"],
  userId: ["self", "other"],
  id: ["self"],
  sprintId: ["sprint"],
  teamId: ["team"],
  departmentId: ["team"],
  parentId: ["comment"],
  boardId: ["board"],
  projectId: ["project"],
};

/** The seeded row a path parameter names, by the resource in the route. */
export function paramKind(url: string, name: string): RefKind {
  if (name === "boardId") return "board";
  if (name === "memberId") return "teamMember";
  const resource = url.split("/")[2] ?? "";
  const kinds: Record<string, RefKind> = {
    projects: "project",
    tasks: "task",
    comments: "comment",
    sprints: "sprint",
    teams: "team",
    "custom-statuses": "status",
    "personal-team-members": "personalMember",
    notifications: "notification",
    files: "file",
    admin: "other",
  };
  return kinds[resource] ?? "self";
}

function validString(s: JsonSchema, key: string): fc.Arbitrary<unknown> {
  if (isDateKey(key, s)) return fc.constantFrom("2025-06-15", "2025-06-15T10:00:00.000Z", "2026-01-31");
  if (/email/i.test(key)) return fc.nat().map((n) => `hostile${n}@example.test`);
  if (key === "currentPassword") return fc.constant(PASSWORD);
  if (/password/i.test(key)) return fc.constant("another long password");
  if (key === "accessToken") return fc.constant(FAKE_WORKSPACE.token);
  if (key === "channelId") return fc.constant("C0GENERAL");
  if (key === "tz") return fc.constantFrom("Europe/Paris", "UTC", "America/New_York");
  if (key === "status") return fc.constantFrom("todo", "in_progress", "done");
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 30, 30));
  return fc.string({ unit: "grapheme-ascii", minLength, maxLength });
}

function validInt(s: JsonSchema, key: string): fc.Arbitrary<unknown> {
  const kinds = REF_KEYS[key];
  if (kinds) return fc.constantFrom(...kinds).map((k) => new Ref(k));
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
  return fc.integer({ min, max: Math.min(s.maximum ?? min + 100, min + 100) });
}

/** A value the schema accepts (mostly), with seeded ids where a key names a row. */
export function validish(s: JsonSchema | undefined, key: string): fc.Arbitrary<unknown> {
  if (!s || Object.keys(s).length === 0) return fc.constant(DELETE);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((x) => validish(x, key)));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validish({ ...s, type }, key)));
  switch (types[0]) {
    case "string":
      return validString(s, key);
    case "integer":
      return validInt(s, key);
    case "number":
      return fc.double({ min: 0, max: 1000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(validish(s.items, key), { maxLength: Math.min(s.maxItems ?? 3, 3) });
    case "object":
      return validObject(s);
    default:
      return fc.constant(DELETE);
  }
}

/** An object with every required property and some optional ones, each valid-ish. */
function validObject(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const fields = props.map(([key, sub]) =>
    required.has(key) ? validish(sub, key) : fc.oneof(fc.constant(DELETE), validish(sub, key)),
  );
  return fc.tuple(...fields).map((values) => {
    const entries = props.map(([key], i) => [key, values[i]] as const);
    return Object.fromEntries(entries.filter(([, v]) => v !== DELETE));
  });
}

const isDateKey = (key: string, s?: JsonSchema) =>
  /date|^from$|^to$/i.test(key) || s?.format === "date" || s?.format === "date-time";

/** A hostile value aimed at the field: bad dates for a date, bad ids for an id, anything else otherwise. */
function hostileFor(s: JsonSchema | undefined, key: string): fc.Arbitrary<unknown> {
  if (isDateKey(key, s)) return fc.oneof({ weight: 4, arbitrary: badDates }, hostileValue);
  const isId = REF_KEYS[key] || s?.type === "integer" || s?.anyOf?.some((x) => x.type === "integer");
  if (isId) return fc.oneof({ weight: 3, arbitrary: badIds }, hostileValue);
  return hostileValue;
}

type Edit = { key: string; value: unknown };

/** A valid-ish object with up to three edits: a field replaced by a hostile value, removed, or added. */
function hostileObject(s: JsonSchema): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  const key =
    keys.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...keys) }, extraKeys) : extraKeys;
  const edit = key.chain((k) =>
    fc
      .oneof(
        { weight: 4, arbitrary: hostileFor(Object.hasOwn(props, k) ? props[k] : undefined, k) },
        fc.constant(DELETE),
      )
      .map((value) => ({ key: k, value })),
  );
  const edits = fc.array(edit, { maxLength: 3 });
  return fc.tuple(validObject(s), edits).map(([base, list]) => applyEdits(base, list));
}

function applyEdits(base: Record<string, unknown>, list: Edit[]): Record<string, unknown> {
  let entries = Object.entries(base);
  for (const { key, value } of list) {
    entries = entries.filter(([k]) => k !== key);
    if (value !== DELETE) entries.push([key, value]);
  }
  // fromEntries defines keys as own properties, so `__proto__` reaches the wire as a key.
  return Object.fromEntries(entries);
}

const bodyArb = (route: RecordedRoute): fc.Arbitrary<HostileRequest["body"]> => {
  if (route.method === "GET") return fc.constant(undefined);
  const schema = route.body ?? { type: "object", properties: {} };
  const json = hostileObject(schema).map((j) => ({ json: j }) as HostileRequest["body"]);
  const whole = hostileValue.map((j) => ({ json: j }) as HostileRequest["body"]);
  const none = fc.constant(undefined);
  return fc.oneof(
    { weight: route.body ? 8 : 2, arbitrary: json },
    { weight: 1, arbitrary: whole },
    { weight: 1, arbitrary: rawBodies },
    { weight: route.body ? 0 : 3, arbitrary: none },
  );
};

const queryValue = (s: JsonSchema, key: string) =>
  fc.oneof(
    { weight: 2, arbitrary: validish(s, key) },
    { weight: 3, arbitrary: hostileFor(s, key) },
    { weight: isDateKey(key, s) ? 2 : 0, arbitrary: badDates.map((d) => new Raw(d)) },
    { weight: 1, arbitrary: fc.array(hostileFor(s, key), { minLength: 2, maxLength: 3 }) },
  );

const queryArb = (route: RecordedRoute) => {
  const props = Object.entries(route.query?.properties ?? {});
  const known = props.map(([key, s]) =>
    fc.option(
      queryValue(s, key).map((value) => ({ key, value })),
      { nil: undefined, freq: 3 },
    ),
  );
  const extra = fc.array(fc.record({ key: extraKeys, value: hostileValue }), {
    maxLength: route.query ? 2 : 1,
  });
  return fc.tuple(fc.tuple(...known), extra).map(([k, e]) => [...k.filter((x) => x !== undefined), ...e]);
};

/** Every request shape for one route: path ids (seeded or bad), a hostile query and a hostile body. */
export function hostileRequest(route: RecordedRoute): fc.Arbitrary<HostileRequest> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const path = fc.tuple(
    ...names.map((name) =>
      fc
        .oneof(
          { weight: 3, arbitrary: fc.constant(new Ref(paramKind(route.url, name))) },
          { weight: 2, arbitrary: badPathIds },
        )
        .map((value) => ({ name, value })),
    ),
  );
  return fc.record({
    method: fc.constant(route.method),
    path,
    query: queryArb(route),
    rawQuery: fc.array(rawQueryFragments, { maxLength: 1 }),
    body: bodyArb(route),
  });
}

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD instead of throwing). */
function encode(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function resolveRefs(value: unknown, world: World): unknown {
  if (value instanceof Ref) return world.ids[value.kind];
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, world));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, world)]));
  return value;
}

const asText = (v: unknown) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""));

/** The request as `app.inject` takes it, as the acting user of the world. */
export function toInject(req: HostileRequest, url: string, world: World): InjectOptions {
  let path = url;
  for (const { name, value } of req.path) {
    path = path.replace(`:${name}`, value instanceof Ref ? String(world.ids[value.kind]) : value);
  }
  const pairs: string[] = [];
  for (const { key, value } of req.query) {
    if (value instanceof Raw) {
      pairs.push(`${encode(key)}=${value.text}`);
      continue;
    }
    const resolved = resolveRefs(value, world);
    const list = Array.isArray(resolved) ? resolved : [resolved];
    for (const v of list) pairs.push(`${encode(key)}=${encode(asText(v))}`);
  }
  const query = [...pairs, ...req.rawQuery].join("&");
  const headers: Record<string, string> = { cookie: world.user.cookie };
  let payload: string | undefined;
  if (req.body && "json" in req.body) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(resolveRefs(req.body.json, world)) ?? "";
  } else if (req.body) {
    headers["content-type"] = req.body.contentType;
    payload = req.body.text;
  }
  const method = req.method as InjectOptions["method"];
  return { method, url: query ? `${path}?${query}` : path, headers, payload };
}

/** A short, pasteable account of a request (long strings cut, their length kept). */
export function describeRequest(options: InjectOptions): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  const headers = options.headers as Record<string, string>;
  const type = headers["content-type"] ? ` [${headers["content-type"]}]` : "";
  const body = options.payload === undefined ? "" : ` ${cut(JSON.stringify(String(options.payload)))}`;
  return `${options.method} ${cut(String(options.url))}${type}${body}`;
}
