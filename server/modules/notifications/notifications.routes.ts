import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  NotificationIdParams,
  NotificationListQuery,
  UpdateNotificationPreferencesBody,
} from "../../../contract/notifications.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { startNotificationDispatch } from "./dispatch.ts";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from "./notifications.service.ts";
import { getNotificationPreferences, updateNotificationPreferences } from "./preferences.service.ts";

/**
 * The user's notification feed, read marks and the five /settings switches; also starts the
 * after-commit delivery of new notifications (sockets and chat workspace) for this process.
 */
export function notificationsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const dispatch = startNotificationDispatch(ctx, app.log);
  app.addHook("onReady", async () => dispatch.ready);
  app.addHook("onClose", async () => dispatch.close());

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
