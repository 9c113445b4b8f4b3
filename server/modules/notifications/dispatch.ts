import { inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Locale } from "../../../contract/locales.ts";
import { users } from "../../db/schema.ts";
import { localeOf, serverT } from "../../i18n/index.ts";
import type { AppContext } from "../../platform/context.ts";
import {
  slackPostPreferencesOf,
  slackSwitchOfType,
} from "../notification-settings/slack-post-preferences.service.ts";
import { activeSlackTargets, postToSlack } from "../slack/slack.service.ts";
import { loadNotificationsForDelivery, unreadNotificationCounts } from "./notifications.service.ts";
import { claimPendingBatch, NOTIFICATIONS_CHANNEL } from "./notify.ts";

type Delivered = Awaited<ReturnType<typeof loadNotificationsForDelivery>>[number];

/** The delivery side of notifications in one app process: `close` to stop. */
export type NotificationDispatch = { close: () => Promise<void> };

/** Escapes text for Slack's mrkdwn (`&`, `<` and `>` are control characters there). */
function slackEscape(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** The chat-workspace message for a notification, in its recipient's language (the stored text already is). */
export function slackText(
  appUrl: string,
  n: Pick<Delivered, "title" | "message">,
  locale: Locale = "en",
): string {
  const open = slackEscape(serverT(locale, "chat.openInApp"));
  return `*${slackEscape(n.title)}*\n${slackEscape(n.message)}\n<${appUrl}/notifications|${open}>`;
}

/**
 * Delivers committed notifications created by this process (see notify.ts): a `notification`
 * event to the recipient's sockets in every process, and a chat-workspace post when the
 * recipient's integration is active and the /settings switch for the type is on. Fire and
 * forget: failures are logged, never surfaced to the request that caused them.
 */
export function startNotificationDispatch(ctx: AppContext, log: FastifyBaseLogger): NotificationDispatch {
  const inFlight = new Set<Promise<void>>();
  // Deliveries run one after another, so a later event's unread count never arrives first.
  let last: Promise<void> = Promise.resolve();
  let closed = false;

  async function deliver(ids: number[]): Promise<void> {
    const items = await loadNotificationsForDelivery(ctx.db, ids);
    // Each event carries its recipient's unread count as of now, so an open screen sets the bell
    // from it instead of reading the count again (one read per event in a burst, otherwise).
    const unread = await unreadNotificationCounts(ctx.db, [...new Set(items.map((n) => n.userId))]);
    for (const n of items) {
      const { userId, actionUserId, ...notification } = n;
      ctx.realtime.publish({
        type: "notification",
        projectId: null,
        actorId: actionUserId,
        originClientId: null,
        userId,
        unreadCount: unread.get(userId) ?? 0,
        notification,
      });
    }
    await postToChat(items);
  }

  async function postToChat(items: Delivered[]): Promise<void> {
    const postable = items.filter((n) => slackSwitchOfType(n.type) !== null);
    const userIds = [...new Set(postable.map((n) => n.userId))];
    if (userIds.length === 0) return;
    const targets = await activeSlackTargets(ctx, userIds);
    if (targets.size === 0) return;
    const [preferences, languages] = await Promise.all([
      slackPostPreferencesOf(ctx.db, [...targets.keys()]),
      ctx.db
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(inArray(users.id, [...targets.keys()])),
    ]);
    const localeFor = new Map(languages.map((u) => [u.id, localeOf(u.language)]));
    for (const n of postable) {
      const target = targets.get(n.userId);
      const key = slackSwitchOfType(n.type);
      if (!target || !key || !preferences.get(n.userId)?.[key]) continue;
      try {
        await postToSlack(ctx, target, slackText(ctx.config.appUrl, n, localeFor.get(n.userId)));
      } catch (err) {
        log.warn({ err, notificationId: n.id, userId: n.userId }, "posting a notification to Slack failed");
      }
    }
  }

  const onToken = (token: string) => {
    if (closed) return;
    const ids = claimPendingBatch(token);
    if (!ids || ids.length === 0) return;
    // The callback may run inside the committing call; start the work once it has returned.
    const work = Promise.all([last, new Promise<void>((resolve) => setImmediate(resolve))])
      .then(() => deliver(ids))
      .catch((err) => log.error({ err }, "delivering notifications failed"))
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
    last = work;
  };
  // NOTIFY inside the creating transaction arrives after its commit: the after-commit hook.
  ctx.listener.on(NOTIFICATIONS_CHANNEL, onToken);

  return {
    async close() {
      closed = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}
