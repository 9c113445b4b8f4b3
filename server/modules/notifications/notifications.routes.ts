import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  MarkAllReadResultSchema,
  NotificationIdParams,
  NotificationListQuery,
  NotificationPreferencesSchema,
  NotificationSchema,
  UnreadCountSchema,
  UpdateNotificationPreferencesBody,
} from "../../../contract/notifications.ts";
import { readerLocale } from "../../i18n/index.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import {
  getSlackPostPreferences,
  updateSlackPostPreferences,
} from "../notification-settings/slack-post-preferences.service.ts";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from "./notifications.service.ts";

/**
 * The user's notification feed, read marks and the /settings switches. The after-commit
 * delivery of new notifications (dispatch.ts) is started by app.ts with the other background work.
 */
export function notificationsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // The feed is worded in the reader's language now (issue 32).
  const localeFor = (request: FastifyRequest) => readerLocale(currentUser(request).language, request);
  const preferences = { 200: NotificationPreferencesSchema };

  const feed = { querystring: NotificationListQuery, response: { 200: z.array(NotificationSchema) } };
  app.get("/api/user/notifications", { schema: feed }, async (request) =>
    listNotifications(ctx.db, currentUser(request).id, request.query, localeFor(request)),
  );
  const unread = { response: { 200: UnreadCountSchema } };
  app.get("/api/user/notifications/unread-count", { schema: unread }, async (request) =>
    unreadNotificationCount(ctx.db, currentUser(request).id),
  );

  const allRead = { response: { 200: MarkAllReadResultSchema } };
  app.patch("/api/notifications/mark-all-read", { schema: allRead }, async (request) =>
    markAllNotificationsRead(ctx.db, currentUser(request).id),
  );

  const read = { params: NotificationIdParams, response: { 200: NotificationSchema } };
  app.patch("/api/notifications/:id/read", { schema: read }, async (request) =>
    markNotificationRead(ctx.db, currentUser(request).id, request.params.id, localeFor(request)),
  );

  app.get("/api/user/notification-preferences", { schema: { response: preferences } }, async (request) =>
    getSlackPostPreferences(ctx.db, currentUser(request).id),
  );

  app.patch(
    "/api/user/notification-preferences",
    { schema: { body: UpdateNotificationPreferencesBody, response: preferences } },
    async (request) => updateSlackPostPreferences(ctx.db, currentUser(request).id, request.body),
  );
}
