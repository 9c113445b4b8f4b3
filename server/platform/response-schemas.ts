import type { FastifySerializerCompiler } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

/*
 * Response schemas (issue 10): a route's `schema.response` is a contract schema, and what the route
 * sends is checked against it and written from the parse. A zod object drops keys it does not
 * declare, so a schema that forgot a key would silently change the API: with `strict` (the test
 * app), such a key fails the request instead, naming the key.
 */

/**
 * The paths (`[0].assignee.email`) of the object keys in `sent` that `kept` lacks: the keys a
 * schema's parse dropped. Keys whose value is undefined are not sent as JSON, so they do not count.
 */
export function undeclaredKeys(sent: unknown, kept: unknown, path = ""): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(kept)) return [];
    return sent.flatMap((item, i) => undeclaredKeys(item, kept[i], `${path}[${i}]`));
  }
  if (sent === null || typeof sent !== "object" || kept === null || typeof kept !== "object") return [];
  const keptObject = kept as Record<string, unknown>;
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    const at = path ? `${path}.${key}` : key;
    return key in keptObject ? undeclaredKeys(value, keptObject[key], at) : [at];
  });
}

/** Thrown in strict mode when a route sends a key its response schema does not declare. */
export class UndeclaredResponseKeysError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly keys: string[],
  ) {
    super(`${method} ${url} sent keys its response schema does not declare: ${keys.slice(0, 10).join(", ")}`);
  }
}

/**
 * The serializer compiler of the app: the response is parsed with the route's zod schema for its
 * status (a mismatch is a 500, as fastify-type-provider-zod's own compiler does) and the parse is
 * written as JSON. `strict` also refuses a response with keys the schema does not declare.
 */
export function responseSerializerCompiler(options: { strict: boolean }): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      if (options.strict) {
        const dropped = undeclaredKeys(data, result.data);
        if (dropped.length > 0) throw new UndeclaredResponseKeysError(method, url, dropped);
      }
      return JSON.stringify(result.data);
    };
}
