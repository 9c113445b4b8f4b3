import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CommentIdParams,
  CommentSchema,
  CreateCommentBody,
  FILE_TOO_LARGE_MESSAGE,
  TaskCommentsParams,
  UpdateCommentBody,
} from "../../../contract/comments.ts";
import { NoContentSchema } from "../../../contract/common.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { eventOrigin } from "../../platform/realtime.ts";
import { createComment, deleteComment, listComments, updateComment } from "./comments.service.ts";

/** A comment may carry a 10 MB file as a base64 data URL (about 13.4 MB): room for it and the text. */
const COMMENT_BODY_LIMIT = 15 * 1024 * 1024;

/** A body over the limit is an attachment over 10 MB: say so in the documented words; the rest goes on. */
function bodyTooLargeHandler(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE")
    return reply.code(413).send({ message: FILE_TOO_LARGE_MESSAGE, code: "ATTACHMENT_TOO_LARGE" });
  throw err;
}

/** Task comments: list and post (with one attachment) on a task; edit and delete one's own. */
export function commentsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  const onTask = { params: TaskCommentsParams };
  const comment = { params: CommentIdParams };

  app.get(
    "/api/tasks/:id/comments",
    { schema: { ...onTask, response: { 200: z.array(CommentSchema) } } },
    async (request) => listComments(ctx, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/tasks/:id/comments",
    {
      bodyLimit: COMMENT_BODY_LIMIT,
      errorHandler: bodyTooLargeHandler,
      schema: { ...onTask, body: CreateCommentBody, response: { 201: CommentSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const comment = await createComment(ctx, user, request.params.id, request.body, eventOrigin(request));
      return reply.code(201).send(comment);
    },
  );

  app.route({
    method: ["PUT", "PATCH"],
    url: "/api/comments/:id",
    schema: { ...comment, body: UpdateCommentBody, response: { 200: CommentSchema } },
    handler: async (request) =>
      updateComment(ctx, currentUser(request).id, request.params.id, request.body, eventOrigin(request)),
  });

  app.delete(
    "/api/comments/:id",
    { schema: { ...comment, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await deleteComment(ctx, currentUser(request).id, request.params.id, eventOrigin(request));
      return reply.code(204).send();
    },
  );
}
