import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  NotificationIdParams,
  NotificationListQuery,
  UpdateNotificationPreferencesBody,
} from "../../../contract/notifications.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from "./notifications.service.ts";
import { getNotificationPreferences, updateNotificationPreferences } from "./preferences.service.ts";

/**
 * The user's notification feed, read marks and the /settings switches. The after-commit
 * delivery of new notifications (dispatch.ts) is started by app.ts with the other background work.
 */
export function notificationsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get("/api/user/notifications", { schema: { querystring: NotificationListQuery } }, async (request) =>
    listNotifications(ctx.db, currentUser(request).id, request.query),
  );
  app.get("/api/user/notifications/unread-count", async (request) =>
    unreadNotificationCount(ctx.db, currentUser(request).id),
  );

  app.patch("/api/notifications/mark-all-read", async (request) =>
    markAllNotificationsRead(ctx.db, currentUser(request).id),
  );

  app.patch("/api/notifications/:id/read", { schema: { params: NotificationIdParams } }, async (request) =>
    markNotificationRead(ctx.db, currentUser(request).id, request.params.id),
  );

  app.get("/api/user/notification-preferences", async (request) =>
    getNotificationPreferences(ctx.db, currentUser(request).id),
  );

  app.patch(
    "/api/user/notification-preferences",
    { schema: { body: UpdateNotificationPreferencesBody } },
    async (request) => updateNotificationPreferences(ctx.db, currentUser(request).id, request.body),
  );
}
