import { z } from "zod";
import { optionalInstantQuery, PathIdSchema } from "./common.ts";

/*
 * Task history (product rules §32, issue 22): every change to a task is one entry, written in the
 * change's transaction. An entry names who (`actor`), through what (`via`), what kind of change,
 * and the fields it changed as `{field, from, to}`. The task's feed is GET /api/tasks/{id}/activity,
 * the project's GET /api/projects/{id}/activity; both are newest first, a page at a time.
 */

/** Through what a change came: the app in a browser, a personal API token, an import, the AI assistant, ... */
export const ACTIVITY_VIA_KINDS = [
  "web",
  "api_token",
  "import",
  "assistant",
  "integration",
  "system",
] as const;
/** One of `ACTIVITY_VIA_KINDS`. */
export type ActivityViaKind = (typeof ACTIVITY_VIA_KINDS)[number];

/** Where a change came from: its kind and, for a token or an import, a name (the token's name, the file format). */
export const ActivityViaSchema = z.object({
  /** web, api_token, import, assistant, integration or system. */
  kind: z.enum(ACTIVITY_VIA_KINDS),
  /** The API token's name, the import's format; null for the others. */
  name: z.string().nullable(),
});
export type ActivityVia = z.output<typeof ActivityViaSchema>;

/**
 * The kinds of entry. `moved`: the status (column) changed, perhaps with other fields; `updated`:
 * other fields; `checklist`, `goal`: the task's checklist or its sprint-goal links; `link`: a link to another task added or removed; the comment
 * kinds never carry a comment's text.
 */
export const ACTIVITY_KINDS = [
  "created",
  "updated",
  "moved",
  "deleted",
  "commented",
  "comment_edited",
  "comment_deleted",
  "checklist",
  "goal",
  "link",
] as const;
/** One of `ACTIVITY_KINDS`. */
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * The fields a change names. Values: `title`, `description` strings; `status` column ids (the
 * board's `columns[].id`); `assignee` user ids; `priority`; `dueDate` and `startDate` ISO date-times; `storyPoints`
 * numbers or "?"; `tags` string arrays; `progress` 0-100; `wipLimitOverride` true when the change
 * went over the column's WIP limit on purpose; `checklistItem` `{text, done}`; `comment`
 * `{id, parentId}`; `attachments` the names of a comment's files and links; `goal` `{id, text}`;
 * `link` `{type, taskId}` (the type from this task's side, the other task's id);
 * `type` task, story, bug or epic; `parent` the parent `{id, key, title}` (product rules §35);
 * `subtask` a child `{id, key, title}` added to (`to`) or removed from (`from`) the task.
 * `from` is null for what was added, `to` null for what was removed or cleared.
 */
export const ACTIVITY_FIELDS = [
  "title",
  "description",
  "status",
  "assignee",
  "priority",
  "dueDate",
  "startDate",
  "storyPoints",
  "tags",
  "progress",
  "wipLimitOverride",
  "checklistItem",
  "comment",
  "attachments",
  "goal",
  "link",
  "type",
  "parent",
  "subtask",
] as const;
/** One of `ACTIVITY_FIELDS`. */
export type ActivityField = (typeof ACTIVITY_FIELDS)[number];

/** A field's value before or after a change (see `ACTIVITY_FIELDS` for each field's shape). */
export const ActivityValueSchema = z.unknown();

/** One changed field. */
export const ActivityChangeSchema = z.object({
  /** Which field (one of `ACTIVITY_FIELDS`). */
  field: z.enum(ACTIVITY_FIELDS),
  /** The value before; null when it was added or empty. */
  from: ActivityValueSchema,
  /** The value after; null when it was removed or cleared. */
  to: ActivityValueSchema,
});
export type ActivityChange = z.output<typeof ActivityChangeSchema>;

/**
 * One entry as a service hands it to `recordTaskActivity` (server/modules/activity/record.ts), the
 * one place history is written: a task, who, through what, and what changed. Watchers and email
 * hook in after the same call, with the rows it returns (`RecordedTaskActivity`).
 */
export type TaskActivityEntry = {
  /** The task the change is about (it still exists when the entry is written). */
  taskId: number;
  /** Who acted; null for the system. */
  actorId: number | null;
  /** Where the change came from. */
  via: ActivityVia;
  /** What kind of change. */
  kind: ActivityKind;
  /** The fields changed; may be empty (a delete). */
  changes: ActivityChange[];
};

/** An entry as stored: with its id, time, project and the task's key and title at that moment. */
export type RecordedTaskActivity = TaskActivityEntry & {
  /** Entry id (the feeds' cursor). */
  id: number;
  /** The task's project. */
  projectId: number;
  /** When. */
  at: Date;
  /** Shared by the entries of one bulk change, one per task; null otherwise. */
  bulkId: string | null;
  /** The task's key when the entry was written, `WEB-12`. */
  taskKey: string;
  /** The task's title when the entry was written. */
  taskTitle: string;
};

/** Who acted, as a feed shows them. */
export const ActivityActorSchema = z.object({
  /** User id. */
  id: z.number().int(),
  /** Given name. */
  firstName: z.string().nullable(),
  /** Family name. */
  lastName: z.string().nullable(),
  /** Avatar URL, or null. */
  profileImageUrl: z.string().nullable(),
});
export type ActivityActor = z.output<typeof ActivityActorSchema>;

/** One entry of a task's history. */
export const ActivityItemSchema = z.object({
  /** Entry id; pass the last one as `before` for the next page. */
  id: z.number().int(),
  /** When, ISO 8601 UTC. */
  at: z.string(),
  /** What kind of change. */
  kind: z.enum(ACTIVITY_KINDS),
  /** Who acted; null for the system or a deleted account. */
  actor: ActivityActorSchema.nullable(),
  /** Where the change came from. */
  via: ActivityViaSchema,
  /** The fields changed. */
  changes: z.array(ActivityChangeSchema),
  /** Shared by the entries of one bulk change; null otherwise. */
  bulkId: z.string().nullable(),
});
export type ActivityItem = z.output<typeof ActivityItemSchema>;

/** The people named by `assignee` changes of a page, to show their names. */
export const ActivityPersonSchema = ActivityActorSchema;
export type ActivityPerson = z.output<typeof ActivityPersonSchema>;

/** GET /api/tasks/{id}/activity: one page, newest first. */
export const TaskActivityPageSchema = z.object({
  /** The entries, newest first. */
  items: z.array(ActivityItemSchema),
  /** The `before` of the next page; null when this is the last. */
  nextBefore: z.number().int().nullable(),
  /** The users the page's `assignee` changes name (still existing ones). */
  people: z.array(ActivityPersonSchema),
});
export type TaskActivityPage = z.output<typeof TaskActivityPageSchema>;

/** A project feed entry: the task's history entry and which task. */
export const ProjectActivityItemSchema = ActivityItemSchema.extend({
  /** The task: key and title as they are now, or as last recorded when it is deleted. */
  task: z.object({
    /** Task id (the task may be gone). */
    id: z.number().int().nullable(),
    /** `WEB-12`. */
    key: z.string(),
    /** Title. */
    title: z.string(),
    /** True when the task has been deleted. */
    deleted: z.boolean(),
  }),
});
export type ProjectActivityItem = z.output<typeof ProjectActivityItemSchema>;

/** GET /api/projects/{id}/activity: one page, newest first. */
export const ProjectActivityPageSchema = z.object({
  /** The entries, newest first. */
  items: z.array(ProjectActivityItemSchema),
  /** The `before` of the next page; null when this is the last. */
  nextBefore: z.number().int().nullable(),
  /** The users the page's `assignee` changes name. */
  people: z.array(ActivityPersonSchema),
});
export type ProjectActivityPage = z.output<typeof ProjectActivityPageSchema>;

/** A page holds this many entries unless `limit` says otherwise. */
export const ACTIVITY_PAGE_DEFAULT = 50;
/** The most entries one page holds. */
export const ACTIVITY_PAGE_MAX = 100;

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`;

/** GET /api/tasks/{id}/activity?limit=&before=. */
export const TaskActivityQuery = z.object({
  /** Page size, 1 to 100 (default 50). */
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(ACTIVITY_PAGE_MAX, LIMIT_MESSAGE)
    .default(ACTIVITY_PAGE_DEFAULT),
  /** The `nextBefore` of the previous page: only entries older than this id. */
  before: PathIdSchema.optional(),
});
export type TaskActivityQuery = z.output<typeof TaskActivityQuery>;
export type TaskActivityQueryInput = z.input<typeof TaskActivityQuery>;

/** GET /api/projects/{id}/activity?limit=&before=&actorId=&kind=&from=&to=. */
export const ProjectActivityQuery = TaskActivityQuery.extend({
  /** Only this person's changes. */
  actorId: PathIdSchema.optional(),
  /** Only this kind of entry. */
  kind: z.enum(ACTIVITY_KINDS, { error: `Kind must be one of ${ACTIVITY_KINDS.join(", ")}` }).optional(),
  /** Only entries at or after this date or instant. */
  from: optionalInstantQuery("from"),
  /** Only entries before this instant; a bare date includes that whole day. */
  to: optionalInstantQuery("to"),
});
export type ProjectActivityQuery = z.output<typeof ProjectActivityQuery>;
export type ProjectActivityQueryInput = z.input<typeof ProjectActivityQuery>;
