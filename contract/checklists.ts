import { z } from "zod";
import { PathIdSchema, refIdSchema } from "./common.ts";

/*
 * A task's checklist (product rules §24): items in order, each with a text and a done mark. The
 * routes live under /api/tasks/{id}/checklist.
 */

/** A checklist limit: at most this many items per task. */
export const MAX_CHECKLIST_ITEMS = 100;
/** A checklist limit: an item's text is at most this many characters. */
export const MAX_CHECKLIST_TEXT = 200;

/** Path of /api/tasks/{id}/checklist/{itemId}. */
export const ChecklistItemParams = z.object({
  /** Task id. */
  id: PathIdSchema,
  /** Checklist item id. */
  itemId: PathIdSchema,
});
export type ChecklistItemParams = z.output<typeof ChecklistItemParams>;
export type ChecklistItemParamsInput = z.input<typeof ChecklistItemParams>;

/** A checklist item as the API returns it. */
export const ChecklistItemSchema = z.object({
  /** Item id. */
  id: z.number().int(),
  /** Task id. */
  taskId: z.number().int(),
  /** The text, 1-200 characters. */
  text: z.string(),
  /** Whether it is done. */
  done: z.boolean(),
  /** Index in the checklist, dense from 0. */
  position: z.number().int(),
});
export type ChecklistItem = z.output<typeof ChecklistItemSchema>;

/** GET /api/tasks/{id}/checklist: the items in order. */
export const ChecklistSchema = z.object({
  /** Items in order. */
  items: z.array(ChecklistItemSchema),
});
export type Checklist = z.output<typeof ChecklistSchema>;

/** An item's text: trimmed, 1-200 characters. */
export const ChecklistTextSchema = z
  .string({ error: "Item text is required" })
  .trim()
  .min(1, "Item text is required")
  .max(MAX_CHECKLIST_TEXT, `Item text must be at most ${MAX_CHECKLIST_TEXT} characters`);

/** POST /api/tasks/{id}/checklist: a new last item. */
export const CreateChecklistItemBody = z.object({
  /** The text. */
  text: ChecklistTextSchema,
});
export type CreateChecklistItem = z.output<typeof CreateChecklistItemBody>;
export type CreateChecklistItemInput = z.input<typeof CreateChecklistItemBody>;

/** PATCH /api/tasks/{id}/checklist/{itemId}: only the fields present change. */
export const UpdateChecklistItemBody = z
  .object({
    /** New text. */
    text: ChecklistTextSchema.optional(),
    /** Checked or not. */
    done: z.boolean({ error: "Done must be true or false" }).optional(),
  })
  .refine((b) => b.text !== undefined || b.done !== undefined, "Nothing to change");
export type UpdateChecklistItem = z.output<typeof UpdateChecklistItemBody>;
export type UpdateChecklistItemInput = z.input<typeof UpdateChecklistItemBody>;

/** PUT /api/tasks/{id}/checklist/{itemId}/position: put the item right after another, or first. */
export const ReorderChecklistItemBody = z.object({
  /** The item it goes after; null puts it first. */
  afterItemId: refIdSchema("afterItemId must be an item id or null").nullable(),
});
export type ReorderChecklistItem = z.output<typeof ReorderChecklistItemBody>;
export type ReorderChecklistItemInput = z.input<typeof ReorderChecklistItemBody>;
