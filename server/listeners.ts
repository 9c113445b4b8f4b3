import { registerTaskHistory } from "./modules/activity/task-history.listeners.ts";
import { registerTaskNotices } from "./modules/notifications/task-notices.listeners.ts";
import { registerTaskRealtime } from "./modules/realtime/task-realtime.listeners.ts";
import { registerRollups } from "./modules/tasks/rollup.listeners.ts";
import { registerTaskWatchers } from "./modules/watchers/task-watch.listeners.ts";
import { registerTaskWebhooks } from "./modules/webhooks/task-webhooks.listeners.ts";
import type { EventBus } from "./platform/events.ts";

/**
 * Every module's listeners of the domain events (platform/events.ts), in the order they run for one
 * event: the history first, then the notices, the watchers (after the notices, which they do not
 * double), the webhook outbox; after the commit, realtime, then the roll-ups read back. A new
 * listener (an automation engine) is one more line here: no service changes.
 */
export function registerListeners(bus: EventBus): void {
  registerTaskHistory(bus);
  registerTaskNotices(bus);
  registerTaskWatchers(bus);
  registerTaskWebhooks(bus);
  registerTaskRealtime(bus);
  registerRollups(bus);
}
