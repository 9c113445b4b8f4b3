import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  EmailPreferencesSchema,
  UnsubscribeQuery,
  UnsubscribeResultSchema,
  UpdateEmailPreferencesBody,
} from "../../../contract/email.ts";
import { readerLocale } from "../../i18n/index.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { conflict, HttpError } from "../../platform/errors.ts";
import { contentResponse } from "../../platform/openapi.ts";
import {
  getEmailPreferences,
  updateEmailPreferences,
} from "../notification-settings/email-preferences.service.ts";
import {
  inspectUnsubscribeToken,
  USED_UNSUBSCRIBE_MESSAGE,
  unsubscribe,
  unsubscribeLanguage,
} from "./unsubscribe.service.ts";
import { confirmPage, donePage, refusedPage } from "./unsubscribe-page.ts";

const UNSUBSCRIBE_POST =
  "RFC 8058 one-click unsubscribe: the link of an email's `List-Unsubscribe` header, posted with the body " +
  "`List-Unsubscribe=One-Click` (form-encoded or multipart; any body is accepted). No session and no " +
  "same-origin check: the signed token names the person and the kind, which is turned off. A token works " +
  "once: 400 for a forged one, 409 for a used one. A browser form (`source=page`) gets an HTML page.";

/** Email settings of the signed-in person, and the unsubscribe link of every email. */
export function emailRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const preferences = { 200: EmailPreferencesSchema };

  app.get("/api/user/email-preferences", { schema: { response: preferences } }, async (request) =>
    getEmailPreferences(ctx.db, currentUser(request).id),
  );

  app.put(
    "/api/user/email-preferences",
    { schema: { body: UpdateEmailPreferencesBody, response: preferences } },
    async (request) => updateEmailPreferences(ctx.db, currentUser(request).id, request.body),
  );

  // The one-click post comes form-encoded (or multipart) from mail providers: read here only, ignored.
  const formBody = (_req: unknown, body: string, done: (err: null, value: Record<string, string>) => void) =>
    done(null, Object.fromEntries(new URLSearchParams(body)));
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    formBody,
  );
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "string", bodyLimit: 4096 },
    (_req, _body, done) => done(null, {}),
  );

  // A browser (it asks for text/html) gets pages, errors included; other clients get JSON errors.
  const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/html");
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(body);
  // A page is in its person's language (the token names them), else the browser's (issue 32).
  const pageLocale = async (request: FastifyRequest) =>
    readerLocale(await unsubscribeLanguage(ctx, (request.query as { token?: string }).token ?? ""), request);

  app.get(
    "/api/email/unsubscribe",
    {
      config: { access: "public" },
      schema: {
        querystring: UnsubscribeQuery,
        response: {
          200: contentResponse(
            "A page with one button that unsubscribes (a GET changes nothing).",
            "text/html",
            z.string(),
          ),
        },
      },
    },
    async (request, reply) => {
      try {
        const claim = await inspectUnsubscribeToken(ctx, request.query.token);
        if (claim.used) throw conflict(USED_UNSUBSCRIBE_MESSAGE, "UNSUBSCRIBE_USED");
        return html(
          reply,
          200,
          confirmPage(await pageLocale(request), ctx.config.appUrl, request.query.token, claim.kind),
        );
      } catch (err) {
        if (err instanceof HttpError && wantsHtml(request)) {
          const page = refusedPage(await pageLocale(request), ctx.config.appUrl, err.code);
          return html(reply, err.statusCode, page);
        }
        throw err;
      }
    },
  );

  app.post(
    "/api/email/unsubscribe",
    {
      config: { access: "public", crossOrigin: true },
      bodyLimit: 4096,
      schema: {
        description: UNSUBSCRIBE_POST,
        querystring: UnsubscribeQuery,
        body: z.unknown().optional(),
        response: { 200: UnsubscribeResultSchema },
      },
    },
    async (request, reply) => {
      const fromPage =
        (request.body as { source?: unknown } | undefined)?.source === "page" && wantsHtml(request);
      if (!fromPage) return unsubscribe(ctx, request.query.token);
      try {
        const result = await unsubscribe(ctx, request.query.token);
        return html(reply, 200, donePage(await pageLocale(request), ctx.config.appUrl, result.kind));
      } catch (err) {
        if (err instanceof HttpError)
          return html(
            reply,
            err.statusCode,
            refusedPage(await pageLocale(request), ctx.config.appUrl, err.code),
          );
        throw err;
      }
    },
  );
}
