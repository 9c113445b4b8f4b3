import type { EventBus } from "../../platform/events.ts";
import { announceParents } from "./hierarchy.service.ts";

/*
 * A parent's roll-up (its children's counts and points, product rules §35) shows on its card: after
 * the commit, the parents whose roll-up a task event changed are read back once and published as
 * `task_updated`; a parent that is itself among the event's tasks was published already.
 */

export function registerRollups(bus: EventBus): void {
  bus.on("task.created", {
    phase: "after-commit",
    name: "rollups",
    run: ({ items, origin }, ctx) =>
      announceParents(
        ctx,
        ctx.db,
        items.map((i) => i.task.parentId),
        origin,
      ),
  });
  bus.on("task.changed", {
    phase: "after-commit",
    name: "rollups",
    run: ({ items, origin }, ctx) => {
      const own = new Set(items.map((i) => i.task.id));
      const parents = items
        .filter((i) => i.rollupChanged)
        .map((i) => i.task.parentId)
        .filter((id) => id !== null && !own.has(id));
      return announceParents(ctx, ctx.db, parents, origin);
    },
  });
  bus.on("task.deleted", {
    phase: "after-commit",
    name: "rollups",
    run: ({ gone, origin }, ctx) => {
      const own = new Set(gone.map((t) => t.id));
      return announceParents(
        ctx,
        ctx.db,
        gone.map((t) => t.parentId).filter((id) => id !== null && !own.has(id)),
        origin,
      );
    },
  });
  bus.on("task.parent_changed", {
    phase: "after-commit",
    name: "rollups",
    run: ({ from, to, origin }, ctx) => announceParents(ctx, ctx.db, [from?.id, to?.id], origin),
  });
}
