import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_LIMIT_MESSAGE,
  ChatChannelListSchema,
  ChatChannelSchema,
  ChatMemberSchema,
  ChatMessagePageSchema,
  ChatMessageSchema,
  ChatMessagesQuery,
  ChatSearchHitSchema,
  ChatSearchQuery,
  CreateChatMessageBody,
  MarkChatReadBody,
  OpenDirectBody,
  UpdateChatMessageBody,
} from "../../../contract/chat.ts";
import { FILE_TOO_LARGE_MESSAGE } from "../../../contract/comments.ts";
import { IdParamsSchema, NoContentSchema } from "../../../contract/common.ts";
import { PublicUserSchema } from "../../../contract/users.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { tooManyRequests } from "../../platform/errors.ts";
import { eventOrigin } from "../../platform/realtime.ts";
import {
  getChannel,
  listChannels,
  listMembers,
  listMessages,
  listPeople,
  markRead,
  openDirect,
  searchMessages,
  unreadTotal,
} from "./chat.service.ts";
import { deleteMessage, editMessage, postMessage } from "./chat-messages.service.ts";
import { registerChatTyping } from "./chat-typing.ts";

/** A message may carry a 10 MB file as a base64 data URL (about 13.4 MB): room for it and the text. */
const MESSAGE_BODY_LIMIT = 15 * 1024 * 1024;

/** A body over the limit is a file over 10 MB: say so in the documented words. */
function bodyTooLargeHandler(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE")
    return reply.code(413).send({ message: FILE_TOO_LARGE_MESSAGE, code: "ATTACHMENT_TOO_LARGE" });
  throw err;
}

/**
 * Messages one person may post in one channel per window (product rules §23 'Floods'). Counted
 * after validation and sign-in (a rejected body costs nothing), keyed by person and channel.
 */
const MESSAGE_RATE_LIMIT = {
  max: CHAT_RATE_LIMIT.max,
  timeWindow: CHAT_RATE_LIMIT.windowSeconds * 1000,
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) =>
    `chat:${request.user?.id ?? request.ip}:${(request.params as { id: number }).id}`,
  errorResponseBuilder: () => tooManyRequests(CHAT_RATE_LIMIT_MESSAGE, "CHAT_RATE_LIMITED"),
};

/**
 * Team chat (product rules §23): channels with unread counts, direct channels, people to write to,
 * message pages, posting (one file), the author's edit and delete, read marks, members and search.
 * Registers the `chat_typing` socket message too.
 */
export function chatRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const params = { params: IdParamsSchema };
  registerChatTyping(ctx.db, ctx.realtime);

  app.get("/api/chat/channels", { schema: { response: { 200: ChatChannelListSchema } } }, async (request) =>
    listChannels(ctx.db, currentUser(request).id),
  );

  app.get(
    "/api/chat/unread-count",
    { schema: { response: { 200: z.object({ count: z.number().int() }) } } },
    async (request) => unreadTotal(ctx.db, currentUser(request).id),
  );

  app.get(
    "/api/chat/channels/:id",
    { schema: { ...params, response: { 200: ChatChannelSchema } } },
    async (request) => getChannel(ctx.db, currentUser(request).id, request.params.id),
  );

  app.get("/api/chat/people", { schema: { response: { 200: z.array(PublicUserSchema) } } }, async (request) =>
    listPeople(ctx.db, currentUser(request).id),
  );

  app.post(
    "/api/chat/direct",
    { schema: { body: OpenDirectBody, response: { 200: ChatChannelSchema } } },
    async (request) => openDirect(ctx.db, currentUser(request).id, request.body.userId),
  );

  app.get(
    "/api/chat/channels/:id/members",
    { schema: { ...params, response: { 200: z.array(ChatMemberSchema) } } },
    async (request) => listMembers(ctx, currentUser(request).id, request.params.id),
  );

  app.get(
    "/api/chat/channels/:id/messages",
    { schema: { ...params, querystring: ChatMessagesQuery, response: { 200: ChatMessagePageSchema } } },
    async (request) => listMessages(ctx.db, currentUser(request).id, request.params.id, request.query),
  );

  app.post(
    "/api/chat/channels/:id/messages",
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      errorHandler: bodyTooLargeHandler,
      config: { rateLimit: MESSAGE_RATE_LIMIT },
      schema: { ...params, body: CreateChatMessageBody, response: { 201: ChatMessageSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const message = await postMessage(ctx, user, request.params.id, request.body, eventOrigin(request));
      return reply.code(201).send(message);
    },
  );

  app.post(
    "/api/chat/channels/:id/read",
    { schema: { ...params, body: MarkChatReadBody, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await markRead(ctx.db, currentUser(request).id, request.params.id, request.body.messageId);
      return reply.code(204).send();
    },
  );

  app.patch(
    "/api/chat/messages/:id",
    { schema: { ...params, body: UpdateChatMessageBody, response: { 200: ChatMessageSchema } } },
    async (request) =>
      editMessage(ctx, currentUser(request).id, request.params.id, request.body, eventOrigin(request)),
  );

  app.delete(
    "/api/chat/messages/:id",
    { schema: { ...params, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await deleteMessage(ctx, currentUser(request).id, request.params.id, eventOrigin(request));
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/chat/search",
    { schema: { querystring: ChatSearchQuery, response: { 200: z.array(ChatSearchHitSchema) } } },
    async (request) => searchMessages(ctx.db, currentUser(request).id, request.query),
  );
}
