import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ChangePasswordBody,
  ChangePasswordResultSchema,
  MAX_AVATAR_BYTES,
  NotificationSettingsSchema,
  OpenTaskSchema,
  OpenTasksQuery,
  UpdateNotificationSettingsBody,
  UpdateProfileBody,
} from "../../../contract/profile.ts";
import { CurrentUserSchema, UpdateThemeBody } from "../../../contract/users.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { tooManyRequests } from "../../platform/errors.ts";
import {
  getNotificationSettings,
  updateNotificationSettings,
} from "../notification-settings/comment-settings.service.ts";
import { readAvatarUpload, setAvatar } from "./avatar.service.ts";
import { listOpenTasks, openTasksPage } from "./open-tasks.service.ts";
import { changePassword, updateProfile } from "./profile.service.ts";
import { updateTheme } from "./theme.service.ts";

/** Password changes per account per 15 minutes: a stolen session cannot guess the current password at speed. */
const PASSWORD_LIMIT = {
  max: 20,
  timeWindow: "15 minutes",
  keyGenerator: (request: FastifyRequest) => `password:${request.user?.id ?? request.ip}`,
  errorResponseBuilder: () =>
    tooManyRequests("Too many attempts. Please try again in 15 minutes.", "TOO_MANY_ATTEMPTS"),
};

/** The avatar upload's request, which is multipart and so has no JSON body schema. */
const AVATAR_UPLOAD =
  "A `multipart/form-data` request with one image file part (at most 5 MB). Answers the signed-in user " +
  "with the new `profileImageUrl`.";

/** The profile page: details, password, avatar, comment-notification switches and open tasks. */
export function profileRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const user = { 200: CurrentUserSchema };
  const settings = { 200: NotificationSettingsSchema };

  app.patch("/api/user/profile", { schema: { body: UpdateProfileBody, response: user } }, async (request) =>
    updateProfile(ctx.db, currentUser(request), request.body),
  );

  app.patch(
    "/api/user/theme",
    { schema: { body: UpdateThemeBody, response: { 200: CurrentUserSchema } } },
    async (request) => updateTheme(ctx.db, currentUser(request), request.body),
  );

  app.patch(
    "/api/user/password",
    // Changing the password needs the signed-in session, never an API token (product rules §27).
    {
      config: { rateLimit: PASSWORD_LIMIT, apiTokens: false },
      schema: { body: ChangePasswordBody, response: { 200: ChangePasswordResultSchema } },
    },
    async (request) => changePassword(ctx.db, currentUser(request).id, request.sessionId, request.body),
  );

  // Multipart is parsed for this route alone: every other route keeps answering it with 415.
  void app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES, files: 1 } });
    uploads.post(
      "/api/user/avatar",
      { schema: { description: AVATAR_UPLOAD, response: user } },
      async (request) => {
        const user = currentUser(request);
        return setAvatar(ctx.db, user, await readAvatarUpload(request));
      },
    );
  });

  app.get("/api/user/notification-settings", { schema: { response: settings } }, async (request) =>
    getNotificationSettings(ctx.db, currentUser(request).id),
  );

  app.patch(
    "/api/user/notification-settings",
    { schema: { body: UpdateNotificationSettingsBody, response: settings } },
    async (request) => updateNotificationSettings(ctx.db, currentUser(request).id, request.body),
  );

  // With ?limit= (the profile card) the header counts every open task; without it, the documented list.
  const openTasks = { querystring: OpenTasksQuery, response: { 200: z.array(OpenTaskSchema) } };
  app.get("/api/user/tasks", { schema: openTasks }, async (request, reply) => {
    const userId = currentUser(request).id;
    if (request.query.limit === undefined) return listOpenTasks(ctx.db, userId);
    const page = await openTasksPage(ctx.db, userId, request.query.limit);
    reply.header("x-total-count", String(page.total));
    return page.tasks;
  });
}
