import fc from "fast-check";

/** 100 KB of one letter, and 100 KB of emoji (25,000 four-byte characters). */
const HUGE = ["x".repeat(100_000), "😀".repeat(25_000)];

/** A JSON object that has its own `__proto__` key, as a parsed request body would. */
const ownProto = (json: string) => JSON.parse(json) as unknown;

/** Values of the wrong JSON type for almost any field. */
export const wrongTypes = fc.constantFrom<unknown>(
  0,
  -1,
  1.5,
  true,
  false,
  null,
  [],
  {},
  ["a", 1],
  { a: 1 },
  "",
  " ",
);

/** Strings that break naive text handling: emoji, right-to-left override, NUL, lone surrogates, BOM. */
export const unicodeStrings = fc.constantFrom(
  "😀🚀👩‍👩‍👧",
  "\u202Eevil\u202C",
  "שלום עולם مرحبا",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uD83D",
  "\uFEFF\u200B",
  "%00",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
);

/** Any UTF-16 code units, NUL and lone surrogates included. */
export const anyUtf16 = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 20,
});

/** Dates a calendar or PostgreSQL would refuse or misread. */
export const badDates = fc.constantFrom(
  "2024-02-30",
  "+275760-09-13",
  "-271821-04-19",
  "",
  "yesterday",
  "2024-13-01",
  "0000-01-01",
  "1899-12-31",
  "10000-01-01",
  "2024-02-30T10:00:00Z",
  "2024-01-01T25:00:00Z",
  "2024-1-1",
  "1e3",
);

/** Ids that are not positive 32-bit integers, or do not exist. */
export const badIds = fc.constantFrom<unknown>(
  0,
  -1,
  2 ** 31,
  2 ** 53,
  1.5,
  "1e3",
  "abc",
  "1",
  " 1",
  2 ** 31 - 1,
  -(2 ** 31),
  1e308,
);

/** Prototype-pollution attempts, as keys' values and as whole objects. */
export const protoValues = fc.constantFrom<unknown>(
  "__proto__",
  "constructor",
  "prototype",
  ownProto('{"__proto__": {"polluted": 1}}'),
  ownProto('{"constructor": {"prototype": {"polluted": 1}}}'),
  ownProto('{"prototype": {"polluted": 1}}'),
);

/** One hostile value for a field (huge strings less often, since each costs 100 KB). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: wrongTypes },
  { weight: 3, arbitrary: unicodeStrings },
  { weight: 2, arbitrary: anyUtf16 },
  { weight: 3, arbitrary: badDates },
  { weight: 3, arbitrary: badIds },
  { weight: 1, arbitrary: protoValues },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Keys an attacker adds to a body or a query: prototype keys, privileged fields, noise. */
export const extraKeys = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "isSuperAdmin",
    "isApproved",
    "ownerId",
    "id",
    "createdBy",
  ),
  fc.string({ maxLength: 12 }),
);

/** A whole raw body with its content type: broken JSON, non-objects, other media types. */
export const rawBodies = fc.oneof(
  fc.record({
    contentType: fc.constant("application/json"),
    text: fc.constantFrom(
      "{",
      '{"a":',
      "[]",
      '[{"name":"x"}]',
      '"a string"',
      "42",
      "null",
      "true",
      "",
      "   ",
      '{"__proto__": {"polluted": 1}}',
      '{"constructor": {"prototype": {"polluted": 1}}}',
      '{"name": "a", "name": 1}',
      "\u0000",
      '{"name": "\\ud800"}',
    ),
  }),
  fc.record({
    contentType: fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=utf-16",
      "application/xml",
    ),
    text: fc.constantFrom('{"name":"x"}', "name=x&__proto__[polluted]=1", "--x\r\n\r\n--x--", "<a/>"),
  }),
);

/** Path segments for an id parameter that no route should accept (raw URL text). */
export const badPathIds = fc.constantFrom(
  "0",
  "-1",
  "2147483648",
  "9007199254740992",
  "1.5",
  "1e3",
  "abc",
  "%00",
  "%F0%9F%98%80",
  "%20%31",
  "0x1F",
  "+1",
  "01",
  "1;select",
  "null",
  "9".repeat(120),
  "%zz",
  "..%2F..%2Fetc",
  "__proto__",
);

/** Query-string fragments appended raw, outside any known key. */
export const rawQueryFragments = fc.constantFrom(
  "%",
  "a=%zz",
  "%00=1",
  "__proto__[polluted]=1",
  "constructor[prototype][polluted]=1",
  "__proto__=1",
  "a[]=1&a[]=2",
  "=",
  "&&&",
);
