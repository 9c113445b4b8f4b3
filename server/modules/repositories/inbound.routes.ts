import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  InboundParams,
  InboundResultSchema,
  MAX_INBOUND_BODY_BYTES,
} from "../../../contract/repositories.ts";
import { readerLocale } from "../../i18n/index.ts";
import type { AppContext } from "../../platform/context.ts";
import { wordDelivery } from "./delivery-words.ts";
import { receiveDelivery } from "./inbound.service.ts";

/**
 * The inbound webhook of a repository connection (product rules §34): no session, no origin check;
 * the provider's signature is the only credential, so the body is kept as the bytes that were signed.
 * This module's context reads every content type as raw bytes (the JSON is parsed after the check).
 */
export function inboundRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: MAX_INBOUND_BODY_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/api/integrations/:provider/:connectionId",
    {
      config: { access: "public", crossOrigin: true },
      bodyLimit: MAX_INBOUND_BODY_BYTES,
      schema: {
        description:
          "Where GitHub, GitLab or Gitea/Forgejo sends a connection's webhooks (product rules §34). No " +
          "session: the body (JSON, at most 1 MB) must be signed the provider's way (`X-Hub-Signature-256`, " +
          "`X-Gitlab-Token`, `X-Gitea-Signature`), else 401. 200 processed or duplicate (a delivery id seen " +
          "before), 202 ignored (an event not used, another repository).",
        params: InboundParams,
        response: { 200: InboundResultSchema, 202: InboundResultSchema },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { code, status, notes } = await receiveDelivery(
        ctx,
        request.params.provider,
        request.params.connectionId,
        request.headers,
        body,
      );
      // The provider's delivery log shows the answer: in the language its request asks for, else English.
      return reply.code(code).send({ status, summary: wordDelivery(readerLocale(null, request), notes, "") });
    },
  );
}
